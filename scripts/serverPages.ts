// The public pages the front server renders for guests before the browser runs any JavaScript
// (web/src/ssr/renderPage.tsx, built beside the web build as `<build>-server/renderPage.js`): the
// first screen paints from the HTML, then the application hydrates it. The render is the server's
// most expensive answer, so it is bounded: a page is rendered once for every guest asking for it
// within CACHE_MS (guests all see the same page; its live subscription resumes from the cursor
// it holds), at most MAX_RENDERS at a time, each within RENDER_TIMEOUT_MS. Beyond any bound, or
// when a render fails, the browser gets the application's shell and renders the page itself.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** A page as the render gives it (web/src/ssr/renderPage.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  afterRoot: string;
}

export interface OperationRequest {
  documentId: string;
  variables: Record<string, unknown>;
}

/** What the server bundle exports. */
export interface PageRenderer {
  SERVER_RENDERED_PATHS: ReadonlySet<string>;
  renderPage(
    request: Request,
    fetchOperation: (operation: OperationRequest) => Promise<unknown>,
  ): Promise<RenderedPage | null>;
}

export interface ServerPagesOptions {
  renderer: PageRenderer;
  /** The web build's index.html: its empty root element receives the page. */
  template: string;
  gatewayUrl: string;
  /** Told of a render that failed (the browser renders that page). */
  onRenderError?: (error: unknown, url: string) => void;
  /** How long a render may take before it is given up; default RENDER_TIMEOUT_MS. */
  renderTimeoutMs?: number;
}

export interface ServerPages {
  /** Whether this request is for a page rendered here (a GET of an HTML page of that list). */
  renders(req: http.IncomingMessage): boolean;
  /** Answers with the rendered page; false (nothing sent) when the browser should render it. */
  answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    clientAddress: string | null,
  ): Promise<boolean>;
}

export const CACHE_MS = 2_000;
export const MAX_CACHED = 32;
export const MAX_RENDERS = 4;
export const RENDER_TIMEOUT_MS = 3_000;
/** A longer address (a filter nobody types) is the browser's to render. */
const MAX_URL_LENGTH = 2_048;
const ROOT = '<div id="root"></div>';
const ORIGIN = 'http://front';

const negotiator = new Negotiator<'br' | 'gzip' | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});
const compressors = {
  br: (html: string) =>
    promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html),
};
type Encoding = keyof typeof compressors;

interface CachedPage {
  expires: number;
  page: Promise<{ status: number; html: string } | null>;
  copies: Map<Encoding, Promise<Buffer>>;
}

/** The build's server bundle and page, or null when the build has none (nothing is rendered). */
export async function loadServerPages(
  distDir: string,
  gatewayUrl: string,
  onRenderError?: ServerPagesOptions['onRenderError'],
): Promise<ServerPages | null> {
  const bundle = path.join(`${distDir}-server`, 'renderPage.js');
  if (!existsSync(bundle)) return null;
  try {
    const renderer = (await import(pathToFileURL(bundle).href)) as PageRenderer;
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    return createServerPages({ renderer, template, gatewayUrl, onRenderError });
  } catch (error) {
    // A build being rewritten, or broken: the server still serves the application.
    onRenderError?.(error, bundle);
    return null;
  }
}

export function createServerPages(options: ServerPagesOptions): ServerPages | null {
  const { renderer, template, gatewayUrl } = options;
  if (!template.includes(ROOT) || !template.includes('</head>')) return null;
  const cache = new Map<string, CachedPage>();
  let rendering = 0;

  async function render(url: string, clientAddress: string | null) {
    rendering += 1;
    const signal = AbortSignal.timeout(options.renderTimeoutMs ?? RENDER_TIMEOUT_MS);
    try {
      const fetchOperation = async (operation: OperationRequest) => {
        const answer = await fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
          },
          body: JSON.stringify(operation),
          signal,
        });
        return answer.json() as Promise<unknown>;
      };
      // Given up at the deadline even by a render that does not listen for it.
      const deadline = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
      );
      deadline.catch(() => {});
      const page = await Promise.race([
        renderer.renderPage(new Request(url, { signal }), fetchOperation),
        deadline,
      ]);
      if (!page) return null;
      // Replaced by functions: a '$' in the page is text, not a replacement pattern.
      const html = template
        .replace('</head>', () => `${page.head}</head>`)
        .replace(ROOT, () => `<div id="root">${page.html}</div>${page.afterRoot}`);
      return { status: page.status, html };
    } catch (error) {
      options.onRenderError?.(error, url);
      return null;
    } finally {
      rendering -= 1;
    }
  }

  /** The page for `key`, rendered now or shared with the guests who asked within CACHE_MS. */
  function cached(key: string, url: string, clientAddress: string | null) {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit;
    if (rendering >= MAX_RENDERS) return null;
    const entry: CachedPage = {
      expires: Infinity,
      page: render(url, clientAddress).finally(() => {
        entry.expires = Date.now() + CACHE_MS;
      }),
      copies: new Map(),
    };
    cache.delete(key);
    cache.set(key, entry);
    // The oldest go first (a guest waiting on one still gets it).
    for (const old of cache.keys()) {
      if (cache.size <= MAX_CACHED) break;
      cache.delete(old);
    }
    return entry;
  }

  return {
    renders(req) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const target = req.url ?? '/';
      if (target.length > MAX_URL_LENGTH) return false;
      const { pathname } = new URL(target, ORIGIN);
      return renderer.SERVER_RENDERED_PATHS.has(pathname);
    },
    async answer(req, res, clientAddress) {
      // The render reads the path and the query only: the Host header is not believed.
      const { pathname, search } = new URL(req.url ?? '/', ORIGIN);
      const entry = cached(`${pathname}${search}`, `${ORIGIN}${pathname}${search}`, clientAddress);
      const page = await entry?.page;
      if (!entry || !page) return false;
      const preferred = negotiator.negotiate(req.headers['accept-encoding'] ?? '') ?? 'identity';
      let body: Buffer;
      if (preferred === 'identity') body = Buffer.from(page.html);
      else {
        let copy = entry.copies.get(preferred);
        if (!copy) {
          copy = compressors[preferred](page.html);
          entry.copies.set(preferred, copy);
        }
        body = await copy;
      }
      res.writeHead(page.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...(preferred === 'identity' ? {} : { 'content-encoding': preferred }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
