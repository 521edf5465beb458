// The e-mail retry worker over a real SMTP server, driven with a chosen clock: what a crash left
// unsent is delivered after its step's grace, a refused message is retried with growing backoff
// and given up at last, and a step, the worker and several workers never send a message twice.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimFresh } from './deliveryClaims.ts';
import { deliverMail, queueMail } from './postOffice.ts';
import { deliverDue, REDELIVERY_SETTINGS, type RedeliveryContext } from './redelivery.ts';
import { useSmtpApi } from './testing/useSmtpApi.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const { api, smtp } = useSmtpApi();
let worker: RedeliveryContext;
beforeAll(() => {
  worker = { db: api.database.db, mailer: smtp.mailer, exclusive: false };
});
afterEach(async () => {
  smtp.sink.refuse(false);
  // Each test starts with nothing due: whatever a test left pending is given up.
  await db()
    .updateTable('email_message')
    .set({ failed_at: new Date() })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
});

const db = () => api.database.db;
let queued = 0;

/** A message committed by a step that never delivered it: what a crash after the commit leaves. */
async function leftByCrash(): Promise<{ id: number; to: string; at: (ms: number) => Date }> {
  const to = `crash${++queued}@dealer.test`;
  const id = await queueMail(db(), {
    to,
    subject: 'Vehicle sold',
    text: 'Sold.',
    html: '<p>Sold.</p>',
  });
  const row = await stored(id);
  return { id, to, at: (ms) => new Date(row.created_at.getTime() + ms) };
}

const stored = (id: number) =>
  db().selectFrom('email_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const receivedBy = (to: string) =>
  smtp.sink.received.filter((mail) => mail.recipients.includes(to));
const dueAt = (now: Date, settings = REDELIVERY_SETTINGS) =>
  deliverDue(worker, () => now, settings);

describe('a message a crash left unsent', () => {
  it('is left to its step for the grace period, then delivered once', async () => {
    const mail = await leftByCrash();
    expect(await dueAt(mail.at(10 * SECOND))).toEqual({ sent: 0, failed: 0 });

    expect(await dueAt(mail.at(31 * SECOND))).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.sink.waitForMail(mail.to)).subject).toBe('Vehicle sold');
    const row = await stored(mail.id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.claimed_at).toBeNull();

    expect(await dueAt(mail.at(2 * 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(receivedBy(mail.to)).toHaveLength(1);
  });

  it('is taken over when the process sending it died (its claim lapsed), not before', async () => {
    const mail = await leftByCrash();
    // a step claimed it and is sending it (or died doing so)
    expect(await claimFresh(db(), mail.id, mail.at(SECOND))).toBeDefined();
    expect(await dueAt(mail.at(MINUTE))).toEqual({ sent: 0, failed: 0 });

    expect(await dueAt(mail.at(3 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(receivedBy(mail.to)).toHaveLength(1);
    expect((await stored(mail.id)).attempts).toBe(2);
  });
});

describe('a mail server that refuses', () => {
  it('records the error, retries with growing backoff, and delivers once it accepts', async () => {
    const mail = await leftByCrash();
    smtp.sink.refuse(true);
    const first = mail.at(31 * SECOND);
    expect(await dueAt(first)).toEqual({ sent: 0, failed: 1 });
    let row = await stored(mail.id);
    expect(row.error).toMatch(/550|Mailbox unavailable/);
    expect(row.sent_at).toBeNull();
    expect(row.next_attempt_at).toEqual(new Date(first.getTime() + MINUTE));

    // not before its time
    expect(await dueAt(new Date(first.getTime() + 59 * SECOND))).toEqual({ sent: 0, failed: 0 });
    const second = row.next_attempt_at!;
    expect(await dueAt(second)).toEqual({ sent: 0, failed: 1 });
    row = await stored(mail.id);
    expect(row.next_attempt_at).toEqual(new Date(second.getTime() + 2 * MINUTE));
    expect(row.attempts).toBe(2);

    smtp.sink.refuse(false);
    expect(await dueAt(row.next_attempt_at!)).toEqual({ sent: 1, failed: 0 });
    row = await stored(mail.id);
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
    expect(await dueAt(new Date(second.getTime() + 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(receivedBy(mail.to)).toHaveLength(1);
  });

  it('is given up after the last attempt, and a failed step is retried by the worker', async () => {
    const mail = await leftByCrash();
    smtp.sink.refuse(true);
    const settings = { ...REDELIVERY_SETTINGS, maxAttempts: 2 };
    // the step's own attempt fails: the worker's backoff starts from it
    const stepAt = mail.at(SECOND);
    expect((await deliverMail(db(), smtp.mailer, mail.id, stepAt)).ok).toBe(false);
    expect((await stored(mail.id)).next_attempt_at).toEqual(new Date(stepAt.getTime() + MINUTE));

    expect(await dueAt(new Date(stepAt.getTime() + MINUTE), settings)).toEqual({
      sent: 0,
      failed: 1,
    });
    const row = await stored(mail.id);
    expect(row.attempts).toBe(2);
    expect(row.failed_at).not.toBeNull();
    expect(row.next_attempt_at).toBeNull();

    smtp.sink.refuse(false);
    expect(await dueAt(mail.at(24 * 60 * MINUTE), settings)).toEqual({ sent: 0, failed: 0 });
    expect(receivedBy(mail.to)).toHaveLength(0);
  });
});

describe('never twice', () => {
  it('sends a message once when its step and the worker race for it', async () => {
    const mails = await Promise.all([1, 2, 3, 4].map(() => leftByCrash()));
    // past the grace of every message, within the lease of a step's claim made now
    const late = mails.at(-1)!.at(40 * SECOND);
    await Promise.all(
      mails.flatMap((mail) => [deliverMail(db(), smtp.mailer, mail.id), dueAt(late)]),
    );
    for (const mail of mails) {
      expect(receivedBy(mail.to)).toHaveLength(1);
      expect((await stored(mail.id)).attempts).toBe(1);
    }
  });

  it('sends each message once when several workers (api processes) run at the same time', async () => {
    const mails = await Promise.all([1, 2, 3, 4, 5, 6].map(() => leftByCrash()));
    // past the grace of every message, within the lease of a step's claim made now
    const late = mails.at(-1)!.at(40 * SECOND);
    const runs = await Promise.all([1, 2, 3].map(() => dueAt(late)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(mails.length);
    for (const mail of mails) expect(receivedBy(mail.to)).toHaveLength(1);
  });
});
