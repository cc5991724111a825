/**
 * The React Router request handler as Koa middleware, for everything the cached-page lane (cached-pages.ts) did
 * not answer: it renders the page (form bodies read by form-body.ts, the request and response bridged by
 * fetch-bridge.ts), streams it, and keeps a copy of cacheable answers in the render cache.
 */
import { PassThrough } from "node:stream";
import type { Context, Middleware } from "koa";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { app } from "./context.ts";
import { cacheableUrl, renderCacheKey, showsOwnSubmission, type QueryValueCheck } from "../cache/cached-pages.ts";
import { responseBody, sendResponse, toRequest } from "./fetch-bridge.ts";
import { BodyError, readFormBody } from "./form-body.ts";
import { contentSecurityPolicy, newNonce } from "../base/security.ts";
import { FORM_ANSWER, STREAMED_PAGE } from "../cache/cache-policy.ts";
import type { PageStore } from "../cache/stored-page.ts";
import { postTargets } from "./page-actions.ts";

export interface PageOptions {
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  mode: "production" | "development";
  loadContext: (nonce: string, dataRequest: boolean, ctx: Context) => RouterContextProvider;
  https: boolean;
  /** SITE_URL: the public origin requests are built on (TLS may end at a proxy in front of us). */
  siteUrl: string;
  /** Keeps finished renders as stored pages for the render cache, valid while `cacheVersion()` is unchanged; absent in development. */
  store?: PageStore;
  cacheVersion?: (url: string) => string;
  /** Whether a query value is one its page knows: a URL with another is never stored (server/cache/cached-pages.ts). */
  knownValue?: QueryValueCheck;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

/**
 * The current cache version of `url`, as a function the stored page keeps (to skip its brotli form once out of date).
 * Made here, not inside the request's handler, so that it holds the URL only: a closure made there shares the
 * handler's scope, and every stored page kept its request's whole context alive (response, gzip stream and its
 * buffers: about 20 MB for the 265 pages of a crawl, outside the cache's own count).
 */
function versionOf(opts: PageOptions, url: string): () => string {
  return () => opts.cacheVersion!(url);
}

export function pages(opts: PageOptions): Middleware {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  let handlerBuild: ServerBuild | null = null;
  const takesPost = postTargets();
  const csp = (nonce: string) => contentSecurityPolicy(nonce, { dev: opts.mode === "development", https: opts.https });
  return async (ctx) => {
    const cacheable = !!opts.store && (ctx.method === "GET" || ctx.method === "HEAD") && cacheableUrl(ctx.url, opts.knownValue);
    const key = cacheable ? renderCacheKey(ctx.get("User-Agent"), ctx.url) : "";
    const version = cacheable ? opts.cacheVersion!(ctx.url) : "";
    const versionNow = versionOf(opts, ctx.url);

    // Hits never get here: cachedPages() answers them before Koa. This is a miss, to render and keep.
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
    if (ctx.method === "POST" && !takesPost(build, ctx.path)) {
      // A page without a form: refused before its body is read (server/http/page-actions.ts).
      ctx.set("Allow", "GET, HEAD");
      ctx.status = 405;
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "This page has no form to send. Use GET, HEAD.";
      return;
    }
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
    const context = opts.loadContext(nonce, ctx.path.endsWith(".data"), ctx);
    const response = await handler(toRequest(ctx, opts.siteUrl, controller.signal, formBody), context);

    const contentType = response.headers.get("content-type") ?? "";
    let body = responseBody(response);
    const cookies = response.headers.getSetCookie();
    if (
      cacheable &&
      ctx.method === "GET" &&
      response.status === 200 &&
      cookies.length === 0 &&
      CACHEABLE_TYPES.test(contentType) &&
      typeof body !== "string"
    ) {
      // Stream to the client as usual, and keep a copy for the cache once the render has finished.
      const chunks: Buffer[] = [];
      const tee = new PassThrough({
        transform(chunk: Buffer, _enc, cb) {
          chunks.push(chunk);
          cb(null, chunk);
        },
      });
      tee.on("end", () => {
        // A render that timed out or failed part-way is sent as it is, never kept (server/http/render-stream.ts).
        if (controller.signal.aborted || app(context).render.incomplete || versionNow() !== version) return;
        void opts.store!.keep(key, version, versionNow, contentType, Buffer.concat(chunks), nonce);
      });
      body = body.pipe(tee);
    }

    sendResponse(ctx, response, body);
    if (contentType.startsWith("text/html")) ctx.set("Content-Security-Policy", csp(nonce));
    // This answer carries its own nonce (or answers a form): no shared cache may keep it. Stored copies go out
    // public from the cached-page lane, without a nonce.
    if (CACHEABLE_TYPES.test(contentType) && !response.headers.has("cache-control")) {
      ctx.set("Cache-Control", ctx.method === "POST" || showsOwnSubmission(ctx.url) ? FORM_ANSWER : STREAMED_PAGE);
    }
  };
}
