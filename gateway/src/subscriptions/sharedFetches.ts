// One fetch per event and audience: every subscriber with the same credentials (credentialsKey;
// all guests share one audience) that needs the same object for the same event awaits one REST
// call, so a thousand guests watching the catalogue cost one call per event. Entries live a short
// while; a failed fetch is forgotten once it settles, so a subscriber that comes back retries it.
export class SharedFetches {
  private entries = new Map<string, Promise<unknown>>();

  constructor(private readonly ttlMs = 30_000) {}

  get<T>(eventId: number, audience: string, what: string, fetch: () => Promise<T>) {
    const key = `${eventId}|${audience}|${what}`;
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      const fetching = fetch();
      entry = fetching;
      this.entries.set(key, fetching);
      const forget = () => {
        if (this.entries.get(key) === fetching) this.entries.delete(key);
      };
      fetching.catch(forget);
      setTimeout(forget, this.ttlMs).unref();
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
