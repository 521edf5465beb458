// Switches e-mail notifications, by an e-mail link's token or for the logged-in viewer. The
// preference has no id, so the updater writes the new value onto the page's query record.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SetEmailNotificationsMutation,
  SetEmailNotificationsMutation$data,
} from '../../../__generated__/SetEmailNotificationsMutation.graphql.ts';

const mutation = graphql`
  mutation SetEmailNotificationsMutation($input: SetEmailNotificationsInput!) {
    setEmailNotifications(input: $input) {
      preference {
        acceptEmail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type SetEmailNotificationsResult =
  SetEmailNotificationsMutation$data['setEmailNotifications'];

interface SetEmailNotificationsInput {
  token: string | null;
  acceptEmail: boolean;
}

interface Callbacks {
  onCompleted: (result: SetEmailNotificationsResult) => void;
  onError: (error: Error) => void;
}

export function useSetEmailNotificationsMutation(): [
  setEmailNotifications: (input: SetEmailNotificationsInput, callbacks: Callbacks) => void,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<SetEmailNotificationsMutation>(mutation);
  const setEmailNotifications = useCallback(
    (input: SetEmailNotificationsInput, callbacks: Callbacks) => {
      commit({
        variables: { input },
        updater: (store, data) => {
          const acceptEmail = data?.setEmailNotifications.preference?.acceptEmail;
          if (acceptEmail == null) return;
          store
            .getRoot()
            .getLinkedRecord('notificationPreference', { token: input.token })
            ?.setValue(acceptEmail, 'acceptEmail');
        },
        onCompleted: (data) => callbacks.onCompleted(data.setEmailNotifications),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return [setEmailNotifications, isInFlight];
}
