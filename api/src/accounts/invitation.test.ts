// inviteUser and PUT /api/user/completeRegistration: an invited buyer or agent creates its password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@canam/domain/forms/password';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { createTestApi, type TestApi } from '../testing/testApi.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outboxMailer.ts';
import { inviteUser } from './invitation.ts';
import { accountState, lastMailTo, signUpPayload, tokenOfLink } from './testing/accountsTesting.ts';
import { expireLinks } from '../testing/accountLimits.ts';

let api: TestApi;
let client: { id: number; company_id: number | null };
beforeAll(async () => {
  api = await createTestApi();
  client = await api.database.db
    .selectFrom('app_user')
    .select(['id', 'company_id'])
    .where('email', '=', 'client@canam.test')
    .executeTakeFirstOrThrow();
});
afterAll(() => api?.close());

const services = { mailer: createOutboxMailer(), publicBaseUrl: 'https://market.example.com/' };
const invite = (email: string, mailer: Mailer = services.mailer) =>
  inviteUser(
    api.database.db,
    { ...services, mailer },
    {
      role: 'ROLE_BUYER',
      email,
      firstName: 'Omar',
      lastName: 'Haddad',
      officePhoneNumber: '+15185550111',
      companyId: client.company_id!,
      invitedBy: client.id,
    },
  );
const complete = (registrationToken: string, password: string) =>
  api.app.inject({
    method: 'PUT',
    url: '/api/user/completeRegistration',
    payload: { registrationToken, password },
  });

describe('inviteUser', () => {
  it('creates a buyer (role id 2) of the company without a password and e-mails the link', async () => {
    const { userId, sent } = await invite('Omar@Empire.test');
    expect(sent).toBe(true);
    const user = await api.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'omar@empire.test',
      password_hash: null,
      company_id: client.company_id,
      created_by: client.id,
      status: 1,
    });
    const roles = await api.database.db
      .selectFrom('user_role')
      .select('role_id')
      .where('user_id', '=', userId)
      .execute();
    expect(roles).toEqual([{ role_id: 2 }]);
    const mail = await lastMailTo(api.database.db, 'omar@empire.test');
    expect(mail.subject).toBe('You are invited to CANAM Marketplace');
    expect(mail.text_body).toContain('Michael Russo (Empire State Motors)');
    expect(mail.text_body).toContain('https://market.example.com/buyer/user/confirm/');
    expect(mail.text_body).toContain('https://market.example.com/disable/notifications/');
    expect(mail.sent_at).not.toBeNull();
  });

  it('creates an agent (role id 4) without company, export location or password, and e-mails it as staff', async () => {
    const admin = await api.database.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'admin@canam.test')
      .executeTakeFirstOrThrow();
    const { userId, sent } = await inviteUser(api.database.db, services, {
      role: 'ROLE_AGENT',
      email: 'New.Agent@CANAM.test',
      firstName: 'Noor',
      lastName: 'Khan',
      nickname: ' Noor ',
      officePhoneNumber: '+15145550177',
      invitedBy: admin.id,
    });
    expect(sent).toBe(true);
    const user = await api.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'new.agent@canam.test',
      nickname: 'Noor',
      password_hash: null,
      company_id: null,
      export_location_id: null,
      created_by: admin.id,
    });
    const roles = await api.database.db
      .selectFrom('user_role')
      .select('role_id')
      .where('user_id', '=', userId)
      .execute();
    expect(roles).toEqual([{ role_id: 4 }]);
    const mail = await lastMailTo(api.database.db, 'new.agent@canam.test');
    expect(mail.subject).toBe('Your agent account on CANAM Marketplace');
    expect(mail.text_body).toContain('created an agent account for you in the back office');
    expect(mail.text_body).not.toContain('buyer of the company');
    expect(mail.text_body).toContain('https://market.example.com/buyer/user/confirm/');
  });

  it("refuses a taken address with 'invalid email' and creates nothing", async () => {
    const before = await accountState(api.database.db);
    await expect(invite('BUYER@canam.test')).rejects.toMatchObject({
      statusCode: 400,
      message: 'invalid email',
    });
    expect(await accountState(api.database.db)).toEqual(before);
  });

  it('keeps the invited user when the e-mail cannot be sent, with the error on the message', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
      close: async () => {},
    };
    const { userId, sent } = await invite('unlucky@empire.test', failing);
    expect(sent).toBe(false);
    expect(userId).toEqual(expect.any(Number));
    const mail = await lastMailTo(api.database.db, 'unlucky@empire.test');
    expect(mail).toMatchObject({ sent_at: null, error: 'connection refused' });
  });
});

describe('PUT /api/user/completeRegistration', () => {
  it('sets the password once; the invited user logs in with it', async () => {
    await invite('lina@empire.test');
    const token = tokenOfLink(
      (await lastMailTo(api.database.db, 'lina@empire.test')).text_body,
      '/buyer/user/confirm/',
    );
    const who = await api.app.inject({ url: `/api/user?registrationToken=${token}` });
    expect(who.json()).toMatchObject({ fullName: 'Omar Haddad', email: 'lina@empire.test' });

    const response = await complete(token, 'Welcome#2024');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully' });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'lina@empire.test', password: 'Welcome#2024' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles[0].name).toBe('ROLE_BUYER');
    expect(login.json().user.userDetails.company.status).toBe(1);

    const again = await complete(token, 'Other#20245');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
  });

  it('refuses a weak password, an expired link and a registration link; nothing changes', async () => {
    await invite('sam@empire.test');
    const token = tokenOfLink(
      (await lastMailTo(api.database.db, 'sam@empire.test')).text_body,
      '/buyer/user/confirm/',
    );
    const before = await accountState(api.database.db);
    const weak = await complete(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_RULES[1]!.message);
    expect(await accountState(api.database.db)).toEqual(before);

    await expireLinks(api.database.db, 'invitation');
    const expired = await complete(token, 'Welcome#2024');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    const hash = await api.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', 'sam@empire.test')
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toBeNull();
    expect((await complete('x'.repeat(43), 'Welcome#2024')).statusCode).toBe(400);

    // a registration link (sign-up) is not an invitation
    await api.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signUpPayload('signed@up.test'),
    });
    const registration = tokenOfLink(
      (await lastMailTo(api.database.db, 'signed@up.test')).text_body,
      '/buyer/company-create/',
    );
    const wrongKind = await complete(registration, 'Welcome#2024');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(
      (await api.app.inject({ url: `/api/user?registrationToken=${registration}` })).statusCode,
    ).toBe(200);
  });
});
