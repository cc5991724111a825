/**
 * Stored pages: a finished render turned into final bytes that any visitor, and any shared cache (a CDN), may
 * get. The render's nonce is taken out; the CSP names the sha256 of each of the page's scripts instead
 * (hashedContentSecurityPolicy), computed once here; gzip -9 and brotli 11 are computed once; each encoding gets
 * a strong ETag and its whole header list, so a hit is a lookup and a write (server/cache/cached-pages.ts).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { CachedPage, RenderCache, Variant } from "./render-cache.ts";
import { hashedContentSecurityPolicy } from "../base/security.ts";
import { storedPage, type StoredPagePolicy } from "./cache-policy.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface StoreOptions extends StoredPagePolicy {
  /** The site-wide headers (securityHeaderList), as a flat [name, value, ...] list. */
  baseHeaders: readonly string[];
  https: boolean;
  onError?: (err: unknown) => void;
}

/** The body without this render's nonce attribute (on its scripts and links): no visitor's nonce is stored. */
export function withoutNonce(body: Buffer, nonce: string): Buffer {
  const attr = Buffer.from(` nonce="${nonce}"`, "utf8");
  if (!nonce || body.indexOf(attr) === -1) return body;
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(attr); at !== -1; at = body.indexOf(attr, start)) {
    parts.push(body.subarray(start, at));
    start = at + attr.length;
  }
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs (no type, a JavaScript MIME type, or module); the rest (JSON-LD) are data. */
const RUNNABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The hash sources for every script of a page: the sha256 of each inline script's exact text (as the browser
 * hashes it: after the HTML parser turned CR LF and lone CR into LF), and the integrity hashes of external ones
 * (`<script src integrity>`, which a hash-source allows in CSP 3).
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) {
      const integrity = /\bintegrity\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "";
      for (const h of integrity.split(/\s+/)) if (/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(h)) hashes.add(h);
      continue;
    }
    const type = (/\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "").trim();
    if (!RUNNABLE_TYPE.test(type)) continue;
    const text = m[2].replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** A copy in memory of its own (not a slice of a shared pool slab or of a larger zlib buffer). */
function own(b: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(b.length);
  b.copy(copy);
  return copy;
}

const BROTLI_QUEUE_MAX = 64;

/** Bytes held per entry besides buffers and header strings: the entry, variant and array objects, the Map slot. */
const ENTRY_OVERHEAD = 1024;

function variant(body: Buffer, etag: string, encoding: string | null, common: readonly string[], contentType: string): Variant {
  const head304 = [...common, "ETag", etag];
  const head = [
    ...head304,
    "Content-Type",
    contentType,
    ...(encoding ? ["Content-Encoding", encoding] : []),
    "Content-Length",
    String(body.length),
    "X-Render-Cache",
    "hit",
  ];
  return { body, etag, head, head304 };
}

/** The header strings of a variant (its 304 list shares them), at 2 bytes a character at worst, plus the slots. */
const headerBytes = (v: Variant) => v.head.reduce((n, s) => n + 2 * s.length + 16, 0);

/**
 * How many times brotli clients must ask for a stored page before its brotli form is made. Brotli 11 costs
 * 150-300 ms of CPU for a 100 KB page (30 times its render): a page asked for once (a crawler's long tail, or
 * a client walking `?q=1`, `?q=2`...) stays gzip-only instead of taking that from every request.
 */
export const BROTLI_AFTER_HITS = 2;

/**
 * Turns finished renders into cache entries. gzip -9 is computed at once (a few milliseconds, off the main
 * thread) and the entry is stored; brotli 11 is computed once brotli clients have asked for the page
 * BROTLI_AFTER_HITS times (`CachedPage.brotliHit`), one page at a time, and added to the entry if it is still
 * current. Two renders of one page finishing together store it once.
 */
export class PageStore {
  private pending = new Set<string>();
  private brotliQueue: Array<() => Promise<void>> = [];
  private brotliRunning = false;

  private cache: RenderCache;
  private opts: StoreOptions;
  constructor(cache: RenderCache, opts: StoreOptions) {
    this.cache = cache;
    this.opts = opts;
  }

  /** Keeps a finished render of `key` made for `version` with `nonce`, if the version is still current then. */
  async keep(key: string, version: string, currentVersion: () => string, contentType: string, body: Buffer, nonce: string): Promise<void> {
    if (body.length > this.cache.maxEntryBytes) return;
    const tag = `${version}\0${key}`;
    if (this.pending.has(tag)) return;
    this.pending.add(tag);
    try {
      const raw = own(withoutNonce(body, nonce));
      const gz = own(await gzip(raw, { level: 9 }));
      if (currentVersion() !== version) return;
      const common = [...this.opts.baseHeaders, "Vary", "Accept-Encoding", "Cache-Control", storedPage(contentType, this.opts)];
      if (contentType.startsWith("text/html"))
        common.push("Content-Security-Policy", hashedContentSecurityPolicy(scriptHashes(raw.toString("utf8")), { https: this.opts.https }));
      // A strong ETag per encoding (each is its own representation), from the hash of the page's bytes.
      const hash = createHash("sha256").update(raw).digest("base64url").slice(0, 27);
      const identity = variant(raw, `"${hash}"`, null, common, contentType);
      const gzipped = variant(gz, `"${hash}-gz"`, "gzip", common, contentType);
      const entry: CachedPage = {
        version,
        identity,
        gzip: gzipped,
        bytes: raw.length + gz.length + headerBytes(identity) + headerBytes(gzipped) + 2 * (key.length + version.length) + ENTRY_OVERHEAD,
      };
      let brotliHits = 0;
      entry.brotliHit = () => {
        if (++brotliHits < BROTLI_AFTER_HITS) return;
        entry.brotliHit = undefined;
        this.queueBrotli(async () => {
          if (!this.cache.holds(key, entry) || currentVersion() !== version) return;
          const br = own(
            await brotli(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            }),
          );
          const v = variant(br, `"${hash}-br"`, "br", common, contentType);
          this.cache.addBrotli(key, entry, v, br.length + headerBytes(v));
        });
      };
      this.cache.set(key, entry);
    } finally {
      this.pending.delete(tag);
    }
  }

  private queueBrotli(job: () => Promise<void>) {
    // Each waiting job holds its page: past this many, pages stay gzip-only rather than memory grow.
    if (this.brotliQueue.length >= BROTLI_QUEUE_MAX) return;
    this.brotliQueue.push(job);
    if (this.brotliRunning) return;
    this.brotliRunning = true;
    void (async () => {
      for (let next = this.brotliQueue.shift(); next; next = this.brotliQueue.shift()) {
        try {
          await next();
        } catch (err) {
          this.opts.onError?.(err);
        }
      }
      this.brotliRunning = false;
    })();
  }
}
