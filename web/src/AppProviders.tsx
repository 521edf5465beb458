// The application around its router: the Chakra theme, the Relay environment, the login modal and
// the toasts. One tree for the browser (main.tsx) and the server's first render of a public page
// (ssr/renderPage.tsx), so what the server sends is what the browser hydrates.
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { LoginModalProvider } from './auth/loginModalState.tsx';
import { system } from './theme/system.ts';

// The toasts' region (and its toast machines) loads beside the first page, not before it.
const AppToaster = lazy(() =>
  import('./components/AppToaster.tsx').then((module) => ({ default: module.AppToaster })),
);

export function AppProviders({
  environment,
  children,
}: {
  environment: Environment;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <RelayEnvironmentProvider environment={environment}>
          <LoginModalProvider>
            {children}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </LoginModalProvider>
        </RelayEnvironmentProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
