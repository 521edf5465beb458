// When e-mail goes by SMTP, stored copies of messages that are out of our hands (sent, or given
// up) keep no token: copies from before this rule, or from the outbox mode before SMTP_URL was
// set, are redacted once at start, a batch at a time.
import type { Db } from '../db/database.ts';
import { redactTokens, UNREDACTED_SQL_PATTERN } from './redactTokens.ts';

const BATCH = 200;

/** Redacts every finished copy that still holds a token; returns how many it changed. */
export async function redactSentCopies(db: Db): Promise<number> {
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('email_message')
      .select(['id', 'text_body', 'html_body'])
      .where('id', '>', afterId)
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
      .where((eb) =>
        eb.or([
          eb('text_body', '~', UNREDACTED_SQL_PATTERN),
          eb('html_body', '~', UNREDACTED_SQL_PATTERN),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('email_message')
        .set({
          text_body: redactTokens(row.text_body),
          html_body: row.html_body === null ? null : redactTokens(row.html_body),
        })
        .where('id', '=', row.id)
        .execute();
      changed++;
    }
    if (rows.length < BATCH) return changed;
    afterId = rows.at(-1)!.id;
  }
}
