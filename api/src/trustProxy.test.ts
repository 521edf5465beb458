// TRUST_PROXY of the api: which hop's X-Forwarded-For names the client that rate limits count.
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS } from './accounts/rateLimits.ts';
import { signUpPayload } from './accounts/testing/accountsTesting.ts';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { TEST_TOKEN_SETTINGS } from './testing/testApi.ts';
import { parseTrustProxy, type TrustProxy } from './trustProxy.ts';
import { useTestApi } from './testing/useTestApi.ts';

const { api } = useTestApi();

async function appTrusting(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const app = await buildApp({
    db: api.database.db,
    tokenSettings: TEST_TOKEN_SETTINGS,
    uploadsDir: inject('uploadsDir'),
    trustProxy,
  });
  await app.ready();
  return app;
}

let checks = 0;
/** The address an e-mail check from `remoteAddress` with `forwardedFor` is counted for. */
async function countedAddress(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/validate-repeat-email',
    payload: { email: `check${++checks}@trust.test` },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  const row = await api.database.db
    .selectFrom('auth_attempt')
    .select('subject')
    .where('action', '=', RATE_LIMITS.emailCheckPerAddress.action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.subject;
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['  ', undefined],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['loopback, 10.0.0.0/8,::1', ['loopback', '10.0.0.0/8', '::1']],
  ])('reads %j as %j', (text, setting) => {
    expect(parseTrustProxy(text)).toEqual(setting);
  });

  it('is read by the api settings, loopback (the gateway on this machine) when unset', () => {
    expect(readConfig({}, {}).trustProxy).toEqual(['loopback']);
    expect(readConfig({}, { TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3']);
    expect(readConfig({ trustProxy: false }, { TRUST_PROXY: 'true' }).trustProxy).toBe(false);
  });

  it.each(['proxy.example', '10.0.0.0/33', '10.0.0.1/x', '1.2.3'])(
    'refuses %j with a message naming the setting',
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(/^TRUST_PROXY: '.+' is not an address/);
    },
  );

  it('counts a caller that rotates X-Forwarded-For from an untrusted peer as one address', async () => {
    const { limit } = RATE_LIMITS.signUpPerAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: signUpPayload(`rotating${i}@trust.test`),
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
    expect(await countedAddress(api.app, '203.0.113.7', '198.51.100.99')).toBe('203.0.113.7');
  });

  it('believes the gateway hop on this machine by default', async () => {
    expect(await countedAddress(api.app, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('believes only the configured proxies', async () => {
    const app = await appTrusting(['10.0.0.1']);
    try {
      expect(await countedAddress(app, '10.0.0.1', '198.51.100.2')).toBe('198.51.100.2');
      expect(await countedAddress(app, '127.0.0.1', '198.51.100.3')).toBe('127.0.0.1');
      expect(await countedAddress(app, '10.0.0.2', '198.51.100.4')).toBe('10.0.0.2');
    } finally {
      await app.close();
    }
  });

  it('trusts a hop count of the nearest proxies, and none with false', async () => {
    const hops = await appTrusting(1);
    const none = await appTrusting(false);
    try {
      expect(await countedAddress(hops, '10.0.0.9', '198.51.100.5, 198.51.100.6')).toBe(
        '198.51.100.6',
      );
      expect(await countedAddress(none, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
    } finally {
      await hops.close();
      await none.close();
    }
  });
});
