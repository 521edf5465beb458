// The front server's static files: the built web application, each text file sent as the
// precompressed copy (web/vitePrecompress.ts: `.br`, `.gz`) the browser accepts, else as it is.
// Hashed files under /assets/ are cached for a year; everything else is revalidated. Paths that
// name no file and have no extension are the client's routes: index.html answers them.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The copies a build makes, best first, and the file suffix of each. */
const COPIES = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof COPIES;
const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/**
 * The file to send for `file` and its Content-Encoding, given the request's Accept-Encoding;
 * `varies` when the build made a copy of it (the answer then depends on that header).
 */
async function bestCopy(file: string, acceptEncoding: string | undefined) {
  const size = async (candidate: string) => {
    const info = await stat(candidate).catch(() => null);
    return info?.isFile() ? info.size : null;
  };
  const original = await size(file);
  if (original === null) return null;
  const copies = await Promise.all(
    (Object.keys(COPIES) as Encoding[]).map(async (encoding) => {
      const copyPath = `${file}${COPIES[encoding]}`;
      return { encoding, path: copyPath, size: await size(copyPath) };
    }),
  );
  const made = copies.filter((copy) => copy.size !== null);
  const preferred = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
  // A browser preferring brotli takes gzip when the build made no brotli copy of this file.
  const usable = made.filter(
    (copy) => copy.encoding === preferred || (preferred === 'br' && copy.encoding === 'gzip'),
  );
  const chosen = usable[0];
  if (chosen) {
    return { path: chosen.path, size: chosen.size!, encoding: chosen.encoding, varies: true };
  }
  return { path: file, size: original, encoding: null, varies: made.length > 0 };
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const copy = await bestCopy(file, req.headers['accept-encoding']);
  if (!copy) return false;
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': copy.size,
    'cache-control': cacheControl,
    ...(copy.encoding ? { 'content-encoding': copy.encoding } : {}),
    ...(copy.varies ? { vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(copy.path).pipe(res);
  return true;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function serveStatic(
  distDir: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = path.join(distDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  // The copies are served in place of their file, never by their own name.
  const isCopy = Object.values(COPIES).some((suffix) => file.endsWith(suffix));
  if (file.startsWith(distDir) && !isCopy && file !== distDir) {
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : NO_CACHE;
    if (await sendFile(req, res, file, cacheControl)) return;
  }
  if (path.extname(pathname) && !pathname.endsWith('.html')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  // Client-side routes: the application decides (including its own not-found page).
  await sendFile(req, res, path.join(distDir, 'index.html'), NO_CACHE);
}

/** A page of the build (the explorer's), compressed as the browser accepts, never cached. */
export async function servePage(
  distDir: string,
  page: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  if (!(await sendFile(req, res, path.join(distDir, page), NO_CACHE))) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}
