// Who sends a queued e-mail: a process first claims the row with one atomic UPDATE (attempts + 1,
// claimed_at), so a step and the retry worker, or several api processes on one PostgreSQL
// server, never send the same message twice. A claim older than the lease is from a process
// that died while sending.
import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Attempts including this one. */
  attempts: number;
}

export interface ClaimTiming {
  /** A fresh message belongs to the step that queued it for this long. */
  graceMs: number;
  /** A claim older than this is from a process that died while sending. */
  leaseMs: number;
}

const CLAIMED_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'text_body',
  'html_body',
  'attempts',
] as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Still to deliver, not being sent by anyone alive, and its time has come. */
function dueAt(
  eb: ExpressionBuilder<DB, 'email_message'>,
  now: Date,
  timing: ClaimTiming,
): Expression<SqlBool> {
  return eb.and([
    eb('sent_at', 'is', null),
    eb('failed_at', 'is', null),
    eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', before(now, timing.leaseMs))]),
    eb.or([
      eb('next_attempt_at', '<=', now),
      eb.and([
        eb('next_attempt_at', 'is', null),
        eb('created_at', '<=', before(now, timing.graceMs)),
      ]),
    ]),
  ]);
}

/** The message `id` while nobody has tried to send it yet. */
function fresh(db: Db, id: number) {
  return db
    .updateTable('email_message')
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('attempts', '=', 0);
}

/** The step that queued a message claims it right after its commit, unless someone already did. */
export function claimFresh(db: Db, id: number, now: Date): Promise<ClaimedMail | undefined> {
  return fresh(db, id)
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_at: now }))
    .returning(CLAIMED_COLUMNS)
    .executeTakeFirst();
}

/**
 * The outbox's delivery is the stored row itself: one update claims the message and records it
 * sent, as claimFresh and a send that cannot fail would. False when someone already had it.
 */
export async function storeFresh(db: Db, id: number, now: Date): Promise<boolean> {
  const stored = await fresh(db, id)
    .set((eb) => ({ attempts: eb('attempts', '+', 1), sent_at: now, error: null }))
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The oldest due message, claimed; rows locked by another claimer are skipped, not waited for. */
export function claimNextDue(
  db: Db,
  now: Date,
  timing: ClaimTiming,
): Promise<ClaimedMail | undefined> {
  return db
    .updateTable('email_message')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_at: now }))
    .where((eb) =>
      eb.and([
        eb(
          'id',
          '=',
          eb
            .selectFrom('email_message')
            .select('id')
            .where((inner) => dueAt(inner, now, timing))
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        ),
        // Checked again on the row itself: a claim committed meanwhile wins.
        dueAt(eb, now, timing),
      ]),
    )
    .returning(CLAIMED_COLUMNS)
    .executeTakeFirst();
}

/**
 * On a database only this process can open (PGlite), every claim made and every fresh message
 * queued before it started is from a process that is gone: due now. Returns how many.
 */
export async function releaseOrphans(db: Db, startedAt: Date): Promise<number> {
  const rows = await db
    .updateTable('email_message')
    .set({ claimed_at: null, next_attempt_at: startedAt })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('claimed_at', '<', startedAt),
        eb.and([
          eb('claimed_at', 'is', null),
          eb('next_attempt_at', 'is', null),
          eb('created_at', '<', startedAt),
        ]),
      ]),
    )
    .returning('id')
    .execute();
  return rows.length;
}
