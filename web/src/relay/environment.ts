// The Relay environment: queries and mutations over HTTP POST /graphql, subscriptions over
// graphql-ws on the same path (resuming from their last cursor after a reconnect); an
// UNAUTHENTICATED error ends the session.
import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { accessToken, marketPlaceId } from '../auth/sessionStorage.ts';
import { endSession, ensureFreshSession, refreshNow } from '../auth/sessionRefresh.ts';
import {
  fetchGraphQL,
  GRAPHQL_PATH,
  isUnauthenticated,
  persistedDocument,
} from './fetchGraphQL.ts';
import { errorWithSource } from './graphQLErrorCodes.ts';
import { resumableSubscribe } from './resumableSubscribe.ts';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { takeServerRecords } from './serverRecords.ts';

const fetchFn: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    (async () => {
      if (operation.name !== 'RefreshSessionMutation') await ensureFreshSession();
      const hadToken = Boolean(accessToken());
      let body = await fetchGraphQL(operation, variables, controller.signal);
      // A refused access token: restore the session from the refresh token once and retry;
      // when that fails too (or there is none) the session ends.
      if (hadToken && isUnauthenticated(body) && (await refreshNow())) {
        body = await fetchGraphQL(operation, variables, controller.signal);
      }
      if (hadToken && isUnauthenticated(body)) {
        endSession();
        return;
      }
      sink.next(body as GraphQLResponse);
      sink.complete();
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) sink.error(error as Error);
    });
    return () => controller.abort();
  });

let wsClient: Promise<Client> | null = null;

/** Reconnection back-off: 1 s doubling up to 30 s, with jitter so clients do not stampede. */
export function retryDelayMs(retries: number, jitter = Math.random()): number {
  return Math.min(1000 * 2 ** retries, 30_000) + Math.round(jitter * 1000);
}

// graphql-ws loads with the first subscription (a page's live updates start after it paints), not
// with the application.
function subscriptionClient(): Promise<Client> {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${protocol}://${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
      // Called on every (re)connect: a token about to expire is refreshed before it is sent.
      connectionParams: async () => {
        await ensureFreshSession();
        return { accessToken: accessToken(), marketPlaceId: marketPlaceId() };
      },
      // A restarting gateway is waited for as long as it takes; the cursors make up for the gap.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    }),
  );
  return wsClient;
}

/** The client's subscribe, usable (and disposable) before graphql-ws has loaded. */
const lazySubscriptionClient: Pick<Client, 'subscribe'> = {
  subscribe(payload, sink) {
    let dispose: (() => void) | null = null;
    let disposed = false;
    subscriptionClient().then(
      (client) => {
        if (!disposed) dispose = client.subscribe(payload, sink);
      },
      (error: unknown) => sink.error(error),
    );
    return () => {
      disposed = true;
      dispose?.();
    };
  },
};

const subscribeFn: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) =>
    resumableSubscribe(
      lazySubscriptionClient,
      { operationName: operation.name, ...persistedDocument(operation), variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        // A refused operation's GraphQL errors keep their codes, on `source` as Relay puts them.
        error: (error) =>
          sink.error(
            error instanceof Error
              ? error
              : Array.isArray(error)
                ? errorWithSource(error)
                : new Error(String(error)),
          ),
        complete: () => sink.complete(),
      },
      { refresh: refreshNow },
    ),
  );

export function createEnvironment(records?: RecordMap): Environment {
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource(records)),
  });
}

/**
 * The one environment of the running application (tests use their own mock environment), holding
 * from the start the records of a page the server rendered.
 */
export const environment = createEnvironment(takeServerRecords());
