// The one render helper of the web tests: a relay-test-utils mock environment, Chakra and a
// memory router, with a Suspense boundary for components that load queries.
import { Suspense, type ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { LoginModalProvider } from '../auth/loginModalState.tsx';
import { AppToaster } from '../components/toaster.tsx';
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

export function renderWithRelay(
  ui: ReactElement,
  { resolvers, route = '/', environment = createMockEnvironment() }: Options = {},
): RenderResult & { environment: MockEnvironment; user: ReturnType<typeof userEvent.setup> } {
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
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
          </MemoryRouter>
          <AppToaster />
        </LoginModalProvider>
      </RelayEnvironmentProvider>
    </ChakraProvider>,
  );
  return { ...result, environment, user };
}
