// Ends the session on the server, then in the browser; 'Error to logout' when the server cannot
// be reached.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { TOASTS } from '@canam/domain/errors';
import type { LogoutMutation } from '../../../__generated__/LogoutMutation.graphql.ts';
import { endSession } from '../../../auth/sessionRefresh.ts';
import { refreshToken } from '../../../auth/sessionStorage.ts';
import { toaster } from '../../../components/toaster.tsx';

const mutation = graphql`
  mutation LogoutMutation($input: LogoutInput) {
    logout(input: $input) {
      ok
      userErrors {
        message
      }
    }
  }
`;

export function useLogoutMutation(): [logout: () => void, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<LogoutMutation>(mutation);
  const logout = useCallback(() => {
    commit({
      variables: { input: { refreshToken: refreshToken() } },
      // A refusal means the server holds no usable session any more: end ours too.
      onCompleted: () => endSession(),
      // The server could not be reached: say so and stay logged in, so the user can try again
      // (ending the session here would reload the page and hide the toast).
      onError: () => {
        toaster.create({ type: 'error', title: TOASTS.logoutFailed });
      },
    });
  }, [commit]);
  return [logout, isInFlight];
}
