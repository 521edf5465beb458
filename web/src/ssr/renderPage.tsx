// The server's first render of a public page for a guest: the page's HTML with its data, so the
// cards paint before the application's JavaScript has run; the browser then hydrates it (main.tsx)
// from the Relay records sent beside it. Built for Node on its own (web/vite.ssr.config.ts, into
// web/dist-server) and called by the front server (scripts/serverPages.ts). The server knows no session (it lives
// in the browser's storage), so it renders what a guest sees; a browser holding a session drops
// that HTML before anything paints and renders the page itself.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { STORAGE_KEYS } from '@canam/domain/constants';
import { AppProviders } from '../AppProviders.tsx';
import type { ServerLoadContext } from '../relay/loaderEnvironment.ts';
import { SERVER_RECORDS_ID } from '../relay/serverRecords.ts';
import { createServerEnvironment, type FetchOperation } from '../relay/serverEnvironment.ts';
import { routes } from '../routes.tsx';
import { HOLD_EARLY_CLICKS_SCRIPT } from './earlyClicks.ts';

/** The pages a guest lands on from outside, rendered on the server. */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set(['/inventory/vehicles']);

export interface ServerPage {
  status: number;
  /** What goes at the end of the head: the styles the page uses. */
  head: string;
  /** What goes inside the root element. */
  html: string;
  /**
   * What follows it: the Relay records, the script that drops the HTML for a session, and the
   * one that holds a tap until the application has taken the page over (earlyClicks.ts).
   */
  afterRoot: string;
}

export type { FetchOperation } from '../relay/serverEnvironment.ts';

// One handler for every request: React Router resolves a lazy route's modules once, into the
// route table itself, so a second handler over the same table would find them gone.
const handler = createStaticHandler(routes);

/** JSON that can sit inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Runs before the application: a browser with a session renders its own page, not the guest's. */
function dropForSession(): string {
  const keys = scriptSafeJson([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]);
  const records = scriptSafeJson(SERVER_RECORDS_ID);
  return (
    `<script>try{if(${keys}.some(function(k){return localStorage.getItem(k)})){` +
    `document.getElementById('root').replaceChildren();` +
    `var r=document.getElementById(${records});if(r)r.remove()}}catch(e){}</script>`
  );
}

/** The whole page, every boundary resolved: it paints (and reads) complete without JavaScript. */
async function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  // No byte limit on what is sent inline: a boundary past it would come last, shown by a script.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += (chunk as Buffer).toString();
  return html;
}

/**
 * The page for `request` as a guest sees it, or null when the browser should render it: not a
 * server-rendered path, a redirect, or a query that failed.
 */
export async function renderPage(
  request: Request,
  fetchOperation: FetchOperation,
): Promise<ServerPage | null> {
  const url = new URL(request.url);
  if (!SERVER_RENDERED_PATHS.has(url.pathname)) return null;
  const server = createServerEnvironment(fetchOperation);
  const requestContext: ServerLoadContext = { relayEnvironment: server.environment };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The styles are collected, not written beside each element: a part that suspended on the
  // server wrote its styles into a fallback that the page no longer holds.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const html = await renderToHtml(
    <CacheProvider value={styleCache}>
      <AppProviders environment={server.environment}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    request.signal,
  );
  if (server.failed()) return null;
  const styles = createEmotionServer(styleCache);
  const records = server.environment.getStore().getSource().toJSON();
  return {
    status: context.statusCode,
    head: styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(html)),
    html,
    afterRoot:
      `<script type="application/json" id="${SERVER_RECORDS_ID}">${scriptSafeJson(records)}</script>` +
      dropForSession() +
      HOLD_EARLY_CLICKS_SCRIPT,
  };
}
