// A dealer user (client or buyer) that a review step changes: its row locked for the step, then
// read with its companies and its dealer stage (statuses.ts DEALER_STAGES), so parallel steps on
// one user run one after another and each sees what the one before it left.
import { sql, type Transaction } from 'kysely';
import type { CompanyStatusCode, DealerStage } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import { isDealerUser, stageSql } from '../users/userAccounts.ts';
import { notADealerUser, userNotFound } from './refusals.ts';

export interface DealerUser {
  id: number;
  email: string;
  firstName: string;
  companyId: number | null;
  companyStatus: CompanyStatusCode | null;
  registeredCompanyId: number | null;
  registeredStatus: CompanyStatusCode | null;
  /** Rejected on its own (app_user.rejected_at), not through a company. */
  rejectedAlone: boolean;
  stage: DealerStage;
}

/**
 * Locks the user's row (FOR UPDATE when it may be deleted, else FOR NO KEY UPDATE, which lets
 * rows that only reference it be written) and reads it in a statement of its own, so the stage
 * comes from the companies as they are once the lock is held. 404 for an unknown user, 400
 * NOT_A_DEALER_USER for staff (`field` names the request's field).
 */
export async function lockDealerUser(
  trx: Transaction<DB>,
  userId: number,
  field: string,
  lock: 'update' | 'noKeyUpdate' = 'noKeyUpdate',
): Promise<DealerUser> {
  const locking = trx.selectFrom('app_user').select('id').where('id', '=', userId);
  const locked = await (
    lock === 'update' ? locking.forUpdate() : locking.forNoKeyUpdate()
  ).executeTakeFirst();
  if (!locked) throw userNotFound();
  const row = await trx
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .leftJoin('company as p', 'p.id', 'u.pre_register_company_id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.first_name',
      'u.company_id',
      'c.status as company_status',
      'u.pre_register_company_id',
      'p.status as registered_status',
      'u.rejected_at',
      stageSql.as('stage'),
      sql<boolean>`${isDealerUser(eb)}`.as('dealer'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!row.dealer) throw notADealerUser(field);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    companyId: row.company_id,
    companyStatus: row.company_status,
    registeredCompanyId: row.pre_register_company_id,
    registeredStatus: row.registered_status,
    rejectedAlone: row.rejected_at !== null,
    stage: row.stage,
  };
}
