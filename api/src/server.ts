// The api process: opens the database (migrating it), seeds an empty one when asked, and
// listens. Run directly (`tsx api/src/server.ts`): API_PORT (4000), API_HOST (127.0.0.1),
// DATABASE_URL, DATA_DIR, SEED=1, EVENTS_SECRET (what gateways present to read the event
// stream: the same value for every api and gateway), LOG_FORMAT (json|human), LOG_REQUESTS=1,
// DRAIN_DELAY_MS; e-mail and accounts: SMTP_URL, PUBLIC_BASE_URL, MAIL_FROM, ADDRESS_PROVIDER,
// RATE_LIMIT_SCALE, TRUST_PROXY (config.ts). SIGTERM or SIGINT drains it and exits 0
// (docs/deploy.md).
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { createEventHub } from './events/hub.ts';
import { expireOffers, startExpiryJob } from './offers/expiryJob.ts';
import { negotiationContextOf } from './offers/negotiationContext.ts';
import { createAddressProvider } from './address/provider.ts';
import { createMailer } from './mail/createMailer.ts';
import {
  REDELIVERY_SETTINGS,
  startRedelivery,
  type RedeliverySettings,
} from './mail/redelivery.ts';
import { loadSigningSecret } from './auth/secret.ts';
import { openDatabase } from './db/database.ts';
import { pgliteDirOf, readConfig, uploadsDirOf } from './config.ts';
import { createLogger } from './logging.ts';
import { exitAfterShutdown } from './shutdown.ts';
import type { TrustProxy } from './trustProxy.ts';
import { seedDemo } from './seed/seed.ts';

export interface ApiOptions {
  port?: number;
  host?: string;
  /** postgres://… ; '' forces embedded PGlite; undefined reads DATABASE_URL. */
  databaseUrl?: string;
  dataDir?: string;
  /** Fill an empty database with the demo marketplace. */
  seed?: boolean;
  /** true logs every request; otherwise only warnings and errors (a failing CRM webhook, 500s). */
  logger?: boolean;
  /** smtp://… ; '' forces the stored outbox; undefined reads SMTP_URL. */
  smtpUrl?: string;
  /** Base of the links in e-mails; undefined reads PUBLIC_BASE_URL (http://localhost:8080). */
  publicBaseUrl?: string;
  /** Multiplies the account rate limits; undefined reads RATE_LIMIT_SCALE (1). */
  rateLimitScale?: number;
  /** Whose X-Forwarded-For is believed; undefined reads TRUST_PROXY (loopback: the gateway). */
  trustProxy?: TrustProxy;
  /** Timing of the e-mail retry worker (tests shorten it); default mail/redelivery.ts. */
  mailRedelivery?: Partial<RedeliverySettings>;
  /** Requests a personal access token may make per minute; default ACCESS_TOKEN_LIMITS. */
  accessTokenRequestsPerMinute?: number;
  /** What gateways present to read GET /api/events; undefined reads EVENTS_SECRET, else random. */
  eventsSecret?: string;
  /**
   * Milliseconds between GET /readyz turning 503 and the listener closing, so load balancers
   * stop sending new requests first; undefined reads DRAIN_DELAY_MS (0).
   */
  drainDelayMs?: number;
}

export interface RunningApi {
  url: string;
  port: number;
  /** What a gateway presents to read GET /api/events (EVENTS_SECRET, or made for this process). */
  eventsSecret: string;
  /**
   * Runs the offer expiry job now as if the clock read `at` (its clock is injectable): tests and
   * demos move time forward this way to see offers expire. Answers how many offers expired.
   */
  expireOffersAt(at: Date): Promise<number>;
  /**
   * Graceful stop: /readyz answers 503, new connections are refused, requests in flight finish,
   * event streams end (gateways resume elsewhere with Last-Event-ID), jobs stop, database closes.
   */
  close(): Promise<void>;
}

export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const config = readConfig(options);
  const uploadsDir = uploadsDirOf(config);
  await mkdir(uploadsDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config),
  });
  const mailer = createMailer(config);
  const log = createLogger('api', options.logger ? 'info' : 'warn');
  const eventHub = await createEventHub(config.databaseUrl, (error) =>
    log.warn(
      { error: String(error) },
      'event wake-ups lost; listening again (streams poll meanwhile)',
    ),
  );
  const eventsSecret =
    options.eventsSecret || process.env.EVENTS_SECRET || randomBytes(24).toString('base64url');
  const drainDelayMs = options.drainDelayMs ?? (Number(process.env.DRAIN_DELAY_MS) || 0);
  let stopExpiryJob = async () => {};
  let stopRedelivery = async () => {};
  try {
    if (options.seed) await seedDemo(database.db, { uploadsDir });
    const tokenSettings = {
      secret: await loadSigningSecret(database.db, config.jwtSecret),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
    };
    const app = await buildApp({
      db: database.db,
      tokenSettings,
      uploadsDir,
      crmWebhookUrl: config.crmWebhookUrl,
      mailer,
      accounts: {
        publicBaseUrl: config.publicBaseUrl,
        addressProvider: createAddressProvider(config.addressProvider),
        rateLimitScale: config.rateLimitScale,
      },
      loggerInstance: log,
      eventHub,
      postgres: database.kind === 'postgres',
      eventsSecret,
      trustProxy: config.trustProxy,
      accessTokenRequestsPerMinute: options.accessTokenRequestsPerMinute,
    });
    // Before any step (expiry, requests): whatever is in flight now was left by an earlier process.
    stopRedelivery = startRedelivery(
      { db: database.db, mailer, log: app.log, exclusive: database.kind === 'pglite' },
      (error) => app.log.error(error, 'e-mail redelivery failed'),
      { ...REDELIVERY_SETTINGS, ...options.mailRedelivery },
    );
    stopExpiryJob = startExpiryJob(negotiationContextOf(app), (error) =>
      app.log.error(error, 'offer expiry failed'),
    );
    await app.listen({ port: options.port ?? 4000, host: options.host ?? '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      eventsSecret,
      expireOffersAt: (at) => expireOffers(negotiationContextOf(app), at),
      async close() {
        app.lifecycle.draining = true;
        if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
        await stopRedelivery();
        await stopExpiryJob();
        await app.close();
        await eventHub.close();
        await mailer.close();
        await database.close();
      },
    };
  } catch (error) {
    await stopRedelivery();
    await stopExpiryJob();
    await eventHub.close();
    await mailer.close();
    await database.close();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = createLogger('api', 'info');
  if (!process.env.EVENTS_SECRET) {
    log.warn('EVENTS_SECRET is not set: only a gateway in this process could read the events');
  }
  const api = await startApi({
    port: Number(process.env.API_PORT ?? 4000),
    host: process.env.API_HOST,
    seed: process.env.SEED === '1',
    logger: process.env.LOG_REQUESTS === '1',
  });
  log.info({ url: api.url, pid: process.pid }, `api listening on ${api.url}`);
  exitAfterShutdown(log, () => api.close());
}
