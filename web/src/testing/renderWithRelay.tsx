// The one render helper of the web tests: a relay-test-utils mock environment, Chakra, the
// toaster and the live announcer as the app has them, and a memory router, with a Suspense
// boundary for components that load queries. Routes whose loader preloads their queries render
// through a memory data router instead (renderRoutesWithRelay).
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { LoginModalProvider } from '../auth/loginModalState.tsx';
import { AppToaster } from '../components/AppToaster.tsx';
import { LiveAnnouncer } from '../components/liveAnnouncer.tsx';
import type { Preload } from '../relay/routeLoader.ts';
import { system } from '../theme/system.ts';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;
export type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

interface Options {
  /** Resolvers answering every query the component sends (MockPayloadGenerator). */
  resolvers?: MockResolvers;
  /** The URL the memory router starts at. */
  route?: string;
  environment?: MockEnvironment;
}

type Rendered = RenderResult & {
  environment: MockEnvironment;
  user: ReturnType<typeof userEvent.setup>;
};

function renderInProviders(
  router: ReactNode,
  { resolvers, environment = createMockEnvironment() }: Options,
): Rendered {
  if (resolvers) {
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, resolvers),
    );
  }
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <LoginModalProvider>
          {router}
          <AppToaster />
          <LiveAnnouncer />
        </LoginModalProvider>
      </RelayEnvironmentProvider>
    </ChakraProvider>,
  );
  return { ...result, environment, user };
}

export function renderWithRelay(ui: ReactElement, options: Options = {}): Rendered {
  return renderInProviders(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
    </MemoryRouter>,
    options,
  );
}

/**
 * Starts queries on the mock environment the way a route loader does. loadQuery goes to the
 * network directly, so the mock is told to expect each operation first: queued resolvers answer
 * it and `getMostRecentOperation` finds it. The component reading the preloaded query then
 * subscribes to that same request, which the mock must not count as a second operation.
 */
export function mockPreload(environment: MockEnvironment): Preload {
  environment.executeWithSource = (args) =>
    Environment.prototype.executeWithSource.call(environment, args);
  return (query, variables, options) => {
    environment.mock.queuePendingOperation(query, variables);
    return loadQuery(environment, query, variables, options);
  };
}

/** Renders routes (with their loaders, given the mock `preload`) in a memory data router. */
export function renderRoutesWithRelay(
  routes: (preload: Preload) => RouteObject[],
  options: Options = {},
): Rendered {
  const environment = options.environment ?? createMockEnvironment();
  const router = createMemoryRouter(routes(mockPreload(environment)), {
    initialEntries: [options.route ?? '/'],
  });
  return renderInProviders(<RouterProvider router={router} />, { ...options, environment });
}
