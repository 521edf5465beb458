// Logging in a demo account through the real route, for tests.
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@canam/domain/rest/auth';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';

export async function logIn(app: FastifyInstance, email: string): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD, marketPlace: 1 },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
