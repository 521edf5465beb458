// The viewer's personal access tokens: the list (GET /api/access-tokens, asked at most once per
// request), creation (POST) and revocation (DELETE /api/access-tokens/{id}). Changes throw the
// REST client's HttpError as it is, so the mutations turn the api's refusals into userErrors.
import type {
  AccessTokenDto,
  CreateAccessTokenRequest,
  CreatedAccessTokenDto,
} from '@canam/domain/rest/accessTokens';
import type { RestClient } from '../rest/client.ts';

export interface AccessTokenActions {
  list(): Promise<AccessTokenDto[]>;
  create(body: CreateAccessTokenRequest): Promise<CreatedAccessTokenDto>;
  revoke(id: number): Promise<{ accessToken: AccessTokenDto }>;
}

export function createAccessTokenActions(rest: RestClient): AccessTokenActions {
  let listing: Promise<AccessTokenDto[]> | null = null;
  return {
    list() {
      listing ??= rest
        .get<{ data: AccessTokenDto[] }>('/api/access-tokens')
        .then((page) => page.data);
      return listing;
    },
    create: (body) => rest.post('/api/access-tokens', body),
    revoke: (id) => rest.delete(`/api/access-tokens/${id}`),
  };
}
