// Rate limits of the account flows, per account (the e-mail address) and per client address.
// Attempts are rows of auth_attempt, so the limits hold across restarts and api processes; an
// attempt is counted before the work it guards, under a lock, so parallel requests cannot all
// pass. Every window and limit is here; AppDependencies.rateLimits (tests) and RATE_LIMIT_SCALE
// (browser tests) may change them.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../errors.ts';

export interface RateRule {
  /** auth_attempt.action */
  action: string;
  limit: number;
  windowMs: number;
}

/** A rule and whom it counts (an e-mail address or a client address). */
export type RateCheck = readonly [RateRule, string];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Failed logins (wrong password or unknown e-mail) of one e-mail address. */
  loginFailuresPerEmail: { action: 'login-failure:email', limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one client address. */
  loginFailuresPerAddress: { action: 'login-failure:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Sign-ups (POST /api/user/create) from one client address. */
  signUpPerAddress: { action: 'sign-up:ip', limit: 5, windowMs: HOUR },
  /** Sign-ups for one e-mail address (an address already taken answers 'invalid email'). */
  signUpPerEmail: { action: 'sign-up:email', limit: 3, windowMs: HOUR },
  /** Password-reset e-mails asked for one e-mail address. */
  forgotPasswordPerEmail: { action: 'forgot-password:email', limit: 5, windowMs: HOUR },
  /** Password-reset requests from one client address. */
  forgotPasswordPerAddress: { action: 'forgot-password:ip', limit: 20, windowMs: HOUR },
  /** Duplicate-email checks from one client address (they tell whether an address is taken). */
  emailCheckPerAddress: { action: 'email-check:ip', limit: 60, windowMs: 15 * MINUTE },
  /** Failed refreshes (unknown, expired or revoked refresh token) from one client address. */
  refreshFailuresPerAddress: { action: 'refresh-failure:ip', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export type RateLimits = Record<keyof typeof RATE_LIMITS, RateRule>;

/** The limits in force: defaults, scaled, then overridden rule by rule. */
export function rateLimitsOf(overrides: Partial<RateLimits> = {}, scale = 1): RateLimits {
  const limits = {} as RateLimits;
  for (const key of Object.keys(RATE_LIMITS) as (keyof RateLimits)[]) {
    const rule = RATE_LIMITS[key];
    limits[key] = overrides[key] ?? { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) };
  }
  return limits;
}

export const tooManyAttempts = () => tooManyRequests(ACCOUNT_MESSAGES.tooManyAttempts);

/** Normalized subject of a rule: e-mails in lower case. */
const subjectOf = (subject: string) => subject.trim().toLowerCase();

export async function attemptsInWindow(db: Db, rule: RateRule, subject: string): Promise<number> {
  const { count } = await db
    .selectFrom('auth_attempt')
    .select(sql<string>`count(*)`.as('count'))
    .where('action', '=', rule.action)
    .where('subject', '=', subjectOf(subject))
    .where('created_at', '>=', new Date(Date.now() - rule.windowMs))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The advisory lock of one (action, subject): 64 bits of its SHA-256, so every api process
 * agrees on it. Locks are taken in the order of these numbers, so two requests never wait on
 * each other in a circle.
 */
function lockIdOf(rule: RateRule, subject: string): bigint {
  return createHash('sha256')
    .update(`${rule.action}:${subjectOf(subject)}`)
    .digest()
    .readBigInt64BE(0);
}

/** Ids of the auth_attempt rows one takeAttempt wrote. */
export type AttemptIds = readonly string[];

/**
 * Counts one attempt per check, atomically: in one transaction, locks every (action, subject),
 * counts its window and records the attempt only when all are under their limit; otherwise
 * records nothing and throws `refusal` (the 429 of the account flows by default). Attempts
 * older than the window are dropped on the way.
 */
export async function takeAttempt(
  db: Db,
  checks: readonly RateCheck[],
  refusal: () => Error = tooManyAttempts,
): Promise<AttemptIds> {
  const lockIds = [...new Set(checks.map(([rule, subject]) => lockIdOf(rule, subject)))];
  lockIds.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction().execute(async (trx) => {
    for (const id of lockIds) {
      await sql`SELECT pg_advisory_xact_lock(${String(id)}::bigint)`.execute(trx);
    }
    for (const [rule, subject] of checks) {
      await trx
        .deleteFrom('auth_attempt')
        .where('action', '=', rule.action)
        .where('subject', '=', subjectOf(subject))
        .where('created_at', '<', new Date(Date.now() - rule.windowMs))
        .execute();
      if ((await attemptsInWindow(trx, rule, subject)) >= rule.limit) throw refusal();
    }
    const rows = await trx
      .insertInto('auth_attempt')
      .values(
        checks.map(([rule, subject]) => ({ action: rule.action, subject: subjectOf(subject) })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  });
}

/** Takes back attempts that turned out not to count (the work succeeded). */
export async function releaseAttempts(db: Db, ids: AttemptIds): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('auth_attempt')
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Runs work with one failure attempt per check counted first (the 429 when a limit is already
 * reached, and then the work does not run). The attempts stay only when work throws an error
 * that `isFailure` counts; a success or any other refusal takes them back.
 */
export async function limitFailures<T>(
  db: Db,
  checks: readonly RateCheck[],
  isFailure: (error: unknown) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  const attempts = await takeAttempt(db, checks);
  try {
    const result = await work();
    await releaseAttempts(db, attempts);
    return result;
  } catch (error) {
    if (!isFailure(error)) await releaseAttempts(db, attempts);
    throw error;
  }
}

/** Forgets the attempts of one subject (a successful login clears its failures). */
export async function clearAttempts(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .deleteFrom('auth_attempt')
    .where('action', '=', rule.action)
    .where('subject', '=', subjectOf(subject))
    .execute();
}
