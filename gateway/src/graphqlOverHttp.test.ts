// The GraphQL over HTTP audit of graphql-http against the gateway's real HTTP endpoint: no
// warning and no error (notices, the MAY audits, are allowed: GET without a preflight header is
// refused by Apollo's CSRF prevention on purpose).
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeApi } from './testing/fakeApi.ts';
import { startFakeStack } from './testing/graphql.ts';
import type { RunningGateway } from './server.ts';

let api: FakeApi;
let gateway: RunningGateway;

beforeAll(async () => ({ api, gateway } = await startFakeStack()));
afterAll(async () => {
  await gateway.close();
  await api.close();
});

describe('GraphQL over HTTP', () => {
  it('passes the graphql-http audit without warnings or errors', async () => {
    const results = await auditServer({ url: `${gateway.url}/graphql` });
    expect(results.length).toBeGreaterThan(50);
    const failed = results
      .filter((result) => result.status === 'warn' || result.status === 'error')
      .map((result) => `${result.id} ${result.name}`);
    expect(failed, `failing audits:\n${failed.join('\n')}`).toEqual([]);
  });
});
