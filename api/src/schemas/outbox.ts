// GET /api/email-outbox: the stored e-mail messages, newest first, with the links of each.
import { z } from 'zod';
import type { OutboxMessageDto } from '@canam/domain/rest/accounts';
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import { optionalParam, paged, type Exactly } from './common.ts';
import { MAX_PAGE, wholeNumber } from './ids.ts';

export const outboxQuery = z.object({
  page: optionalParam(wholeNumber('page', 1, MAX_PAGE)).transform((page) => page ?? 1),
  resourcesPerPage: optionalParam(wholeNumber('resourcesPerPage', 1, MAX_PAGE_SIZE)).transform(
    (size) => size ?? 10,
  ),
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
