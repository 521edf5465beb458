// When a failed e-mail is tried again: exponential backoff from one minute, doubling, capped at
// one hour; after the tenth failed attempt delivery is given up (about four hours in all).
export interface RetryPolicy {
  baseBackoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
}

export const RETRY_POLICY: RetryPolicy = {
  baseBackoffMs: 60_000,
  maxBackoffMs: 3_600_000,
  maxAttempts: 10,
};

/** When to try again after `attempts` failed attempts; null: give up. */
export function nextAttemptAt(attempts: number, failedAt: Date, policy: RetryPolicy): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const delay = Math.min(
    policy.baseBackoffMs * 2 ** Math.max(attempts - 1, 0),
    policy.maxBackoffMs,
  );
  return new Date(failedAt.getTime() + delay);
}
