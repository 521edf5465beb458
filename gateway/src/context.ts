// Per-request context: who is asking (bearer token and marketPlaceId, from HTTP headers or the
// graphql-ws connection_init payload), a REST client bound to them and fresh loaders.
import type { IncomingHttpHeaders } from 'node:http';
import { clientAddressOf, type ProxyTrust } from './clientAddress.ts';
import type { EventFeed } from './events/eventFeed.ts';
import { createLoaders } from './loaders/index.ts';
import type { Loaders } from './loaders/index.ts';
import { bindRestClient } from './rest/client.ts';
import type { OperationWork, RestCredentials, RestTransport } from './rest/client.ts';
import type { SharedExecutions } from './subscriptions/sharedExecutions.ts';
import type { SharedFetches } from './subscriptions/sharedFetches.ts';

export interface GatewayContext {
  credentials: RestCredentials;
  loaders: Loaders;
  /**
   * Fresh loaders for the same viewer. A subscription's context lives as long as the
   * subscription: each event is resolved with new loaders so nothing stale is served (once per
   * event and sharing key: subscribers that share an execution share its loaders).
   */
  renewLoaders(): void;
  /** graphql-ws only: closes the subscriber's socket (4401 when its token expired). */
  closeSocket?: (code: number, reason: string) => void;
  /** The gateway's live events (absent when no events secret is set). */
  live?: LiveEvents;
  /**
   * Ends the operation's work once its caller has been answered without it (the execution time
   * limit): each REST call it would still make throws `reason` instead.
   */
  endWork(reason: Error): void;
}

export interface LiveEvents {
  feed: EventFeed;
  shared: SharedFetches;
  /** Subscribers that would get the same result for an event share one execution. */
  executions: SharedExecutions;
}

export function createContext(
  transport: RestTransport,
  credentials: RestCredentials,
  socket: Pick<GatewayContext, 'closeSocket' | 'live'> = {},
): GatewayContext {
  const work: OperationWork = { ended: null };
  const rest = bindRestClient(transport, credentials, work);
  const context: GatewayContext = {
    credentials,
    loaders: createLoaders(rest),
    renewLoaders() {
      context.loaders = createLoaders(rest);
    },
    endWork(reason) {
      work.ended ??= reason;
    },
    ...socket,
  };
  return context;
}

function bearer(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

function marketPlace(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * X-Forwarded-For for the api: the caller's one address as `trust` decides it (clientAddress.ts),
 * never the chain the caller sent, so rotating that header does not make it many callers.
 */
export function forwardedFor(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trust: ProxyTrust,
): string | null {
  return clientAddressOf(headers, remoteAddress, trust);
}

/** HTTP: `Authorization: Bearer <token>` and `marketPlaceId: <id>`. */
export function credentialsFromHeaders(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trust: ProxyTrust,
): RestCredentials {
  return {
    accessToken: bearer(headers.authorization),
    marketPlaceId: marketPlace(headers.marketplaceid),
    forwardedFor: forwardedFor(headers, remoteAddress, trust),
  };
}

/** graphql-ws connection_init payload: {accessToken? | authorization?, marketPlaceId?}. */
export function credentialsFromConnectionParams(
  params: Readonly<Record<string, unknown>> | undefined,
  forwarded: string | null = null,
): RestCredentials {
  return {
    accessToken: bearer(params?.accessToken ?? params?.authorization ?? params?.Authorization),
    marketPlaceId: marketPlace(params?.marketPlaceId),
    forwardedFor: forwarded,
  };
}
