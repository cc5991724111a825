/**
 * The request listener: a fast lane for prepared answers (GET APIs, cached pages), then the Koa application,
 * in request order: security headers, compression (flushing streamed HTML chunk by chunk), /healthz,
 * lowercase redirect, static files, POST guard, /api, then every other path to React Router.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import zlib from "node:zlib";
import v8 from "node:v8";
import Koa from "koa";
import compress from "koa-compress";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { appContext, type AppContext } from "./context.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import { visibleReviews } from "#domain/indexes/journal-records.ts";
import { createApi, preparedApi } from "./api.ts";
import type { CatalogStore } from "../base/catalog.ts";
import type { Config } from "../base/config.ts";
import { catchUp } from "../store/catch-up.ts";
import type { SubmissionStore } from "../store/store.ts";
import { RETRY_AFTER_SECONDS } from "../store/store-unavailable.ts";
import type { Logger } from "../base/log.ts";
import { NO_STORE } from "../cache/cache-policy.ts";
import { cachedPages, knownQueryValues, type QueryValueCheck } from "../cache/cached-pages.ts";
import { forRouteActions, pageErrorAnswer } from "./error-answer.ts";
import { pages } from "./pages.ts";
import type { Prepared } from "../cache/prepared.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { watchGc } from "../base/gc-stats.ts";
import { PageStore } from "../cache/stored-page.ts";
import { fastLane, flatHeaders } from "../cache/fast-lane.ts";
import { pathProblem, unreadablePathHtml, unreadablePathText } from "./unreadable-path.ts";
import { ClientError, clientIp, clientKey, postGuard, securityHeaderList, securityHeaders } from "../base/security.ts";
import { serveStatic } from "./static.ts";
import { memoryLimit } from "../base/limits.ts";
import { createSubmissions, type Submissions } from "./submissions.ts";
import { reportVersionOf } from "../cache/report-pages.ts";
import { requestClient } from "./report-client.ts";
import type { Alerts } from "../notify/alerts.ts";
import type { Push } from "../notify/push.ts";

export interface AppDeps {
  config: Config;
  log: Logger;
  catalog: CatalogStore;
  journal: SubmissionStore;
  staticFiles: Map<string, Prepared>;
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  /** The secret of the keyed hash of report clients (server/http/report-client.ts reportHashKey). */
  reportKey: string;
  /** Price alerts: following, the links, the outbox worker (server/notify/alerts.ts). */
  alerts: Alerts;
  /** Push alerts: subscriptions and their worker (server/notify/push.ts). */
  push: Push;
  /** Dev only: Vite's connect middlewares, mounted before the pages. */
  devMiddleware?: Koa.Middleware;
}

/** The plain scripts in public/ that pages load with a <script src integrity> (root.tsx, routes/explore.tsx). */
const PAGE_SCRIPTS = ["/app-lite.js", "/explore-filters.js"];

const QUIET_ERRORS = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED", "ABORT_ERR"]);

/** Lowercases a path, leaving percent-escapes (whose hex digits are case-insensitive anyway) as they are. */
export function lowercasePath(path: string): string {
  return path.replace(/(%[0-9A-Fa-f]{2})|[^%]+/g, (part, escape: string | undefined) => (escape ? part : part.toLowerCase()));
}

/**
 * The path a GET is redirected to: lowercase, and with any run of leading slashes and backslashes collapsed to one
 * slash. Browsers read `//host`, `/\host` and `///host` in a Location header as another site, so no redirect may
 * ever start with two of them (`GET //Evil.example` used to go to `//evil.example`).
 */
export function canonicalPath(path: string): string {
  return lowercasePath(path.replace(/^[/\\]+/, "/"));
}

/** Methods a page answers: GET and HEAD to read, POST for its form. Anything else is refused before any work. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * The server's request listener. The fast lane answers what is already prepared (the GET APIs, then pages in
 * the render cache) straight from node:http; everything else goes to the Koa application.
 */
export function createRequestListener(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, catalog, journal } = deps;
  const prepared = preparedApi(catalog, journal, config.siteUrl);
  const renderCache = config.dev ? undefined : new RenderCache(config.renderCacheBytes);
  // Pages depend on the data, the journal (reviews, comments) and the day (dates shown, "this month"). Every hit
  // asks, so the UTC day is worked out once a day rather than formatted on each request.
  let day = "";
  let dayEnds = 0;
  const today = () => {
    const now = Date.now();
    if (now >= dayEnds) {
      day = new Date(now).toISOString().slice(0, 10);
      dayEnds = (Math.floor(now / 86_400_000) + 1) * 86_400_000;
    }
    return day;
  };
  journal.state.reports.threshold = config.reportThreshold;
  const reports = journal.state.reports;
  // A price report changes only the pages that show its item's or its state's reports: their cached copies key on
  // those versions too, and every other page stays a hit (server/cache/report-pages.ts).
  const knownValue = knownQueryValues(() => catalog.current.itemsBySlug);
  const cacheVersion = (url: string) =>
    `${catalog.current.version}:${journal.shownVersion}:${today()}:${config.siteUrl}${reportVersionOf(reports, url)}`;
  const baseHeaders = securityHeaderList(config);
  const api = fastLane(prepared, baseHeaders);
  const store = renderCache
    ? new PageStore(renderCache, {
        baseHeaders: flatHeaders(baseHeaders),
        https: config.siteUrl.startsWith("https:"),
        sMaxAge: config.pageSMaxAge,
        staleWhileRevalidate: config.pageStaleWhileRevalidate,
        onError: (err) => deps.log.error("render cache: a page could not be stored", { err }),
      })
    : undefined;
  const cached = renderCache
    ? cachedPages({
        cache: renderCache,
        cacheVersion,
        skip: (path) => path === "/healthz" || path.startsWith("/api/") || path.startsWith("/assets/") || deps.staticFiles.has(path),
        knownValue,
      })
    : () => false;
  const koa = createApp(deps, { prepared, renderCache, store, cacheVersion, knownValue }).callback();
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
  shared: {
    prepared: ReturnType<typeof preparedApi>;
    renderCache: RenderCache | undefined;
    store: PageStore | undefined;
    cacheVersion: (url: string) => string;
    knownValue: QueryValueCheck;
  },
): Koa {
  const { config, log, catalog, journal } = deps;
  const { prepared, renderCache, store, cacheVersion, knownValue } = shared;
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
  const loadContext = routeContext(deps, forRouteActions(submit));

  app.use(errorsToAnswers(config, log));
  app.use(securityHeaders(config));
  app.use(pageMethodsOnly(deps.staticFiles));
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
  app.use(healthz(deps, renderCache));
  app.use(canonicalPaths());
  app.use(serveStatic(deps.staticFiles));
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  // Counted in PostgreSQL when the submissions are (every instance one limit), else in this process (server/base/limits.ts).
  const postSpec = { name: "posts", points: config.rateLimitPerMinute, seconds: 60 };
  app.use(postGuard(config, journal.limit?.(postSpec) ?? memoryLimit(postSpec), (ctx) => requestClient(ctx, config, deps.reportKey)));
  app.use(retryAfterOnRefusedForms());
  app.use(
    createApi({
      submit,
      log,
      prepared,
      reviewsNow: () => visibleReviews(catalog.current.seedReviews, journal.state),
      catalog,
      reports: () => journal.state.reports,
      reportClient: (ctx) => requestClient(ctx, config, deps.reportKey),
      alerts: deps.alerts,
      push: deps.push,
    }),
  );
  app.use(
    pages({
      getBuild: deps.getBuild,
      mode: config.dev ? "development" : "production",
      loadContext,
      https: config.siteUrl.startsWith("https:"),
      siteUrl: config.siteUrl,
      store,
      cacheVersion,
      knownValue,
    }),
  );
  return app;
}

/** React Router 8 runs middleware always: a request's context is a RouterContextProvider holding ours. */
function routeContext(deps: AppDeps, formSubmit: Submissions) {
  const { config, log, catalog, journal } = deps;
  // Pages without React load these plain scripts with their integrity, which their stored CSP names (stored-page.ts).
  const scriptIntegrity: Record<string, string> = {};
  for (const path of PAGE_SCRIPTS) {
    const file = deps.staticFiles.get(path);
    if (file) scriptIntegrity[path] = `sha256-${createHash("sha256").update(file.raw).digest("base64")}`;
  }
  return (nonce: string, dataRequest: boolean, koaCtx: Koa.Context): RouterContextProvider => {
    const request: AppContext = {
      reportClient: () => requestClient(koaCtx, config, deps.reportKey),
      catalog: catalog.current,
      community: journal.state,
      catchUp: () => catchUp(journal),
      submit: formSubmit,
      alerts: deps.alerts,
      push: deps.push,
      siteUrl: config.siteUrl,
      nonce,
      scriptIntegrity,
      dataRequest,
      structuredData: [],
      log,
      render: { incomplete: false },
    };
    return new RouterContextProvider(new Map([[appContext, request]]));
  };
}

/**
 * Every error becomes an answer here (server/http/error-answer.ts): a client's mistake is a 4xx with a message, ours a
 * 500 with a JSON log line. Koa's default handler would drop the security headers set after it.
 * Every 5xx leaves a line naming the answer (its cause is logged where it happened: render-stream.ts, the
 * routes' handleError, the database guard), so a crawler never meets a 500 the log does not show.
 */
function errorsToAnswers(config: Config, log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 500) log.warn(`http: answered ${ctx.status}`, { method: ctx.method, url: ctx.originalUrl, status: ctx.status });
    } catch (err) {
      if (ctx.headerSent) throw err;
      const answer = pageErrorAnswer(err);
      for (const [name, value] of securityHeaderList(config)) ctx.set(name, value);
      ctx.set("Cache-Control", NO_STORE);
      ctx.type = "text/plain; charset=utf-8";
      if (answer.unexpected) log.error("http: unexpected error", { err, method: ctx.method, url: ctx.originalUrl });
      ctx.status = answer.status;
      ctx.body = answer.message;
    }
  };
}

/**
 * Only these methods reach anything else: a PUT or DELETE to a page used to run its route action (skipping the
 * POST guard and the form limit) and have its whole body read. The API answers its own 405s.
 */
function pageMethodsOnly(staticFiles: AppDeps["staticFiles"]): Koa.Middleware {
  return async (ctx, next) => {
    const url = ctx.originalUrl;
    if (!url.startsWith("/")) throw new ClientError(400, "The request target must be a path starting with /.");
    const problem = pathProblem(ctx.path);
    if (problem) {
      // Which of the two it is (a stray %, or escapes that are not text), with a way on: a page for a browser.
      ctx.status = 400;
      ctx.set("Cache-Control", NO_STORE);
      const html = ctx.accepts("text/plain", "text/html") === "text/html";
      ctx.type = html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8";
      ctx.body = html ? unreadablePathHtml(problem) : unreadablePathText(problem);
      return;
    }
    if (PAGE_METHODS.includes(ctx.method) || ctx.path.startsWith("/api/")) return next();
    const readOnly = ctx.path === "/healthz" || ctx.path.startsWith("/assets/") || staticFiles.has(ctx.path);
    const allow = readOnly ? "GET, HEAD" : PAGE_METHODS.join(", ");
    ctx.set("Allow", allow);
    ctx.status = 405;
    ctx.type = "text/plain; charset=utf-8";
    ctx.body = `${ctx.method} is not supported here. Use ${allow}.`;
  };
}

/**
 * Whether /healthz may tell this request its details: a client on this machine (the address TRUST_PROXY names, so
 * a visitor through the proxy is not one), or one with the HEALTHZ_TOKEN setting as `Authorization: Bearer`.
 */
function seesHealthDetails(ctx: Koa.Context, config: Pick<Config, "trustProxy" | "healthzToken">): boolean {
  const ip = clientIp(ctx, config.trustProxy).trim().toLowerCase();
  if (clientKey(ip).startsWith("127.") || ip === "::1" || ip === "[::1]" || ip === "0:0:0:0:0:0:0:1") return true;
  const token = config.healthzToken;
  const given = /^Bearer (.+)$/.exec(ctx.get("Authorization"))?.[1];
  if (!token || !given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b);
}

/**
 * GET /healthz: `{"status":"ok"}` for anyone (a load balancer's check); the runtime, the data and journal versions,
 * the database, the alerts' outbox, the render cache and memory only for a client on this machine or one with the
 * HEALTHZ_TOKEN: they tell an attacker how close the process is to its limits.
 */
function healthz(deps: AppDeps, renderCache: RenderCache | undefined): Koa.Middleware {
  const { catalog, journal } = deps;
  // One observer for the process (started in server.ts before the journal is read): its counts since start.
  const gcStats = watchGc();
  return async (ctx, next) => {
    if (ctx.path === "/healthz") {
      ctx.set("Cache-Control", NO_STORE);
      if (!seesHealthDetails(ctx, deps.config)) {
        ctx.body = { status: "ok" };
        return;
      }
      ctx.body = {
        status: "ok",
        // The runtime serving this process: v24.x from the `node` devDependency under `npm start`.
        node: process.version,
        dataVersion: catalog.current.version,
        journalRecords: journal.version,
        // null with the file journal; with PostgreSQL, whether it answers (writes get 503 while it does not).
        database: journal.health?.() ?? null,
        // Price alerts: email on or off (SMTP_URL), emails waiting in the outbox, sent and failed sends by this instance.
        alerts: deps.alerts.health(),
        // Collections since start by kind, and the time they paused the process (server/base/gc-stats.ts).
        gc: gcStats(),
        renderCache: renderCache ? { ...renderCache.stats, ...renderCache.size } : null,
        memoryMb: Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, n]) => [k, Math.round(n / 1048576)])),
        // V8's heap limit: `npm run serve` sets it from HEAP_LIMIT_MB (old space) instead of a limit sized for the machine.
        heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
      };
      return;
    }
    await next();
  };
}

/**
 * Routing is case-insensitive: a path with capitals is sent to its lowercase form, and leading slashes and
 * backslashes collapse to one (for every method: a form must not post to `//host` either).
 */
function canonicalPaths(): Koa.Middleware {
  return async (ctx, next) => {
    const target = ctx.path.startsWith("/assets/") ? ctx.path : canonicalPath(ctx.path);
    if (target !== ctx.path && (ctx.method === "GET" || ctx.method === "HEAD")) {
      ctx.status = 301;
      ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ""));
      return;
    }
    if (/^[/\\]{2}/.test(ctx.path)) throw new ClientError(404, "Not found.");
    await next();
  };
}

/** A form refused while the database is down (a 503 from a route action) says when to try again. */
function retryAfterOnRefusedForms(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 503 && ctx.method === "POST" && !ctx.response.get("Retry-After"))
      ctx.set("Retry-After", String(RETRY_AFTER_SECONDS));
  };
}
