// Identical reads in flight at the same moment share one REST call (single flight): a second
// caller that asks while the first call is on its way awaits that call instead of making its own.
// Nothing is kept: an entry leaves when its call settles, so every answer comes from a call that
// was still in flight when its caller asked, and a failure is shared only by those already waiting.
export class InFlightReads {
  private readonly calls = new Map<string, Promise<unknown>>();

  share<T>(key: string, call: () => Promise<T>): Promise<T> {
    const pending = this.calls.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = call();
    this.calls.set(key, started);
    const forget = () => {
      if (this.calls.get(key) === started) this.calls.delete(key);
    };
    started.then(forget, forget);
    return started;
  }

  /** Calls in flight now (for tests). */
  get size(): number {
    return this.calls.size;
  }
}
