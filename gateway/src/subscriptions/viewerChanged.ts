// viewerChanged: what the viewer may see or do changed ('account.changed' events: its company
// accepted, rejected or assigned, its own status changed, it was rejected). An event goes only to
// the subscribers whose user id it names, each with its viewer read anew as itself (its profile:
// company status, prices), so open pages follow without a reload. A viewer whose session ended
// (deactivated: the api answers 401) gets UNAUTHENTICATED and the subscription ends.
import { GraphQLError } from 'graphql';
import {
  ACCOUNT_CHANGE_REASONS,
  ACCOUNT_CHANGED_EVENT,
  type AccountChangedPayload,
  type AccountChangeReason,
} from '@canam/domain/events';
import type { ViewerChangeReason } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { GatewayEvent } from '../events/gatewayEvent.ts';
import type { ViewerChangedEventModel } from '../models.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { cursorOf, EndOfSubscription } from './liveStream.ts';

export const VIEWER_CHANGE_REASONS: Record<AccountChangeReason, ViewerChangeReason> = {
  companyStatus: 'COMPANY_STATUS',
  companyAssigned: 'COMPANY_ASSIGNED',
  userStatus: 'USER_STATUS',
  userRejected: 'USER_REJECTED',
};

export const SESSION_ENDED = 'Your session has ended: log in again';

const isReason = (value: unknown): value is AccountChangeReason =>
  (ACCOUNT_CHANGE_REASONS as readonly unknown[]).includes(value);

/** The event's payload as the api writes it (domain/src/events.ts); null for anything else. */
export function accountPayloadOf(event: GatewayEvent): AccountChangedPayload | null {
  if (event.type !== ACCOUNT_CHANGED_EVENT) return null;
  const { userIds, companyId, reason } = event.payload;
  if (!Array.isArray(userIds) || !userIds.every((id) => Number.isSafeInteger(id))) return null;
  if (!isReason(reason)) return null;
  if (companyId !== null && !Number.isSafeInteger(companyId)) return null;
  return { userIds: userIds as number[], companyId: companyId as number | null, reason };
}

/** Only the users the event names. */
export function acceptsViewerChange(userId: number) {
  return (event: GatewayEvent) => accountPayloadOf(event)?.userIds.includes(userId) ?? false;
}

export async function resolveViewerChanged(
  context: GatewayContext,
  event: GatewayEvent,
): Promise<ViewerChangedEventModel | null> {
  const payload = accountPayloadOf(event);
  if (!payload) return null;
  let profile;
  try {
    profile = await context.loaders.viewerProfile.load();
  } catch (error) {
    if (restStatusOf(error) !== 401) throw error;
    throw new EndOfSubscription(
      new GraphQLError(SESSION_ENDED, { extensions: { code: 'UNAUTHENTICATED' } }),
    );
  }
  if (!profile) return null;
  return {
    cursor: cursorOf(event),
    reason: VIEWER_CHANGE_REASONS[payload.reason],
    viewer: { profile },
  };
}
