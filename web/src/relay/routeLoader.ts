// A route loader that starts the route's queries as the route is entered (Relay's loadQuery), so a
// page's data is on its way before its code renders; a test runs the same loader on its own
// mock environment.
import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { loaderEnvironment } from './loaderEnvironment.ts';

/** Starts one query and gives the reference the route's component reads it with. */
export type Preload = <Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  options?: LoadQueryOptions,
) => PreloadedQuery<Q>;

export interface PreloadingLoader<T> {
  (args: LoaderFunctionArgs): T;
  /** The same loader, starting its queries with another `preload` (a test's mock environment). */
  with: (preload: Preload) => (args: LoaderFunctionArgs) => T;
}

/** What a page's loader gives it: its preloaded query (none when the URL holds nothing to ask). */
export interface PreloadedPage<Q extends OperationType, Ref = PreloadedQuery<Q>> {
  queryRef: Ref;
  loadId: number;
}

const preloadInto =
  (environment: Environment): Preload =>
  (query, variables, options) =>
    loadQuery(environment, query, variables, options);

/** Every load gets a new number, so a retry or a revisit starts from fresh boundaries. */
let loads = 0;

export function routeLoader<T>(
  load: (preload: Preload, args: LoaderFunctionArgs, loadId: number) => T,
): PreloadingLoader<T> {
  const loader = (args: LoaderFunctionArgs) =>
    load(preloadInto(loaderEnvironment(args.context)), args, ++loads);
  return Object.assign(loader, {
    with: (preload: Preload) => (args: LoaderFunctionArgs) => load(preload, args, ++loads),
  });
}
