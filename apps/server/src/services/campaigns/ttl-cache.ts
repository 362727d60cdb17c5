/**
 * Remembers values for a few seconds by key: list totals keyed by the filters (counting every
 * matching campaign costs more than reading a page from an index, and Discover asks for the same
 * totals over and over) and the platform stats of the home page. A value a few seconds old only
 * means a brand-new campaign or donation shows up a little later. Bounded, so odd search texts
 * cannot grow it without limit. A time to live of 0 turns it off: every call loads.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: now, value });
  }

  /** The cached value, or one load shared by every request that misses at the same moment: when
   *  the entry expires under load, dozens of requests would otherwise each count every matching
   *  campaign at once (seconds of stall on PGlite, which runs one query at a time). A failed load
   *  is not kept: the next request tries again. */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }
}
