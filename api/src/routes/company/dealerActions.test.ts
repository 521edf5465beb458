// PUT /api/company/assignCompany, PUT /api/company/rejectCompany and DELETE
// /api/company/deleteUserNotValidate: who each may reach, what each changes (users, companies,
// account.changed events, e-mails, login) and that a refusal changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { lastMailTo } from '../../accounts/testing/accountsTesting.ts';
import {
  SIGNED_UP_PASSWORD,
  accountEvents,
  companyIdOf,
  lastEventId,
  reviewCalls,
  reviewState,
  signedUpDealer,
  userIdOf,
} from '../../testing/dealerReview.ts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts.ts';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(['reviewer', 'admin', 'superadmin']);
const call = reviewCalls(api, token);
const db = () => api.database.db;
const assign = (userId: number, companyId: number, who = 'reviewer') =>
  call(who, 'PUT', '/api/company/assignCompany', { userId, companyId });
const reject = (userId: number, who = 'reviewer') =>
  call(who, 'PUT', '/api/company/rejectCompany', { userId });
const remove = (userId: number | string, who = 'reviewer') =>
  call(who, 'DELETE', `/api/company/deleteUserNotValidate?userId=${userId}`);
const login = (email: string, password = SIGNED_UP_PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const signUp = (email: string) => signedUpDealer(api.app, db(), email);

/** A refusal: its status and body, and nothing written. */
async function refused(
  request: () => ReturnType<typeof call>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await reviewState(db());
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await reviewState(db())).toEqual(before);
}

let empire: number;
beforeAll(async () => {
  empire = await companyIdOf(db(), 'Empire State Motors');
});

describe('PUT /api/company/assignCompany', () => {
  it('makes a company the dealer’s own: it logs in and sees prices', async () => {
    const userId = await signUp('joiner@assign.test');
    const before = await lastEventId(db());
    const response = await assign(userId, empire);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Company assigned successfully',
      user: { id: userId, stage: 'active', userDetails: { companyId: empire } },
    });
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [userId], companyId: empire, reason: 'companyAssigned' },
    ]);
    const session = await login('joiner@assign.test');
    expect(session.statusCode).toBe(200);
    const list = await api.app.inject({
      url: '/api/vehicle?resourcesPerPage=20',
      headers: bearer(session.json().auth.accessToken),
    });
    expect(list.json().data.some((vehicle: { price: unknown }) => vehicle.price !== null)).toBe(
      true,
    );

    // The same company again changes nothing anyone watches.
    const again = await lastEventId(db());
    expect((await assign(userId, empire, 'superadmin')).statusCode).toBe(200);
    expect(await accountEvents(db(), again)).toEqual([]);
  });

  it('lifts the rejection of a user rejected alone', async () => {
    const userId = await signUp('second@assign.test');
    expect((await reject(userId)).statusCode).toBe(200);
    const response = await assign(userId, empire, 'admin');
    expect(response.json().user.stage).toBe('active');
    expect((await login('second@assign.test')).statusCode).toBe(200);
  });

  it('refuses staff, unknown users and unknown companies', async () => {
    const userId = await userIdOf(db(), 'signup@canam.test');
    await refused(() => assign(id.admin!, empire), 400, {
      code: 'NOT_A_DEALER_USER',
      field: 'userId',
    });
    await refused(() => assign(2_147_483_647, empire), 404, {
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    await refused(() => assign(userId, 2_147_483_647), 404, {
      code: 'COMPANY_NOT_FOUND',
      message: 'Company not found',
    });
    await refused(
      () => call('reviewer', 'PUT', '/api/company/assignCompany', { userId, companyId: 'x' }),
      400,
      { code: 'INVALID_INPUT', field: 'companyId' },
    );
  });
});

describe('PUT /api/company/rejectCompany', () => {
  it('rejects a dealer without a company alone: e-mail, event, and login refused', async () => {
    const userId = await signUp('alone@reject.test');
    const before = await lastEventId(db());
    const response = await reject(userId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User rejected successfully',
      user: { id: userId, stage: 'rejected' },
    });
    const row = await db()
      .selectFrom('app_user')
      .select(['rejected_at', 'rejected_by'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.rejected_at).not.toBeNull();
    expect(row.rejected_by).toBe(id.reviewer);
    expect(await accountEvents(db(), before)).toEqual([
      { userIds: [userId], companyId: null, reason: 'userRejected' },
    ]);
    const mail = await lastMailTo(db(), 'alone@reject.test');
    expect(mail.subject).toBe('Your registration was not accepted');
    expect(mail.text_body).toContain('Contact us: http://localhost:8080/#contact');
    const refusedLogin = await login('alone@reject.test');
    expect(refusedLogin.statusCode).toBe(400);
    expect(refusedLogin.json()).toMatchObject({
      code: 'COMPANY_REJECTED',
      message: 'Company has been rejected',
    });
    const rows = await call(
      'reviewer',
      'GET',
      '/api/company/listCompanyAndPreCompany?type=rejected&search=alone@reject',
    );
    expect(rows.json().data.map((user: { id: number }) => user.id)).toEqual([userId]);

    await refused(() => reject(userId, 'admin'), 409, {
      code: 'USER_ALREADY_REJECTED',
      message: 'This user is already rejected',
    });
  });

  it('rejects the pending company of a user in review, with everyone of it', async () => {
    const keystone = await companyIdOf(db(), 'Keystone Pre-Owned');
    const pendingBuyer = await userIdOf(db(), 'pending.buyer@canam.test');
    const colleague = await signUp('colleague@keystone.test');
    expect((await assign(colleague, keystone)).json().user.stage).toBe('inReview');
    const before = await lastEventId(db());
    const response = await reject(colleague, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.stage).toBe('rejected');
    const company = await db()
      .selectFrom('company')
      .select(['status', 'reviewed_by', 'reviewed_at'])
      .where('id', '=', keystone)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ status: 3, reviewed_by: id.admin });
    expect(company.reviewed_at).not.toBeNull();
    expect(await accountEvents(db(), before)).toEqual([
      {
        userIds: [pendingBuyer, colleague].sort((a, b) => a - b),
        companyId: keystone,
        reason: 'userRejected',
      },
    ]);
    // The signed-up colleague is a client, so Keystone's client now: it hears of it.
    expect((await lastMailTo(db(), 'colleague@keystone.test')).subject).toBe(
      'Your company was not accepted',
    );
    expect((await login('pending.buyer@canam.test', DEMO_PASSWORD)).json().code).toBe(
      'COMPANY_REJECTED',
    );
    expect((await login('colleague@keystone.test')).json().code).toBe('COMPANY_REJECTED');
    await refused(() => reject(pendingBuyer), 409, { code: 'USER_ALREADY_REJECTED' });
  });

  it('rejects the company a dealer registered and e-mails it', async () => {
    const inReview = await userIdOf(db(), 'inreview@canam.test');
    const response = await reject(inReview, 'superadmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.userDetails.preRegisterCompany.status).toBe(3);
    const mail = await lastMailTo(db(), 'inreview@canam.test');
    expect(mail.subject).toBe('Your company was not accepted');
    expect(mail.text_body).toContain('reviewed Bay State Auto Wholesale and could not accept it');
  });

  it('refuses active and rejected users, staff and unknown users', async () => {
    await refused(() => reject(id.reviewer!), 400, { code: 'NOT_A_DEALER_USER' });
    const client = await userIdOf(db(), 'client@canam.test');
    await refused(() => reject(client), 409, {
      code: 'CONFLICT',
      message: 'An active user cannot be rejected: change its company status instead',
    });
    const rejected = await userIdOf(db(), 'rejected@canam.test');
    await refused(() => reject(rejected), 409, {
      code: 'USER_ALREADY_REJECTED',
    });
    await refused(() => reject(2_147_483_647), 404, { code: 'USER_NOT_FOUND' });
  });
});

describe('DELETE /api/company/deleteUserNotValidate', () => {
  it('deletes a signed-up dealer with its tokens and sessions', async () => {
    const userId = await signUp('gone@delete.test');
    const session = await login('gone@delete.test');
    expect(session.statusCode).toBe(200);
    const response = await remove(userId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully', id: userId });
    for (const table of ['app_user', 'user_token', 'auth_session', 'user_role'] as const) {
      const column = table === 'app_user' ? 'id' : 'user_id';
      const rows = await db().selectFrom(table).select(column).where(column, '=', userId).execute();
      expect(rows, table).toEqual([]);
    }
    const after = await api.app.inject({
      url: '/api/vehicle',
      headers: bearer(session.json().auth.accessToken),
    });
    expect(after.statusCode).toBe(401);
    await refused(() => remove(userId, 'admin'), 404, { code: 'USER_NOT_FOUND' });
  });

  it('keeps dealers with a company, rejected ones and those with notifications', async () => {
    const notDeletable = { code: 'USER_NOT_DELETABLE', message: DEALER_MESSAGES.notDeletable };
    for (const email of ['client@canam.test', 'inreview@canam.test', 'rejected@canam.test']) {
      const userId = await userIdOf(db(), email);
      await refused(() => remove(userId, 'superadmin'), 409, notDeletable);
    }
    const rejectedAlone = await signUp('rejected@delete.test');
    expect((await reject(rejectedAlone)).statusCode).toBe(200);
    await refused(() => remove(rejectedAlone), 409, notDeletable);

    const notified = await signUp('notified@delete.test');
    await db().insertInto('notification').values({ user_id: notified, kind: 'offer' }).execute();
    await refused(() => remove(notified), 409, notDeletable);
  });

  it('refuses staff and bad ids', async () => {
    await refused(() => remove(id.admin!), 400, { code: 'NOT_A_DEALER_USER' });
    await refused(() => remove('abc'), 400, { code: 'INVALID_INPUT', field: 'userId' });
    await refused(() => remove(''), 400, { code: 'INVALID_INPUT', field: 'userId' });
  });
});
