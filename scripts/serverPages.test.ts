// The front server's rendered pages over real HTTP, with a renderer standing in for the server
// bundle (the browser tests run the real one, e2e/serverRender.test.ts): the page goes into the
// build's index.html, compressed as the browser accepts; guests asking within CACHE_MS share one
// render; at most MAX_RENDERS run at once and none past its deadline; a failed render leaves the
// page to the browser; the render's operations reach the gateway with the browser's address and
// nothing of its credentials.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CACHE_MS,
  createServerPages,
  MAX_RENDERS,
  type OperationRequest,
  type PageRenderer,
  type RenderedPage,
  type ServerPages,
} from './serverPages.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>CANAM</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';
const PAGE = '/inventory/vehicles';

/** A page as the bundle renders it, naming the address it was rendered for. */
function pageFor(url: string): RenderedPage {
  return {
    status: 200,
    head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    html: `<main>cards of ${new URL(url).pathname}${new URL(url).search} for $& $' guests</main>`,
    afterRoot: '<script type="application/json" id="relay-records">{}</script>',
  };
}

interface Gateway {
  url: string;
  requests: { headers: http.IncomingHttpHeaders; body: OperationRequest }[];
  close(): Promise<void>;
}

async function startGateway(): Promise<Gateway> {
  const requests: Gateway['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(body) as OperationRequest });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { viewer: { isLoggedIn: false } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A front server answering with `pages`, else with the application's shell. */
async function startFront(pages: ServerPages) {
  const server = http.createServer((req, res) => {
    const shell = () => res.writeHead(200, { 'x-shell': '1' }).end(TEMPLATE);
    if (!pages.renders(req)) return shell();
    void pages.answer(req, res, '203.0.113.9').then((answered) => answered || shell());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A renderer whose renders finish when the test says so. */
function heldRenderer() {
  const held: { url: string; finish: (page: RenderedPage | null) => void }[] = [];
  const renderer: PageRenderer = {
    SERVER_RENDERED_PATHS: new Set([PAGE]),
    renderPage: (request) =>
      new Promise((resolve) => held.push({ url: request.url, finish: resolve })),
  };
  return { renderer, held };
}

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());
afterEach(() => vi.useRealTimers());

describe('the pages the front server renders', () => {
  it('renders only GETs of the listed pages, with addresses of a sane length', () => {
    const pages = createServerPages({
      renderer: { SERVER_RENDERED_PATHS: new Set([PAGE]), renderPage: async () => null },
      template: TEMPLATE,
      gatewayUrl: gateway.url,
    })!;
    const request = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
    expect(pages.renders(request('GET', PAGE))).toBe(true);
    expect(pages.renders(request('HEAD', `${PAGE}?make=Honda`))).toBe(true);
    expect(pages.renders(request('POST', PAGE))).toBe(false);
    expect(pages.renders(request('GET', '/admin/vehicles/list'))).toBe(false);
    expect(pages.renders(request('GET', `${PAGE}?search=${'x'.repeat(3000)}`))).toBe(false);
  });

  it('renders nothing with a page that has no empty root to fill', () => {
    const renderer: PageRenderer = {
      SERVER_RENDERED_PATHS: new Set(),
      renderPage: async () => null,
    };
    const template = '<html><head></head><body><div id="app"></div></body></html>';
    expect(createServerPages({ renderer, template, gatewayUrl: gateway.url })).toBeNull();
  });

  it('sends the page inside the build’s page, once rendered for the guests who ask together', async () => {
    const { renderer, held } = heldRenderer();
    const pages = createServerPages({ renderer, template: TEMPLATE, gatewayUrl: gateway.url })!;
    const front = await startFront(pages);
    try {
      const asks = [
        fetch(`${front.url}${PAGE}`, { headers: { 'accept-encoding': 'br, gzip' } }),
        fetch(`${front.url}${PAGE}`, { headers: { 'accept-encoding': 'gzip' } }),
        fetch(`${front.url}${PAGE}`, { headers: { 'accept-encoding': 'identity' } }),
      ];
      await vi.waitFor(() => expect(held).toHaveLength(1));
      held[0]!.finish(pageFor(held[0]!.url));
      const answers = await Promise.all(asks);
      // fetch decodes br and gzip itself: every guest reads the same page.
      const texts = await Promise.all(answers.map((answer) => answer.text()));
      expect(new Set(texts).size).toBe(1);
      const page = texts[0]!;
      expect(page).toContain(
        '<div id="root"><main>cards of /inventory/vehicles for $& $\' guests</main></div>' +
          '<script type="application/json" id="relay-records">{}</script>',
      );
      expect(page).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
      expect(page).toContain('<script type="module" src="/assets/app.js"></script>');
      expect(answers.map((answer) => answer.headers.get('x-shell'))).toEqual([null, null, null]);
      expect(held).toHaveLength(1);
    } finally {
      await front.close();
    }
  });

  it('compresses the page as the browser accepts, and says that it varies', async () => {
    const renderer: PageRenderer = {
      SERVER_RENDERED_PATHS: new Set([PAGE]),
      renderPage: async (request) => pageFor(request.url),
    };
    const pages = createServerPages({ renderer, template: TEMPLATE, gatewayUrl: gateway.url })!;
    const front = await startFront(pages);
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${front.url}${PAGE}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const br = await raw('gzip, br');
      const gzip = await raw('gzip');
      const plain = await raw('identity');
      expect([br, gzip, plain].map((answer) => answer.headers['content-encoding'])).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      const text = plain.body.toString();
      expect(brotliDecompressSync(br.body).toString()).toBe(text);
      expect(gunzipSync(gzip.body).toString()).toBe(text);
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    } finally {
      await front.close();
    }
  });

  it('renders a page again once CACHE_MS has passed, and each address on its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let renders = 0;
    const renderer: PageRenderer = {
      SERVER_RENDERED_PATHS: new Set([PAGE]),
      renderPage: async (request) => {
        renders += 1;
        return pageFor(request.url);
      },
    };
    const pages = createServerPages({ renderer, template: TEMPLATE, gatewayUrl: gateway.url })!;
    const front = await startFront(pages);
    try {
      const texts = async (search: string) => (await fetch(`${front.url}${PAGE}${search}`)).text();
      await texts('');
      await texts('');
      expect(renders).toBe(1);
      expect(await texts('?make=Honda')).toContain('cards of /inventory/vehicles?make=Honda');
      expect(renders).toBe(2);
      vi.setSystemTime(Date.now() + CACHE_MS + 1);
      await texts('');
      expect(renders).toBe(3);
    } finally {
      await front.close();
    }
  });

  it(`renders at most ${MAX_RENDERS} pages at once: past that the browser renders`, async () => {
    const { renderer, held } = heldRenderer();
    const pages = createServerPages({ renderer, template: TEMPLATE, gatewayUrl: gateway.url })!;
    const front = await startFront(pages);
    try {
      const asks = Array.from({ length: MAX_RENDERS }, (_, page) =>
        fetch(`${front.url}${PAGE}?page=${page + 1}`),
      );
      await vi.waitFor(() => expect(held).toHaveLength(MAX_RENDERS));
      const over = await fetch(`${front.url}${PAGE}?page=99`);
      expect(over.headers.get('x-shell')).toBe('1');
      expect(await over.text()).toBe(TEMPLATE);
      expect(held).toHaveLength(MAX_RENDERS);
      for (const render of held) render.finish(pageFor(render.url));
      const answers = await Promise.all(asks);
      expect(answers.map((answer) => answer.headers.get('x-shell'))).toEqual(
        Array(MAX_RENDERS).fill(null),
      );
    } finally {
      await front.close();
    }
  });

  it('leaves the page to the browser when a render fails, gives nothing, or runs late', async () => {
    const failures: unknown[] = [];
    const outcomes: Record<string, (request: Request) => Promise<RenderedPage | null>> = {
      '?failing': async () => {
        throw new Error('the gateway is down');
      },
      '?nothing': async () => null,
      // Never finishes by itself: only the deadline ends it.
      '?late': () => new Promise(() => {}),
    };
    const renderer: PageRenderer = {
      SERVER_RENDERED_PATHS: new Set([PAGE]),
      renderPage: (request) => outcomes[new URL(request.url).search]!(request),
    };
    const pages = createServerPages({
      renderer,
      template: TEMPLATE,
      gatewayUrl: gateway.url,
      renderTimeoutMs: 50,
      onRenderError: (error) => failures.push(error),
    })!;
    const front = await startFront(pages);
    try {
      for (const search of Object.keys(outcomes)) {
        const answer = await fetch(`${front.url}${PAGE}${search}`);
        expect(answer.headers.get('x-shell')).toBe('1');
        expect(await answer.text()).toBe(TEMPLATE);
      }
      expect(failures.map((error) => (error as Error).name)).toEqual(['Error', 'TimeoutError']);
    } finally {
      await front.close();
    }
  });

  it('asks the gateway as the browser’s address, with no credentials of the browser', async () => {
    const renderer: PageRenderer = {
      SERVER_RENDERED_PATHS: new Set([PAGE]),
      renderPage: async (request, fetchOperation) => {
        const answer = await fetchOperation({ documentId: 'sha256:abc', variables: { first: 6 } });
        expect(answer).toEqual({ data: { viewer: { isLoggedIn: false } } });
        return pageFor(request.url);
      },
    };
    const pages = createServerPages({ renderer, template: TEMPLATE, gatewayUrl: gateway.url })!;
    const front = await startFront(pages);
    try {
      gateway.requests.length = 0;
      await fetch(`${front.url}${PAGE}`, {
        headers: { authorization: 'Bearer secret', cookie: 'session=secret' },
      });
      expect(gateway.requests).toHaveLength(1);
      const [request] = gateway.requests;
      expect(request!.body).toEqual({ documentId: 'sha256:abc', variables: { first: 6 } });
      expect(request!.headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(request!.headers.authorization).toBeUndefined();
      expect(request!.headers.cookie).toBeUndefined();
    } finally {
      await front.close();
    }
  });
});
