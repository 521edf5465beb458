// The gateway process: HTTP and graphql-ws on one port, health, an unreachable api.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postGraphQL } from './testing/graphql.ts';
import { wsCloseCode, wsQuery } from './testing/ws.ts';
import { startGateway } from './server.ts';
import { useFakeStack } from './testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

describe('gateway server', () => {
  it('answers /health and 404 elsewhere', async () => {
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${gateway.url}/nope`)).status).toBe(404);
  });

  it('answers HTTP queries as compact JSON, without indentation', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer dealer-token' },
      body: JSON.stringify({ query: '{ viewer { isLoggedIn roles } }' }),
    });
    const text = await response.text();
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(JSON.parse(text)).toEqual({
      data: { viewer: { isLoggedIn: true, roles: ['ROLE_CLIENT'] } },
    });
  });

  it('runs queries over graphql-ws with the token of connection_init', async () => {
    const result = await wsQuery(gateway.url, '{ viewer { isLoggedIn roles } }', {
      accessToken: 'dealer-token',
      marketPlaceId: 1,
    });
    expect(result).toEqual({ data: { viewer: { isLoggedIn: true, roles: ['ROLE_CLIENT'] } } });
    const profileCalls = api.calls.filter((c) => c.path === '/api/user/profile');
    expect(profileCalls.at(-1)!.headers).toMatchObject({
      authorization: 'Bearer dealer-token',
      marketplaceid: '1',
    });
  });

  it('accepts `authorization: Bearer` in connection_init and guests without a token', async () => {
    expect(await wsCloseCode(gateway.url, { authorization: 'Bearer admin-token' })).toBe(1000);
    expect(await wsCloseCode(gateway.url, {})).toBe(1000);
    const guest = await wsQuery(gateway.url, '{ viewer { isLoggedIn } }');
    expect(guest).toEqual({ data: { viewer: { isLoggedIn: false } } });
  });

  it('closes the socket with 4403 when the api rejects the token', async () => {
    expect(await wsCloseCode(gateway.url, { accessToken: 'expired' })).toBe(4403);
  });
});

describe('an unreachable api', () => {
  it('answers UPSTREAM_UNAVAILABLE within a few seconds', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const lonely = await startGateway({ port: 0, apiUrl: `http://127.0.0.1:${port}` });
    try {
      const started = Date.now();
      const answer = await postGraphQL(
        lonely.url,
        '{ vehicles(first: 6) { totalCount } }',
        {},
        { authorization: 'Bearer x' },
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const health = await fetch(`${lonely.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await lonely.close();
    }
  });
});
