/**
 * A cache of rendered pages (and React Router's .data responses), keyed by the full URL and whether the
 * client is a bot, valid for one data version, one journal version and one UTC day. Entries are final bytes,
 * the same for every visitor (server/cache/stored-page.ts builds them): the body in each encoding with the whole
 * header list of its answer, ready for res.writeHead. Least recently used entries go first once the byte budget
 * is spent.
 */

/** One encoding of a stored page: its bytes and the headers of a 200 and of a 304 for it. */
export interface Variant {
  body: Buffer;
  etag: string;
  head: readonly string[];
  head304: readonly string[];
}

export interface CachedPage {
  version: string;
  identity: Variant;
  gzip: Variant;
  /** Added once computed (brotli at high quality takes a while): until then brotli clients get gzip. */
  br?: Variant;
  /** Tells the store a brotli client asked for this page, which has no brotli form yet (server/cache/stored-page.ts). */
  brotliHit?: () => void;
  /** What the entry holds: its buffers, its strings and the objects around them. */
  bytes: number;
}

export class RenderCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  private maxBytes: number;
  readonly maxEntryBytes: number;
  constructor(maxBytes: number, maxEntryBytes = 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
  }

  get(key: string, version: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      if (entry) this.delete(key);
      this.stats.misses++;
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits++;
    return entry;
  }

  /** Whether `key` holds exactly this entry (it may have been replaced or evicted since). */
  holds(key: string, entry: CachedPage): boolean {
    return this.entries.get(key) === entry;
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.stats.stores++;
    this.evict();
  }

  /** Adds the brotli form to an entry still held. */
  addBrotli(key: string, entry: CachedPage, br: Variant, bytes: number): void {
    if (!this.holds(key, entry)) return;
    entry.br = br;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict() {
    for (const [k] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(k);
      this.stats.evictions++;
    }
  }

  private delete(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }
}
