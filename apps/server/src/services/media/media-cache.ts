/** A stored file as /media answers it. */
export interface CachedFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * What one instance keeps of /media in memory (decision 096): the most recently served files, up
 * to `maxBytes` in all, each for `freshMs` before the database is asked again. A file's bytes never
 * change (its name is their hash), so the freshness only bounds how long another instance may
 * still serve a file a moderator removed; the instance that removes it forgets it at once.
 */
export class MediaCache {
  readonly #entries = new Map<string, CachedFile & { at: number }>();
  #size = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly freshMs = 60_000,
    private readonly now = () => Date.now(),
  ) {}

  get(cid: string): CachedFile | undefined {
    const entry = this.#entries.get(cid);
    if (!entry) return undefined;
    this.#entries.delete(cid);
    if (this.now() - entry.at > this.freshMs) {
      this.#size -= entry.bytes.length;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.#entries.set(cid, entry);
    return entry;
  }

  set(cid: string, file: CachedFile): void {
    // A file over a quarter of the budget would push out everything else for one request.
    if (file.bytes.length > this.maxBytes / 4) return;
    this.forget(cid);
    this.#entries.set(cid, { ...file, at: this.now() });
    this.#size += file.bytes.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#size -= entry.bytes.length;
    }
  }

  forget(cid: string): void {
    const entry = this.#entries.get(cid);
    if (!entry) return;
    this.#entries.delete(cid);
    this.#size -= entry.bytes.length;
  }
}
