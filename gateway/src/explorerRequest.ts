// Whether a request to /graphql is a browser opening the explorer: a GET or HEAD that prefers
// an HTML page (a browser's navigation) and carries no operation. Shared with the front server.
import type { IncomingMessage } from 'node:http';

export const EXPLORER_PAGE = 'explorer.html';

export function wantsExplorer(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname !== '/graphql' || url.searchParams.has('query')) return false;
  if (url.searchParams.has('documentId')) return false;
  return (req.headers.accept ?? '')
    .split(',')
    .some((range) => range.trim().startsWith('text/html'));
}
