// The execution time limit: an operation whose api never answers ends with EXECUTION_TIMEOUT
// (over HTTP and graphql-ws) instead of a request that hangs. The limit is made tiny here and the
// api is a server that accepts requests and never answers them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../testing/graphql.ts';
import { wsQuery } from '../testing/ws.ts';
import { startGateway, type RunningGateway } from '../server.ts';

const QUERY = '{ vehicles(first: 6) { totalCount } }';
let silentApi: http.Server;
let gateway: RunningGateway;

beforeAll(async () => {
  silentApi = http.createServer(() => {}); // accepts every request, answers none
  await new Promise<void>((resolve) => silentApi.listen(0, '127.0.0.1', resolve));
  const { port } = silentApi.address() as AddressInfo;
  gateway = await startGateway({
    port: 0,
    apiUrl: `http://127.0.0.1:${port}`,
    limits: { executionTimeoutMs: 50 },
  });
});
afterAll(async () => {
  silentApi.closeAllConnections(); // ends the REST calls still waiting
  await new Promise((resolve) => silentApi.close(resolve));
  await gateway.close();
});

const post = (accept: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query: QUERY }),
  });

describe('the execution time limit', () => {
  it('answers EXECUTION_TIMEOUT over HTTP while the api is still silent', async () => {
    const response = await post('application/json');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['EXECUTION_TIMEOUT']);
  });

  it('answers 504 to application/graphql-response+json clients', async () => {
    const response = await post('application/graphql-response+json');
    expect(response.status).toBe(504);
    expect(response.headers.get('content-type')).toContain('application/graphql-response+json');
  });

  it('ends a graphql-ws query with EXECUTION_TIMEOUT', async () => {
    const result = await wsQuery(gateway.url, QUERY);
    expect(result.errors?.map((error) => (error.extensions as { code?: string }).code)).toEqual([
      'EXECUTION_TIMEOUT',
    ]);
  });
});
