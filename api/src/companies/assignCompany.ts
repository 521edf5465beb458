// PUT /api/company/assignCompany {userId, companyId}: a dealer user (client or buyer) joins a
// company. Its standing then follows that company: a rejection of the user alone is lifted (staff
// decided where it belongs), and it gets an `account.changed` event so its open pages follow.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { accountChangedEvent } from '../events/accountChanged.ts';
import type { OutboxEvent } from '../events/outbox.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { lockDealerUser, type DealerUser } from './dealerUser.ts';
import { companyNotFound } from './refusals.ts';

/** 404 COMPANY_NOT_FOUND unless the company exists. */
export async function requireCompany(trx: Transaction<DB>, companyId: number): Promise<void> {
  const company = await trx
    .selectFrom('company')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw companyNotFound();
}

/** Makes `companyId` the locked user's company; an event when anything changed. */
export async function moveUserToCompany(
  trx: Transaction<DB>,
  user: DealerUser,
  companyId: number,
  events: OutboxEvent[],
): Promise<void> {
  if (user.companyId === companyId && !user.rejectedAlone) return;
  await trx
    .updateTable('app_user')
    .set({ company_id: companyId, rejected_at: null, rejected_by: null, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  events.push(accountChangedEvent('companyAssigned', [user.id], companyId));
}

export function assignCompany(
  context: ChangeContext,
  { userId, companyId }: { userId: number; companyId: number },
): Promise<void> {
  return changeWithEvents(context, async (trx, events) => {
    const user = await lockDealerUser(trx, userId, 'userId');
    await requireCompany(trx, companyId);
    await moveUserToCompany(trx, user, companyId, events);
  });
}
