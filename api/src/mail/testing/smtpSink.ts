// A real SMTP server in-process (smtp-server) that keeps what it receives, for tests: the api's
// SMTP mailer sends to it, the test reads the message and follows its link; it can also refuse
// or hang, like a failing server. Also usable by the browser tests. Only tests import this file
// (smtp-server is a dev dependency).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { extractLinks } from '../links.ts';
import { parseMail, type ParsedMail } from './parseMail.ts';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients. */
  recipients: string[];
  links: string[];
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port} for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` not yet taken (waits for it up to timeoutMs). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse (true) or accept (false) the messages that come next. */
  refuse(refusing: boolean): void;
  /** Never answer (true) the messages that come next: a server that hangs after DATA. */
  stall(stalling: boolean): void;
  /** The first message held unanswered that `matches` (waits for it up to timeoutMs). */
  waitForStalled(
    matches: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  let refusing = false;
  let stalling = false;
  // Held messages with the answer they are owed: given (a temporary failure) when the sink closes.
  const held: { mail: ReceivedMail; answer: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing && !stalling) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail = {
          ...parsed,
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          links: extractLinks(parsed.text),
        };
        if (stalling) {
          const closing = Object.assign(new Error('Closing'), { responseCode: 421 });
          held.push({ mail, answer: () => callback(closing) });
        } else {
          received.push(mail);
          callback();
        }
        waiters.splice(0).forEach((wake) => wake());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string) =>
    received.find((mail) => !taken.has(mail) && mail.recipients.includes(to.toLowerCase()));

  /** Resolves with check()'s value once it has one; woken by every message that arrives. */
  async function waitUntil<T>(check: () => T | undefined, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMail(to, timeoutMs = 10_000) {
      const mail = await waitUntil(() => find(to), timeoutMs, `No e-mail to ${to}`);
      taken.add(mail);
      return mail;
    },
    waitForStalled: (matches, timeoutMs = 10_000) =>
      waitUntil(
        () => held.find((entry) => matches(entry.mail))?.mail,
        timeoutMs,
        'No matching e-mail held',
      ),
    refuse(value) {
      refusing = value;
    },
    stall(value) {
      stalling = value;
    },
    close: () => {
      held.splice(0).forEach((entry) => entry.answer());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
