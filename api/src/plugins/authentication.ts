// Reads the bearer token of every request into request.viewer (null for a guest). A token that
// is present but invalid, expired, of a revoked session or of an inactive user is a 401, so the
// browser drops its stored session (specification, section 8).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RoleRights, Scope } from '@canam/domain/permissions';
import { USER_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import { loadViewerRoles } from '../auth/viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRights } from '../auth/viewer.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { forbidden, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

async function authenticationPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) return;
    const claims = await verifyAccessToken(app.tokenSettings, token);
    if (!claims) throw unauthorized();
    const row = await app.db
      .selectFrom('auth_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .leftJoin('company as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.status', 'u.company_id', 'c.status as company_status', 's.revoked_at'])
      .where('s.id', '=', claims.sessionId)
      .where('s.user_id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.status !== USER_STATUS.ACTIVE) throw unauthorized();
    request.viewer = {
      id: row.id,
      sessionId: claims.sessionId,
      roles: await loadViewerRoles(app.db, row.id),
      companyId: row.company_id,
      companyStatus: (row.company_status as CompanyStatusCode | null) ?? null,
    };
  });
}

export const authentication = fp(authenticationPlugin, { name: 'authentication' });

/** For routes that need a logged-in user: the viewer, or a 401. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** For back-office vehicle routes: the viewer, a 401 for a guest, a 403 without the right. */
export function requireBackOffice(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewerRights(viewer).backOfficeVehicles) throw forbidden();
  return viewer;
}

/** The rights that are yes or no (not a scope). */
export type YesNoRight = {
  [K in keyof RoleRights]: RoleRights[K] extends boolean ? K : never;
}[keyof RoleRights];

/**
 * For routes of one right: the viewer, or a 403 for everyone without it, guests included (a
 * guest is refused like any other caller, not invited to log in; an invalid token is still the
 * 401 above).
 */
export function requireRight(request: FastifyRequest, right: YesNoRight): Viewer {
  const viewer = request.viewer;
  if (!viewer || !viewerRights(viewer)[right]) throw forbidden();
  return viewer;
}

/**
 * requireRight as an onRequest hook of a route plugin: runs after the token is read and before
 * the body is, so a caller without the right never has its body parsed (nor a large one read).
 */
export function rightRequired(right: YesNoRight): onRequestAsyncHookHandler {
  return async (request) => {
    requireRight(request, right);
  };
}

/** As rightRequired, for routes open to the holders of any of several rights. */
export function anyRightRequired(...rights: YesNoRight[]): onRequestAsyncHookHandler {
  return async (request) => {
    const granted = viewerRights(request.viewer);
    if (!request.viewer || !rights.some((right) => granted[right])) throw forbidden();
  };
}

/** The rights that reach all, own or no vehicles. */
export type ScopedRight = {
  [K in keyof RoleRights]: RoleRights[K] extends Scope ? K : never;
}[keyof RoleRights];

/**
 * As rightRequired, for a scoped right: a 403 for everyone whose scope is 'none' (guests too).
 * Whether an 'own' scope reaches the vehicle is the route's check (vehicles/editableVehicle.ts).
 */
export function scopeRequired(right: ScopedRight): onRequestAsyncHookHandler {
  return async (request) => {
    const viewer = request.viewer;
    if (!viewer || viewerRights(viewer)[right] === 'none') throw forbidden();
  };
}
