/**
 * The fast lane: GET and HEAD of the prepared JSON APIs answered straight from node:http, before Koa builds a
 * context and runs the middleware chain (compression, redirects, static files, the POST guard, the router), none
 * of which has anything to do for them. The answer is the same as the router's, header for header: the security
 * headers, ETag with 304, Cache-Control, Vary and the best encoding the client accepts. Every other request, and
 * these paths with any other method, goes on to Koa.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { etagMatches, pickEncoding, type Prepared } from "./prepared.ts";

export interface FastRoute {
  /** The current body (rebuilt by its owner when the data changes). */
  body: () => Prepared;
  cacheControl: string;
  /** A Link header for the body (the API's next page), if any. */
  link?: () => string | null;
  /** The route reads its query string: a request with one goes on to Koa (the body here is the default answer). */
  readsQuery?: boolean;
}

/** The path of a GET or HEAD request, without its query string; null for any other method. */
export function readPath(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** Header pairs as the flat [name, value, name, value...] list res.writeHead takes. */
export function flatHeaders(pairs: ReadonlyArray<readonly [string, string]>): string[] {
  return pairs.flatMap(([k, v]) => [k, v]);
}

/**
 * Returns a handler that answers a request from `routes` (keyed by exact path, query string ignored) and returns
 * true, or returns false and leaves the request untouched.
 */
export function fastLane(routes: Map<string, FastRoute>, baseHeaders: ReadonlyArray<readonly [string, string]>) {
  const base = flatHeaders(baseHeaders);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = readPath(req);
    const route = path === null ? undefined : routes.get(path);
    if (!route || (route.readsQuery && req.url!.includes("?"))) return false;
    const p = route.body();
    const headers = [...base, "Vary", "Accept-Encoding", "ETag", p.etag, "Cache-Control", route.cacheControl];
    const link = route.link?.();
    if (link) headers.push("Link", link);
    if (etagMatches(req.headers["if-none-match"], p.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const enc = pickEncoding(req.headers["accept-encoding"]);
    const body = enc === "br" ? p.br : enc === "gzip" ? p.gzip : p.raw;
    headers.push("Content-Type", p.type);
    if (enc) headers.push("Content-Encoding", enc);
    headers.push("Content-Length", String(body.length));
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
