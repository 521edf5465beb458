// The one REST client of the gateway: a keep-alive undici Agent shared by every request
// (createRestTransport, one per gateway), bound per GraphQL request to the caller's bearer
// token and marketPlaceId (bindRestClient). JSON in and out; non-2xx answers become HttpError,
// unreachable or slow apis UpstreamUnavailableError.
import { Agent, request } from 'undici';
import type { Dispatcher } from 'undici';
import type { ErrorBody } from '@canam/domain/rest/errors';
import { HttpError, UpstreamUnavailableError } from './HttpError.ts';
import { InFlightReads } from './inFlightReads.ts';

export interface RestTransportOptions {
  apiUrl: string;
  /** Connect, headers and body timeout in ms (default 5 s). */
  timeoutMs?: number;
  /** Another dispatcher (tests pass an undici MockAgent). */
  dispatcher?: Dispatcher;
}

export interface RestTransport {
  apiUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Reads shared by requests while in flight (RestClient.getShared). */
  inFlight: InFlightReads;
  close(): Promise<void>;
}

export interface RestCredentials {
  accessToken: string | null;
  marketPlaceId: string | null;
  /** X-Forwarded-For to send: the caller's one address, decided at the edge (clientAddress.ts). */
  forwardedFor?: string | null;
}

export type QueryParams = Record<string, string | number | null | undefined>;

export interface CallOptions {
  /** Headers besides the credentials, e.g. Idempotency-Key for a retried negotiation step. */
  headers?: Record<string, string>;
  /**
   * How long the api may take to answer, in ms, instead of the transport's timeout: a bulk file
   * of 10,000 rows is applied in one call that may take a minute.
   */
  timeoutMs?: number;
  /** Call as a guest, without the caller's bearer (sign-up is for guests only). */
  asGuest?: boolean;
}

export interface RestClient {
  readonly credentials: RestCredentials;
  get<T>(path: string, query?: QueryParams): Promise<T>;
  /**
   * GET that shares one call with the identical GET (same path, token, marketplace and client
   * address) another request of this gateway has in flight (inFlightReads.ts).
   */
  getShared<T>(path: string): Promise<T>;
  /** `extraHeaders`: e.g. Idempotency-Key for a retried negotiation step. */
  post<T>(path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<T>;
  /** POST with options of its own (a longer timeout). */
  postWith<T>(path: string, body: unknown, options: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  delete<T>(path: string, query?: QueryParams): Promise<T>;
}

const DEFAULT_TIMEOUT_MS = 5_000;

export function createRestTransport(options: RestTransportOptions): RestTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const own = options.dispatcher
    ? null
    : new Agent({
        connections: 128,
        keepAliveTimeout: 30_000,
        connect: { timeout: timeoutMs },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
  return {
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    dispatcher: options.dispatcher ?? own!,
    timeoutMs,
    inFlight: new InFlightReads(),
    async close() {
      await own?.close();
    },
  };
}

export function queryString(query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The work of one operation: once ended (its time limit passed and the caller was answered),
 * every REST call it would still make throws the reason instead of reaching the api.
 */
export interface OperationWork {
  ended: Error | null;
}

export function bindRestClient(
  transport: RestTransport,
  credentials: RestCredentials,
  work: OperationWork = { ended: null },
): RestClient {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<T> {
    if (work.ended) throw work.ended;
    const timeoutMs = options.timeoutMs ?? transport.timeoutMs;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (credentials.accessToken && !options.asGuest) {
      headers.authorization = `Bearer ${credentials.accessToken}`;
    }
    if (credentials.marketPlaceId) headers.marketPlaceId = credentials.marketPlaceId;
    if (credentials.forwardedFor) headers['x-forwarded-for'] = credentials.forwardedFor;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await request(`${transport.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: transport.dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      text = await response.body.text();
    } catch (cause) {
      throw new UpstreamUnavailableError(`The api did not answer ${method} ${path}`, { cause });
    }
    const parsed = parseJson(text);
    if (response.statusCode >= 200 && response.statusCode < 300) return parsed as T;
    const message =
      (parsed as Partial<ErrorBody> | undefined)?.message ?? `REST ${response.statusCode}`;
    throw new HttpError(response.statusCode, String(message), parsed);
  }
  return {
    credentials,
    get: (path, query) => call('GET', `${path}${queryString(query)}`),
    getShared: (path) =>
      transport.inFlight.share(
        // Everything the call sends: equal keys make byte-identical requests.
        JSON.stringify([
          path,
          credentials.accessToken,
          credentials.marketPlaceId,
          credentials.forwardedFor ?? null,
        ]),
        () => call('GET', path),
      ),
    post: (path, body, extraHeaders) => call('POST', path, body ?? {}, { headers: extraHeaders }),
    postWith: (path, body, options) => call('POST', path, body ?? {}, options),
    put: (path, body, query) => call('PUT', `${path}${queryString(query)}`, body ?? {}),
    delete: (path, query) => call('DELETE', `${path}${queryString(query)}`),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
