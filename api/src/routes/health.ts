// GET /api/health: the api answers and its database too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ ok: z.boolean() }) } } },
    async () => {
      await sql`SELECT 1`.execute(app.db);
      return { ok: true };
    },
  );
};
