// The people and vehicles tables as their tests render them: the route with its loader on a mock
// environment whose answer to the page's query the test gives (recording its variables), leaving
// mutations pending for the test to answer. Beside the page: the URL's search.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import type { GraphQLResponse, OperationDescriptor } from 'relay-runtime';
import type { PreloadingLoader } from '../../../relay/routeLoader.ts';
import { renderRoutesWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';

interface ListPageOptions {
  /** The URL the test starts at. */
  route: string;
  /** The route's path pattern. */
  path: string;
  loader: PreloadingLoader<unknown>;
  Component: ComponentType;
  /** The page's query: answered by `answer`, every time it is sent. */
  queryName: string;
  /** The query's answer for these variables; an Error fails it; null leaves it pending. */
  answer: (variables: Record<string, unknown>) => GraphQLResponse | Error | null;
  /** The answers of the page's other queries, by operation name. */
  others?: Record<string, GraphQLResponse>;
}

function Beside() {
  const location = useLocation();
  return <output aria-label="search">{location.search}</output>;
}

export function renderListPage({
  route,
  path,
  loader,
  Component,
  queryName,
  answer,
  others = {},
}: ListPageOptions) {
  const environment: MockEnvironment = createMockEnvironment();
  const queries: Record<string, unknown>[] = [];
  for (let n = 0; n < 40; n += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const { name, operationKind } = operation.request.node.params;
      if (operationKind !== 'query') return null;
      if (name !== queryName) return others[name] ?? null;
      queries.push({ ...operation.request.variables });
      return answer(operation.request.variables);
    });
  }
  const view = renderRoutesWithRelay(
    (preload) => [
      { path: '/', element: <p>Home page</p> },
      {
        path,
        loader: loader.with(preload),
        element: (
          <>
            <Component />
            <Beside />
          </>
        ),
      },
    ],
    { environment, route },
  );
  return { ...view, environment, queries };
}

/** The pending operation named `name` (a mutation the page sent). */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((pending) => pending.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}`);
  return operation;
}

/** Answers the pending operation `name` with `data`. */
export function answerOperation(
  environment: MockEnvironment,
  name: string,
  data: Record<string, unknown>,
): void {
  environment.mock.resolve(pendingOperation(environment, name), { data });
}
