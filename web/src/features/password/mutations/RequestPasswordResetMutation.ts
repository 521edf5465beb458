// E-mails a password-reset link ('Email not found' / 'Email not sent' are userErrors).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestPasswordResetMutation,
  RequestPasswordResetMutation$data,
} from '../../../__generated__/RequestPasswordResetMutation.graphql.ts';

const mutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RequestPasswordResetResult = RequestPasswordResetMutation$data['requestPasswordReset'];
export type RequestPasswordResetInput = RequestPasswordResetMutation['variables']['input'];

interface Callbacks {
  onCompleted: (result: RequestPasswordResetResult) => void;
  onError: (error: Error) => void;
}

export function useRequestPasswordResetMutation(): [
  commit: (input: RequestPasswordResetInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<RequestPasswordResetMutation>(mutation);
  const run = useCallback(
    (input: RequestPasswordResetInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.requestPasswordReset),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
