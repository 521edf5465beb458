// GET /api/email-outbox: the stored e-mail messages, newest first, with the links of each.
import { z } from 'zod';
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import { paged, type Exactly } from './common.ts';

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  resourcesPerPage: z.coerce.number().int().min(1).max(100).default(10),
  /** Part of the recipient's address. */
  to: z.string().trim().max(255).optional(),
});

export const outboxMessage = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });

export const outboxPage = paged(outboxMessage);

export const contractChecks: [Exactly<z.infer<typeof outboxMessage>, OutboxMessageDto>] = [true];
