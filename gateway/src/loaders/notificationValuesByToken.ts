// The e-mail notification preference {id, acceptEmail}: GET /api/getUserNotificationValues with
// the token of an e-mail link, or without one ('' key) for the logged-in viewer. null when the
// link is refused or nobody is logged in.
import DataLoader from 'dataloader';
import type { NotificationValuesDto } from '@canam/domain/rest/accounts';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export type NotificationValuesByTokenLoader = DataLoader<string, NotificationValuesDto | null>;

export function createNotificationValuesByTokenLoader(
  rest: RestClient,
): NotificationValuesByTokenLoader {
  return new DataLoader((tokens) =>
    Promise.all(
      tokens.map((token) => {
        if (!token && !rest.credentials.accessToken) return null;
        return refusedAsNull(() =>
          rest.get<NotificationValuesDto>(
            '/api/getUserNotificationValues',
            token ? { token } : undefined,
          ),
        );
      }),
    ),
  );
}
