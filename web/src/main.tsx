import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { scheduleRefresh } from './auth/sessionRefresh.ts';
import { environment } from './relay/environment.ts';
import { routes } from './routes.tsx';
import { replayEarlyClick } from './ssr/earlyClicks.ts';

/** Resolves once the router has loaded the first page's code and ran its loaders. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Renders nothing; once the page is the application's, a tap made before goes to its button. */
function EarlyClickReplay() {
  useEffect(replayEarlyClick, []);
  return null;
}

scheduleRefresh();
const router = createBrowserRouter(routes);
const root = document.getElementById('root')!;
const app = (
  <AppProviders environment={environment}>
    <RouterProvider router={router} />
    <EarlyClickReplay />
  </AppProviders>
);

// A page the server rendered (ssr/renderPage.tsx) is hydrated once its route's code and data
// (the records it came with) are in: the first render then matches the server's HTML.
if (root.hasChildNodes()) {
  void routerReady(router).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
