// The clock of decisions that change at known moments (a release date, an offer's expiry): `now`
// is read again when the next of those moments arrives, so the page re-decides on time without
// ticking every second. Long waits are cut into days (a timer cannot wait more than ~24 days).
import { useEffect, useState } from 'react';

const LONGEST_WAIT_MS = 86_400_000;

/** The earliest of the moments still ahead of `now`, in epoch milliseconds. */
export function nextMomentAfter(
  moments: readonly (string | null | undefined)[],
  now: Date,
): number | null {
  const ahead = moments
    .map((moment) => (moment ? Date.parse(moment) : Number.NaN))
    .filter((time) => time > now.getTime());
  return ahead.length ? Math.min(...ahead) : null;
}

export function useClockUntil(moments: readonly (string | null | undefined)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const next = nextMomentAfter(moments, now);
  useEffect(() => {
    if (next === null) return undefined;
    // A timer that fires early finds the moment still ahead and waits again.
    const wait = Math.min(Math.max(next - Date.now(), 0), LONGEST_WAIT_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
