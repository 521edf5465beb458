// The viewer's unread offer notifications live on the query root's viewer record (the nav's
// offers button reads it there); mutation and subscription payloads write their count to it.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export function setViewerUnreadCount(store: RecordSourceSelectorProxy, count: number): void {
  store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'offerNotificationCount');
}
