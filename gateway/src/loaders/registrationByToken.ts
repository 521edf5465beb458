// The person of a registration or invitation link: GET /api/user?registrationToken=; null when
// the link is invalid, used or expired (the api answers 400 with the expired text).
import DataLoader from 'dataloader';
import type { RegistrationUserDto } from '@canam/domain/rest/accounts';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export type RegistrationByTokenLoader = DataLoader<string, RegistrationUserDto | null>;

export function createRegistrationByTokenLoader(rest: RestClient): RegistrationByTokenLoader {
  return new DataLoader((tokens) =>
    Promise.all(
      tokens.map((registrationToken) =>
        refusedAsNull(() => rest.get<RegistrationUserDto>('/api/user', { registrationToken })),
      ),
    ),
  );
}
