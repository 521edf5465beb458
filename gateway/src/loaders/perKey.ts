// Loaders for REST lookups that take one key per call: the request's distinct keys (by their
// cache key) are fetched in parallel, a refusal becoming a GraphQL error (rest/errors.ts).
import DataLoader from 'dataloader';
import { graphQLErrors } from '../rest/errors.ts';

export function perKeyLoader<K, V>(
  fetch: (key: K) => Promise<V>,
  cacheKeyFn: (key: K) => string,
): DataLoader<K, V, string> {
  return new DataLoader((keys) => Promise.all(keys.map((key) => graphQLErrors(() => fetch(key)))), {
    cacheKeyFn,
  });
}

/** The cache key of a REST query: its parameters in name order, without those it leaves out. */
export function queryKey(scope: string, params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([scope, entries]);
}
