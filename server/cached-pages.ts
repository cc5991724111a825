/**
 * The cached-page lane: which page URLs the render cache may hold, its key, and the answer to a GET or HEAD
 * the cache holds, written straight from node:http before Koa (as fast-lane.ts does for the prepared APIs).
 * A hit is final bytes with their precomputed headers (server/stored-page.ts): nothing is built per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pageForPath } from "#domain/pages.ts";
import { isBot } from "./bot.ts";
import { readPath } from "./fast-lane.ts";
import { etagMatches, pickEncoding } from "./prepared.ts";
import type { RenderCache } from "./render-cache.ts";

/**
 * Parameters of pages that show a visitor their own submission (`/reviews?submitted=<id>`, where a review form
 * leads) or carry a visitor's own link (`/alerts/confirm?follow=<id>&token=<token>`, from a price alert email):
 * never stored, and answered `private, no-store` like the form answer itself.
 */
export const OWN_SUBMISSION_PARAMS = new Set(["submitted", "follow", "token"]);

/** Whether this URL shows a visitor their own submission. */
export function showsOwnSubmission(url: string): boolean {
  const q = url.indexOf("?");
  if (q === -1) return false;
  for (const name of new URLSearchParams(url.slice(q + 1)).keys()) if (OWN_SUBMISSION_PARAMS.has(name)) return true;
  return false;
}

/** Longer URLs are never stored (no page link is anywhere near this). */
const CACHEABLE_URL_MAX = 512;

/** `_routes` is React Router's own, on the `.data` requests of client navigations. */
const DATA_PARAMS = new Set(["_routes"]);

/**
 * Whether a response to this URL may be kept in the render cache: only with the query parameters its page reads
 * (the `query` of its entry in domain/pages.ts), at most 8 of them, in a URL of at most 512 characters. Any
 * other URL is rendered as usual but never stored, so unique junk query strings (`/about?r=1`, `/explore?q=2`...)
 * cannot fill the cache with copies of one page.
 */
export function cacheableUrl(url: string): boolean {
  if (url.length > CACHEABLE_URL_MAX) return false;
  const q = url.indexOf("?");
  if (q === -1) return true;
  const path = url.slice(0, q);
  const data = path.endsWith(".data");
  const page = pageForPath(data ? (path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length)) : path);
  const allowed = page?.query ?? [];
  let n = 0;
  for (const name of new URLSearchParams(url.slice(q + 1)).keys()) {
    if (++n > 8 || !(allowed.includes(name) || (data && DATA_PARAMS.has(name)))) return false;
  }
  return true;
}

/**
 * The render cache's key for a request: the full URL, and whether the client is a bot (bots get the whole page at
 * once, browsers a streamed one). Both copies are complete pages, so a shared cache keyed on the URL alone may
 * give either to anyone: no `Vary: User-Agent`.
 */
export function renderCacheKey(userAgent: string | undefined, url: string): string {
  return `${isBot(userAgent) ? "bot" : "web"} ${url}`;
}

/**
 * Answers GET and HEAD from the render cache straight from node:http (the lane before Koa): the stored bytes in
 * the best encoding the client accepts, or a 304 when If-None-Match names that encoding's ETag, with headers
 * computed when the page was stored. Returns false for anything it cannot answer from the cache, which then goes
 * on to Koa and pages(). `skip` names the requests Koa answers before it reaches the pages (static files, the
 * API, /healthz).
 */
export function cachedPages(opts: { cache: RenderCache; cacheVersion: (url: string) => string; skip: (path: string) => boolean }) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = readPath(req);
    const url = req.url ?? "/";
    if (path === null || opts.skip(path) || !cacheableUrl(url)) return false;
    const hit = opts.cache.get(renderCacheKey(req.headers["user-agent"], url), opts.cacheVersion(url));
    if (!hit) return false;
    const enc = pickEncoding(req.headers["accept-encoding"]);
    if (enc === "br" && !hit.br) hit.brotliHit?.();
    const v = enc === "br" ? (hit.br ?? hit.gzip) : enc === "gzip" ? hit.gzip : hit.identity;
    if (etagMatches(req.headers["if-none-match"], v.etag)) {
      res.writeHead(304, v.head304 as string[]);
      res.end();
      return true;
    }
    res.writeHead(200, v.head as string[]);
    res.end(req.method === "HEAD" ? undefined : v.body);
    return true;
  };
}
