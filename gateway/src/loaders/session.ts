// Session calls (not cached: each is a change): login, checkToken and logout. They throw the
// REST client's HttpError as it is, so the mutations can turn expected failures into userErrors.
import type { CheckTokenResponse, LoginRequest, LoginResponse } from '@canam/domain/rest/auth';
import type { RestClient } from '../rest/client.ts';

export interface SessionActions {
  login(input: LoginRequest): Promise<LoginResponse>;
  checkToken(refreshToken: string): Promise<CheckTokenResponse>;
  logout(refreshToken?: string | null): Promise<void>;
}

export function createSessionActions(rest: RestClient): SessionActions {
  return {
    login: (input) => rest.post<LoginResponse>('/api/login', input),
    checkToken: (refreshToken) =>
      rest.post<CheckTokenResponse>('/api/auth/checkToken', { refreshToken }),
    async logout(refreshToken) {
      await rest.post('/api/auth/logout', refreshToken ? { refreshToken } : {});
    },
  };
}
