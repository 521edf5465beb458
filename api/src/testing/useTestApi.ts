// One api for a test file, made before its tests and closed after them, with demo users logged
// in: `const { api, token, id } = useTestApi(['admin', 'buyer'])` gives token.admin and id.buyer.
import { afterAll, beforeAll } from 'vitest';
import { logIn } from './session.ts';
import { createTestApi, type TestApi, type TestApiOptions } from './testApi.ts';

/** A demo user of every role, and a second agent (agent2@, who owns other vehicles). */
export const EVERY_ROLE_USERS = [
  'superadmin',
  'admin',
  'agent',
  'agent2',
  'reviewer',
  'buyer',
  'client',
] as const;

export interface TestApiWithLogins {
  /** Filled in before the file's tests run (the same object all along). */
  api: TestApi;
  /** Access token of each demo user by the local part of its e-mail (`agent` → agent@canam.test). */
  token: Record<string, string>;
  /** User id of each of them. */
  id: Record<string, number>;
}

export function useTestApi(
  demoUsers: readonly string[] = [],
  options: TestApiOptions = {},
): TestApiWithLogins {
  const api = {} as TestApi;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(api, await createTestApi(options));
    for (const who of demoUsers) {
      const login = await logIn(api.app, `${who}@canam.test`);
      token[who] = login.auth.accessToken;
      id[who] = login.user.id;
    }
  });
  afterAll(() => api.close?.());
  return { api, token, id };
}
