/**
 * Remembers list totals for a few seconds, keyed by the filters. Counting every matching campaign
 * costs more than reading a page from an index, and Discover asks for the same totals over and
 * over; a total a few seconds old only means "Load More" learns of a brand-new campaign a little
 * later. Bounded, so odd search texts cannot grow it without limit.
 */
export class TotalCache {
  private readonly entries = new Map<string, { at: number; total: number }>();
  private readonly loading = new Map<string, Promise<number>>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, now = Date.now()): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: now, total });
  }

  /** The cached total, or one count shared by every request that misses at the same moment: when
   *  the entry expires under load, dozens of requests would otherwise each count every matching
   *  campaign at once (seconds of stall on PGlite, which runs one query at a time). */
  async getOrLoad(key: string, load: () => Promise<number>): Promise<number> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((total) => {
        this.set(key, total);
        return total;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }
}
