// The error handler: every non-2xx answer is the one error body with its code; the body parser's
// refusals keep their 4xx, invalid input names its field, and a PostgreSQL data exception (a
// value a schema should have refused) is a 400, never a 500.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@canam/domain/rest/errors';
import { DATA_EXCEPTION_MESSAGE, errorBody, installErrorHandler } from './errorHandler.ts';
import { bearer } from '../testing/session.ts';
import { useTestApi } from '../testing/useTestApi.ts';

const { api, token } = useTestApi(['buyer']);

/** A dealer's Buy Now: the gate lets it through to the body parser and the schemas. */
const buy = (payload: string, contentType = 'application/json') =>
  api.app.inject({
    method: 'POST',
    url: '/api/vehicle/buy',
    payload,
    headers: { 'content-type': contentType, ...bearer(token.buyer!) },
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
    expect(response.json()).toEqual({
      statusCode: status,
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await buy('vehiclesId=1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await buy(JSON.stringify({ vehiclesId: 1, pad: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});

describe('the one error body', () => {
  it('names the field and the code of invalid input', async () => {
    const response = await buy(JSON.stringify({ vehiclesId: 'one' }));
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'vehiclesId' });
  });

  it('answers an unknown route with NOT_FOUND', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Route GET /api/no-such-route not found',
    });
  });

  it("answers the router's refusal of a too long path parameter with the same body", async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/address/zip/${'9'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'URI_TOO_LONG' });
  });

  it('answers a missing session with UNAUTHENTICATED', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(401, 'UNAUTHENTICATED', 'Unauthorized'));
  });

  it('documents the body once, as ErrorBody, for the 4xx and 5xx of every route', async () => {
    type Responses = Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Responses }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    expect(Object.keys(doc.components.schemas.ErrorBody?.properties ?? {})).toEqual([
      'statusCode',
      'error',
      'code',
      'message',
      'field',
    ]);
    const ref = '#/components/schemas/ErrorBody';
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        const errors = Object.entries(responses).filter(([status]) => !status.startsWith('2'));
        expect(
          errors.map(([status]) => status),
          `${method} ${path}`,
        ).toContain('4XX');
        expect(
          errors.map(([status]) => status),
          `${method} ${path}`,
        ).toContain('5XX');
        for (const [status, answer] of errors) {
          expect(answer.content?.['application/json']?.schema?.$ref, `${status} ${path}`).toBe(ref);
        }
      }
    }
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
      expect(overflow.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: DATA_EXCEPTION_MESSAGE,
      });
      const broken = await app.inject({ url: '/broken' });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual(errorBody(500, 'INTERNAL', 'Internal Server Error'));
    } finally {
      await app.close();
    }
  });
});
