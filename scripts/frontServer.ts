// The one URL of the product: serves the built web application (the public inventory rendered
// here for guests, serverPages.ts; its GraphiQL explorer to a browser opening /graphql) and
// forwards /graphql (HTTP and WebSocket) to the gateway and /uploads (vehicle photos) to the api,
// each with the browser's one address as X-Forwarded-For (decided here, from the socket and the
// trusted proxies); the probes GET /healthz and /readyz (the gateway answers its /healthz; 503
// while draining).
// Run directly (`tsx scripts/frontServer.ts`): PORT (8080), HOST (all interfaces), GATEWAY_URL
// (http://127.0.0.1:4001), API_URL (http://127.0.0.1:4000), WEB_DIST_DIR (web/dist),
// TRUST_PROXY, LOG_FORMAT, DRAIN_DELAY_MS. SIGTERM or SIGINT drains it and exits 0.
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  clientAddressOf,
  proxyTrustOf,
  type ProxyTrust,
  parseTrustProxy,
  type TrustProxy,
} from '@canam/gateway/clientAddress';
import { createLogger } from '@canam/gateway/logging';
import { exitAfterShutdown } from '@canam/gateway/shutdown';
import { webDistDir } from './paths.ts';
import { loadServerPages } from './serverPages.ts';
import { servePage, serveStatic } from './staticFiles.ts';
import { EXPLORER_PAGE, wantsExplorer } from '@canam/gateway/explorerRequest';

export interface FrontServerOptions {
  port?: number;
  host?: string;
  distDir: string;
  gatewayUrl: string;
  apiUrl: string;
  /** Proxies in front of this server whose X-Forwarded-For is believed; default none. */
  trustProxy?: TrustProxy;
  /** Milliseconds between GET /readyz turning 503 and the listener closing. */
  drainDelayMs?: number;
  /** Told of a server render that failed (the browser then renders the page). */
  onRenderError?: (error: unknown, url: string) => void;
}

export interface RunningFrontServer {
  url: string;
  port: number;
  /** Graceful: /readyz 503, no new connections, answers in flight finish, then sockets close. */
  close(): Promise<void>;
}

/** How long answers in flight may take to finish once the server stops. */
const DRAIN_TIMEOUT_MS = 10_000;
const GATEWAY_CHECK_TIMEOUT_MS = 2_000;

async function answersHealthz(baseUrl: string): Promise<boolean> {
  try {
    const answer = await fetch(`${baseUrl}/healthz`, {
      signal: AbortSignal.timeout(GATEWAY_CHECK_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

function sendStatus(res: http.ServerResponse, status: number, text: string) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ status: text }));
}

/** The request's headers for the next hop: the browser's one address replaces any chain it sent. */
function headersToForward(req: http.IncomingMessage, trust: ProxyTrust) {
  const headers: http.IncomingHttpHeaders = { ...req.headers };
  delete headers['x-forwarded-for'];
  const address = clientAddressOf(req.headers, req.socket.remoteAddress, trust);
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}

function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: string,
  trust: ProxyTrust,
): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...headersToForward(req, trust), host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Service unavailable' }] }));
  });
  req.pipe(upstream);
}

/** WebSocket upgrades are piped byte for byte to the gateway. */
function forwardUpgrade(
  req: http.IncomingMessage,
  socket: net.Socket,
  head: Buffer,
  target: string,
  trust: ProxyTrust,
) {
  const { hostname, port } = new URL(target);
  const upstream = net.connect(Number(port), hostname, () => {
    const headers = Object.entries(headersToForward(req, trust))
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
      .join('\r\n');
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

export async function startFrontServer(options: FrontServerOptions): Promise<RunningFrontServer> {
  const distDir = path.resolve(options.distDir);
  const trust = proxyTrustOf(options.trustProxy ?? false);
  // The public pages rendered here for guests; none when the build has no server bundle.
  const pages = await loadServerPages(distDir, options.gatewayUrl, options.onRenderError);
  let draining = false;
  const upgraded = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/healthz') return sendStatus(res, 200, 'ok');
    if (url === '/readyz') {
      if (draining) return sendStatus(res, 503, 'draining');
      void answersHealthz(options.gatewayUrl).then((up) =>
        up ? sendStatus(res, 200, 'ready') : sendStatus(res, 503, 'gateway unreachable'),
      );
      return;
    }
    if (wantsExplorer(req)) {
      servePage(distDir, EXPLORER_PAGE, req, res).catch(() => res.writeHead(500).end());
      return;
    }
    if (url.startsWith('/graphql')) return forward(req, res, options.gatewayUrl, trust);
    if (url.startsWith('/uploads/')) return forward(req, res, options.apiUrl, trust);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const serveApp = () => serveStatic(distDir, req, res).catch(() => res.writeHead(500).end());
    if (pages?.renders(req)) {
      const address = clientAddressOf(req.headers, req.socket.remoteAddress, trust);
      pages.answer(req, res, address).then(
        (answered) => {
          if (!answered) void serveApp();
        },
        () => (res.headersSent ? res.end() : void serveApp()),
      );
      return;
    }
    void serveApp();
  });
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith('/graphql') && !draining) {
      upgraded.add(socket as net.Socket);
      socket.once('close', () => upgraded.delete(socket as net.Socket));
      forwardUpgrade(req, socket as net.Socket, head, options.gatewayUrl, trust);
    } else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 8080, options.host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      draining = true;
      if (options.drainDelayMs) await new Promise((ok) => setTimeout(ok, options.drainDelayMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // The WebSockets piped to the gateway: the browser reconnects and resumes (its cursor). They
      // count as the server's connections, so close() would wait for them forever.
      for (const socket of upgraded) socket.destroy();
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      await closed;
      clearTimeout(cut);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = createLogger('front', 'info');
  const front = await startFrontServer({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST || undefined,
    distDir: webDistDir,
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4001',
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    drainDelayMs: Number(process.env.DRAIN_DELAY_MS) || 0,
    onRenderError: (error, url) => log.warn({ err: error, url }, 'server render failed'),
  });
  log.info({ url: front.url, pid: process.pid }, `front server on ${front.url}`);
  exitAfterShutdown(log, () => front.close());
}
