// Fuzz of every route of the OpenAPI document, as a guest, a staff user and a dealer: wrong
// types, huge numbers, huge strings and malformed bodies are refused with a 4xx, never a 5xx,
// and by the schemas themselves (the error handler's database safety net is never needed); every
// refusal is the one error body (ErrorBody) with its code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@canam/domain/rest/errors';
import { DATA_EXCEPTION_MESSAGE } from './plugins/errorHandler.ts';
import { fuzzRequests, type FuzzRequest, type OpenApiDocument } from './testing/openApiFuzz.ts';
import { bearer, logIn } from './testing/session.ts';
import { createTestApi, type TestApi } from './testing/testApi.ts';

const ROLES = { guest: null, staff: 'admin@canam.test', dealer: 'buyer@canam.test' } as const;
type Role = keyof typeof ROLES;
/** Logging out ends the session, so that route gets sessions of its own. */
const LOGOUT = '/api/auth/logout';
const CONCURRENCY = 8;

let api: TestApi;
let doc: OpenApiDocument;
const tokens: Record<string, string | null> = {};

beforeAll(async () => {
  api = await createTestApi();
  doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [role, email] of Object.entries(ROLES)) {
    tokens[role] = email ? (await logIn(api.app, email)).auth.accessToken : null;
    tokens[`${role} ${LOGOUT}`] = email ? (await logIn(api.app, email)).auth.accessToken : null;
  }
});
afterAll(() => api?.close());

/** Whether a non-2xx answer is the one error body, with the answer's status. */
function isErrorBody(statusCode: number, body: string): boolean {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    return parsed.success && parsed.data.statusCode === statusCode;
  } catch {
    return false;
  }
}

/** null when refused or served properly, else a line naming the request and the answer. */
async function failureOf(request: FuzzRequest, token: string | null): Promise<string | null> {
  const response = await api.app.inject({
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    payload: request.payload,
    headers: { ...request.headers, ...(token ? bearer(token) : {}) },
  });
  const slipped = response.statusCode === 400 && response.body.includes(DATA_EXCEPTION_MESSAGE);
  const refusedBadly =
    response.statusCode >= 400 && !isErrorBody(response.statusCode, response.body);
  if (response.statusCode < 500 && !slipped && !refusedBadly) return null;
  return `${request.method} ${request.url} ${request.label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
}

async function fuzz(role: Role, path: string, method: string): Promise<string[]> {
  const token = tokens[path === LOGOUT ? `${role} ${LOGOUT}` : role] ?? null;
  const requests = fuzzRequests(doc, path, method);
  const failures: string[] = [];
  for (let start = 0; start < requests.length; start += CONCURRENCY) {
    const batch = requests.slice(start, start + CONCURRENCY);
    const answers = await Promise.all(batch.map((request) => failureOf(request, token)));
    failures.push(...answers.filter((line): line is string => line !== null));
  }
  return failures;
}

describe('every route of the OpenAPI document refuses hostile input with a 4xx', () => {
  it('lists the routes to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });

  for (const role of Object.keys(ROLES) as Role[]) {
    it(`answers no 5xx to a ${role}`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const method of Object.keys(methods))
          failures.push(...(await fuzz(role, path, method)));
      }
      expect(failures).toEqual([]);
    });
  }
});
