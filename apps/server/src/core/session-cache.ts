/** A session as its lookup finds it, with when the session itself ends. */
export type FoundSession<T> = { session: T; expiresAt: Date };

type Entry<T> = { found: FoundSession<T>; until: number };

/**
 * Sessions found by token hash, kept a few seconds so a burst of calls pays one lookup.
 * Bounded: past `maxEntries` the oldest entry goes. Unknown tokens are never kept.
 * `clear()` forgets everything: the auth plugin calls it after every call that may have changed
 * a session or what it holds (docs/decisions/130). A lookup under way when `clear()` runs may
 * have read the old rows: its result is given to its caller but not kept.
 */
export class SessionCache<T> {
  private entries = new Map<string, Entry<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async find(
    tokenHash: string,
    lookup: (tokenHash: string) => Promise<FoundSession<T> | undefined>,
  ): Promise<T | undefined> {
    if (this.ttlMs <= 0) return (await lookup(tokenHash))?.session;
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (entry.until > this.now()) return entry.found.session;
      this.entries.delete(tokenHash);
    }
    const generation = this.generation;
    const found = await lookup(tokenHash);
    if (found && generation === this.generation) this.keep(tokenHash, found);
    return found?.session;
  }

  /** Forgets every session: the next lookup of each reads the database. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(tokenHash: string, found: FoundSession<T>): void {
    // Never past the session's own end: an expiring session is refused on time.
    const until = Math.min(this.now() + this.ttlMs, found.expiresAt.getTime());
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { found, until });
  }
}
