// The execution time limit: the caller gets the timeout's answer when the work is not done in
// time (the work itself is not awaited any longer), instead of a request that hangs.
import { LIMIT_CODES, limitError } from './limitError.ts';

export function executionTimeoutError(timeoutMs: number) {
  return limitError(
    LIMIT_CODES.timeout,
    `The operation did not finish within ${timeoutMs / 1000} s (the limit).`,
  );
}

/** The work's outcome, or `onTimeout()` when `timeoutMs` passes first. */
export async function withTimeout<T>(
  work: Promise<T>,
  timeoutMs: number,
  onTimeout: () => T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
