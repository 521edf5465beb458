// Registers the company of a registration link; it stays pending until staff accept it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RegisterCompanyMutation,
  RegisterCompanyMutation$data,
} from '../../../__generated__/RegisterCompanyMutation.graphql.ts';

const mutation = graphql`
  mutation RegisterCompanyMutation($input: RegisterCompanyInput!) {
    registerCompany(input: $input) {
      company {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RegisterCompanyResult = RegisterCompanyMutation$data['registerCompany'];
export type RegisterCompanyInput = RegisterCompanyMutation['variables']['input'];

interface Callbacks {
  onCompleted: (result: RegisterCompanyResult) => void;
  onError: (error: Error) => void;
}

export function useRegisterCompanyMutation(): [
  commit: (input: RegisterCompanyInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<RegisterCompanyMutation>(mutation);
  const run = useCallback(
    (input: RegisterCompanyInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.registerCompany),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
