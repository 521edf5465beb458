// The stored outbox (no SMTP server configured): a step's message is delivered by one update of
// its own row, which claims and records it sent at once, and never twice.
import { describe, expect, it } from 'vitest';
import { claimFresh } from './deliveryClaims.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { deliverMail, queueMail } from './postOffice.ts';
import { useSmtpApi } from './testing/useSmtpApi.ts';

const { api } = useSmtpApi();
const outbox = createOutboxMailer();
const db = () => api.database.db;
const stored = (id: number) =>
  db().selectFrom('email_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const queue = (to: string) =>
  queueMail(db(), { to, subject: 'New offer', text: 'An offer.', html: '<p>An offer.</p>' });

describe('delivery into the stored outbox', () => {
  it('records a fresh message sent in one go, once', async () => {
    const id = await queue('outbox1@dealer.test');
    const now = new Date();
    expect(await deliverMail(db(), outbox, id, now)).toEqual({ ok: true });
    expect(await stored(id)).toMatchObject({
      attempts: 1,
      sent_at: now,
      claimed_at: null,
      error: null,
      failed_at: null,
    });
    // Delivered again (a retried step): it is already sent, nothing changes.
    expect(await deliverMail(db(), outbox, id, new Date(now.getTime() + 1000))).toEqual({
      ok: true,
    });
    expect(await stored(id)).toMatchObject({ attempts: 1, sent_at: now });
  });

  it('leaves a message the retry worker already claimed to the worker', async () => {
    const id = await queue('outbox2@dealer.test');
    expect(await claimFresh(db(), id, new Date())).toBeDefined();
    expect(await deliverMail(db(), outbox, id)).toEqual({
      ok: false,
      error: 'being delivered by the retry worker',
    });
    expect(await stored(id)).toMatchObject({ attempts: 1, sent_at: null });
  });
});
