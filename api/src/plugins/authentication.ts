// Reads the bearer token of every request into request.viewer (null for a guest). A token that
// is present but invalid, expired, of a revoked session or of an inactive user is a 401, so the
// browser drops its stored session (specification, section 8). Who may call which route is the
// gate's (routeAccess.ts, after this plugin). A personal access token (canam_pat_…) is looked up
// by its hash instead (accessTokens/authenticateToken.ts) and counted in its per-token rate limit.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_LIMITS, isPersonalAccessToken } from '@canam/domain/accessTokens';
import { ACCESS_TOKEN_MESSAGES } from '@canam/domain/rest/accessTokens';
import { viewerOfAccessToken } from '../auth/accessTokenViewer.ts';
import { countTokenRequest } from '../auth/accessTokenRateLimit.ts';
import { USER_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode } from '@canam/domain/statuses';
import type { Viewer } from '../auth/viewer.ts';
import { viewerRolesOf } from '../auth/viewerRoles.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { tooManyRequests, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** Requests a personal access token may make per minute (tests may lower it). */
    accessTokenRequestsPerMinute: number;
  }
}

/** The owner of a personal access token, its request counted (429 with Retry-After over it). */
async function tokenViewer(app: FastifyInstance, reply: FastifyReply, token: string) {
  const viewer = await viewerOfAccessToken(app.db, token);
  if (!viewer?.accessToken) throw unauthorized();
  const rate = await countTokenRequest(
    app.db,
    viewer.accessToken.id,
    app.accessTokenRequestsPerMinute,
  );
  if (!rate.allowed) {
    reply.header('retry-after', String(rate.retryAfterSeconds));
    throw tooManyRequests(ACCESS_TOKEN_MESSAGES.rateLimited);
  }
  return viewer;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

async function authenticationPlugin(
  app: FastifyInstance,
  options: { accessTokenRequestsPerMinute?: number },
): Promise<void> {
  app.decorateRequest('viewer', null);
  app.decorate(
    'accessTokenRequestsPerMinute',
    options.accessTokenRequestsPerMinute ?? ACCESS_TOKEN_LIMITS.requestsPerMinute,
  );
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerOf(request);
    if (!token) return;
    if (isPersonalAccessToken(token)) {
      request.viewer = await tokenViewer(app, reply, token);
      return;
    }
    const claims = await verifyAccessToken(app.tokenSettings, token);
    if (!claims) throw unauthorized();
    const row = await app.db
      .selectFrom('auth_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .leftJoin('company as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.status', 'u.company_id', 'c.status as company_status', 's.revoked_at'])
      // The roles in the same query: one database round trip per authenticated request.
      .select((eb) => viewerRolesOf(eb.ref('u.id')).as('roles'))
      .where('s.id', '=', claims.sessionId)
      .where('s.user_id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.status !== USER_STATUS.ACTIVE) throw unauthorized();
    request.viewer = {
      id: row.id,
      sessionId: claims.sessionId,
      accessToken: null,
      roles: row.roles ?? [],
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
