// When the supervisor starts a crashed service again: after a delay that doubles with each crash
// in a row (back to the first once the service stayed up a while), and never again once it
// crashed too often in a short window (a crash loop: something outside needs a person).
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Up this long: the next crash waits firstDelayMs again. */
  stableAfterMs: number;
  /** More crashes than this within crashWindowMs is a crash loop: the supervisor gives up. */
  maxCrashes: number;
  crashWindowMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  stableAfterMs: 30_000,
  maxCrashes: 5,
  crashWindowMs: 60_000,
};

/** The crash history of one service; `next` answers the delay before its restart, or null. */
export class CrashHistory {
  private crashes: number[] = [];
  private delay: number;

  constructor(private readonly policy: RestartPolicy) {
    this.delay = policy.firstDelayMs;
  }

  next(now: number, upForMs: number): number | null {
    this.crashes = [...this.crashes, now].filter((at) => now - at < this.policy.crashWindowMs);
    if (this.crashes.length > this.policy.maxCrashes) return null;
    this.delay =
      upForMs >= this.policy.stableAfterMs || this.crashes.length === 1
        ? this.policy.firstDelayMs
        : Math.min(this.delay * 2, this.policy.maxDelayMs);
    return this.delay;
  }
}
