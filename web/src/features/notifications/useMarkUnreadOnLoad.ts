// Notifications shown on a page are marked read as it loads (specification, section 4): each
// unread one once, and the page remembers them so they keep looking new for the rest of the visit.
// A failure (refused or unreachable) says so in a warning toast.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarkNotificationsReadMutation } from '../../__generated__/MarkNotificationsReadMutation.graphql.ts';
import { toaster } from '../../components/toaster.tsx';
import { WARNINGS } from '../../components/warningTexts.ts';
import { useFormMutation } from '../../relay/useFormMutation.ts';
import {
  markNotificationsReadMutation,
  updateUnreadCount,
} from './mutations/MarkNotificationsReadMutation.ts';

function failed() {
  toaster.create({ type: 'warning', title: WARNINGS.notificationsNotUpdated });
}

/** Marks `unreadIds` read once each; returns every id that was unread during the visit. */
export function useMarkUnreadOnLoad(unreadIds: readonly string[]): ReadonlySet<string> {
  const [commit] = useFormMutation<MarkNotificationsReadMutation>(markNotificationsReadMutation);
  const markRead = useCallback(
    (ids: readonly string[]) =>
      commit(
        { ids: [...ids] },
        {
          updater: updateUnreadCount,
          onCompleted: ({ userErrors }) => {
            if (userErrors.length > 0) failed();
          },
          onError: failed,
        },
      ),
    [commit],
  );
  const sent = useRef(new Set<string>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set(unreadIds));
  const key = unreadIds.join(',');
  useEffect(() => {
    const ids = key.split(',').filter((id) => id && !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    setFresh((known) => new Set([...known, ...ids]));
    markRead(ids);
  }, [key, markRead]);
  return fresh;
}
