// GET /api/email-outbox: the stored e-mail messages, newest first, with the links found in each,
// so that without a mail server a newcomer can follow a confirmation or reset link. Super admins
// only (the outbox holds every user's password-reset links, and a super admin can already do
// everything), and only while e-mail is not sent by SMTP: a real mailbox is then the only way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { errorResponses } from '@canam/domain/rest/paged';
import { outboxPage, outboxQuery } from '@canam/domain/rest/accounts';
import { notFound } from '../../errors.ts';
import { extractLinks } from '../../mail/links.ts';

export const OUTBOX_CLOSED_MESSAGE = 'E-mail is sent by SMTP: there is no outbox to read';

export const emailOutboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/email-outbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'E-mail messages of the stored outbox (super admins)',
        querystring: outboxQuery,
        response: { 200: outboxPage, ...errorResponses },
      },
    },
    async (request) => {
      if (app.accounts.mailer.kind !== 'outbox')
        throw notFound('OUTBOX_CLOSED', OUTBOX_CLOSED_MESSAGE);
      const { page, resourcesPerPage, to } = request.query;
      let query = app.db.selectFrom('email_message');
      if (to) query = query.where('to_address', 'ilike', `%${to.replace(/[\\%_]/g, '\\$&')}%`);
      const { total } = await query
        .select(sql<string>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .select(['id', 'to_address', 'subject', 'text_body', 'created_at', 'sent_at', 'error'])
        .orderBy('id', 'desc')
        .limit(resourcesPerPage)
        .offset((page - 1) * resourcesPerPage)
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          links: extractLinks(row.text_body),
          createdAt: row.created_at.toISOString(),
          sentAt: row.sent_at?.toISOString() ?? null,
          error: row.error,
        })),
        currentPage: page,
        total: Number(total),
        perPage: resourcesPerPage,
      };
    },
  );
};
