// The gateway hit directly by a browser: the explorer page and its bundled files from the web's
// build (explorerDir, default the repository's web/dist), or, when there is no build, a short
// page saying where the explorer is.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { EXPLORER_PAGE, wantsExplorer } from './explorerRequest.ts';
import { WEB_DIST_DIR } from './repositoryFiles.ts';

export const DEFAULT_EXPLORER_DIR = WEB_DIST_DIR.pathname;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

const NO_BUILD_PAGE = `<!doctype html><meta charset="utf-8"><title>CANAM GraphQL</title>
<p>This is the CANAM GraphQL endpoint: POST operations to <code>/graphql</code>, or subscribe over
graphql-ws on the same path.</p>
<p>The GraphQL explorer is served by the product's front server at <code>/graphql</code> (run
<code>npm start</code>), or here once the web application is built
(<code>npm run build -w @canam/web</code>).</p>`;

async function sendFile(res: http.ServerResponse, file: string, immutable: boolean) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
  return true;
}

/** Answers the explorer's requests; false for every other request (the GraphQL endpoint's). */
export async function serveExplorer(
  explorerDir: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<boolean> {
  if (wantsExplorer(req)) {
    if (await sendFile(res, path.join(explorerDir, EXPLORER_PAGE), false)) return true;
    res.writeHead(200, { 'content-type': TYPES['.html']! }).end(NO_BUILD_PAGE);
    return true;
  }
  if (req.method !== 'GET') return false;
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  // Only the build's hashed files (no directory walking: the name is one path segment).
  const asset = /^\/assets\/([\w.-]+)$/.exec(pathname)?.[1];
  if (asset && !asset.startsWith('.')) {
    return sendFile(res, path.join(explorerDir, 'assets', asset), true);
  }
  if (pathname === '/favicon.svg')
    return sendFile(res, path.join(explorerDir, 'favicon.svg'), false);
  return false;
}
