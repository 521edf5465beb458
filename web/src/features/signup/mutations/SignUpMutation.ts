// Dealer sign-up: the gateway checks the e-mail is free (EMAIL_TAKEN otherwise), creates the
// account and e-mails the registration link.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SignUpMutation,
  SignUpMutation$data,
} from '../../../__generated__/SignUpMutation.graphql.ts';

const mutation = graphql`
  mutation SignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type SignUpResult = SignUpMutation$data['signUp'];
export type SignUpInput = SignUpMutation['variables']['input'];

interface Callbacks {
  onCompleted: (result: SignUpResult) => void;
  onError: (error: Error) => void;
}

export function useSignUpMutation(): [
  commit: (input: SignUpInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<SignUpMutation>(mutation);
  const run = useCallback(
    (input: SignUpInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.signUp),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
