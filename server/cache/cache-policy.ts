/**
 * The HTTP cache policy: every Cache-Control the site sends, named by the kind of answer. A new kind of answer
 * picks one of these (or adds one here, with why); no other file writes a Cache-Control value.
 *
 * What a browser and a shared cache (a CDN, docs/deploy.md) may do with each:
 *
 * | Answer                                              | Browser                 | Shared cache                 |
 * |-----------------------------------------------------|-------------------------|------------------------------|
 * | hashed build file (`/assets/…`)                     | a year, never asks      | a year                       |
 * | other public file, generated text file              | an hour                 | an hour                      |
 * | stored page (render cache)                          | asks every time (304)   | PAGE_S_MAXAGE (+ SWR on HTML)|
 * | prepared API answer (changes with the data files)   | asks every time (304)   | asks every time              |
 * | API answer that changes with every submission       | asks every time         | asks every time              |
 * | page rendered for one response (its own nonce)      | asks every time         | never                        |
 * | form answer, a visitor's own submission             | never stored            | never                        |
 * | anything else not to keep (errors, POSTs, /healthz) | never stored            | never                        |
 *
 * The service worker (scripts/assets/sw.js) fetches pages with `cache: "no-cache"`: a stored page's
 * stale-while-revalidate applies to a worker's fetch() too, and the offline copy must be the current page.
 */

/** Files under `/assets/`: their name is the hash of their bytes, so they never change. */
export const HASHED_ASSET = "public, max-age=31536000, immutable";

/**
 * Files whose name stays when their bytes change (icons, the manifest, sw.js, app-lite.js), text files made
 * from the data (robots.txt, sitemap.xml, the Atom feed, open data downloads) and the API's OpenAPI description:
 * an hour, anywhere.
 */
export const PUBLIC_FILE = "public, max-age=3600";

/** Files that change with every visitor's price report (its Atom feeds and the reports' downloads): a minute, anywhere. */
export const LIVE_FILE = "public, max-age=60";

/**
 * GET APIs prepared once per data version (server/http/api.ts `preparedApi`): any cache may keep them, and asks
 * again every time; the ETag makes that a 304.
 */
export const PREPARED_API = "public, max-age=0, must-revalidate";

/** API answers that change with every submission (the newest reviews and their older slices, price-report figures). */
export const LIVE_API = "no-cache";

/** A page rendered for one response: its nonce is that response's, so no shared cache may keep it. */
export const STREAMED_PAGE = "private, no-cache";

/** An answer to a form, or a page showing a visitor their own submission. */
export const FORM_ANSWER = "private, no-store";

/**
 * Never kept anywhere: /healthz, error answers, a render that timed out (server/http/render-stream.ts), the API's POST
 * answers, requests the parser refused.
 */
export const NO_STORE = "no-store";

export interface StoredPagePolicy {
  /** How long a shared cache may serve a stored page (PAGE_S_MAXAGE), in seconds. */
  sMaxAge: number;
  /** How long past that a shared cache may serve it while it fetches a fresh copy (PAGE_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidate: number;
}

/**
 * A stored page (server/cache/stored-page.ts). Browsers keep it but ask again every time (max-age=0; the ETag makes
 * that a 304), so a visitor sees their own review as soon as it is stored; shared caches serve it for s-maxage.
 * stale-while-revalidate is on documents only: browsers apply it to fetch() too, and React Router's reload of a
 * page's data after a form (its `.data` URL) must not come back stale.
 */
export function storedPage(contentType: string, opts: StoredPagePolicy): string {
  const swr =
    contentType.startsWith("text/html") && opts.staleWhileRevalidate > 0 ? `, stale-while-revalidate=${opts.staleWhileRevalidate}` : "";
  return `public, max-age=0, s-maxage=${opts.sMaxAge}${swr}`;
}
