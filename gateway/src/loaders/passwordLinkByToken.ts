// Whether a password-reset link can still be used: GET /api/setPassword/{token} answers 200, or
// 400 with the expired text for an invalid, used or expired one.
import DataLoader from 'dataloader';
import type { PasswordLinkResponse } from '@canam/domain/rest/accounts';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export type PasswordLinkByTokenLoader = DataLoader<string, boolean>;

export function createPasswordLinkByTokenLoader(rest: RestClient): PasswordLinkByTokenLoader {
  return new DataLoader((tokens) =>
    Promise.all(
      tokens.map(async (token) => {
        const path = `/api/setPassword/${encodeURIComponent(token)}`;
        return (await refusedAsNull(() => rest.get<PasswordLinkResponse>(path))) !== null;
      }),
    ),
  );
}
