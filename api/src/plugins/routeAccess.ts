// The gate: every request is checked against the access table (domain/src/access.ts) after its
// token is read and before its body is, so a caller who may not call a route is refused with 401
// or 403 whatever it sends. `accessTable` refuses to start an app with a route the table lacks.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalOf, routeAccess } from '@canam/domain/access';
import { forbidden, unauthorized } from '../errors.ts';

/** Collects every route as it is added; the app does not start while one has no row. */
async function accessTablePlugin(app: FastifyInstance): Promise<void> {
  const missing: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!routeAccess(method, route.url)) missing.push(`${method} ${route.url}`);
    }
  });
  app.addHook('onReady', async () => {
    if (missing.length) {
      throw new Error(`Routes without a row in domain/src/access.ts: ${missing.join(', ')}`);
    }
  });
}

function presentsEventsSecret(request: FastifyRequest, expected: string): boolean {
  const header = request.headers['x-events-secret'];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses, before the body is read, every caller the route's row does not let through. */
async function routeGatePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url;
    if (!path) return; // no such route: the 404 handler answers
    const access = routeAccess(request.method, path);
    if (!access) throw forbidden(); // accessTable refused to start without it
    const viewer = request.viewer;
    const caller = viewer
      ? {
          roles: viewer.roles,
          companyStatus: viewer.companyStatus,
          ...(viewer.accessToken ? { tokenScopes: viewer.accessToken.scopes } : {}),
        }
      : null;
    const refusal = refusalOf(access, caller, presentsEventsSecret(request, app.eventsSecret));
    if (!refusal) return;
    if (refusal.status === 401) throw unauthorized();
    throw refusal.reason ? forbidden(refusal.reason.code, refusal.reason.message) : forbidden();
  });
}

export const accessTable = fp(accessTablePlugin, { name: 'access-table' });
export const routeGate = fp(routeGatePlugin, {
  name: 'route-gate',
  dependencies: ['authentication'],
});
