// Starts the whole product in THIS process: api, gateway and the front server, each on its own
// port, talking over real HTTP. Used by the browser tests and the benchmarks (which need
// restartGateway and expireOffersAt); `npm start` runs the same three as separate processes
// under the supervisor (supervisor/supervisedStack.ts). TRUST_PROXY names
// the proxies in front of the front server; the gateway and the api believe only the hop before
// them on this machine (the browser's one address, decided by the front server).
import { startApi } from '@canam/api/server';
import { parseTrustProxy } from '@canam/gateway/clientAddress';
import { startGateway } from '@canam/gateway/server';
import { startFrontServer } from './frontServer.ts';
import { webDistDir } from './paths.ts';

export { repoRoot, webDistDir } from './paths.ts';

export interface StackOptions {
  port?: number;
  apiPort?: number;
  gatewayPort?: number;
  dataDir?: string;
  databaseUrl?: string;
  logger?: boolean;
  /** smtp://… for e-mail (the browser tests' in-process SMTP server); '' the stored outbox. */
  smtpUrl?: string;
  /** Base of the links in e-mails (the front server's URL); default PUBLIC_BASE_URL. */
  publicBaseUrl?: string;
}

export interface RunningStack {
  url: string;
  apiUrl: string;
  gatewayUrl: string;
  /** Stops and starts the gateway on the same port (used to prove nothing is lost). */
  restartGateway(): Promise<void>;
  /** Expires the offers whose 18 hours end by `at`, as the api's job would then (tests). */
  expireOffersAt(at: Date): Promise<number>;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const api = await startApi({
    port: options.apiPort ?? 0,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    seed: true,
    logger: options.logger ?? false,
    smtpUrl: options.smtpUrl,
    publicBaseUrl: options.publicBaseUrl,
    trustProxy: ['loopback'],
  });
  // The gateway tails the api's event stream with the api's secret (subscriptions).
  const gatewayOptions = {
    apiUrl: api.url,
    eventsSecret: api.eventsSecret,
    trustProxy: ['loopback'],
    explorerDir: webDistDir,
  };
  let gateway = await startGateway({ port: options.gatewayPort ?? 0, ...gatewayOptions });
  const gatewayPort = gateway.port;
  const front = await startFrontServer({
    port: options.port ?? 0,
    distDir: webDistDir,
    gatewayUrl: gateway.url,
    apiUrl: api.url,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  });
  return {
    url: front.url,
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    async restartGateway() {
      await gateway.close();
      gateway = await startGateway({ port: gatewayPort, ...gatewayOptions });
    },
    expireOffersAt: (at) => api.expireOffersAt(at),
    async close() {
      await front.close();
      await gateway.close();
      await api.close();
    },
  };
}
