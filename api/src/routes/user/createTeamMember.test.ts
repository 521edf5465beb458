// POST /api/user/create with a bearer (route create.ts, service users/createTeamMember.ts): an
// agent manager invites agents, a client invites sub-users into its own company; every other
// caller or role is refused, a taken address is 'invalid email' (also under a parallel burst),
// and the invited sub-user completes its invitation and logs in. The guest's sign-up is
// create.test.ts.
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { USER_MESSAGES, teamMemberCreateBody } from '@canam/domain/rest/users';
import {
  accountState,
  appWith,
  lastMailTo,
  tokenOfLink,
} from '../../accounts/testing/accountsTesting.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { errorBody } from '../../plugins/errorHandler.ts';
import { requestAs, teamMemberPayload, userRow } from '../../testing/people.ts';
import { bearer } from '../../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token, id } = useTestApi(EVERY_ROLE_USERS);

const db = () => api.database.db;
const create = (who: string | null, payload: object) =>
  requestAs(api.app, who === null ? null : token[who]!, 'POST', '/api/user/create', payload);
const roleNotAllowed = (message: string = USER_MESSAGES.roleNotAllowed) =>
  errorBody(403, 'ROLE_NOT_ALLOWED', message);

describe('an agent manager creates agents', () => {
  it('creates an agent (role id 4) with its nickname, no company, no export location and no password', async () => {
    const response = await create(
      'admin',
      teamMemberPayload(' Noor.Khan@CANAM.test ', {
        rolesId: [4],
        firstName: 'Noor',
        lastName: 'Khan',
        nickname: 'Noor',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'User created succesfully',
      invitationSent: true,
      user: {
        email: 'noor.khan@canam.test',
        firstName: 'Noor',
        lastName: 'Khan',
        nickname: 'Noor',
        status: 1,
        rolesId: [4],
        roles: [{ id: 4, name: 'ROLE_AGENT' }],
        stage: null,
        invitationPending: true,
        userDetails: { officePhoneNumber: '+15185550111', extension: '42', companyId: null },
      },
    });
    const row = await userRow(db(), 'noor.khan@canam.test');
    expect(row).toMatchObject({
      password_hash: null,
      company_id: null,
      export_location_id: null,
      created_by: id.admin,
      mobile_number: null,
    });
    const mail = await lastMailTo(db(), 'noor.khan@canam.test');
    expect(mail.subject).toBe('Your agent account on CANAM Marketplace');
    expect(mail.text_body).toContain('http://localhost:8080/buyer/user/confirm/');
    // the agents page lists it at once
    const agents = await requestAs(api.app, token.admin!, 'GET', '/api/user/agents?search=noor');
    expect(agents.json().data.map((u: { id: number }) => u.id)).toEqual([body.user.id]);
  });

  it.each([
    ['a super admin', 'superadmin', [4], 200],
    ['an admin, a sub-user', 'admin', [2], 403],
    ['an admin, a client', 'admin', [3], 403],
    ['an admin, an admin', 'admin', [1], 403],
    ['an admin, two roles', 'admin', [2, 4], 403],
    ['an admin, no role', 'admin', [], 403],
  ])('%s: rolesId %j answers %d', async (_case, who, rolesId, status) => {
    const email = `team-${who}-${rolesId.join('-')}@canam.test`;
    const before = await accountState(db());
    const response = await create(who, teamMemberPayload(email, { rolesId }));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) {
      expect(response.json()).toEqual(roleNotAllowed());
      expect(await accountState(db())).toEqual(before);
    }
  });
});

describe('a client creates sub-users of its own company', () => {
  it('creates a sub-user (role id 2) in its own company, whatever company the body names', async () => {
    const client = await userRow(db(), 'client@canam.test');
    const other = await userRow(db(), 'marcus.reyes@greatlakesauto.test');
    const response = await create(
      'client',
      teamMemberPayload('lina@empire.test', {
        companyId: other.company_id,
        userDetails: {
          officePhoneNumber: '+15185550111',
          companyId: other.company_id,
          companiesId: other.company_id,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User created succesfully',
      invitationSent: true,
      user: {
        email: 'lina@empire.test',
        rolesId: [2],
        stage: 'active',
        invitationPending: true,
        userDetails: { companyId: client.company_id, extension: null, mobileNumber: null },
      },
    });
    const row = await userRow(db(), 'lina@empire.test');
    expect(row).toMatchObject({ company_id: client.company_id, created_by: client.id });
    const mail = await lastMailTo(db(), 'lina@empire.test');
    expect(mail.subject).toBe('You are invited to CANAM Marketplace');
    expect(mail.text_body).toContain('(Empire State Motors)');
  });

  it('lets the invited sub-user create its password with the e-mailed link and log in', async () => {
    await create('client', teamMemberPayload('omar@empire.test'));
    const link = tokenOfLink(
      (await lastMailTo(db(), 'omar@empire.test')).text_body,
      '/buyer/user/confirm/',
    );
    const before = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'omar@empire.test', password: 'Welcome#2024' },
    });
    expect(before.statusCode).toBe(400);
    const completed = await api.app.inject({
      method: 'PUT',
      url: '/api/user/completeRegistration',
      payload: { registrationToken: link, password: 'Welcome#2024' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'omar@empire.test', password: 'Welcome#2024' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({
      rolesId: [2],
      userDetails: { company: { companyName: 'Empire State Motors LLC', status: 1 } },
    });
    const users = await requestAs(
      api.app,
      token.client!,
      'GET',
      '/api/user/companyUsers?search=omar@empire',
    );
    expect(users.json().data).toMatchObject([
      { email: 'omar@empire.test', invitationPending: false },
    ]);
  });

  it('refuses a client an agent (rolesId [4]) or a client (rolesId [3]); nothing changes', async () => {
    const before = await accountState(db());
    for (const rolesId of [[4], [3], [2, 2]]) {
      const response = await create('client', teamMemberPayload('sneaky@empire.test', { rolesId }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(roleNotAllowed());
    }
    expect(await accountState(db())).toEqual(before);
  });

  it('refuses a client without a company of its own', async () => {
    await api.database.db
      .updateTable('app_user')
      .set({ company_id: null })
      .where('id', '=', id.client!)
      .execute();
    try {
      const before = await accountState(db());
      const response = await create('client', teamMemberPayload('orphan@empire.test'));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(roleNotAllowed(USER_MESSAGES.noCompany));
      expect(await accountState(db())).toEqual(before);
    } finally {
      const empire = await userRow(db(), 'buyer@canam.test');
      await api.database.db
        .updateTable('app_user')
        .set({ company_id: empire.company_id })
        .where('id', '=', id.client!)
        .execute();
    }
  });
});

describe('refusals', () => {
  it.each(['buyer', 'agent', 'agent2', 'reviewer'])('refuses %s any team member', async (who) => {
    const before = await accountState(db());
    for (const rolesId of [[2], [4]]) {
      const response = await create(who, teamMemberPayload(`by-${who}@canam.test`, { rolesId }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(roleNotAllowed());
    }
    expect(await accountState(db())).toEqual(before);
  });

  it('refuses a sign-up body sent with a bearer (the bearer decides the shape)', async () => {
    const response = await create('buyer', {
      ...teamMemberPayload('signup@dealer.test', { rolesId: [3] }),
      password: 'Secret#123',
    });
    expect(response.statusCode).toBe(403);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no e-mail', { email: undefined }, SIGN_UP_MESSAGES.email, 'email'],
    ['a one-letter name', { firstName: 'N' }, SIGN_UP_MESSAGES.name, 'firstName'],
    [
      'a short office phone',
      { userDetails: { officePhoneNumber: '555-0198' } },
      SIGN_UP_MESSAGES.phone,
      'userDetails.officePhoneNumber',
    ],
    [
      'a letter in the extension',
      { userDetails: { officePhoneNumber: '+15185550111', extension: '4a' } },
      SIGN_UP_MESSAGES.extension,
      'userDetails.extension',
    ],
    [
      'a too long nickname',
      { rolesId: [4], nickname: 'n'.repeat(51) },
      'Type at most 50 characters.',
      'nickname',
    ],
  ])('refuses %s with the form message and its field', async (_case, overrides, message, field) => {
    const before = await accountState(db());
    const response = await create(
      'admin',
      teamMemberPayload('bad@canam.test', { rolesId: [4], ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, 'INVALID_INPUT', message, field));
    expect(await accountState(db())).toEqual(before);
  });

  it('refuses a malformed rolesId exactly as the schema would', async () => {
    const body = teamMemberPayload('bad@canam.test', { rolesId: ['4'] });
    const issue = teamMemberCreateBody.safeParse(body).error!.issues[0]!;
    const response = await create('admin', body);
    expect(response.json()).toEqual(errorBody(400, 'INVALID_INPUT', issue.message, 'rolesId.0'));
  });

  it('refuses bodies that are not objects, as the route schemas do', async () => {
    for (const payload of ['null', '[1]', '"x"', '7']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload,
        headers: { ...bearer(token.admin!), 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
  });
});

describe('duplicate e-mails', () => {
  it.each([
    ['admin', [4], ' AGENT2@canam.TEST '],
    ['client', [2], 'Dana.Whitfield@GreatLakesAuto.test'],
  ])("%s gets 400 'invalid email' for a taken address in any case", async (who, rolesId, email) => {
    const before = await accountState(db());
    const response = await create(who, teamMemberPayload(email, { rolesId }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, 'EMAIL_TAKEN', 'invalid email'));
    expect(await accountState(db())).toEqual(before);
  });

  it('creates exactly one user of five parallel creates of one address', async () => {
    const cases = [
      'Burst@Empire.test',
      'burst@empire.test',
      'BURST@EMPIRE.TEST',
      ' burst@empire.test',
      'burst@Empire.test',
    ];
    const responses = await Promise.all(
      cases.map((email, n) =>
        create(
          n % 2 ? 'client' : 'admin',
          teamMemberPayload(email, { rolesId: n % 2 ? [2] : [4] }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json()).toEqual(errorBody(400, 'EMAIL_TAKEN', 'invalid email'));
    }
    const rows = await db()
      .selectFrom('app_user')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'burst@empire.test'))
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await db()
      .selectFrom('email_message')
      .select('id')
      .where('to_address', '=', 'burst@empire.test')
      .execute();
    expect(mails).toHaveLength(1);
  });
});

describe('when the invitation cannot be sent', () => {
  it('keeps the user and answers invitationSent false', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
      close: async () => {},
    };
    const app = await appWith(api, { mailer: failing });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: teamMemberPayload('unlucky@canam.test', { rolesId: [4] }),
        headers: bearer(token.admin!),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        invitationSent: false,
        user: { email: 'unlucky@canam.test' },
      });
      expect(await lastMailTo(db(), 'unlucky@canam.test')).toMatchObject({
        sent_at: null,
        error: 'connection refused',
      });
    } finally {
      await app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('shows both bodies and both answers of POST /api/user/create', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/user/create'].post;
    const refs = operation.requestBody.content['application/json'].schema.anyOf.map(
      (option: { $ref: string }) => option.$ref,
    );
    expect(refs).toEqual([
      '#/components/schemas/SignUpInput',
      '#/components/schemas/TeamMemberCreateInput',
    ]);
    expect(operation.responses['200'].content['application/json'].schema.anyOf).toHaveLength(2);
  });
});
