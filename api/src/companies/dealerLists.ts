// The assign-company lists: dealer users by stage (the four tabs), the users of one company, and
// the company search of the dealer form (from 3 characters, at most 300, names taken literally).
import type { CompanyRefDto, ListQuery, UserAccountDto } from '@canam/domain/rest/users';
import type { Paged } from '@canam/domain/rest/paged';
import { COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_MIN_LENGTH } from '@canam/domain/forms/dealer';
import type { DealerStage } from '@canam/domain/statuses';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isDealerUser, stageSql, userAccountPage } from '../users/userAccounts.ts';
import { likePattern } from '../vehicles/filterConditions.ts';
import { companyNotFound } from './refusals.ts';

/** Dealer users (clients and buyers) at one stage, newest first. */
export function dealerRegistrationPage(
  db: Db,
  stage: DealerStage,
  query: ListQuery,
): Promise<Paged<UserAccountDto>> {
  return userAccountPage(db, (eb) => eb.and([isDealerUser(eb), eb(stageSql, '=', stage)]), query);
}

/** The users of a company (their company, or the one they registered); 404 for none. */
export async function companyUserPage(
  db: Db,
  companyId: number,
  query: ListQuery,
): Promise<Paged<UserAccountDto>> {
  const company = await db
    .selectFrom('company')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw companyNotFound();
  return userAccountPage(
    db,
    (eb) =>
      eb.or([eb('u.company_id', '=', companyId), eb('u.pre_register_company_id', '=', companyId)]),
    query,
  );
}

/**
 * Companies whose commercial or legal name holds the text (any case, % and _ literal), by name;
 * nothing under 3 characters.
 */
export async function searchCompanies(
  db: Db,
  search: string | undefined,
): Promise<CompanyRefDto[]> {
  const text = search?.trim() ?? '';
  if (text.length < COMPANY_SEARCH_MIN_LENGTH) return [];
  const pattern = likePattern(text);
  const rows = await db
    .selectFrom('company')
    .select(['id', 'company_name', 'commercial_name', 'status'])
    .where((eb) =>
      eb.or([eb('commercial_name', 'ilike', pattern), eb('company_name', 'ilike', pattern)]),
    )
    .orderBy(sql`lower(coalesce(commercial_name, company_name))`)
    .orderBy('id')
    .limit(COMPANY_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    commercialName: row.commercial_name,
    status: row.status,
  }));
}
