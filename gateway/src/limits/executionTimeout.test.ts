// The execution time limit: an operation whose api never answers ends with EXECUTION_TIMEOUT
// (over HTTP and graphql-ws) instead of a request that hangs. The limit is made tiny here and the
// api is a server that accepts requests and never answers them. An operation of bulk files only
// has a limit of its own (made tiny too: the message tells which limit ended it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../testing/graphql.ts';
import { testDocuments } from '../testing/testDocuments.ts';
import { wsQuery } from '../testing/ws.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { parse } from 'graphql/index.js';
import { executionTimeLimit, executionTimeLimitOfBody } from './executionTimeout.ts';

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
    limits: { executionTimeoutMs: 50, bulkExecutionTimeoutMs: 100 },
    trustedDocuments: testDocuments,
  });
});
afterAll(async () => {
  silentApi.closeAllConnections(); // ends the REST calls still waiting
  await new Promise((resolve) => silentApi.close(resolve));
  await gateway.close();
});

const post = (accept: string, query = QUERY) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, authorization: 'Bearer some-token' },
    body: JSON.stringify({ query }),
  });

const IMPORT = 'mutation Import { importVehicles(input: { upload: "t" }) { userErrors { code } } }';

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

  it('gives an operation of bulk files only its own, longer limit', async () => {
    const response = await post('application/json', IMPORT);
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors).toMatchObject([
      {
        message: 'The operation did not finish within 0.1 s (the limit).',
        extensions: { code: 'EXECUTION_TIMEOUT' },
      },
    ]);
  });
});

describe('executionTimeLimit', () => {
  const limits = { executionTimeoutMs: 10_000, bulkExecutionTimeoutMs: 150_000 };
  const limitOf = (query: string, name: string | null = null) =>
    executionTimeLimit(parse(query), name, limits);

  it('is the bulk limit when every root field applies a bulk file', () => {
    expect(limitOf(IMPORT)).toBe(150_000);
    expect(
      limitOf(
        'mutation { a: updateVehicleStatuses(input: { upload: "t", status: Draft }) { report { applied } } }',
      ),
    ).toBe(150_000);
  });

  it('is the usual limit for anything else', () => {
    expect(limitOf(QUERY)).toBe(10_000);
    expect(
      limitOf(
        'mutation { importVehicles(input: { upload: "t" }) { report { applied } } logout { ok } }',
      ),
    ).toBe(10_000);
    expect(limitOf(`${IMPORT} query Other { serverTime }`, 'Other')).toBe(10_000);
    expect(limitOf(`${IMPORT} query Other { serverTime }`, 'Import')).toBe(150_000);
  });

  it('reads the body of an HTTP request, and falls back on what it cannot read', () => {
    expect(executionTimeLimitOfBody({ query: IMPORT }, limits)).toBe(150_000);
    expect(executionTimeLimitOfBody({ query: QUERY }, limits)).toBe(10_000);
    expect(executionTimeLimitOfBody({ query: 'importVehicles {' }, limits)).toBe(10_000);
    expect(executionTimeLimitOfBody(null, limits)).toBe(10_000);
    expect(executionTimeLimitOfBody({ query: 42 }, limits)).toBe(10_000);
  });
});
