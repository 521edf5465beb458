// After the commit: hand the queued messages of a request to the mailer.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deliverMail } from '../mail/postOffice.ts';

/**
 * Sends every message; true when all went out. Failures are on their rows and in the log, and
 * the retry worker (mail/redelivery.ts) tries them again.
 */
export async function deliverAll(
  db: Db,
  mailer: Mailer,
  ids: readonly number[],
  log?: FastifyBaseLogger,
): Promise<boolean> {
  let allSent = true;
  for (const id of ids) {
    const delivery = await deliverMail(db, mailer, id);
    if (!delivery.ok) {
      allSent = false;
      log?.warn({ emailMessageId: id, error: delivery.error }, 'e-mail not sent');
    }
  }
  return allSent;
}
