// A subscription whose document is fetched when it starts, not with the page: live updates begin
// after the first render anyway, so their artifacts (a whole card's normalization each) need not
// be in the JavaScript a page waits for. Otherwise it is Relay's useSubscription: subscribed on
// mount and whenever `config` changes, disposed on unmount.
import { useEffect } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** The document's module, loaded with import(): it exports the `graphql` tag as `subscription`. */
export type SubscriptionModule = () => Promise<{ subscription: GraphQLTaggedNode }>;

/** Relay's subscription config without its document. */
export type DeferredSubscriptionConfig<T extends OperationType> = Omit<
  GraphQLSubscriptionConfig<T>,
  'subscription'
>;

/** `config`: null subscribes to nothing. Memoize it: a new one subscribes again. */
export function useDeferredSubscription<T extends OperationType>(
  load: SubscriptionModule,
  config: DeferredSubscriptionConfig<T> | null,
): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!config) return;
    let disposable: { dispose(): void } | null = null;
    let ended = false;
    load().then(
      ({ subscription }) => {
        if (!ended) disposable = requestSubscription<T>(environment, { ...config, subscription });
      },
      // The document could not be fetched (offline, a new deploy): the page stays as loaded.
      (error: unknown) => {
        if (!ended) config.onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      ended = true;
      disposable?.dispose();
    };
  }, [environment, load, config]);
}
