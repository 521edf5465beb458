// Users as the back-office tables list them (domain/src/rest/users.ts UserAccount): one query
// with the user's company, the company it registered, its roles and its dealer stage, shared by
// the admin users pages, assign-company, the agents page and the client's users page. Callers add
// their own conditions (who may be listed is theirs to decide) and get pages or single rows.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { ROLE_IDS, type RoleName } from '@canam/domain/roles';
import type { ListQuery, UserAccountDto } from '@canam/domain/rest/users';
import type { Paged } from '@canam/domain/rest/paged';
import type { CompanyStatusCode, DealerStage, UserStatusCode } from '@canam/domain/statuses';
import { COMPANY_STATUS } from '@canam/domain/statuses';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { likePattern } from '../vehicles/filterConditions.ts';

type AccountTables = DB & {
  u: DB['app_user'];
  c: DB['company'];
  p: DB['company'];
};
export type AccountEb = ExpressionBuilder<AccountTables, 'u' | 'c' | 'p'>;

const { ACCEPTED, PENDING, REJECTED } = COMPANY_STATUS;

/**
 * The dealer stage of statuses.ts DEALER_STAGES, in SQL: rejected (the user, or its company —
 * its own, else the one it registered), active (its own company accepted), inReview (that company
 * pending), else preRegistration.
 */
export const stageSql = sql<DealerStage>`CASE
  WHEN u.rejected_at IS NOT NULL OR coalesce(c.status, p.status) = ${REJECTED} THEN 'rejected'
  WHEN c.status = ${ACCEPTED} THEN 'active'
  WHEN coalesce(c.status, p.status) = ${PENDING} THEN 'inReview'
  ELSE 'preRegistration'
END`;

/** The dealer roles' ids (client 3, buyer 2). */
const DEALER_ROLE_IDS = [ROLE_IDS.ROLE_CLIENT, ROLE_IDS.ROLE_BUYER];

/** Users with one of these roles. */
export function hasRole(eb: AccountEb, roles: readonly RoleName[]): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('user_role as ur')
      .select('ur.user_id')
      .whereRef('ur.user_id', '=', 'u.id')
      .where(
        'ur.role_id',
        'in',
        roles.map((role) => ROLE_IDS[role]),
      ),
  );
}

/** Dealer users (clients and buyers). */
export function isDealerUser(eb: AccountEb): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('user_role as ur')
      .select('ur.user_id')
      .whereRef('ur.user_id', '=', 'u.id')
      .where('ur.role_id', 'in', DEALER_ROLE_IDS),
  );
}

/** Text found in a name, the nickname, the e-mail, a phone or a company's names. */
export function accountSearch(eb: AccountEb, search: string | undefined): Expression<SqlBool> {
  if (!search) return sql<SqlBool>`true`;
  const pattern = likePattern(search);
  return eb.or([
    eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
    eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
    eb('u.nickname', 'ilike', pattern),
    eb('u.email', 'ilike', pattern),
    eb('u.office_phone_number', 'ilike', pattern),
    eb('u.mobile_number', 'ilike', pattern),
    eb('u.auction_access_number', 'ilike', pattern),
    eb('c.commercial_name', 'ilike', pattern),
    eb('c.company_name', 'ilike', pattern),
    eb('p.commercial_name', 'ilike', pattern),
    eb('p.company_name', 'ilike', pattern),
  ]);
}

function accountRows(db: Db) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .leftJoin('company as p', 'p.id', 'u.pre_register_company_id')
    .select((eb) => [
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.nickname',
      'u.status',
      'u.extension',
      'u.mobile_number',
      'u.office_phone_number',
      'u.auction_access_number',
      'u.company_id',
      'u.password_hash',
      'u.created_at',
      'c.company_name',
      'c.commercial_name',
      'c.status as company_status',
      'p.id as pre_id',
      'p.company_name as pre_company_name',
      'p.commercial_name as pre_commercial_name',
      'p.status as pre_status',
      stageSql.as('stage'),
      eb
        .selectFrom('user_role as ur')
        .whereRef('ur.user_id', '=', 'u.id')
        .select(sql<number[]>`array_agg(ur.role_id ORDER BY ur.position, ur.role_id)`.as('ids'))
        .as('role_ids'),
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountRows>['execute']>>[number];

const ROLE_BY_ID = new Map(Object.entries(ROLE_IDS).map(([name, id]) => [id, name as RoleName]));

function toUserAccount(row: AccountRow): UserAccountDto {
  const roleIds = (row.role_ids ?? []).map(Number);
  const roles = roleIds.flatMap((id) => {
    const name = ROLE_BY_ID.get(id);
    return name ? [{ id, name }] : [];
  });
  const isDealer = roleIds.some((id) => DEALER_ROLE_IDS.includes(id));
  const company =
    row.company_id !== null && row.company_status !== null
      ? {
          id: row.company_id,
          companyName: row.company_name,
          commercialName: row.commercial_name,
          status: row.company_status as CompanyStatusCode,
        }
      : null;
  const preRegisterCompany =
    row.company_id === null && row.pre_id !== null && row.pre_status !== null
      ? {
          id: row.pre_id,
          companyName: row.pre_company_name,
          commercialName: row.pre_commercial_name,
          status: row.pre_status as CompanyStatusCode,
        }
      : null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    nickname: row.nickname,
    status: row.status as UserStatusCode,
    rolesId: roleIds,
    roles,
    stage: isDealer ? row.stage : null,
    invitationPending: row.password_hash === null,
    createdAt: new Date(row.created_at).toISOString(),
    userDetails: {
      extension: row.extension,
      mobileNumber: row.mobile_number,
      officePhoneNumber: row.office_phone_number,
      auctionAccessNumber: row.auction_access_number,
      companiesId: row.company_id,
      companyId: row.company_id,
      company,
      preRegisterCompany,
    },
  };
}

export type AccountCondition = (eb: AccountEb) => Expression<SqlBool>;

/** A page of the users meeting `where`, searched, newest first. */
export async function userAccountPage(
  db: Db,
  where: AccountCondition,
  { search, page, resourcesPerPage }: ListQuery,
): Promise<Paged<UserAccountDto>> {
  const condition = (eb: AccountEb) => eb.and([where(eb), accountSearch(eb, search)]);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('app_user as u')
      .leftJoin('company as c', 'c.id', 'u.company_id')
      .leftJoin('company as p', 'p.id', 'u.pre_register_company_id')
      .where(condition)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    accountRows(db)
      .where(condition)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(resourcesPerPage)
      .offset((page - 1) * resourcesPerPage)
      .execute(),
  ]);
  return {
    data: rows.map(toUserAccount),
    currentPage: page,
    total: Number(count.total),
    perPage: resourcesPerPage,
  };
}

/** One user as a table row; undefined when there is none. */
export async function userAccountById(db: Db, userId: number): Promise<UserAccountDto | undefined> {
  const row = await accountRows(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? toUserAccount(row) : undefined;
}
