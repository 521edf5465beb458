// The viewer's unread offer notifications (its badge count) live on the query root's viewer
// record (the nav's Offers button and a dealer's Active Offers tab read it there); mutation and
// subscription payloads write their count to it.
import type { RecordSourceProxy } from 'relay-runtime';

export function setViewerUnreadCount(store: RecordSourceProxy, count: number): void {
  store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'offerNotificationCount');
}
