// Sets a new password from a reset link (single use; LINK_EXPIRED when it no longer works).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ResetPasswordMutation,
  ResetPasswordMutation$data,
} from '../../../__generated__/ResetPasswordMutation.graphql.ts';

const mutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ResetPasswordResult = ResetPasswordMutation$data['resetPassword'];
export type ResetPasswordInput = ResetPasswordMutation['variables']['input'];

interface Callbacks {
  onCompleted: (result: ResetPasswordResult) => void;
  onError: (error: Error) => void;
}

export function useResetPasswordMutation(): [
  commit: (input: ResetPasswordInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<ResetPasswordMutation>(mutation);
  const run = useCallback(
    (input: ResetPasswordInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        onCompleted: (data) => callbacks.onCompleted(data.resetPassword),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
