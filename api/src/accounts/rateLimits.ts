// Rate limits of the account flows, per account (the e-mail address) and per client address.
// Attempts are rows of auth_attempt, so the limits hold across restarts and api processes.
// Every window and limit is here; AppDependencies.rateLimits (tests) and RATE_LIMIT_SCALE
// (browser tests) may change them.
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';

export interface RateRule {
  /** auth_attempt.action */
  action: string;
  limit: number;
  windowMs: number;
}

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

export const tooManyAttempts = () => new ApiError(429, ACCOUNT_MESSAGES.tooManyAttempts);

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

/** Throws the 429 when any of the subjects reached its limit. Records nothing. */
export async function assertUnderLimits(
  db: Db,
  checks: readonly (readonly [RateRule, string])[],
): Promise<void> {
  for (const [rule, subject] of checks) {
    if ((await attemptsInWindow(db, rule, subject)) >= rule.limit) throw tooManyAttempts();
  }
}

/** Records one attempt per subject; attempts older than the rule's window are dropped. */
export async function recordAttempts(
  db: Db,
  checks: readonly (readonly [RateRule, string])[],
): Promise<void> {
  for (const [rule, subject] of checks) {
    await db
      .deleteFrom('auth_attempt')
      .where('action', '=', rule.action)
      .where('subject', '=', subjectOf(subject))
      .where('created_at', '<', new Date(Date.now() - rule.windowMs))
      .execute();
    await db
      .insertInto('auth_attempt')
      .values({ action: rule.action, subject: subjectOf(subject) })
      .execute();
  }
}

/** An action counted on every try: the 429 when over a limit, otherwise the try is recorded. */
export async function takeAttempt(
  db: Db,
  checks: readonly (readonly [RateRule, string])[],
): Promise<void> {
  await assertUnderLimits(db, checks);
  await recordAttempts(db, checks);
}

/** Forgets the attempts of one subject (a successful login clears its failures). */
export async function clearAttempts(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .deleteFrom('auth_attempt')
    .where('action', '=', rule.action)
    .where('subject', '=', subjectOf(subject))
    .execute();
}
