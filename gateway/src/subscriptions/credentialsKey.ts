// Who the api answers as: the token (null: a guest) and the marketplace. Viewers with the same
// key see the same objects, so live events resolved for one serve them all.
import type { RestCredentials } from '../rest/client.ts';

export function credentialsKey(credentials: RestCredentials): string {
  const who = credentials.accessToken === null ? 'guest' : `token ${credentials.accessToken}`;
  return `${who}|${credentials.marketPlaceId ?? ''}`;
}
