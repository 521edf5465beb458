// `npm start`'s product as three processes: the api, the gateway and the front server, each
// started with its environment, in order, each waited for on its GET /readyz, and kept running
// by superviseChild. One EVENTS_SECRET is made per start (unless set) and given to both the api
// and the gateway. With embedded PGlite only one api may open the data directory, so exactly one
// api runs here; more apis need PostgreSQL (docs/deploy.md). The gateway runs as a build, made
// afresh on every start (scripts/buildGateway.ts: its memory, and a young generation that fits).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import { GATEWAY_NODE_FLAGS } from '@canam/gateway/nodeFlags';
import { buildGateway } from '../buildGateway.ts';
import { repoRoot, webDistDir } from '../paths.ts';
import { RESTART_POLICY, type RestartPolicy } from './restartPolicy.ts';
import { superviseChild, type SupervisedChild } from './supervisedChild.ts';
import { waitForReady } from './waitForReady.ts';

export interface SupervisedStackOptions {
  port: number;
  apiPort: number;
  gatewayPort: number;
  /** postgres://… ; '' or undefined: embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Shared by the api and the gateway; default EVENTS_SECRET, else made for this start. */
  eventsSecret?: string;
  /** The built web application the front server serves. */
  distDir?: string;
  /** The environment every child starts from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** How long a first start may take to be ready (the api migrates and seeds an empty database). */
  readyTimeoutMs?: number;
  /** How long a child may drain before SIGKILL. */
  stopTimeoutMs?: number;
  restartPolicy?: RestartPolicy;
  log: Logger;
  /** A child is in a crash loop: the caller stops the rest and exits non-zero. */
  onGiveUp(name: string, reason: string): void;
}

export interface SupervisedStack {
  url: string;
  apiUrl: string;
  gatewayUrl: string;
  children: { api: SupervisedChild; gateway: SupervisedChild; front: SupervisedChild };
  /** Front server and gateway first (no new traffic), the api last; each drains. */
  stop(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

export async function startSupervisedStack(
  options: SupervisedStackOptions,
): Promise<SupervisedStack> {
  const base = options.env ?? process.env;
  const eventsSecret =
    options.eventsSecret || base.EVENTS_SECRET || randomBytes(24).toString('base64url');
  const apiUrl = `http://${LOOPBACK}:${options.apiPort}`;
  const gatewayUrl = `http://${LOOPBACK}:${options.gatewayPort}`;
  const url = `http://localhost:${options.port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 300_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 20_000;
  const policy = options.restartPolicy ?? RESTART_POLICY;
  const events = { log: options.log, onGiveUp: options.onGiveUp };
  const started: SupervisedChild[] = [];

  const run = async (
    name: string,
    script: string,
    env: NodeJS.ProcessEnv,
    readyUrl: string,
    nodeFlags: string[] = [],
  ) => {
    const child = superviseChild(
      {
        name,
        script: path.join(repoRoot, script),
        nodeFlags,
        cwd: repoRoot,
        env: { ...base, ...env },
        readyUrl,
      },
      policy,
      events,
    );
    started.push(child);
    await waitForReady(readyUrl, readyTimeoutMs, child.gaveUp);
    options.log.info({ child: name, pid: child.pid() }, `${name} is ready`);
    return child;
  };
  const stopAll = async () => {
    const [api, ...inFront] = started;
    await Promise.all(inFront.map((child) => child.stop(stopTimeoutMs)));
    await api?.stop(stopTimeoutMs);
  };

  try {
    const api = await run(
      'api',
      'api/src/server.ts',
      {
        API_PORT: String(options.apiPort),
        API_HOST: LOOPBACK,
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: options.dataDir ?? base.DATA_DIR ?? path.join(repoRoot, '.data'),
        SEED: '1',
        EVENTS_SECRET: eventsSecret,
        // Links in e-mails point at the front server unless PUBLIC_BASE_URL says otherwise.
        PUBLIC_BASE_URL: base.PUBLIC_BASE_URL || url,
        // Only the gateway and the front server on this machine call it.
        TRUST_PROXY: 'loopback',
      },
      `${apiUrl}/readyz`,
    );
    const gatewayBuild = await buildGateway();
    const gateway = await run(
      'gateway',
      path.relative(repoRoot, gatewayBuild),
      {
        GATEWAY_PORT: String(options.gatewayPort),
        GATEWAY_HOST: LOOPBACK,
        API_URL: apiUrl,
        API_EVENTS_URL: '',
        API_EVENTS_SECRET: eventsSecret,
        TRUST_PROXY: 'loopback',
      },
      `${gatewayUrl}/readyz`,
      GATEWAY_NODE_FLAGS,
    );
    const front = await run(
      'front',
      'scripts/frontServer.ts',
      {
        PORT: String(options.port),
        GATEWAY_URL: gatewayUrl,
        API_URL: apiUrl,
        WEB_DIST_DIR: options.distDir ?? webDistDir,
        // TRUST_PROXY as given: the proxies in front of the product.
      },
      `http://${LOOPBACK}:${options.port}/readyz`,
    );
    return { url, apiUrl, gatewayUrl, children: { api, gateway, front }, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
