/**
 * The fast lane: GET and HEAD of the prepared JSON APIs answered straight from node:http, before Koa builds a
 * context and runs the middleware chain (compression, redirects, static files, the POST guard, the router), none
 * of which has anything to do for them. The answer is the same as the router's, header for header: the security
 * headers, ETag with 304, Cache-Control, Vary and the best encoding the client accepts. Every other request, and
 * these paths with any other method, goes on to Koa.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pickEncoding, type Prepared } from "./prepared.ts";

export interface FastRoute {
  /** The current body (rebuilt by its owner when the data changes). */
  body: () => Prepared;
  cacheControl: string;
}

function notModified(inm: string | undefined, etag: string): boolean {
  if (!inm) return false;
  return inm.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}` || t === "*");
}

/**
 * Returns a handler that answers a request from `routes` (keyed by exact path, query string ignored) and returns
 * true, or returns false and leaves the request untouched.
 */
export function fastLane(routes: Map<string, FastRoute>, baseHeaders: ReadonlyArray<readonly [string, string]>) {
  const base = baseHeaders.flatMap(([k, v]) => [k, v]);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const route = routes.get(q === -1 ? url : url.slice(0, q));
    if (!route) return false;
    const p = route.body();
    const headers = [...base, "Vary", "Accept-Encoding", "ETag", p.etag, "Cache-Control", route.cacheControl];
    if (notModified(req.headers["if-none-match"], p.etag)) {
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
    res.end(method === "HEAD" ? undefined : body);
    return true;
  };
}
