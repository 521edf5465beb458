// Marks offer notifications read (REST PUT vehicle/offer-notifications). The viewer's new unread
// count goes to the query root's viewer, which the nav's offers button reads: the payload's
// viewer has no id of its own to normalize onto.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MarkNotificationsReadMutation } from '../../../__generated__/MarkNotificationsReadMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { WARNINGS } from '../../../components/warningTexts.ts';
import { setViewerUnreadCount } from '../../../relay/unreadCount.ts';

const mutation = graphql`
  mutation MarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      notifications {
        id
        read
      }
      viewer {
        offerNotificationCount
      }
      errors {
        message
      }
    }
  }
`;

export function useMarkNotificationsReadMutation(): (ids: readonly string[]) => void {
  const [commit] = useMutation<MarkNotificationsReadMutation>(mutation);
  return useCallback(
    (ids: readonly string[]) => {
      const failed = () => {
        toaster.create({ type: 'warning', title: WARNINGS.notificationsNotUpdated });
      };
      commit({
        variables: { input: { ids: [...ids] } },
        updater: (store, data) => {
          const count = data?.markNotificationsRead.viewer.offerNotificationCount;
          if (typeof count === 'number') setViewerUnreadCount(store, count);
        },
        onCompleted: (data) => {
          if (data.markNotificationsRead.errors.length > 0) failed();
        },
        onError: failed,
      });
    },
    [commit],
  );
}
