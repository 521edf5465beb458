// Helpers of the dealer review tests: calls as a demo user (`who` names a token of useTestApi,
// null calls as a guest), what the review may write (to assert that a refusal wrote nothing), the
// account.changed events after an event id, fresh signed-up dealers, and a valid dealer form.
import type { FastifyInstance } from 'fastify';
import type { SaveDealerRequest } from '@canam/domain/rest/companies';
import { signUpPayload } from '../accounts/testing/accountsTesting.ts';
import type { Db } from '../db/database.ts';
import { bearer } from './session.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function reviewCalls(on: { app: FastifyInstance }, token: Record<string, string>) {
  return (who: string | null, method: Method, url: string, payload?: unknown) =>
    on.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who === null ? {} : bearer(token[who] ?? `no token for ${who}`),
    });
}

const count = async (db: Db, table: 'user_role' | 'user_token' | 'email_message' | 'event') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every row a review call may write: users, companies, roles, tokens, e-mails and events. */
export async function reviewState(db: Db) {
  return {
    users: await db
      .selectFrom('app_user')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'office_phone_number',
        'company_id',
        'pre_register_company_id',
        'rejected_at',
        'rejected_by',
        'updated_at',
      ])
      .orderBy('id')
      .execute(),
    companies: await db.selectFrom('company').selectAll().orderBy('id').execute(),
    roles: await count(db, 'user_role'),
    tokens: await count(db, 'user_token'),
    emails: await count(db, 'email_message'),
    events: await count(db, 'event'),
  };
}

export async function lastEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** The account.changed payloads written after event `afterId`, in order. */
export async function accountEvents(db: Db, afterId: number) {
  const rows = await db
    .selectFrom('event')
    .select('payload')
    .where('type', '=', 'account.changed')
    .where('id', '>', String(afterId))
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  );
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function companyIdOf(db: Db, commercialName: string): Promise<number> {
  const row = await db
    .selectFrom('company')
    .select('id')
    .where('commercial_name', '=', commercialName)
    .executeTakeFirstOrThrow();
  return row.id;
}

let signUps = 0;

/** A new dealer who signed up (role client, no company: Pre registration); its id. */
export async function signedUpDealer(app: FastifyInstance, db: Db, email: string) {
  signUps += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: signUpPayload(email),
    remoteAddress: `10.13.${Math.floor(signUps / 250)}.${signUps % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up ${email}: ${response.body}`);
  return userIdOf(db, email);
}

/** The password of signedUpDealer's users. */
export const SIGNED_UP_PASSWORD = 'Secret#123';

/** A dealer form that registers a new client with a new company; override what a test needs. */
export function dealerForm(overrides: Partial<SaveDealerRequest> = {}): SaveDealerRequest {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@harborautos.test',
    officePhoneNumber: '(518) 555-0170',
    extension: '12',
    mobileNumber: '(518) 555-0171',
    companyChoice: 'new',
    commercialName: 'Harbor Autos',
    companyName: 'Harbor Autos LLC',
    street: '40 River St',
    addressLine2: 'Bay 3',
    zip: '12180',
    stateId: 33,
    city: 'Troy',
    webSite: 'www.harborautos.test',
    gst: '123456789RT0001',
    qst: '1234567890TQ0001',
    corporationType: 'BUSINESS_NUMBER',
    corporationNumber: '1234567',
    taxid: '14-7654321',
    dealerLicense: 'NY-765432',
    billingContactName: 'Ada Byron',
    billingContactEmail: 'Billing@HarborAutos.test',
    billingContactMobilePhone: '+15185550172',
    secondaryEmail: 'titles@harborautos.test',
    secondaryMobileNumber: '(518) 555-0173',
    faxNumber: '(518) 555-0174',
    companyCode: 'HA-0042',
    toBeDelivered: true,
    ...overrides,
  };
}
