/**
 * The request listener: a fast lane for prepared answers (GET APIs, cached pages), then the Koa application,
 * in request order: security headers, compression (flushing streamed HTML chunk by chunk), /healthz,
 * lowercase redirect, static files, POST guard, /api, then every other path to React Router.
 */
import zlib from "node:zlib";
import Koa from "koa";
import compress from "koa-compress";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createApi, preparedApi } from "./api.ts";
import type { CatalogStore } from "./catalog.ts";
import type { Config } from "./config.ts";
import { databaseHealth, forRouteActions, RETRY_AFTER_SECONDS, type SubmissionStore } from "./store.ts";
import type { Logger } from "./log.ts";
import { cachedPages, pages } from "./pages.ts";
import type { Prepared } from "./prepared.ts";
import { RenderCache } from "./render-cache.ts";
import { fastLane } from "./fast-lane.ts";
import { postGuard, securityHeaderList, securityHeaders } from "./security.ts";
import { serveStatic } from "./static.ts";
import { createSubmissions } from "./submissions.ts";

export interface AppDeps {
  config: Config;
  log: Logger;
  catalog: CatalogStore;
  journal: SubmissionStore;
  staticFiles: Map<string, Prepared>;
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  /** Dev only: Vite's connect middlewares, mounted before the pages. */
  devMiddleware?: Koa.Middleware;
}

const QUIET_ERRORS = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED", "ABORT_ERR"]);

/** Lowercases a path, leaving percent-escapes (whose hex digits are case-insensitive anyway) as they are. */
export function lowercasePath(path: string): string {
  return path.replace(/(%[0-9A-Fa-f]{2})|[^%]+/g, (part, escape: string | undefined) => (escape ? part : part.toLowerCase()));
}

/**
 * The server's request listener. The fast lane answers what is already prepared (the GET APIs, then pages in
 * the render cache) straight from node:http; everything else goes to the Koa application.
 */
export function createRequestListener(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, catalog, journal } = deps;
  const prepared = preparedApi(catalog, journal);
  const renderCache = config.dev ? undefined : new RenderCache(48 * 1024 * 1024);
  // Pages depend on the data, the journal (reviews, comments) and the day (dates shown, "this month").
  const cacheVersion = () => `${catalog.current.version}:${journal.version}:${new Date().toISOString().slice(0, 10)}:${config.siteUrl}`;
  const baseHeaders = securityHeaderList(config);
  const api = fastLane(prepared, baseHeaders);
  const cached = renderCache
    ? cachedPages({
        cache: renderCache,
        cacheVersion,
        https: config.siteUrl.startsWith("https:"),
        baseHeaders,
        skip: (path) => path === "/healthz" || path.startsWith("/api/") || path.startsWith("/assets/") || deps.staticFiles.has(path),
      })
    : () => false;
  const koa = createApp(deps, { prepared, renderCache, cacheVersion }).callback();
  return (req, res) => {
    try {
      if (api(req, res) || cached(req, res)) return;
    } catch (err) {
      // Koa would have turned this into an answer; here it must not become an uncaught exception.
      deps.log.error("http: the fast lane failed; Koa answers instead", { err, url: req.url });
      if (res.headersSent) return void res.destroy();
    }
    void koa(req, res);
  };
}

function createApp(
  deps: AppDeps,
  shared: { prepared: ReturnType<typeof preparedApi>; renderCache: RenderCache | undefined; cacheVersion: () => string },
): Koa {
  const { config, log, catalog, journal } = deps;
  const { prepared, renderCache, cacheVersion } = shared;
  const app = new Koa();
  app.proxy = config.trustProxy > 0;
  app.proxyIpHeader = "X-Forwarded-For";
  app.maxIpsCount = config.trustProxy;
  app.silent = true;
  app.on("error", (err: NodeJS.ErrnoException & { status?: number }) => {
    if (QUIET_ERRORS.has(err.code ?? "") || err.name === "AbortError" || (err.status && err.status < 500)) return;
    log.error("http: unhandled error", { err });
  });

  const submit = createSubmissions(catalog, journal);
  const formSubmit = forRouteActions(submit);
  const loadContext = (nonce: string, dataRequest: boolean): AppLoadContext => ({
    catalog: catalog.current,
    community: journal.state,
    submit: formSubmit,
    siteUrl: config.siteUrl,
    nonce,
    dataRequest,
    structuredData: [],
  });

  app.use(securityHeaders(config));
  app.use(
    compress({
      threshold: 1024,
      gzip: { flush: zlib.constants.Z_SYNC_FLUSH },
      deflate: false,
      br: {
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      },
    }),
  );
  app.use(async (ctx, next) => {
    if (ctx.path === "/healthz") {
      ctx.set("Cache-Control", "no-store");
      ctx.body = {
        status: "ok",
        dataVersion: catalog.current.version,
        journalRecords: journal.version,
        // null with the file journal; with PostgreSQL, whether it answers (writes get 503 while it does not).
        database: databaseHealth(journal),
        renderCache: renderCache ? { ...renderCache.stats, ...renderCache.size } : null,
      };
      return;
    }
    await next();
  });
  // Routing is case-insensitive: a path with capitals is sent to its lowercase form.
  app.use(async (ctx, next) => {
    if ((ctx.method === "GET" || ctx.method === "HEAD") && !ctx.path.startsWith("/assets/")) {
      const lower = lowercasePath(ctx.path);
      if (lower !== ctx.path) {
        ctx.status = 301;
        ctx.redirect(lower + (ctx.querystring ? `?${ctx.querystring}` : ""));
        return;
      }
    }
    await next();
  });
  app.use(serveStatic(deps.staticFiles));
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  app.use(postGuard(config));
  // A form refused while the database is down (a 503 from a route action) says when to try again.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 503 && ctx.method === "POST" && !ctx.response.get("Retry-After")) ctx.set("Retry-After", String(RETRY_AFTER_SECONDS));
  });
  app.use(createApi({ submit, log, prepared }));
  app.use(
    pages({
      getBuild: deps.getBuild,
      mode: config.dev ? "development" : "production",
      loadContext,
      https: config.siteUrl.startsWith("https:"),
      cache: renderCache,
      cacheVersion,
    }),
  );
  return app;
}
