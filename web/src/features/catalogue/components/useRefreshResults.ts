// Loads a results query again from the server, for the live catalogue (useLiveCatalogue): the
// preloaded page reads the same query and variables, so the new answer replaces it in place.
// Bursts (a bulk file putting many vehicles on sale) coalesce into one request in flight and at
// most one after it.
import { useCallback, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

export function useRefreshResults<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): () => void {
  const environment = useRelayEnvironment();
  const state = useRef({ running: false, again: false });
  const refresh = useCallback(() => {
    if (state.current.running) {
      state.current.again = true;
      return;
    }
    state.current.running = true;
    const done = () => {
      state.current.running = false;
      if (state.current.again) {
        state.current.again = false;
        refresh();
      }
    };
    fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: done,
      error: done,
    });
  }, [environment, query, variables]);
  return refresh;
}
