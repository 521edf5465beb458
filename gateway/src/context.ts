// Per-request context: who is asking (bearer token and marketPlaceId, from HTTP headers or the
// graphql-ws connection_init payload), a REST client bound to them and fresh loaders.
import type { IncomingHttpHeaders } from 'node:http';
import { createLoaders } from './loaders/index.ts';
import type { Loaders } from './loaders/index.ts';
import { bindRestClient } from './rest/client.ts';
import type { RestCredentials, RestTransport } from './rest/client.ts';

export interface GatewayContext {
  credentials: RestCredentials;
  loaders: Loaders;
}

export function createContext(
  transport: RestTransport,
  credentials: RestCredentials,
): GatewayContext {
  return { credentials, loaders: createLoaders(bindRestClient(transport, credentials)) };
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

/** The caller's X-Forwarded-For chain with the caller's own address appended (proxy style). */
export function forwardedFor(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
): string | null {
  const chain = [headers['x-forwarded-for']].flat().filter(Boolean) as string[];
  if (remoteAddress) chain.push(remoteAddress);
  return chain.length ? chain.join(', ') : null;
}

/** HTTP: `Authorization: Bearer <token>` and `marketPlaceId: <id>`. */
export function credentialsFromHeaders(
  headers: IncomingHttpHeaders,
  remoteAddress?: string,
): RestCredentials {
  return {
    accessToken: bearer(headers.authorization),
    marketPlaceId: marketPlace(headers.marketplaceid),
    forwardedFor: forwardedFor(headers, remoteAddress),
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
