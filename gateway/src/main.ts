// The gateway as a process (server.ts), configured by its environment: GATEWAY_PORT (4001),
// API_URL (http://127.0.0.1:4000), GATEWAY_HOST (127.0.0.1), TRUST_PROXY (loopback: the front
// server), for subscriptions the api's events secret API_EVENTS_SECRET (or EVENTS_SECRET) and
// optionally API_EVENTS_URL (default API_URL); TRUSTED_DOCUMENTS_FILE (default the web's
// web/persisted-documents.json), EXPLORER_DIR or WEB_DIST_DIR (the web build whose explorer a
// browser gets; default web/dist); LOG_FORMAT (json|human), LOG_REQUESTS=1, DRAIN_DELAY_MS.
// SIGTERM or SIGINT drains it (sockets closed with 1001) and exits 0 (docs/deploy.md). The entry
// of the gateway's build (scripts/buildGateway.ts); under tsx, `tsx gateway/src/main.ts`.
import { parseTrustProxy } from './clientAddress.ts';
import { loadTrustedDocuments } from './limits/trustedDocuments.ts';
import { createLogger } from './logging.ts';
import { startGateway } from './server.ts';
import { exitAfterShutdown } from './shutdown.ts';

const log = createLogger('gateway', 'info');
const gateway = await startGateway({
  port: Number(process.env.GATEWAY_PORT ?? 4001),
  host: process.env.GATEWAY_HOST ?? '127.0.0.1',
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
  eventsUrl: process.env.API_EVENTS_URL || undefined,
  eventsSecret: process.env.API_EVENTS_SECRET || process.env.EVENTS_SECRET || undefined,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  log,
  logRequests: process.env.LOG_REQUESTS === '1',
  drainDelayMs: Number(process.env.DRAIN_DELAY_MS) || 0,
  trustedDocuments: loadTrustedDocuments(process.env.TRUSTED_DOCUMENTS_FILE || undefined),
  explorerDir: process.env.EXPLORER_DIR || process.env.WEB_DIST_DIR || undefined,
});
log.info({ url: gateway.url, pid: process.pid }, `GraphQL gateway on ${gateway.url}/graphql`);
exitAfterShutdown(log, () => gateway.close());
