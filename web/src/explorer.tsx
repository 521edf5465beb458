// The GraphiQL explorer served at GET /graphql (explorer.html, its own Vite entry: none of it
// ships with the application's pages). Everything is bundled, Monaco's workers included: it
// works with no network beyond this server.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureFreshSession } from './auth/sessionRefresh.ts';
import { createExplorerFetcher } from './relay/explorerFetcher.ts';
import { initialHeaders } from './relay/explorerHeaders.ts';

const DEFAULT_QUERY = `# The CANAM graph. Signed in on this site, your session's token is in the headers below;
# a tool uses a personal access token instead: "Authorization": "Bearer canam_pat_…".
# Guests may run only the web application's persisted operations.
query Catalogue {
  viewer {
    isLoggedIn
  }
  vehicles(first: 5) {
    totalCount
    edges {
      node {
        id
        title
      }
    }
  }
}
`;

// A session whose access token is about to expire is refreshed before its token is shown.
await ensureFreshSession().catch(() => undefined);

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={createExplorerFetcher(window.location)}
      defaultQuery={DEFAULT_QUERY}
      initialHeaders={initialHeaders()}
      defaultEditorToolsVisibility="headers"
    />
  </StrictMode>,
);
