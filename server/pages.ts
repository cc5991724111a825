/**
 * The React Router request handler as Koa middleware: the Koa request becomes a Fetch Request, the streamed
 * Response body becomes a Node stream on ctx.body (so compression and every Koa response header still apply).
 */
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Middleware } from "koa";
import { isbot } from "isbot";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { flatHeaders, readPath } from "./fast-lane.ts";
import { gzipWith, rawWith } from "./gzip-splice.ts";
import { etagMatches, pickEncoding } from "./prepared.ts";
import type { RenderCache } from "./render-cache.ts";
import { ClientError, contentSecurityPolicy, newNonce } from "./security.ts";

export interface PageOptions {
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  mode: "production" | "development";
  loadContext: (nonce: string, dataRequest: boolean) => AppLoadContext;
  https: boolean;
  /** SITE_URL: the public origin requests are built on (TLS may end at a proxy in front of us). */
  siteUrl: string;
  /** Rendered pages, reused while `cacheVersion()` is unchanged; absent in development. */
  cache?: RenderCache;
  cacheVersion?: () => string;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

/** Page forms are small: the same limit as the API's JSON bodies. */
export const FORM_LIMIT_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a page form's body with a size limit, and checks it parses, so a route action never meets a bad body. */
async function readFormBody(ctx: Context): Promise<Buffer> {
  if (!ctx.is(FORM_TYPES)) throw new BodyError(415, "Forms on this site are sent as application/x-www-form-urlencoded or multipart/form-data.");
  const declared = Number(ctx.get("Content-Length") || 0);
  if (declared > FORM_LIMIT_BYTES) throw new BodyError(413, "The form is too large.");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new BodyError(413, "The form is too large.");
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  try {
    await new Request("http://localhost/", { method: "POST", headers: { "content-type": ctx.get("Content-Type") }, body: new Uint8Array(body) }).formData();
  } catch {
    throw new BodyError(400, "The form could not be read. Please go back and try again.");
  }
  return body;
}

/** `proto://host` if it is a valid origin, else null (a Host header such as `a b<>`, or none under HTTP/1.0). */
function originOf(candidate: string): string | null {
  try {
    const u = new URL(candidate);
    return u.origin === candidate ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Fetch URL of a request: SITE_URL's origin plus the path, as the visitor's browser sees it. With TLS ended
 * at a proxy, ctx.protocol says http while the browser's Origin says https, and React Router refused every
 * no-JS form. The request's own origin is used only when the browser's Origin header names exactly it (a
 * development server reached as 127.0.0.1 while SITE_URL says localhost). The path is appended to the origin as
 * text, never resolved against it, so `//a:b@c/` stays a path on this site.
 */
export function requestUrl(originalUrl: string, siteUrl: string, ownOrigin: string, originHeader: string): URL {
  const site = new URL(siteUrl).origin;
  const own = originOf(ownOrigin);
  const base = own && originHeader === own ? own : site;
  try {
    return new URL(base + originalUrl);
  } catch {
    throw new ClientError(400, "The address could not be read.");
  }
}

function toRequest(ctx: Context, siteUrl: string, signal: AbortSignal, body?: Buffer): Request {
  const url = requestUrl(ctx.originalUrl, siteUrl, `${ctx.protocol}://${ctx.host}`, ctx.get("Origin"));
  const headers = new Headers();
  const raw = ctx.req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.startsWith(":")) continue;
    headers.append(name, raw[i + 1]);
  }
  const init: RequestInit & { duplex?: "half" } = { method: ctx.method, headers, signal };
  if (body) init.body = new Uint8Array(body);
  else if (ctx.method !== "GET" && ctx.method !== "HEAD") {
    init.body = Readable.toWeb(ctx.req) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

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

export function pages(opts: PageOptions): Middleware {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  let handlerBuild: ServerBuild | null = null;
  const csp = (nonce: string) => contentSecurityPolicy(nonce, { dev: opts.mode === "development", https: opts.https });
  return async (ctx) => {
    const cacheable = !!opts.cache && (ctx.method === "GET" || ctx.method === "HEAD") && cacheableUrl(ctx.url);
    const key = cacheable ? renderCacheKey(ctx.get("User-Agent"), ctx.url) : "";
    const version = cacheable ? opts.cacheVersion!() : "";

    // Hits never get here: cachedPages() below answers them before Koa. This is a miss, to render and keep.
    const build = await opts.getBuild();
    if (!handler || build !== handlerBuild) {
      handler = createRequestHandler(build, opts.mode);
      handlerBuild = build;
    }
    const controller = new AbortController();
    ctx.res.once("close", () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
    let formBody: Buffer | undefined;
    if (ctx.method === "POST") {
      try {
        formBody = await readFormBody(ctx);
      } catch (err) {
        if (!(err instanceof BodyError)) throw err;
        ctx.status = err.status;
        ctx.type = "text/plain; charset=utf-8";
        ctx.body = err.message;
        return;
      }
    }
    const nonce = newNonce();
    const response = await handler(toRequest(ctx, opts.siteUrl, controller.signal, formBody), opts.loadContext(nonce, ctx.path.endsWith(".data")));

    const contentType = response.headers.get("content-type") ?? "";
    let body: Readable | string = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : "";
    const cookies = response.headers.getSetCookie();
    if (cacheable && ctx.method === "GET" && response.status === 200 && cookies.length === 0 && CACHEABLE_TYPES.test(contentType) && typeof body !== "string") {
      // Stream to the client as usual, and keep a copy for the cache once the render has finished.
      const chunks: Buffer[] = [];
      const tee = new PassThrough({
        transform(chunk: Buffer, _enc, cb) {
          chunks.push(chunk);
          cb(null, chunk);
        },
      });
      tee.on("end", () => {
        if (controller.signal.aborted || opts.cacheVersion!() !== version) return;
        opts.cache!.set(key, version, contentType, Buffer.concat(chunks), nonce);
      });
      body = body.pipe(tee);
    }

    // Body first: Koa turns a null body after a status into 204.
    ctx.body = body;
    ctx.status = response.status;
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      ctx.set(name, value);
    }
    if (cookies.length > 0) ctx.set("Set-Cookie", cookies);
    if (contentType.startsWith("text/html")) {
      ctx.set("Content-Security-Policy", csp(nonce));
      if (!response.headers.has("cache-control")) ctx.set("Cache-Control", "no-cache");
    }
  };
}
