// The explorer's first headers: the logged-in viewer's access token and market place (the keys
// the web application keeps its session under), or a placeholder for a personal access token.
import { accessToken, marketPlaceId } from '../auth/sessionStorage.ts';

export const TOKEN_PLACEHOLDER = 'Bearer canam_pat_…';

export function initialHeaders(): string {
  const token = accessToken();
  const marketPlace = marketPlaceId();
  const headers: Record<string, string> = {
    Authorization: token ? `Bearer ${token}` : TOKEN_PLACEHOLDER,
  };
  if (marketPlace) headers.marketPlaceId = marketPlace;
  return JSON.stringify(headers, null, 2);
}
