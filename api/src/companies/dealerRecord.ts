// The company / dealer record (domain/src/rest/companies.ts DealerRecord): every field of the
// company, its state, status and validations, how many users it has, and one user — the one asked
// about, else the company's client. GET /api/company and every answer that returns a company.
import type { DealerRecordDto } from '@canam/domain/rest/companies';
import type { Db } from '../db/database.ts';
import { userAccountById } from '../users/userAccounts.ts';

/** The users of a company: those it is the company of, or the company they registered. */
export async function companyUserIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) =>
      eb.or([eb('company_id', '=', companyId), eb('pre_register_company_id', '=', companyId)]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The company's client: its first user with the client role (who registered it or was registered
 * with it), else its first user of any role; null for a company without users.
 */
export async function companyClientId(db: Db, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user as u')
    .select('u.id')
    .where((eb) =>
      eb.or([eb('u.company_id', '=', companyId), eb('u.pre_register_company_id', '=', companyId)]),
    )
    .orderBy(
      (eb) =>
        eb.exists(
          eb
            .selectFrom('user_role as ur')
            .innerJoin('role', 'role.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('role.name', '=', 'ROLE_CLIENT'),
        ),
      'desc',
    )
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The record of a company with `userId` as its user (default: its client); undefined if none. */
export async function dealerRecordById(
  db: Db,
  companyId: number,
  userId?: number,
): Promise<DealerRecordDto | undefined> {
  const row = await db
    .selectFrom('company as c')
    .leftJoin('us_state as s', 's.id', 'c.state_id')
    .selectAll('c')
    .select((eb) => [
      's.code as state_code',
      eb
        .selectFrom('app_user as u')
        .select((count) => count.fn.countAll<string>().as('n'))
        .where((where) =>
          where.or([
            where('u.company_id', '=', eb.ref('c.id')),
            where('u.pre_register_company_id', '=', eb.ref('c.id')),
          ]),
        )
        .as('user_count'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const shownUserId = userId ?? (await companyClientId(db, companyId));
  const user = shownUserId === null ? undefined : await userAccountById(db, shownUserId);
  return {
    id: row.id,
    companyName: row.company_name,
    commercialName: row.commercial_name,
    companyId: row.company_code,
    faxNumber: row.fax_number,
    addressLine2: row.address_line2,
    street: row.street,
    zip: row.zip,
    state: row.state_code,
    stateId: row.state_id,
    city: row.city,
    webSite: row.web_site,
    gstHst: row.gst,
    qst: row.qst,
    corporationType: row.corporation_type,
    corporationNumber: row.corporation_number,
    dealerLicense: row.dealer_license,
    billingContactName: row.billing_contact_name,
    billingContactEmail: row.billing_contact_email,
    billingContactMobilePhone: row.billing_contact_mobile_phone,
    secondaryEmail: row.secondary_email,
    secondaryMobileNumber: row.secondary_mobile_number,
    toBeDelivered: row.to_be_delivered ? 1 : 0,
    taxid: row.taxid,
    officePhoneNumber: row.office_phone_number,
    auctionAccessNumber: row.auction_access_number,
    status: row.status,
    validations: {
      id: row.id,
      companyName: row.valid_company_name,
      taxid: row.valid_taxid,
      dealerLicense: row.valid_dealer_license,
    },
    user: user ?? null,
    userCount: Number(row.user_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * GET /api/company: the record of company `id`, or of the company of user `userId` (its own,
 * else the one it registered) with that user; empty when there is none.
 */
export async function dealerRecords(
  db: Db,
  query: { id?: number; userId?: number },
): Promise<DealerRecordDto[]> {
  if (query.userId !== undefined) {
    const user = await db
      .selectFrom('app_user')
      .select(['company_id', 'pre_register_company_id'])
      .where('id', '=', query.userId)
      .executeTakeFirst();
    const companyId = user?.company_id ?? user?.pre_register_company_id;
    if (companyId === null || companyId === undefined) return [];
    const record = await dealerRecordById(db, companyId, query.userId);
    return record ? [record] : [];
  }
  if (query.id === undefined) return [];
  const record = await dealerRecordById(db, query.id);
  return record ? [record] : [];
}
