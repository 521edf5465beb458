// Notifications shown on a page are marked read as it loads (specification, section 4): each
// unread one once, and the page remembers them so they keep looking new for the rest of the visit.
import { useEffect, useRef, useState } from 'react';
import { useMarkNotificationsReadMutation } from './mutations/MarkNotificationsReadMutation.ts';

/** Marks `unreadIds` read once each; returns every id that was unread during the visit. */
export function useMarkUnreadOnLoad(unreadIds: readonly string[]): ReadonlySet<string> {
  const markRead = useMarkNotificationsReadMutation();
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
