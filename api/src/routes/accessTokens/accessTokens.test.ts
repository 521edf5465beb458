// Personal access tokens end to end through the api: created, listed and revoked by a session
// only, shown once and stored hashed, the limits of creation, a token working as its owner within
// its scopes (TOKEN_SCOPE beyond them), refused once revoked, expired or its owner deactivated,
// and its per-token rate limit counted in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenDto, CreatedAccessTokenDto } from '@canam/domain/rest/accessTokens';
import { countTokenRequest } from '../../auth/accessTokenRateLimit.ts';
import { hashOfToken } from '../../auth/accessTokenSecret.ts';
import { bearer, logIn } from '../../testing/session.ts';
import { createTestApi, type TestApi } from '../../testing/testApi.ts';

let api: TestApi;
const sessions: Record<string, string> = {};
const RATE_LIMIT = 5;

beforeAll(async () => {
  api = await createTestApi({ accessTokenRequestsPerMinute: RATE_LIMIT });
  for (const email of ['buyer@canam.test', 'client@canam.test', 'agent@canam.test']) {
    sessions[email] = (await logIn(api.app, email)).auth.accessToken;
  }
});
afterAll(() => api?.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function create(email: string, body: object): Promise<CreatedAccessTokenDto> {
  const response = await call('POST', '/api/access-tokens', sessions[email]!, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('creating, listing and revoking tokens', () => {
  it('shows the token once and stores only its hash and prefix', async () => {
    const created = await create('buyer@canam.test', {
      name: '  Inventory sync  ',
      scopes: ['catalogue:read', 'offers:read'],
      expiresInDays: 30,
    });
    expect(created.token).toMatch(/^canam_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.accessToken).toMatchObject({
      name: 'Inventory sync',
      scopes: ['catalogue:read', 'offers:read'],
      tokenPrefix: created.token.slice(0, 16),
      lastUsedAt: null,
      revokedAt: null,
    });
    const days = (Date.parse(created.accessToken.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const row = await api.database.db
      .selectFrom('access_token')
      .selectAll()
      .where('id', '=', created.accessToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashOfToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(16));
    const list = await call('GET', '/api/access-tokens', sessions['buyer@canam.test']!);
    expect(list.statusCode).toBe(200);
    const tokens = (list.json() as { data: AccessTokenDto[] }).data;
    expect(tokens.map((token) => token.id)).toContain(created.accessToken.id);
    expect(list.body).not.toContain(created.token);
  });

  it('refuses bad input with codes on the field', async () => {
    const refusals = [
      [{ name: '   ', scopes: ['catalogue:read'], expiresInDays: 30 }, 'INVALID_INPUT', 'name'],
      [
        { name: 'x'.repeat(61), scopes: ['catalogue:read'], expiresInDays: 30 },
        'INVALID_INPUT',
        'name',
      ],
      [{ name: 'a', scopes: [], expiresInDays: 30 }, 'INVALID_INPUT', 'scopes'],
      [{ name: 'a', scopes: ['admin'], expiresInDays: 30 }, 'INVALID_INPUT', 'scopes.0'],
      [
        { name: 'a', scopes: ['catalogue:read'], expiresInDays: 7 },
        'INVALID_INPUT',
        'expiresInDays',
      ],
      [
        { name: 'a', scopes: ['inventory:read'], expiresInDays: 30 },
        'TOKEN_SCOPE_NOT_ALLOWED',
        'scopes',
      ],
    ] as const;
    for (const [body, code, field] of refusals) {
      const response = await call(
        'POST',
        '/api/access-tokens',
        sessions['client@canam.test']!,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code, field });
    }
    const staff = await call('POST', '/api/access-tokens', sessions['agent@canam.test']!, {
      name: 'a',
      scopes: ['offers:write'],
      expiresInDays: 30,
    });
    expect(staff.json()).toMatchObject({ code: 'TOKEN_SCOPE_NOT_ALLOWED', field: 'scopes' });
  });

  it('keeps names unique among active tokens and at most 10 active', async () => {
    const body = (name: string) => ({ name, scopes: ['catalogue:read'], expiresInDays: 90 });
    const first = await create('client@canam.test', body('Script 0'));
    const taken = await call(
      'POST',
      '/api/access-tokens',
      sessions['client@canam.test']!,
      body('script 0'),
    );
    expect(taken.json()).toMatchObject({
      statusCode: 400,
      code: 'TOKEN_NAME_TAKEN',
      field: 'name',
    });
    for (let i = 1; i < 10; i++) await create('client@canam.test', body(`Script ${i}`));
    const eleventh = await call(
      'POST',
      '/api/access-tokens',
      sessions['client@canam.test']!,
      body('Script 10'),
    );
    expect(eleventh.json()).toMatchObject({ statusCode: 400, code: 'TOKEN_LIMIT_REACHED' });
    // A revoked token frees its place and its name.
    const revoked = await call(
      'DELETE',
      `/api/access-tokens/${first.accessToken.id}`,
      sessions['client@canam.test']!,
    );
    expect(revoked.statusCode).toBe(200);
    expect(
      (revoked.json() as { accessToken: AccessTokenDto }).accessToken.revokedAt,
    ).not.toBeNull();
    await create('client@canam.test', body('Script 0'));
  });

  it("revokes only the caller's own tokens", async () => {
    const mine = await create('buyer@canam.test', {
      name: 'Mine',
      scopes: ['offers:read'],
      expiresInDays: 30,
    });
    const other = await call(
      'DELETE',
      `/api/access-tokens/${mine.accessToken.id}`,
      sessions['client@canam.test']!,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ACCESS_TOKEN_NOT_FOUND' });
    const stillWorks = await call('GET', '/api/vehicle/getOffersByUser?status=1', mine.token);
    expect(stillWorks.statusCode).toBe(200);
  });

  it('lets no token manage tokens, change the profile or log out', async () => {
    const token = (
      await create('buyer@canam.test', {
        name: 'Everything',
        scopes: ['catalogue:read', 'offers:read', 'offers:write'],
        expiresInDays: 365,
      })
    ).token;
    for (const [method, url] of [
      ['GET', '/api/access-tokens'],
      ['POST', '/api/access-tokens'],
      ['DELETE', '/api/access-tokens/1'],
      ['POST', '/api/auth/logout'],
      ['PUT', '/api/user/disable-notifications'],
    ] as const) {
      const response = await api.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'TOKEN_SCOPE' });
    }
  });
});

describe('a token at work', () => {
  it('reads as its owner within its scopes and is refused beyond them', async () => {
    const { token } = await create('buyer@canam.test', {
      name: 'Catalogue only',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const catalogue = await call('GET', '/api/vehicle?page=1', token);
    expect(catalogue.statusCode).toBe(200);
    // The owner's company is accepted: prices come with the catalogue as they do for the owner.
    const session = await call('GET', '/api/vehicle?page=1', sessions['buyer@canam.test']!);
    expect(catalogue.json()).toEqual(session.json());
    const offers = await call('GET', '/api/vehicle/getOffersByUser?status=1', token);
    expect(offers.statusCode).toBe(403);
    expect(offers.json()).toMatchObject({ code: 'TOKEN_SCOPE' });
  });

  it('stops working when revoked, expired or when its owner is deactivated', async () => {
    const scopes = ['catalogue:read'];
    const revoked = await create('buyer@canam.test', {
      name: 'To revoke',
      scopes,
      expiresInDays: 30,
    });
    await call(
      'DELETE',
      `/api/access-tokens/${revoked.accessToken.id}`,
      sessions['buyer@canam.test']!,
    );
    expect((await call('GET', '/api/vehicle', revoked.token)).statusCode).toBe(401);

    const expired = await create('buyer@canam.test', {
      name: 'To expire',
      scopes,
      expiresInDays: 30,
    });
    await api.database.db
      .updateTable('access_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.accessToken.id)
      .execute();
    expect((await call('GET', '/api/vehicle', expired.token)).statusCode).toBe(401);

    const owner = await create('agent@canam.test', {
      name: 'Staff reader',
      scopes: ['inventory:read'],
      expiresInDays: 30,
    });
    // Never more than its owner: an agent keeps no vehicle records, so neither does its token.
    const table = await call('GET', '/api/vehicle/getForTable', owner.token);
    expect(table.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(
      (await call('GET', '/api/vehicle/getVehiclesOffers?status=1', owner.token)).statusCode,
    ).toBe(200);
    await api.database.db
      .updateTable('app_user')
      .set({ status: 0 })
      .where('email', '=', 'agent@canam.test')
      .execute();
    expect(
      (await call('GET', '/api/vehicle/getVehiclesOffers?status=1', owner.token)).statusCode,
    ).toBe(401);
    await api.database.db
      .updateTable('app_user')
      .set({ status: 1 })
      .where('email', '=', 'agent@canam.test')
      .execute();
  });

  it('records the last use at most once a minute', async () => {
    const { token, accessToken } = await create('buyer@canam.test', {
      name: 'Last used',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const lastUsed = async () =>
      (
        await api.database.db
          .selectFrom('access_token')
          .select('last_used_at')
          .where('id', '=', accessToken.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    await call('GET', '/api/health', token);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call('GET', '/api/health', token);
    expect(await lastUsed()).toEqual(first);
  });

  it('counts each minute of a token in the database, shared by every process', async () => {
    const { accessToken } = await create('buyer@canam.test', {
      name: 'Counted',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const minute = Date.UTC(2026, 0, 1, 12, 0);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await countTokenRequest(api.database.db, accessToken.id, 3, minute + 15_000));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBe(45);
    // The next minute starts afresh and drops the old window.
    expect(
      (await countTokenRequest(api.database.db, accessToken.id, 3, minute + 60_000)).allowed,
    ).toBe(true);
    const windows = await api.database.db
      .selectFrom('access_token_rate')
      .select('requests')
      .where('token_id', '=', accessToken.id)
      .execute();
    expect(windows).toEqual([{ requests: 1 }]);
  });

  it('answers 429 RATE_LIMITED with Retry-After over the limit', async () => {
    const { token } = await create('buyer@canam.test', {
      name: 'Busy script',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    // Even if a minute turns between them, two windows let at most twice the limit through.
    const answers = await Promise.all(
      Array.from({ length: 2 * RATE_LIMIT + 1 }, () => call('GET', '/api/health', token)),
    );
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(
      RATE_LIMIT,
    );
  });
});
