// One execution per event and sharing key (sharedSubscribe.ts): the first subscriber to reach
// an event runs it, every other subscriber with the same key awaits the same promise. Entries
// are held only while the event is being fanned out: two generations that rotate every
// `generationMs` (on use, no timer), so an entry lives between one and two generations — long
// enough for every subscriber queued behind the same event, never the length of the ring.
export class SharedExecutions {
  private current = new Map<string, Promise<unknown>>();
  private previous = new Map<string, Promise<unknown>>();
  private rotatedAt = Date.now();
  /** How many times `run` computed rather than shared (for tests and figures). */
  computed = 0;

  constructor(private readonly generationMs = 5_000) {}

  /**
   * The shared outcome of `compute` for this event and key. An outcome `transient` says is
   * not kept once settled (those already waiting share it; the next subscriber computes anew).
   */
  run<T>(
    eventId: number,
    key: string,
    compute: () => Promise<T>,
    transient?: (outcome: T) => boolean,
  ): Promise<T> {
    const now = Date.now();
    if (now - this.rotatedAt >= this.generationMs) {
      // Two generations old (or more when idle): nothing is fanning those events out any more.
      this.previous = now - this.rotatedAt >= 2 * this.generationMs ? new Map() : this.current;
      this.current = new Map();
      this.rotatedAt = now;
    }
    const entryKey = `${eventId}\n${key}`;
    let entry = (this.current.get(entryKey) ?? this.previous.get(entryKey)) as
      Promise<T> | undefined;
    if (!entry) {
      this.computed += 1;
      const computing = compute();
      entry = computing;
      this.current.set(entryKey, computing);
      const forget = () => {
        if (this.current.get(entryKey) === computing) this.current.delete(entryKey);
        if (this.previous.get(entryKey) === computing) this.previous.delete(entryKey);
      };
      computing.then((outcome) => (transient?.(outcome) ? forget() : undefined), forget);
    }
    return entry;
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }
}
