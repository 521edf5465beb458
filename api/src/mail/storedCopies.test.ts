// Stored copies of e-mail: with SMTP the recipient's mailbox gets the working link and the stored
// copy of a sent message keeps no token (a message not yet sent keeps it, to be deliverable); the
// stored outbox (no SMTP_URL) is the mailbox and stays intact; old copies are redacted at start.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lastMailTo, tokenOfLink } from '../accounts/testing/accountsTesting.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { deliverDue, startRedelivery } from './redelivery.ts';
import { useSmtpApi } from './testing/useSmtpApi.ts';

const SITE = 'http://market.test:8080';
const RESET = '/auth/password/';
const TOKEN_SHAPE = /[\w-]{43}/;

const { api, smtp } = useSmtpApi(SITE);

const db = () => api.database.db;
let requests = 0;
const forgot = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/forgotPassword',
    payload: { email },
    remoteAddress: `10.8.0.${++requests}`,
  });
const linkWorks = async (token: string) =>
  (await api.app.inject({ url: `/api/setPassword/${token}` })).json();

describe('with SMTP', () => {
  it('the mailbox gets the working link; the stored copy of the sent mail shows it redacted', async () => {
    const email = 'buyer@canam.test';
    expect((await forgot(smtp.app, email)).statusCode).toBe(200);
    const mail = await smtp.sink.waitForMail(email);
    const token = tokenOfLink(mail.text, RESET);
    expect(await linkWorks(token)).toEqual({ valid: true });

    const stored = await lastMailTo(db(), email);
    expect(stored.sent_at).not.toBeNull();
    for (const body of [stored.text_body, stored.html_body!]) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(TOKEN_SHAPE);
      expect(body).toContain(`${SITE}${RESET}[redacted]`);
      expect(body).toContain(`${SITE}/disable/notifications/[redacted]`);
    }
    expect(stored.text_body).toContain('Hello Sarah,');
  });

  it('a message not yet sent keeps its token until it is, then loses it', async () => {
    const email = 'client@canam.test';
    smtp.sink.refuse(true);
    expect((await forgot(smtp.app, email)).statusCode).toBe(502);
    const unsent = await lastMailTo(db(), email);
    expect(unsent.sent_at).toBeNull();
    const token = tokenOfLink(unsent.text_body, RESET);

    smtp.sink.refuse(false);
    const retry = new Date(unsent.next_attempt_at!.getTime());
    const run = await deliverDue({ db: db(), mailer: smtp.mailer, exclusive: false }, () => retry);
    expect(run).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.sink.waitForMail(email);
    expect(tokenOfLink(mail.text, RESET)).toBe(token);
    expect(await linkWorks(token)).toEqual({ valid: true });
    const sent = await lastMailTo(db(), email);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.text_body).not.toContain(token);
    expect(sent.text_body).toContain(`${SITE}${RESET}[redacted]`);
  });
});

describe('with the stored outbox', () => {
  it('keeps the link of a sent copy: the outbox is the mailbox', async () => {
    const email = 'agent@canam.test';
    expect((await forgot(api.app, email)).statusCode).toBe(200);
    const stored = await lastMailTo(db(), email);
    expect(stored.sent_at).not.toBeNull();
    expect(await linkWorks(tokenOfLink(stored.text_body, RESET))).toEqual({ valid: true });
  });
});

describe('copies stored before the rule', () => {
  const oldCopy = async (to: string) => {
    const { id } = await db()
      .insertInto('email_message')
      .values({
        to_address: to,
        subject: 'Reset your CANAM Marketplace password',
        text_body: `Choose a new password: ${SITE}${RESET}${'a'.repeat(43)}`,
        html_body: `<a href="${SITE}${RESET}${'a'.repeat(43)}">Choose</a>`,
        sent_at: new Date(),
        attempts: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const bodiesOf = (id: number) =>
    db()
      .selectFrom('email_message')
      .select(['text_body', 'html_body', 'sent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** A message due at once: the worker's first run has finished when it is sent. */
  const dueMessage = async (to: string) => {
    const { id } = await db()
      .insertInto('email_message')
      .values({ to_address: to, subject: 'Due', text_body: 'Due.', next_attempt_at: new Date(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const firstRunOf = async (workerMailer: Mailer, marker: number) => {
    const errors: unknown[] = [];
    const stop = startRedelivery({ db: db(), mailer: workerMailer, exclusive: false }, (error) =>
      errors.push(error),
    );
    try {
      await vi.waitFor(async () => expect((await bodiesOf(marker)).sent_at).not.toBeNull(), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  };

  it('stay intact at start with the stored outbox', async () => {
    const old = await oldCopy('old.outbox@dealer.test');
    const before = await bodiesOf(old);
    await firstRunOf(createOutboxMailer(), await dueMessage('marker.outbox@dealer.test'));
    expect(await bodiesOf(old)).toEqual(before);
  });

  it('lose their tokens at start with SMTP', async () => {
    const old = await oldCopy('old.smtp@dealer.test');
    await firstRunOf(smtp.mailer, await dueMessage('marker.smtp@dealer.test'));
    const after = await bodiesOf(old);
    expect(after.text_body).toBe(`Choose a new password: ${SITE}${RESET}[redacted]`);
    expect(after.html_body).toBe(`<a href="${SITE}${RESET}[redacted]">Choose</a>`);
  });
});
