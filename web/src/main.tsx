import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoginModalProvider } from './auth/loginModalState.tsx';
import { scheduleRefresh } from './auth/sessionRefresh.ts';
import { environment } from './relay/environment.ts';
import { routes } from './routes.tsx';
import { system } from './theme/system.ts';

// The toasts' region (and its toast machines) loads beside the first page, not before it.
const AppToaster = lazy(() =>
  import('./components/AppToaster.tsx').then((module) => ({ default: module.AppToaster })),
);

scheduleRefresh();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <LoginModalProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </LoginModalProvider>
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>,
);
