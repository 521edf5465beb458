// The Relay environment a route loader preloads into: in the browser the application's one
// environment; in the server's first render of a public page (ssr/renderPage.tsx) the request's
// own, given to the loaders as React Router's request context, so no request sees another's data.
import type { Environment } from 'relay-runtime';
import { environment } from './environment.ts';

/** What the server's render gives every loader as `context`. */
export interface ServerLoadContext {
  relayEnvironment: Environment;
}

export function loaderEnvironment(context: unknown): Environment {
  return (context as Partial<ServerLoadContext> | undefined)?.relayEnvironment ?? environment;
}
