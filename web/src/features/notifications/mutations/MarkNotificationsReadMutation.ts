// Marks offer notifications read (REST PUT vehicle/offer-notifications). The viewer's new unread
// count goes to the query root's viewer, which the nav's offers button reads: the payload's
// viewer has no id of its own to normalize onto.
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { MarkNotificationsReadMutation$data } from '../../../__generated__/MarkNotificationsReadMutation.graphql.ts';
import { setViewerUnreadCount } from '../../../relay/unreadCount.ts';

export const markNotificationsReadMutation = graphql`
  mutation MarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      notifications {
        id
        read
      }
      viewer {
        offerNotificationCount
      }
      userErrors {
        message
      }
    }
  }
`;

/** The store updater of markNotificationsReadMutation. */
export const updateUnreadCount: SelectorStoreUpdater<MarkNotificationsReadMutation$data> = (
  store,
  data,
) => {
  const count = data?.markNotificationsRead.viewer.offerNotificationCount;
  if (typeof count === 'number') setViewerUnreadCount(store, count);
};
