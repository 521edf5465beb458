// Sends one claimed e-mail and records the outcome on its row: sent, or the error with the time
// of the next attempt (or given up after the last). With SMTP the stored copy of a message that
// left (or never will) loses its tokens: the recipient's mailbox is then the only copy with a link.
import type { Db } from '../db/database.ts';
import type { ClaimedMail } from './deliveryClaims.ts';
import type { Mailer } from './mailer.ts';
import { redactTokens } from './redactTokens.ts';
import { nextAttemptAt, RETRY_POLICY, type RetryPolicy } from './retryPolicy.ts';

export type Delivery = { ok: true } | { ok: false; error: string };

/** The stored bodies once the message is out of our hands. */
function storedBodies(mailer: Mailer, mail: ClaimedMail) {
  if (mailer.kind !== 'smtp') return {};
  return {
    text_body: redactTokens(mail.text_body),
    html_body: mail.html_body === null ? null : redactTokens(mail.html_body),
  };
}

export async function sendClaimed(
  db: Db,
  mailer: Mailer,
  mail: ClaimedMail,
  now: Date,
  policy: RetryPolicy = RETRY_POLICY,
): Promise<Delivery> {
  try {
    await mailer.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? '',
    });
  } catch (cause) {
    const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
    const next = nextAttemptAt(mail.attempts, now, policy);
    await db
      .updateTable('email_message')
      .set({
        error,
        claimed_at: null,
        next_attempt_at: next,
        failed_at: next ? null : now,
        ...(next ? {} : storedBodies(mailer, mail)),
      })
      .where('id', '=', mail.id)
      // Only the claim that is still current records its failure.
      .where('attempts', '=', mail.attempts)
      .where('sent_at', 'is', null)
      .execute();
    return { ok: false, error };
  }
  await db
    .updateTable('email_message')
    .set({ sent_at: new Date(), error: null, claimed_at: null, ...storedBodies(mailer, mail) })
    .where('id', '=', mail.id)
    .execute();
  return { ok: true };
}
