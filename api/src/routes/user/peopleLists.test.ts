// GET /api/user/list, /api/user/agents and /api/user/companyUsers: who may list whom, the stages
// of the admin users pages, every agent whatever its status, and a client's own company only.
import { describe, expect, it } from 'vitest';
import type { UserAccountDto } from '@canam/domain/rest/users';
import { signUpPayload } from '../../accounts/testing/accountsTesting.ts';
import { requestAs, userRow } from '../../testing/people.ts';
import { logIn } from '../../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(EVERY_ROLE_USERS);

const get = (who: string | null, url: string) =>
  requestAs(api.app, who === null ? null : (token[who] ?? who), 'GET', url);
const emailsOf = (body: { data: UserAccountDto[] }) => body.data.map((user) => user.email).sort();
const everything = '&resourcesPerPage=100';

describe('GET /api/user/list (dealer reviewers)', () => {
  it.each(['reviewer', 'admin', 'superadmin'])(
    'answers %s the dealer users of each stage',
    async (who) => {
      const pending = await get(who, `/api/user/list?type=pending${everything}`);
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json().data.every((u: UserAccountDto) => u.stage === 'inReview')).toBe(true);
      expect(emailsOf(pending.json())).toEqual(['inreview@canam.test', 'pending.buyer@canam.test']);
      const inReview = pending
        .json()
        .data.find((u: UserAccountDto) => u.email === 'inreview@canam.test');
      expect(inReview.userDetails.company).toBeNull();
      expect(inReview.userDetails.preRegisterCompany).toMatchObject({
        commercialName: 'Bay State Auto Wholesale',
        status: 2,
      });

      const active = await get(who, `/api/user/list?type=active${everything}`);
      expect(active.json().data.every((u: UserAccountDto) => u.stage === 'active')).toBe(true);
      expect(emailsOf(active.json())).toEqual(
        expect.arrayContaining(['client@canam.test', 'buyer@canam.test', 'inactive@canam.test']),
      );
      expect(emailsOf(active.json())).not.toContain('admin@canam.test');
      expect(emailsOf(active.json())).not.toContain('agent@canam.test');

      const rejected = await get(who, `/api/user/list?type=rejected${everything}`);
      expect(emailsOf(rejected.json())).toEqual(['rejected@canam.test']);
      expect(rejected.json().data[0]).toMatchObject({ stage: 'rejected', rolesId: [3] });
    },
  );

  it('searches and pages, newest first', async () => {
    const found = await get('reviewer', '/api/user/list?type=active&search=great%20lakes');
    expect(emailsOf(found.json())).toEqual([
      'dana.whitfield@greatlakesauto.test',
      'inactive@canam.test',
      'marcus.reyes@greatlakesauto.test',
    ]);
    const all = (await get('reviewer', `/api/user/list?type=active${everything}`)).json();
    const second = (
      await get('reviewer', '/api/user/list?type=active&resourcesPerPage=2&page=2')
    ).json();
    expect(second).toMatchObject({ currentPage: 2, perPage: 2, total: all.total });
    expect(second.data.map((u: UserAccountDto) => u.id)).toEqual(
      all.data.slice(2, 4).map((u: UserAccountDto) => u.id),
    );
    const created = all.data.map((u: UserAccountDto) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const none = await get('reviewer', '/api/user/list?type=active&search=%25');
    expect(none.json()).toMatchObject({ data: [], total: 0 });
  });

  it.each([null, 'agent', 'client', 'buyer'])('refuses %s with 403', async (who) => {
    const response = await get(who, '/api/user/list?type=pending');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses a missing or unknown type', async () => {
    for (const url of ['/api/user/list', '/api/user/list?type=preRegistration']) {
      const response = await get('reviewer', url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'type must be pending, active or rejected',
        field: 'type',
      });
    }
  });
});

describe('GET /api/user/agents (agent managers)', () => {
  it('answers every agent, an inactive one too, and nobody else', async () => {
    await api.database.db
      .updateTable('app_user')
      .set({ status: 0 })
      .where('email', '=', 'agent3@canam.test')
      .execute();
    for (const who of ['admin', 'superadmin']) {
      const response = await get(who, '/api/user/agents?roleName=ROLE_AGENT');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(emailsOf(body)).toEqual([
        'agent2@canam.test',
        'agent3@canam.test',
        'agent@canam.test',
      ]);
      expect(body.data.every((u: UserAccountDto) => u.rolesId[0] === 4 && u.stage === null)).toBe(
        true,
      );
      const agent3 = body.data.find((u: UserAccountDto) => u.email === 'agent3@canam.test');
      expect(agent3).toMatchObject({ status: 0, nickname: 'Dave', invitationPending: false });
    }
    await api.database.db
      .updateTable('app_user')
      .set({ status: 1 })
      .where('email', '=', 'agent3@canam.test')
      .execute();
  });

  it('searches by nickname, name or e-mail', async () => {
    const byNickname = await get('admin', '/api/user/agents?search=priya');
    expect(emailsOf(byNickname.json())).toEqual(['agent2@canam.test']);
    const byEmail = await get('admin', '/api/user/agents?search=agent3@');
    expect(emailsOf(byEmail.json())).toEqual(['agent3@canam.test']);
  });

  it.each([null, 'reviewer', 'agent', 'client', 'buyer'])('refuses %s with 403', async (who) => {
    expect((await get(who, '/api/user/agents')).statusCode).toBe(403);
  });

  it('refuses another roleName', async () => {
    const response = await get('admin', '/api/user/agents?roleName=ROLE_ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('roleName must be ROLE_AGENT');
  });
});

describe('GET /api/user/companyUsers (clients, their own company)', () => {
  it("answers the client its own company's users, itself included", async () => {
    const response = await get('client', `/api/user/companyUsers?${everything}`);
    expect(response.statusCode).toBe(200);
    expect(emailsOf(response.json())).toEqual([
      'buyer@canam.test',
      'client@canam.test',
      'rachel.kim@empirestatemotors.test',
    ]);
    const empire = (await userRow(api.database.db, 'client@canam.test')).company_id;
    expect(
      response.json().data.every((u: UserAccountDto) => u.userDetails.companyId === empire),
    ).toBe(true);
  });

  it("answers another company's client its own users only", async () => {
    const marcus = (await logIn(api.app, 'marcus.reyes@greatlakesauto.test')).auth.accessToken;
    const response = await get(marcus, '/api/user/companyUsers');
    expect(emailsOf(response.json())).toEqual([
      'dana.whitfield@greatlakesauto.test',
      'inactive@canam.test',
      'marcus.reyes@greatlakesauto.test',
    ]);
    const searched = await get(marcus, '/api/user/companyUsers?search=client@canam');
    expect(searched.json()).toMatchObject({ data: [], total: 0 });
  });

  it('searches and pages', async () => {
    const found = await get('client', '/api/user/companyUsers?search=rachel');
    expect(emailsOf(found.json())).toEqual(['rachel.kim@empirestatemotors.test']);
    const page = await get('client', '/api/user/companyUsers?resourcesPerPage=2&page=2');
    expect(page.json()).toMatchObject({ currentPage: 2, perPage: 2, total: 3 });
    expect(page.json().data).toHaveLength(1);
  });

  it('answers a client without a company an empty page', async () => {
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signUpPayload('lonely@dealer.test'),
    });
    expect(signUp.statusCode).toBe(200);
    const lonely = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'lonely@dealer.test', password: 'Secret#123' },
    });
    const response = await get(lonely.json().auth.accessToken, '/api/user/companyUsers?page=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], currentPage: 3, total: 0, perPage: 10 });
  });

  it.each([null, 'buyer', 'admin', 'superadmin', 'agent', 'reviewer'])(
    'refuses %s with 403',
    async (who) => {
      expect((await get(who, '/api/user/companyUsers')).statusCode).toBe(403);
    },
  );
});
