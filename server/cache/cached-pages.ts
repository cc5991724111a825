/**
 * The cached-page lane: which page URLs the render cache may hold, its key, and the answer to a GET or HEAD
 * the cache holds, written straight from node:http before Koa (as fast-lane.ts does for the prepared APIs).
 * A hit is final bytes with their precomputed headers (server/cache/stored-page.ts): nothing is built per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CATEGORIES, CATEGORY_SLUG_ALIASES } from "#domain/rules/categories.ts";
import { pageForPath } from "#domain/rules/pages.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { STATES } from "#domain/rules/states.ts";
import { ALLERGENS } from "#domain/data/allergen-entry.ts";
import { ACTIVITY_LEVELS } from "#domain/rules/tracker.ts";
import { SORT_KEYS } from "#domain/rules/explore.ts";
import { WORK_SORTS } from "#domain/rules/minutes-of-work.ts";
import { STATE_MENU_SORTS } from "#domain/rules/state-estimates.ts";
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
 * (the `query` of its entry in domain/rules/pages.ts), at most 8 of them, in a URL of at most 512 characters. Any
 * other URL is rendered as usual but never stored, so unique junk query strings (`/about?r=1`, `/explore?q=2`...)
 * cannot fill the cache with copies of one page.
 */
export function cacheableUrl(url: string, knownValue: QueryValueCheck = () => true): boolean {
  if (url.length > CACHEABLE_URL_MAX) return false;
  const q = url.indexOf("?");
  if (q === -1) return true;
  const path = url.slice(0, q);
  const data = path.endsWith(".data");
  const page = pageForPath(data ? (path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length)) : path);
  const allowed = page?.query ?? [];
  let n = 0;
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
    if (++n > 8 || !(allowed.includes(name) || (data && DATA_PARAMS.has(name)))) return false;
    if (!knownValue(name, value)) return false;
  }
  return true;
}

/**
 * The URL whose stored copy may answer this request: the URL itself when it may be stored; else, for a page
 * address of at most 512 characters, the same address without the parameters its page never reads (`utm_source`,
 * `fbclid`, `?r=<random>`): the page renders the same bytes without them, so a shared link's tracking tags or a
 * flood of unique junk query strings cost a cache lookup, not a render. Null for anything else: a value a page
 * reads but does not know, a visitor's own submission, React Router's `.data` requests, a longer address. A miss
 * on the shorter address renders the request as asked, and stores nothing.
 */
export function storedCopyUrl(url: string, knownValue: QueryValueCheck = () => true): string | null {
  if (cacheableUrl(url, knownValue)) return url;
  if (url.length > CACHEABLE_URL_MAX) return null;
  const q = url.indexOf("?");
  const path = url.slice(0, q);
  if (path.endsWith(".data")) return null;
  const page = pageForPath(path);
  if (!page) return null;
  const allowed = page.query ?? [];
  const kept: string[] = [];
  for (const part of url.slice(q + 1).split("&")) {
    const [name] = new URLSearchParams(part).keys();
    if (name === undefined) continue;
    if (OWN_SUBMISSION_PARAMS.has(name)) return null;
    if (allowed.includes(name)) kept.push(part);
  }
  const shorter = kept.length ? `${path}?${kept.join("&")}` : path;
  return cacheableUrl(shorter, knownValue) ? shorter : null;
}

/** Whether a query parameter's value is one its pages know (a URL holding another is rendered but never stored). */
export type QueryValueCheck = (name: string, value: string) => boolean;

const NUMBER = /^\d{1,6}(?:\.\d{1,2})?$/;
const words = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Which query values a stored page may carry: only values from a closed vocabulary. A state (name, slug or code), a
 * size, an item of the menu (its slug or name), a category (name or slug), a sort, an activity level, an allergen, a count or an amount, a date; lists of menu items (`order`, `items`, `compare`), each with a size or
 * count; and a search text (`q`) only when it names a menu item, a category or a state. Free text (`?q=<anything>`)
 * and any parameter not named here are rendered like any page but never kept, so unique values cannot
 * fill the render cache with copies of one page (an empty value is a form's "any", and is kept).
 */
export function knownQueryValues(items: () => ReadonlyMap<string, unknown>): QueryValueCheck {
  const states = new Set(STATES.flatMap(([name, code]) => [words(name), stateSlug(name), code.toLowerCase()]));
  const categories = new Set([...CATEGORIES.map(words), ...Object.keys(CATEGORY_SLUG_ALIASES)]);
  const sizes = new Set(["small", "medium", "large", "standard"]);
  const sorts = new Set<string>([...SORT_KEYS, ...WORK_SORTS, ...STATE_MENU_SORTS]);
  const levels = new Set<string>(ACTIVITY_LEVELS);
  const allergens = new Set(ALLERGENS.map((a) => words(a)));
  /** A comma-separated list of menu items, each optionally `:size` or `:count` (the calculators' and compare's links). */
  const itemList = (value: string) => {
    const tokens = value.split(",");
    return (
      tokens.length <= 40 &&
      tokens.every((t) => {
        const [slug, ...rest] = t.split(":");
        return items().has(itemSlug(slug)) && rest.length <= 2 && rest.every((r) => sizes.has(r.toLowerCase()) || /^\d{1,3}$/.test(r));
      })
    );
  };
  return (name, value) => {
    if (value === "") return true;
    switch (name) {
      case "state":
        return states.has(words(value));
      case "size":
        return sizes.has(words(value));
      case "item":
        return items().has(itemSlug(value));
      case "category":
        return categories.has(words(value));
      case "page":
      case "shown":
      case "people":
      case "goal":
      case "max-price":
      case "max-calories":
      case "min-protein":
        return NUMBER.test(value);
      case "sort":
        return sorts.has(value);
      case "order":
        // The explore page's direction, or the meal calculator's order.
        return value === "asc" || value === "desc" || itemList(value);
      case "items":
      case "compare":
        return itemList(value);
      case "exclude":
        return value.split(",").every((a) => allergens.has(words(a)));
      case "level":
        return levels.has(value);
      case "from":
      case "to":
        return /^\d{4}(?:-\d{2}){0,2}$/.test(value);
      case "q": {
        // A search text is stored only when it names something the menu or the map has: a bounded set of copies.
        const w = words(value);
        return items().has(w) || categories.has(w) || states.has(w);
      }
      default:
        return false;
    }
  };
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
export function cachedPages(opts: {
  cache: RenderCache;
  cacheVersion: (url: string) => string;
  skip: (path: string) => boolean;
  knownValue?: QueryValueCheck;
}) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = readPath(req);
    const url = req.url ?? "/";
    if (path === null || opts.skip(path)) return false;
    const stored = storedCopyUrl(url, opts.knownValue);
    if (stored === null) return false;
    const hit = opts.cache.get(renderCacheKey(req.headers["user-agent"], stored), opts.cacheVersion(stored));
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
