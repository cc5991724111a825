/**
 * /api: GETs from prepared buffers (ETag, 304), POSTs validated and stored in the journal. Every answer is
 * JSON; anything a client sends wrong is a 4xx with a message a person can act on.
 */
import Router from "@koa/router";
import { koaBody } from "koa-body";
import type { Context, Middleware, Next } from "koa";
import type { FieldIssue, Validated } from "#domain/rules/forms.ts";
import { visibleReviews } from "#domain/indexes/journal-records.ts";
import { API_REVIEWS_DEFAULT, sliceBefore, type CursorList, type Slice } from "#domain/rules/paging.ts";
import { apiMenuItem, apiPriceRecord } from "#domain/publish/api-views.ts";
import type { Review } from "#domain/data/schemas.ts";
import { LIVE_API, NO_STORE, PREPARED_API, PUBLIC_FILE } from "../cache/cache-policy.ts";
import type { CatalogStore } from "../base/catalog.ts";
import { apiErrorAnswer } from "./error-answer.ts";
import type { SubmissionStore } from "../store/store.ts";
import type { Logger } from "../base/log.ts";
import type { FastRoute } from "../cache/fast-lane.ts";
import { openApiDocument } from "./openapi.ts";
import { prepare, preparedBy, sendPrepared } from "../cache/prepared.ts";
import type { Submissions } from "./submissions.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { NEWEST_KEPT, resolveState } from "#domain/price-reports/input.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import { RECENT_DAYS, REPORT_LICENCE } from "#domain/rules/report-terms.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import type { Catalog } from "#domain/data/catalog.ts";
import type { Alerts } from "../notify/alerts.ts";
import type { Push, PushAnswer } from "../notify/push.ts";

export const JSON_LIMIT = "64kb";

function jsonError(ctx: Context, status: number, error: string, issues?: FieldIssue[]) {
  ctx.status = status;
  ctx.type = "application/json";
  ctx.body = issues ? { error, issues } : { error };
}

/** Turns every error under /api into a JSON answer (server/http/error-answer.ts); a client's mistake is never a 5xx. */
function apiErrors(log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      const answer = apiErrorAnswer(err, JSON_LIMIT);
      if (answer.retryAfter !== undefined) ctx.set("Retry-After", String(answer.retryAfter));
      if (answer.unexpected) log.error("api: unexpected error", { err, path: ctx.path });
      jsonError(ctx, answer.status, answer.message);
    }
  };
}

/** POST bodies must be JSON. */
const requireJson: Middleware = async (ctx, next) => {
  if (ctx.method === "POST" && !ctx.is("application/json")) {
    return jsonError(ctx, 415, "Send the body as JSON with Content-Type: application/json.");
  }
  await next();
};

function answer<T>(ctx: Context, result: Validated<T>) {
  if (result.ok) {
    ctx.status = 201;
    ctx.body = result.value;
  } else {
    jsonError(ctx, 400, result.issues.map((i) => i.message).join(". "), result.issues);
  }
}

/** The GET endpoints answered from prepared buffers, by full path; the fast lane serves the same table. */
export function preparedApi(catalog: CatalogStore, journal: SubmissionStore, siteUrl: string): Map<string, FastRoute> {
  const json = (value: unknown) => prepare(JSON.stringify(value), "application/json; charset=utf-8");
  const byVersion = (value: () => unknown) =>
    preparedBy(
      () => json(value()),
      () => catalog.current.version,
    );
  return new Map<string, FastRoute>([
    ["/api/menu-items", { body: byVersion(() => catalog.current.menuItems.map(apiMenuItem)), cacheControl: PREPARED_API }],
    [
      "/api/prices",
      {
        body: byVersion(() =>
          catalog.current.prices.map((p) => apiPriceRecord(p, catalog.current.itemsByName.get(p.itemName)?.fixedPrice === true)),
        ),
        cacheControl: PREPARED_API,
      },
    ],
    ["/api/locations/top", { body: byVersion(() => catalog.current.locations), cacheControl: PREPARED_API }],
    ["/api/reviews", newestReviews(catalog, journal)],
    // The API's description (server/http/openapi.ts): it changes only with the code and the site's address.
    [
      "/api/openapi.json",
      {
        body: preparedBy(
          () => json(openApiDocument(siteUrl)),
          () => siteUrl,
        ),
        cacheControl: PUBLIC_FILE,
      },
    ],
  ]);
}

/** The Link header pointing at the slice after this one. */
export function nextLink(next: string | null, limit: string | null): string | null {
  if (next === null) return null;
  const q = new URLSearchParams({ before: next });
  if (limit !== null) q.set("limit", limit);
  return `</api/reviews?${q.toString()}>; rel="next"`;
}

/**
 * GET /api/reviews: the newest API_REVIEWS_DEFAULT reviews, prepared (hot compression: it changes with every
 * review), with a Link to the next slice; `?before=<id>&limit=<n>` slices are built per request, bounded by limit.
 */
function newestReviews(catalog: CatalogStore, journal: SubmissionStore): FastRoute {
  const key = () => `${catalog.current.version}:${journal.shownVersion}`;
  const slice = preparedValue(
    () => newestSlice(visibleReviews(catalog.current.seedReviews, journal.state).latest(API_REVIEWS_DEFAULT + 1)),
    key,
  );
  const body = preparedBy(() => {
    const s = slice();
    return prepare(JSON.stringify(s.ok ? s.items : []), "application/json; charset=utf-8", "hot");
  }, key);
  return {
    body,
    cacheControl: LIVE_API,
    readsQuery: true,
    link: () => {
      const s = slice();
      return s.ok ? nextLink(s.next, null) : null;
    },
  };
}

/** The first slice, from the newest reviews every store keeps at hand (read one more than shown: is there a next?). */
function newestSlice(read: Review[]): Slice<Review> {
  const items = read.slice(0, API_REVIEWS_DEFAULT);
  return { ok: true, items, next: read.length > API_REVIEWS_DEFAULT && items.length > 0 ? items[items.length - 1]!.id : null };
}

function preparedValue<T>(build: () => T, key: () => string): () => T {
  let lastKey: string | undefined;
  let last: T | undefined;
  return () => {
    const k = key();
    if (lastKey !== k) {
      last = build();
      lastKey = k;
    }
    return last as T;
  };
}

/** GET /api/price-reports?item=<slug>[&state=<slug or code>]: the figures reports make, and the newest reports. */
export function reportFigures(
  catalog: Catalog,
  reports: ReportIndex,
  query: Record<string, string | string[] | undefined>,
): { status: number; body: unknown } {
  const { item: itemQ, state: stateQ } = query;
  if (Array.isArray(itemQ) || Array.isArray(stateQ)) return { status: 400, body: { error: "Give item and state at most once each." } };
  if (!itemQ)
    return {
      status: 400,
      body: {
        error: "Give the item as ?item=<slug>, e.g. ?item=big-mac&state=texas.",
        issues: [{ field: "item", message: "Give the item's slug, e.g. big-mac" }],
      },
    };
  const item = itemQ.length <= 120 ? catalog.itemsBySlug.get(itemSlug(itemQ)) : undefined;
  if (!item)
    return {
      status: 404,
      body: {
        error: `No menu item has the slug "${itemQ.slice(0, 60)}". The slugs are in GET /api/menu-items (the name, lowercased, hyphens for spaces).`,
      },
    };
  let state: string | null = null;
  if (stateQ !== undefined) {
    state = stateQ.length <= 40 ? resolveState(stateQ.replace(/-/g, " ")) : null;
    if (!state)
      return {
        status: 400,
        body: {
          error: "Give the state as its slug or two-letter code, e.g. state=new-york or state=NY.",
          issues: [{ field: "state", message: "Not a US state" }],
        },
      };
  }
  const today = todayIso();
  const groups = reports.groupsFor(itemSlug(item.name), state ? stateSlug(state) : null);
  const figures = groups
    .map((g) => g.figure(today, reports.threshold, false))
    .filter((f) => f !== null)
    .map(({ itemName: _i, city: _c, ...f }) => f);
  return {
    status: 200,
    body: {
      item: item.name,
      state,
      threshold: reports.threshold,
      recentDays: RECENT_DAYS,
      basis: "reported",
      licence: REPORT_LICENCE,
      figures,
      cities: state ? reports.cityFigures(item.name, state, today).map(({ itemName: _i, ...f }) => f) : [],
      reports: reports.newest(groups, NEWEST_KEPT),
    },
  };
}

/** Push alerts (server/notify/push.ts): the key a browser subscribes with, subscribing, and stopping. */
function pushRoutes(router: Router, push: Push, body: Middleware) {
  router.get("/push/key", (ctx) => {
    ctx.set("Cache-Control", NO_STORE);
    ctx.body = { publicKey: push.publicKey };
  });
  const pushAnswer = (ctx: Context, a: PushAnswer) => {
    ctx.set("Cache-Control", NO_STORE);
    if (!a.ok) return jsonError(ctx, a.status, a.message, a.issues);
    ctx.status = a.status;
    ctx.body = { message: a.message, ...(a.state ? { state: a.state, items: a.items } : {}) };
  };
  router.post("/push/subscriptions", requireJson, body, async (ctx) => pushAnswer(ctx, await push.subscribe(ctx.request.body)));
  router.post("/push/unsubscribe", requireJson, body, async (ctx) => pushAnswer(ctx, await push.unsubscribe(ctx.request.body)));
}

interface ApiDeps {
  submit: Submissions;
  log: Logger;
  prepared: Map<string, FastRoute>;
  reviewsNow: () => CursorList<Review>;
  catalog: CatalogStore;
  reports: () => ReportIndex;
  reportClient: (ctx: Context) => string;
  alerts: Alerts;
  push: Push;
}

export function createApi(deps: ApiDeps) {
  const { submit, log, prepared, reviewsNow } = deps;

  const router = new Router({ prefix: "/api" });
  router.use(apiErrors(log));
  // Older slices of the reviews: built per request, as large as `limit` at most.
  router.get("/reviews", async (ctx, next) => {
    if (!ctx.querystring) return next();
    const before = ctx.query.before;
    const limit = ctx.query.limit;
    if (Array.isArray(before) || Array.isArray(limit)) return jsonError(ctx, 400, "Give before and limit at most once each.");
    const s = await sliceBefore(reviewsNow(), { before: before ?? null, limit: limit ?? null });
    if (!s.ok) return jsonError(ctx, 400, s.message);
    const link = nextLink(s.next, limit ?? null);
    if (link) ctx.set("Link", link);
    ctx.set("Cache-Control", LIVE_API);
    ctx.body = s.items;
  });
  router.get("/price-reports", (ctx) => {
    const { status, body } = reportFigures(deps.catalog.current, deps.reports(), ctx.query);
    ctx.set("Cache-Control", LIVE_API);
    ctx.status = status;
    ctx.body = body;
  });
  for (const [path, route] of prepared) {
    router.get(path.slice("/api".length), (ctx) => {
      const link = route.link?.();
      if (link) ctx.set("Link", link);
      sendPrepared(ctx, route.body(), route.cacheControl);
    });
  }

  const body = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: JSON_LIMIT,
    multipart: false,
    urlencoded: false,
    text: false,
  });
  const post = (path: string, handler: (input: unknown) => Promise<Validated<unknown>>) =>
    router.post(path, requireJson, body, async (ctx) => {
      ctx.set("Cache-Control", NO_STORE);
      answer(ctx, await handler(ctx.request.body));
    });
  post("/reviews", (b) => submit.review(b));
  post("/comments", (b) => submit.comment(b));
  post("/contact", (b) => submit.contact(b));
  router.post("/price-reports", requireJson, body, async (ctx) => {
    ctx.set("Cache-Control", NO_STORE);
    answer(ctx, await submit.priceReport(ctx.request.body, deps.reportClient(ctx)));
  });

  // Following a price: 202 once the confirmation email is queued (it is sent by the alert worker, server/notify/alerts.ts).
  router.post("/alerts", requireJson, body, async (ctx) => {
    ctx.set("Cache-Control", NO_STORE);
    const result = await deps.alerts.follow(ctx.request.body);
    if (result.ok) {
      ctx.status = 202;
      ctx.body = { ...result.value.target, message: result.value.message };
    } else jsonError(ctx, result.status ?? 400, result.issues.map((i) => i.message).join(". "), result.issues);
  });

  pushRoutes(router, deps.push, body);

  // Anything else under /api: 405 when the path exists with another method, else 404.
  const CATCH_ALL = "/{*rest}";
  router.all(CATCH_ALL, (ctx) => {
    const match = router.match(ctx.path, ctx.method);
    const layers = match.path.filter((layer) => String(layer.path) !== `/api${CATCH_ALL}`);
    const methods = [...new Set(layers.flatMap((layer) => layer.methods))].filter((m) => m !== "HEAD");
    if (methods.length > 0) {
      ctx.set("Allow", methods.join(", "));
      return jsonError(ctx, 405, `${ctx.method} is not supported at ${ctx.path}. Use ${methods.join(" or ")}.`);
    }
    jsonError(ctx, 404, `No API endpoint at ${ctx.path}. The endpoints are described at /api/openapi.json.`);
  });
  return router.routes();
}
