// Staff accept (1), put back in review (2) or reject (3) a dealer company. Accepting makes it the
// company of the users who registered it (their pre-registered company), so they log in and see
// prices; rejecting keeps them out (auth/login.ts). The reviewer and the time are recorded; when
// the status changes, every user of the company gets an `account.changed` event and, on accept
// or reject, its client an e-mail, both written in the change's transaction.
import type { Transaction } from 'kysely';
import type { AccountChangeReason } from '@canam/domain/events';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import { accountChangedEvent } from '../events/accountChanged.ts';
import type { OutboxEvent } from '../events/outbox.ts';
import { changeWithEvents, type ChangeContext } from '../events/transact.ts';
import { companyUserIds } from '../companies/dealerRecord.ts';
import { queueCompanyDecisionMail } from '../companies/reviewMails.ts';
import { companyNotFound } from '../companies/refusals.ts';
import type { AccountServices } from './services.ts';
import { deliverAll } from './delivery.ts';

export interface CompanyStatusChange {
  companyId: number;
  status: CompanyStatusCode;
  reviewerId: number;
  /** Why the users' rights changed: a status set by staff, or a user's rejection. */
  reason: Extract<AccountChangeReason, 'companyStatus' | 'userRejected'>;
}

export interface CompanyStatusResult {
  company: { id: number; status: CompanyStatusCode };
  /** The previous status. */
  before: CompanyStatusCode;
  /** E-mails queued for after the commit. */
  mailIds: number[];
}

/** The change inside the caller's transaction; null for an unknown company. */
export async function changeCompanyStatus(
  trx: Transaction<DB>,
  publicBaseUrl: string,
  change: CompanyStatusChange,
  events: OutboxEvent[],
): Promise<CompanyStatusResult | null> {
  const { companyId, status } = change;
  const current = await trx
    .selectFrom('company')
    .select('status')
    .where('id', '=', companyId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!current) return null;
  const now = new Date();
  await trx
    .updateTable('company')
    .set({ status, reviewed_by: change.reviewerId, reviewed_at: now, updated_at: now })
    .where('id', '=', companyId)
    .execute();
  let moved = 0n;
  if (status === COMPANY_STATUS.ACCEPTED) {
    const result = await trx
      .updateTable('app_user')
      .set({ company_id: companyId, updated_at: now })
      .where('pre_register_company_id', '=', companyId)
      .where('company_id', 'is', null)
      .executeTakeFirst();
    moved = result.numUpdatedRows;
  }
  const changed = current.status !== status;
  if (changed || moved > 0n) {
    events.push(
      accountChangedEvent(change.reason, await companyUserIds(trx, companyId), companyId),
    );
  }
  const mailIds: number[] = [];
  if (changed && status !== COMPANY_STATUS.PENDING) {
    const decision = status === COMPANY_STATUS.ACCEPTED ? 'accepted' : 'rejected';
    const mailId = await queueCompanyDecisionMail(trx, publicBaseUrl, companyId, decision);
    if (mailId !== null) mailIds.push(mailId);
  }
  return { company: { id: companyId, status }, before: current.status, mailIds };
}

/** PUT /api/company {id, status}: the change in a transaction of its own, e-mails after it. */
export async function setCompanyStatus(
  context: ChangeContext,
  services: Pick<AccountServices, 'mailer' | 'publicBaseUrl'>,
  change: Omit<CompanyStatusChange, 'reason'>,
): Promise<{ id: number; status: CompanyStatusCode }> {
  const result = await changeWithEvents(context, (trx, events) =>
    changeCompanyStatus(
      trx,
      services.publicBaseUrl,
      { ...change, reason: 'companyStatus' },
      events,
    ),
  );
  if (!result) throw companyNotFound();
  await deliverAll(context.db, services.mailer, result.mailIds);
  return result.company;
}
