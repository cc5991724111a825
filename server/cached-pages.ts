/**
 * The cached-page lane: which page URLs the render cache may hold, its key, and the answer to a GET or HEAD
 * the cache holds, written straight from node:http before Koa (as fast-lane.ts does for the prepared APIs).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { flatHeaders, readPath } from "./fast-lane.ts";
import { gzipWith, rawWith } from "./gzip-splice.ts";
import { etagMatches, pickEncoding } from "./prepared.ts";
import type { RenderCache } from "./render-cache.ts";
import { contentSecurityPolicy, newNonce } from "./security.ts";

/**
 * The query parameters some page reads (grep the routes for searchParams when adding one): `_routes` is React
 * Router's own on .data requests. A URL with any other parameter is rendered as usual but never stored, so
 * unique junk query strings (`/about.data?r=1`, `?r=2`...) cannot fill the cache with copies of one page.
 */
export const PAGE_QUERY_PARAMS = new Set(["_routes", "q", "order", "category", "submitted", "page", "size", "selected", "level", "items", "goal", "item", "topic", "from"]);
/** Longer URLs are never stored (no page link is anywhere near this). */
const CACHEABLE_URL_MAX = 512;

/** Whether a response to this URL may be kept in the render cache. */
export function cacheableUrl(url: string): boolean {
  if (url.length > CACHEABLE_URL_MAX) return false;
  const q = url.indexOf("?");
  if (q === -1) return true;
  const params = new URLSearchParams(url.slice(q + 1));
  let n = 0;
  for (const name of params.keys()) if (++n > 8 || !PAGE_QUERY_PARAMS.has(name)) return false;
  return true;
}

/** The render cache's key for a request: the full URL, and whether the client is a bot (bots get no scripts). */
export function renderCacheKey(userAgent: string | undefined, url: string): string {
  return `${isbot(userAgent) ? "bot" : "web"} ${url}`;
}

/**
 * Answers GET and HEAD from the render cache straight from node:http (the fast lane): the page with a fresh
 * nonce in its scripts and its CSP, gzip when accepted, ETag and 304, and the site's security headers.
 * Returns false for anything it cannot answer from the cache, which then goes on to Koa and pages().
 * `skip` names the requests Koa answers before it reaches the pages (static files, the API, /healthz).
 */
export function cachedPages(opts: {
  cache: RenderCache;
  cacheVersion: () => string;
  https: boolean;
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  skip: (path: string) => boolean;
}) {
  const base = flatHeaders(opts.baseHeaders);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = readPath(req);
    if (path === null || opts.skip(path) || !cacheableUrl(req.url ?? "/")) return false;
    const hit = opts.cache.get(renderCacheKey(req.headers["user-agent"], req.url ?? "/"), opts.cacheVersion());
    if (!hit) return false;
    const headers = [...base, "Vary", "Accept-Encoding", "ETag", hit.etag, "Cache-Control", "no-cache"];
    if (etagMatches(req.headers["if-none-match"], hit.etag)) {
      // The browser keeps the body it has and the CSP that came with it (whose nonce matches that body).
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const nonce = newNonce();
    headers.push("Content-Type", hit.contentType);
    if (hit.contentType.startsWith("text/html")) headers.push("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: false, https: opts.https }));
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? gzipWith(hit.page, nonce) : rawWith(hit.page, nonce);
    if (gzip) headers.push("Content-Encoding", "gzip");
    headers.push("Content-Length", String(body.length), "X-Render-Cache", "hit");
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return pickEncoding(acceptEncoding) !== null && /\bgzip\b/i.test(acceptEncoding ?? "");
}
