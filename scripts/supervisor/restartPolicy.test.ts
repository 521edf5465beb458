// The restart delays of a crashing service and the crash-loop cap.
import { describe, expect, it } from 'vitest';
import { CrashHistory, type RestartPolicy } from './restartPolicy.ts';

const POLICY: RestartPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 700,
  stableAfterMs: 30_000,
  maxCrashes: 5,
  crashWindowMs: 60_000,
};

describe('CrashHistory', () => {
  it('doubles the delay for crashes in a row, up to the maximum, then gives up on a crash loop', () => {
    const history = new CrashHistory(POLICY);
    const delays = [0, 1, 2, 3, 4, 5].map((second) => history.next(second * 1_000, 500));
    expect(delays).toEqual([100, 200, 400, 700, 700, null]);
  });

  it('starts again from the first delay after the service stayed up, and forgets old crashes', () => {
    const history = new CrashHistory(POLICY);
    expect(history.next(0, 500)).toBe(100);
    expect(history.next(1_000, 500)).toBe(200);
    expect(history.next(40_000, 39_000)).toBe(100);
    // Six crashes, but spread over more than the window: never a loop.
    for (let i = 1; i <= 6; i++) expect(history.next(40_000 + i * 20_000, 500)).not.toBeNull();
  });
});
