// GET /healthz (the process is alive) and GET /readyz (it should get traffic: not draining and
// its database answers) for load balancers and the supervisor (docs/deploy.md). Anyone may ask;
// neither says more than its status. Not ready is a 503 in the one error body (code NOT_READY).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError } from '../errors.ts';

const READY_CHECK_TIMEOUT_MS = 2_000;

const probeAnswer = z.object({ status: z.enum(['ok', 'ready']) });

const notReady = (message: string) => new ApiError(503, 'NOT_READY', message);

async function databaseAnswers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: probeAnswer } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get('/readyz', { schema: { tags: ['health'], response: { 200: probeAnswer } } }, async () => {
    if (app.lifecycle.draining) throw notReady('draining');
    if (!(await databaseAnswers(() => sql`SELECT 1`.execute(app.db)))) {
      throw notReady('database unreachable');
    }
    return { status: 'ready' as const };
  });
};
