// The error handler: the body parser's refusals keep their 4xx, and a PostgreSQL data exception
// (a value a schema should have refused) is a 400, never a 500.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATA_EXCEPTION_MESSAGE, installErrorHandler } from './errorHandler.ts';
import { useTestApi } from '../testing/useTestApi.ts';

const { api } = useTestApi();

const buy = (payload: string, contentType = 'application/json') =>
  api.app.inject({
    method: 'POST',
    url: '/api/vehicle/buy',
    payload,
    headers: { 'content-type': contentType },
  });

describe('client errors of the body parser', () => {
  it.each([
    ['{', 400, "Body is not valid JSON but content-type is set to 'application/json'"],
    [
      '{"__proto__":{"admin":true}}',
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
    ],
    ['', 400, "Body cannot be empty when content-type is set to 'application/json'"],
  ])('answers %j with %d', async (payload, status, message) => {
    const response = await buy(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: 'Bad Request', message });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await buy('vehiclesId=1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Unsupported Media Type');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await buy(JSON.stringify({ vehiclesId: 1, pad: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Payload Too Large');
  });
});

describe('the database safety net', () => {
  it('answers a PostgreSQL data exception with 400, not 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    // What a schema that let 2^31 through would cause: integer out of range (SQLSTATE 22003).
    app.get('/overflow', async () => sql`select ${2147483648}::integer`.execute(api.database.db));
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    try {
      const overflow = await app.inject({ url: '/overflow' });
      expect(overflow.statusCode).toBe(400);
      expect(overflow.json().message).toBe(DATA_EXCEPTION_MESSAGE);
      expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
