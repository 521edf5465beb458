// The `account.changed` outbox event (domain/src/events.ts): what a user may see or do changed.
// Pushed by the change's transaction (changeWithEvents), so the gateway tells the users' open
// pages at once (Subscription.viewerChanged).
import { ACCOUNT_CHANGED_EVENT, type AccountChangeReason } from '@canam/domain/events';
import type { OutboxEvent } from './outbox.ts';

export function accountChangedEvent(
  reason: AccountChangeReason,
  userIds: readonly number[],
  companyId: number | null = null,
): OutboxEvent {
  return {
    type: ACCOUNT_CHANGED_EVENT,
    payload: { userIds: [...new Set(userIds)], companyId, reason },
  };
}
