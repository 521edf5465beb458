// The retry worker of e-mail: at start and then every interval it sends every due message, so
// mail queued by a committed step survives a crash and a failed send is retried with backoff
// (retryPolicy.ts). A fresh message is left to its step for a grace period, and every send goes
// through a claim (deliveryClaims.ts), so nothing is sent twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { claimNextDue, releaseOrphans, type ClaimTiming } from './deliveryClaims.ts';
import type { Mailer } from './mailer.ts';
import { redactSentCopies } from './redactSentCopies.ts';
import { RETRY_POLICY, type RetryPolicy } from './retryPolicy.ts';
import { sendClaimed } from './sendClaimed.ts';

export interface RedeliverySettings extends RetryPolicy, ClaimTiming {
  /** Wait before the first run. */
  startDelayMs: number;
  /** Wait between the end of a run and the next. */
  intervalMs: number;
}

export const REDELIVERY_SETTINGS: RedeliverySettings = {
  ...RETRY_POLICY,
  graceMs: 30_000,
  // Longer than the mailer's timeouts (20 s per step): a live sender is never overtaken.
  leaseMs: 120_000,
  startDelayMs: 0,
  intervalMs: 15_000,
};

export interface RedeliveryContext {
  db: Db;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  /** Only this process opens the database (PGlite): whatever was in flight before start is orphaned. */
  exclusive: boolean;
}

export interface DueRun {
  sent: number;
  failed: number;
}

/** Sends the due messages one claim at a time, until none is due or `stopped()`. */
export async function deliverDue(
  context: RedeliveryContext,
  clock: () => Date = () => new Date(),
  settings: RedeliverySettings = REDELIVERY_SETTINGS,
  stopped: () => boolean = () => false,
): Promise<DueRun> {
  const run: DueRun = { sent: 0, failed: 0 };
  while (!stopped()) {
    const now = clock();
    const mail = await claimNextDue(context.db, now, settings);
    if (!mail) break;
    const delivery = await sendClaimed(context.db, context.mailer, mail, now, settings);
    if (delivery.ok) {
      run.sent++;
    } else {
      run.failed++;
      context.log?.warn(
        { emailMessageId: mail.id, attempts: mail.attempts, error: delivery.error },
        'e-mail not sent; will retry unless given up',
      );
    }
  }
  return run;
}

/** Starts the worker; returns the function that stops it (waiting for the message in hand). */
export function startRedelivery(
  context: RedeliveryContext,
  onError: (error: unknown) => void,
  settings: RedeliverySettings = REDELIVERY_SETTINGS,
): () => Promise<void> {
  // Taken before the api listens: no step of this process has claimed anything yet.
  const startedAt = new Date();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = () =>
    deliverDue(
      context,
      () => new Date(),
      settings,
      () => stopped,
    );
  const first = async () => {
    if (context.exclusive) await releaseOrphans(context.db, startedAt);
    if (context.mailer.kind === 'smtp') await redactSentCopies(context.db);
    await pass();
  };
  const schedule = (work: () => Promise<unknown>, delayMs: number) => {
    timer = setTimeout(() => {
      running = work()
        .catch(onError)
        .finally(() => {
          if (!stopped) schedule(pass, settings.intervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(first, settings.startDelayMs);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
