// Every e-mail is a row of email_message first: queued in the transaction of the change it
// announces (so a rolled-back change sends nothing), then handed to the mailer after the commit.
// A failed send is recorded on the row (error) and never undoes the change.
import type { Db } from '../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';

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

export type Delivery = { ok: true } | { ok: false; error: string };

/** Sends a queued message once; marks it sent, or records why it could not be sent. */
export async function deliverMail(db: Db, mailer: Mailer, id: number): Promise<Delivery> {
  const row = await db
    .selectFrom('email_message')
    .select(['to_address', 'subject', 'text_body', 'html_body', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { ok: false, error: 'message not found' };
  if (row.sent_at) return { ok: true };
  try {
    await mailer.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? '',
    });
  } catch (cause) {
    const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
    await db.updateTable('email_message').set({ error }).where('id', '=', id).execute();
    return { ok: false, error };
  }
  await db
    .updateTable('email_message')
    .set({ sent_at: new Date(), error: null })
    .where('id', '=', id)
    .execute();
  return { ok: true };
}
