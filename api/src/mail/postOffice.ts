// Every e-mail is a row of email_message first: queued in the transaction of the change it
// announces (so a rolled-back change sends nothing), then handed to the mailer by that step after
// the commit. A failed send is recorded on the row (error, next attempt) and never undoes the
// change; the retry worker (redelivery.ts) sends what a failure or a crash left behind.
import type { Db } from '../db/database.ts';
import { claimFresh, storeFresh } from './deliveryClaims.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { sendClaimed, type Delivery } from './sendClaimed.ts';

export type { Delivery } from './sendClaimed.ts';

export async function queueMail(db: Db, message: MailMessage): Promise<number> {
  const { id } = await db
    .insertInto('email_message')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** What became of a message its step could not claim (sent already, or in the worker's hands). */
async function deliveryOf(db: Db, id: number): Promise<Delivery> {
  const row = await db
    .selectFrom('email_message')
    .select(['sent_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { ok: false, error: 'message not found' };
  if (row.sent_at) return { ok: true };
  return { ok: false, error: row.error ?? 'being delivered by the retry worker' };
}

/** The step's own delivery of a message it queued: once, unless the retry worker took it. */
export async function deliverMail(
  db: Db,
  mailer: Mailer,
  id: number,
  now = new Date(),
): Promise<Delivery> {
  if (mailer.kind === 'outbox') {
    return (await storeFresh(db, id, now)) ? { ok: true } : deliveryOf(db, id);
  }
  const claimed = await claimFresh(db, id, now);
  return claimed ? sendClaimed(db, mailer, claimed, now) : deliveryOf(db, id);
}
