// The gateway process: one node:http server with Apollo on POST/GET /graphql, graphql-ws on the
// The gateway process: one node:http server with Apollo on POST/GET /graphql, graphql-ws on the
// same port and path, both within the limits of limits/, the GraphiQL explorer for a browser's
// GET /graphql, and the probes GET /healthz, /readyz (and /health). main.ts runs it as a process
// from its environment.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddressOf, proxyTrustOf, type TrustProxy } from './clientAddress.ts';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { execute } from 'graphql/index.js';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import {
  credentialsFromConnectionParams,
  credentialsFromHeaders,
  createContext,
  forwardedFor,
} from './context.ts';
import type { GatewayContext, LiveEvents } from './context.ts';
import { createEventFeed } from './events/eventFeed.ts';
import { executorGateway } from './execution/apolloExecutor.ts';
import { createCompiledOperations } from './execution/compiledOperations.ts';
import { createLogger } from './logging.ts';
import { answerProbe } from './probes.ts';
import type { Logger } from 'pino';
import { DEFAULT_EXPLORER_DIR, serveExplorer } from './explorerFiles.ts';
import { apolloLimits } from './limits/apolloLimits.ts';
import {
  executionTimeLimit,
  executionTimeLimitOfBody,
  executionTimeoutError,
  withTimeout,
} from './limits/executionTimeout.ts';
import { refusalAnswer, withJsonClientStatus } from './limits/httpAnswers.ts';
import { readGraphQLRequest, sendAnswer } from './limits/httpRequest.ts';
import { LIMIT_CODES } from './limits/limitError.ts';
import { GATEWAY_LIMITS, type GatewayLimits } from './limits/limits.ts';
import { createOperationLimits } from './limits/operationLimits.ts';
import { createSocketLimit } from './limits/socketLimits.ts';
import { limitedOnSubscribe } from './limits/wsOperations.ts';
import { createRestTransport } from './rest/client.ts';
import type { RestTransportOptions } from './rest/client.ts';
import { restStatusOf } from './rest/HttpError.ts';
import { createSchema } from './schema.ts';
import { createOperationCache } from './subscriptions/operationCache.ts';
import { SharedExecutions } from './subscriptions/sharedExecutions.ts';
import { SharedFetches } from './subscriptions/sharedFetches.ts';
import { sharedSubscribe } from './subscriptions/sharedSubscribe.ts';
import { loadTrustedDocuments, type TrustedDocuments } from './limits/trustedDocuments.ts';

export interface GatewayOptions {
  port?: number;
  host?: string;
  apiUrl?: string;
  /** The api that streams GET /api/events (default apiUrl). */
  eventsUrl?: string;
  /** The api's events secret; without one, subscriptions answer UPSTREAM_UNAVAILABLE. */
  eventsSecret?: string;
  /** Proxies whose X-Forwarded-For is believed (clientAddress.ts); default loopback. */
  trustProxy?: TrustProxy;
  /** Changes to the limits of limits/limits.ts (tests, benchmarks with many sockets). */
  limits?: Partial<GatewayLimits>;
  /** Where warnings (and requests, with logRequests) go; default logging.ts's at level info. */
  log?: Logger;
  /** Log every HTTP request (LOG_REQUESTS=1 when run directly). */
  logRequests?: boolean;
  /** Milliseconds between GET /readyz turning 503 and the listener closing (DRAIN_DELAY_MS). */
  drainDelayMs?: number;
  /** The documents guests may run by id (default the web's, web/persisted-documents.json). */
  trustedDocuments?: TrustedDocuments;
  /** The web build whose explorer.html a browser gets at GET /graphql (default web/dist). */
  explorerDir?: string;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** For tests: REST transport overrides (an undici MockAgent, shorter timeouts). */
export interface GatewayTestOptions extends GatewayOptions {
  rest?: Omit<RestTransportOptions, 'apiUrl'>;
}

export async function startGateway(options: GatewayTestOptions = {}): Promise<RunningGateway> {
  const apiUrl = options.apiUrl ?? 'http://127.0.0.1:4000';
  const log = options.log ?? createLogger('gateway', 'info');
  let draining = false;
  const transport = createRestTransport({
    apiUrl,
    ...options.rest,
  });
  const live: LiveEvents | undefined = options.eventsSecret
    ? {
        feed: createEventFeed({
          apiUrl: options.eventsUrl ?? apiUrl,
          secret: options.eventsSecret,
          onError: (error) => log.warn({ error: String(error) }, 'gateway events'),
        }),
        shared: new SharedFetches(),
        executions: new SharedExecutions(),
      }
    : undefined;
  const probes = {
    apiUrl,
    draining: () => draining,
    eventsConnected: live ? () => live.feed.connected() : null,
  };
  const trust = proxyTrustOf(options.trustProxy ?? ['loopback']);
  const limits: GatewayLimits = { ...GATEWAY_LIMITS, ...options.limits };
  const documents = options.trustedDocuments ?? loadTrustedDocuments();
  const schema = createSchema();
  const operationLimitErrors = createOperationLimits(schema, limits);
  const httpServer = http.createServer();
  const socketLimit = createSocketLimit(
    limits.maxSocketsPerAddress,
    (req) => clientAddressOf(req.headers, req.socket.remoteAddress, trust) ?? 'unknown',
  );
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: limits.maxBodyBytes, // a bigger message closes the socket with 1009
    verifyClient: socketLimit.verifyClient,
  });
  socketLimit.track(wsServer);
  const operations = createOperationCache();
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      onSubscribe: limitedOnSubscribe({
        schema,
        operations,
        operationLimitErrors,
        limits,
        documents,
      }),
      execute: (args) => {
        const timeLimit = executionTimeLimit(args.document, args.operationName, limits);
        return withTimeout(Promise.resolve(execute(args)), timeLimit, () => {
          const error = executionTimeoutError(timeLimit);
          (args.contextValue as GatewayContext).endWork(error);
          return { errors: [error] };
        });
      },
      // Subscribers that would get the same result for an event share one execution of it.
      subscribe: sharedSubscribe,
      // A token the api rejects closes the socket with 4403 Forbidden; no token is a guest.
      async onConnect(ctx) {
        const credentials = credentialsFromConnectionParams(ctx.connectionParams);
        if (!credentials.accessToken) return true;
        try {
          await createContext(transport, credentials).loaders.viewerProfile.load();
          return true;
        } catch (error) {
          const status = restStatusOf(error);
          if (status === 401 || status === 403) return false;
          throw error;
        }
      },
      context: (ctx) =>
        createContext(
          transport,
          credentialsFromConnectionParams(
            ctx.connectionParams,
            forwardedFor(ctx.extra.request.headers, ctx.extra.request.socket.remoteAddress, trust),
          ),
          { closeSocket: (code, reason) => ctx.extra.socket.close(code, reason), live },
        ),
    },
    wsServer,
  );

  const operationRunner = createCompiledOperations(
    schema,
    (textHash) => documents.text(textHash) !== undefined,
  );
  const apollo = new ApolloServer<GatewayContext>({
    // The schema, and an executor that runs trusted documents compiled (execution/).
    gateway: executorGateway(schema, operationRunner.run),
    includeStacktraceInErrorResponses: false,
    // close() drains on SIGTERM (shutdown.ts); Apollo's own handler would re-raise the signal.
    stopOnTerminationSignals: false,
    // Documents are persisted at build time (limits/resolveDocument.ts), never registered by
    // clients (Apollo's APQ).
    persistedQueries: false,
    // Answers go out compact: Apollo's default indents them, which costs the gateway CPU and the
    // client bytes and parsing (a 33-card page: 72 KB indented, 40 KB compact; docs/decisions.md).
    stringifyResult: (value) => JSON.stringify(value),
    plugins: [
      // GET /graphql in a browser is the explorer (explorerFiles.ts), never Apollo's CDN-hosted page.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      apolloLimits<GatewayContext>(operationLimitErrors),
      // Answers depend on the viewer and are never cached by hints; the plugin Apollo installs
      // by default would run a hook on every field of every operation.
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  httpServer.on('request', (req, res) => {
    if (options.logRequests) logRequest(log, req, res);
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ message: String((error as Error)?.message ?? error) }] }),
      );
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (await answerProbe(probes, req, res, url.pathname)) return;
    if (await serveExplorer(options.explorerDir ?? DEFAULT_EXPLORER_DIR, req, res)) return;
    if (url.pathname !== '/graphql') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const credentials = credentialsFromHeaders(req.headers, req.socket.remoteAddress, trust);
    const read = await readGraphQLRequest(req, url, limits, {
      documents,
      hasBearer: !!credentials.accessToken,
    });
    if ('refusal' in read) {
      sendAnswer(res, read.refusal);
      return;
    }
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    let context: GatewayContext | undefined;
    const execution = apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method ?? 'GET',
        headers,
        search: read.search,
        body: read.body,
      },
      context: async () => (context = createContext(transport, credentials, { live })),
    });
    const timeLimit = executionTimeLimitOfBody(read.body, limits);
    const finished = await withTimeout(execution, timeLimit, () => {
      context?.endWork(executionTimeoutError(timeLimit));
      return null;
    });
    if (!finished) {
      const { message } = executionTimeoutError(timeLimit);
      sendAnswer(res, refusalAnswer(LIMIT_CODES.timeout, message, 504, req.headers.accept));
      return;
    }
    const answer = withJsonClientStatus(finished);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      // Encoded once: given the string, Node measures it (flattening Apollo's JSON + '\n') and
      // then encodes it again to write it, three copies of a 40 KB page instead of one.
      const body = Buffer.from(answer.body.string);
      res.setHeader('content-length', body.length);
      res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${port}`,
    port,
    async close() {
      draining = true;
      if (options.drainDelayMs) await new Promise((ok) => setTimeout(ok, options.drainDelayMs));
      // Sockets go first (1001 Going Away, so clients resubscribe elsewhere); ending the feed
      // first would complete every subscription and clients would not come back.
      await apollo.stop();
      await live?.feed.close();
      await transport.close();
    },
  };
}

/** One line per answered request: method, path, status and milliseconds. */
function logRequest(log: Logger, req: http.IncomingMessage, res: http.ServerResponse) {
  const started = performance.now();
  res.once('finish', () => {
    log.info(
      {
        req: { method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      'request completed',
    );
  });
}
