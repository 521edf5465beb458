import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoginModalProvider } from './auth/loginModalState.tsx';
import { scheduleRefresh } from './auth/sessionRefresh.ts';
import { AppToaster } from './components/toaster.tsx';
import { environment } from './relay/environment.ts';
import { routes } from './routes.tsx';
import { system } from './theme/system.ts';

scheduleRefresh();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <LoginModalProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </LoginModalProvider>
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>,
);
