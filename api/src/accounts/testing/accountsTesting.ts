// Helpers of the account tests: an app with other account dependencies on a test api's database
// (an SMTP mailer, small rate limits), row counts, the last stored e-mail and the token of a link.
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { extractLinks } from '../../mail/links.ts';
import { TEST_TOKEN_SETTINGS, type TestApi } from '../../testing/testApi.ts';

/** A second app on the same database, with other mailer or account settings. */
export async function appWith(
  api: TestApi,
  deps: Pick<AppDependencies, 'mailer' | 'accounts'>,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: api.database.db,
    tokenSettings: TEST_TOKEN_SETTINGS,
    uploadsDir: inject('uploadsDir'),
    ...deps,
  });
  await app.ready();
  return app;
}

export async function countRows(db: Db, table: keyof DB): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Counts of every table an account flow may change. */
export async function accountState(db: Db): Promise<Record<string, number>> {
  const tables = [
    'app_user',
    'user_role',
    'user_token',
    'company',
    'email_message',
    'auth_session',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

/** The newest stored e-mail to an address. */
export async function lastMailTo(db: Db, to: string) {
  return db
    .selectFrom('email_message')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The token at the end of the first link of a text whose path starts with `pathPrefix`. */
export function tokenOfLink(text: string, pathPrefix: string): string {
  const link = extractLinks(text).find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in:\n${text}`);
  return new URL(link).pathname.slice(pathPrefix.length);
}

/** A valid sign-up body; override what a test needs. */
export function signUpPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nina',
    lastName: 'Ortega',
    email,
    rolesId: [3],
    userDetails: {
      extension: '12',
      mobileNumber: '+15185550199',
      officePhoneNumber: '+15185550198',
      acceptEmail: true,
      acceptSms: true,
    },
    password: 'Secret#123',
    ...overrides,
  };
}

/** A valid company form body for a registration token. */
export function companyPayload(registrationToken: string, overrides: Record<string, unknown> = {}) {
  return {
    registrationToken,
    commercialName: 'Hudson Valley Autos',
    companyName: 'Hudson Valley Autos LLC',
    street: '12 Main St',
    addressLine2: 'Unit 4',
    zip: '12205',
    stateId: 33,
    city: 'Albany',
    webSite: 'www.hudsonvalleyautos.test',
    gst: '123456789RT0001',
    qst: '1234567890TQ0001',
    corporationType: 'NEQ',
    corporationNumber: '1234567890',
    taxid: '14-1234567',
    dealerLicense: 'NY-123456',
    billingContactName: 'Nina Ortega',
    billingContactEmail: 'billing@hudsonvalleyautos.test',
    billingContactMobilePhone: '+15185550197',
    ...overrides,
  };
}
