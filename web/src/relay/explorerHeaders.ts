// The explorer's first headers (JSON with comments, as GraphiQL reads them): the logged-in
// viewer's access token and market place (the keys the web application keeps its session
// under), or, for a guest, a comment showing where a personal access token goes.
import { accessToken, marketPlaceId } from '../auth/sessionStorage.ts';

const TOKEN_HINT = '// A tool\'s personal access token: "Authorization": "Bearer canam_pat_…"';

export function initialHeaders(): string {
  const token = accessToken();
  if (!token) return `{\n  ${TOKEN_HINT}\n}`;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const marketPlace = marketPlaceId();
  if (marketPlace) headers.marketPlaceId = marketPlace;
  return JSON.stringify(headers, null, 2);
}
