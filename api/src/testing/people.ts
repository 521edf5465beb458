// Helpers of the people tests (users lists, team members, client vehicles): a valid team-member
// body, a request as a caller (an access token, or null for a guest) and a user's row by e-mail.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { bearer } from './session.ts';

/** A valid POST /api/user/create body with a bearer (rolesId [2] unless overridden). */
export function teamMemberPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Omar',
    lastName: 'Haddad',
    email,
    rolesId: [2],
    userDetails: { officePhoneNumber: '+15185550111', extension: '42', mobileNumber: '' },
    ...overrides,
  };
}

/** A valid PUT /api/user body for user `id`. */
export function userUpdatePayload(
  id: number,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    firstName: 'Renamed',
    lastName: 'Person',
    email,
    nickname: null,
    userDetails: { officePhoneNumber: '+15185550133', extension: '', mobileNumber: '+15185550134' },
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PUT';

/** One request as `token`'s user, or as a guest when it is null. */
export function requestAs(
  app: FastifyInstance,
  token: string | null,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

export async function userRow(db: Db, email: string) {
  return db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}
