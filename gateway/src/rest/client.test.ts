// The REST client against undici's MockAgent, and against real sockets that refuse or stall.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { bindRestClient, createRestTransport, type OperationWork } from './client.ts';
import { HttpError, UpstreamUnavailableError } from './HttpError.ts';
import { codeForStatus, toGraphQLError } from './errors.ts';

const API = 'http://api.test';
let agent: MockAgent | undefined;

afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

function mocked() {
  const mock = new MockAgent();
  mock.disableNetConnect();
  agent = mock;
  const transport = createRestTransport({ apiUrl: `${API}/`, dispatcher: mock });
  return { pool: mock.get(API), transport };
}

describe('REST client', () => {
  it('forwards the bearer token and marketPlaceId, and sends and reads JSON', async () => {
    const { pool, transport } = mocked();
    let seen: Record<string, string> = {};
    pool
      .intercept({ path: '/api/login', method: 'POST', body: '{"email":"a@b.c"}' })
      .reply(200, (options) => {
        seen = options.headers as Record<string, string>;
        return { ok: 1 };
      });
    const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: '1' });
    await expect(rest.post('/api/login', { email: 'a@b.c' })).resolves.toEqual({ ok: 1 });
    expect(seen).toMatchObject({
      authorization: 'Bearer tok',
      marketPlaceId: '1',
      'content-type': 'application/json',
    });
  });

  it('sends no authorization header for a guest and drops empty query values', async () => {
    const { pool, transport } = mocked();
    let seen: Record<string, string> = {};
    pool.intercept({ path: '/api/vehicle?make=Ford&page=2', method: 'GET' }).reply(200, (o) => {
      seen = o.headers as Record<string, string>;
      return { data: [] };
    });
    const rest = bindRestClient(transport, { accessToken: null, marketPlaceId: null });
    await rest.get('/api/vehicle', { make: 'Ford', model: '', trim: undefined, page: 2 });
    expect(seen.authorization).toBeUndefined();
    expect(seen.marketPlaceId).toBeUndefined();
  });

  it('calls as a guest when asked, even for a logged-in caller (sign-up)', async () => {
    const { pool, transport } = mocked();
    let seen: Record<string, string> = {};
    pool.intercept({ path: '/api/user/create', method: 'POST' }).reply(200, (o) => {
      seen = o.headers as Record<string, string>;
      return { ok: 1 };
    });
    const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: '1' });
    await rest.postWith('/api/user/create', { email: 'a@b.c' }, { asGuest: true });
    expect(seen.authorization).toBeUndefined();
    expect(seen.marketPlaceId).toBe('1');
  });

  it('turns a non-2xx answer into an HttpError with the status and the api message', async () => {
    const { pool, transport } = mocked();
    pool
      .intercept({ path: '/api/user/profile', method: 'GET' })
      .reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' });
    const rest = bindRestClient(transport, { accessToken: 'old', marketPlaceId: null });
    const error = await rest.get('/api/user/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(toGraphQLError(error).extensions.code).toBe('UNAUTHENTICATED');
  });

  it("keeps the api's code and field, and gives a body without a known code its status's", async () => {
    const { pool, transport } = mocked();
    const invalid = { statusCode: 400, error: 'Bad Request', message: 'Too small' };
    pool
      .intercept({ path: '/api/vehicle/offer', method: 'POST' })
      .reply(400, { ...invalid, code: 'INVALID_AMOUNT', field: 'offerPrice' });
    pool.intercept({ path: '/api/vehicle/buy', method: 'POST' }).reply(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'A_CODE_FROM_THE_FUTURE',
      message: 'Sold',
    });
    pool.intercept({ path: '/api/vehicle/acceptOffer', method: 'POST' }).reply(400, invalid);
    const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: null });
    const failure = (path: string) => rest.post(path, {}).catch((e: unknown) => e as HttpError);
    expect(await failure('/api/vehicle/offer')).toMatchObject({
      status: 400,
      code: 'INVALID_AMOUNT',
      field: 'offerPrice',
      message: 'Too small',
    });
    expect(await failure('/api/vehicle/buy')).toMatchObject({ code: 'CONFLICT', field: null });
    expect(await failure('/api/vehicle/acceptOffer')).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('reports a refused connection as UPSTREAM_UNAVAILABLE', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}` });
    const rest = bindRestClient(transport, { accessToken: null, marketPlaceId: null });
    const error = await rest.get('/api/vehicle').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(toGraphQLError(error).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    await transport.close();
  });

  it('gives up on an api that does not answer within the timeout', async () => {
    const stalled = http.createServer(() => {});
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    const rest = bindRestClient(transport, { accessToken: null, marketPlaceId: null });
    const started = Date.now();
    const error = await rest.get('/api/vehicle').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
    await transport.close();
    stalled.closeAllConnections();
    await new Promise((resolve) => stalled.close(resolve));
  });
});

describe("an operation's ended work", () => {
  it('makes no call once the work has ended, and throws the reason instead', async () => {
    const { pool, transport } = mocked();
    pool.intercept({ path: '/api/vehicle', method: 'GET' }).reply(200, { data: [] }).times(2);
    const work: OperationWork = { ended: null };
    const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: null }, work);
    await expect(rest.get('/api/vehicle')).resolves.toEqual({ data: [] });
    const reason = new Error('past the time limit');
    work.ended = reason;
    await expect(rest.get('/api/vehicle')).rejects.toBe(reason);
    await expect(rest.post('/api/offer', {})).rejects.toBe(reason);
    await expect(rest.getShared('/api/user/profile')).rejects.toBe(reason);
    // the second reply was never taken: no request reached the api
    expect(agent!.pendingInterceptors()).toHaveLength(1);
  });
});

describe('DELETE and calls with a timeout of their own', () => {
  it('sends a DELETE with its query and no body', async () => {
    const { pool, transport } = mocked();
    let seen: Record<string, string> = {};
    pool.intercept({ path: '/api/vehicle/deletePhoto?id=5', method: 'DELETE' }).reply(200, (o) => {
      seen = o.headers as Record<string, string>;
      return { message: 'Photo deleted successfully' };
    });
    const rest = bindRestClient(transport, { accessToken: 'tok', marketPlaceId: null });
    await expect(rest.delete('/api/vehicle/deletePhoto', { id: 5 })).resolves.toEqual({
      message: 'Photo deleted successfully',
    });
    expect(seen).toMatchObject({ authorization: 'Bearer tok' });
    expect(seen['content-type']).toBeUndefined();
  });

  it('lets a call with a longer timeout outlive the transport’s', async () => {
    // Holds every request until the test lets it go.
    const held: http.ServerResponse[] = [];
    let requestArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const slow = http.createServer((req, res) => {
      if (req.url === '/api/vehicle/csv') {
        held.push(res);
        requestArrived();
      }
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 100 });
    const rest = bindRestClient(transport, { accessToken: null, marketPlaceId: null });
    const bulk = rest.postWith('/api/vehicle/csv', { upload: 't' }, { timeoutMs: 60_000 });
    await arrived;
    // A call on the transport's own timeout gives up meanwhile...
    await expect(rest.get('/api/vehicle')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    // ...while the bulk call is still waiting, and gets its answer when it comes.
    held[0]!.writeHead(200, { 'content-type': 'application/json' }).end('{"applied":true}');
    await expect(bulk).resolves.toEqual({ applied: true });
    await transport.close();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});

describe('status to GraphQL code', () => {
  it('maps every REST status through one table', () => {
    expect(
      [400, 401, 403, 404, 409, 429, 500, 503, 418].map((status) => codeForStatus(status)),
    ).toEqual([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'RATE_LIMITED',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
      'INTERNAL_SERVER_ERROR',
    ]);
  });
});
