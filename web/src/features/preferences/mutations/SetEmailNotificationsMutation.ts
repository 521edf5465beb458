// Switches e-mail notifications, by an e-mail link's token or for the logged-in viewer. The
// preference has no id, so the updater writes the new value onto the page's query record.
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { SetEmailNotificationsMutation$data } from '../../../__generated__/SetEmailNotificationsMutation.graphql.ts';

export const setEmailNotificationsMutation = graphql`
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

/** The store updater of setEmailNotificationsMutation for the page of `token`. */
export function preferenceUpdater(
  token: string | null,
): SelectorStoreUpdater<SetEmailNotificationsMutation$data> {
  return (store, data) => {
    const acceptEmail = data?.setEmailNotifications.preference?.acceptEmail;
    if (acceptEmail == null) return;
    store
      .getRoot()
      .getLinkedRecord('notificationPreference', { token })
      ?.setValue(acceptEmail, 'acceptEmail');
  };
}
