/**
 * A cache of rendered pages (and React Router's .data responses), keyed by the full URL and whether the
 * client is a bot, valid for one data version, one journal version and one UTC day. Entries hold the page
 * precompressed with holes where the CSP nonce goes (gzip-splice.ts), so every hit still gets a fresh nonce.
 * Least recently used entries go first once the byte budget is spent.
 */
import { createHash } from "node:crypto";
import { splice, type SplicedPage } from "./gzip-splice.ts";

export interface CachedPage {
  version: string;
  etag: string;
  contentType: string;
  page: SplicedPage;
  bytes: number;
}

/**
 * React Router puts the nonce on <link> tags too, where the CSP does not need it ('self' covers stylesheets
 * and module preloads). Dropping it there leaves holes only in the inline scripts: fewer, larger pieces, which
 * compress better.
 */
export function withoutLinkNonces(body: Buffer, nonce: string): Buffer {
  const attr = ` nonce="${nonce}"`;
  const html = body.toString("utf8");
  if (!html.includes(attr)) return body;
  return Buffer.from(html.replace(/<link\b[^>]*>/g, (tag) => tag.split(attr).join("")), "utf8");
}

/** A copy in memory of its own (not a slice of a shared pool slab or of a larger buffer). */
function own(b: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(b.length);
  b.copy(copy);
  return copy;
}

/** Bytes held per piece besides its data: two Buffer objects, the piece object, its CRC numbers. */
const PIECE_OVERHEAD = 256;
/** Bytes held per entry besides pieces and strings: the entry and page objects, the Map slot. */
const ENTRY_OVERHEAD = 512;

export class RenderCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  constructor(
    private maxBytes: number,
    private maxEntryBytes = 1024 * 1024,
  ) {}

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

  /** Stores a finished response body whose CSP nonce (if any) is `nonce`. */
  set(key: string, version: string, contentType: string, body: Buffer, nonce: string): void {
    if (body.length > this.maxEntryBytes) return;
    const spliced = splice(withoutLinkNonces(body, nonce), nonce);
    // Own copies of every piece: a subarray keeps its whole parent alive (a deflateRawSync output, the response
    // body), so counting the subarray's length undercounted what the cache really held (48 MB counted, 500 MB held).
    const page = { ...spliced, pieces: spliced.pieces.map((p) => ({ ...p, raw: own(p.raw), deflated: own(p.deflated) })) };
    const etag = `W/"${createHash("sha1").update(version).update("\0").update(key).update("\0").update(String(body.length)).digest("base64url").slice(0, 20)}"`;
    // Everything the entry holds: the pieces (each Buffer has its own object), the strings (2 bytes a character at
    // worst, and the key is held twice: the Map's key and nothing else, plus the entry) and the objects around them.
    const bytes =
      page.pieces.reduce((n, p) => n + p.raw.length + p.deflated.length + PIECE_OVERHEAD, 0) +
      2 * (key.length + version.length + contentType.length + etag.length) +
      ENTRY_OVERHEAD;
    this.delete(key);
    this.entries.set(key, { version, etag, contentType, page, bytes });
    this.bytes += bytes;
    this.stats.stores++;
    for (const [k] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(k);
      this.stats.evictions++;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }
}
