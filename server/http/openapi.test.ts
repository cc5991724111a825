/**
 * The OpenAPI document: it describes every route the Koa router serves under /api (read from the router
 * itself, so a new endpoint without a description fails here), and it validates against the OpenAPI 3.1 schema
 * with @readme/openapi-parser (not a hand check). Its request schemas are the server's own valibot schemas.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { compileErrors, validate } from "@readme/openapi-parser";
import type Router from "@koa/router";
import { createApi, preparedApi } from "./api.ts";
import { openApiDocument } from "./openapi.ts";
import type { CatalogStore } from "../base/catalog.ts";
import type { SubmissionStore } from "../store/store.ts";
import type { Submissions } from "./submissions.ts";
import type { Logger } from "../base/log.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";
import type { Alerts } from "../notify/alerts.ts";
import type { Push } from "../notify/push.ts";

const SITE = "https://menu.example";
const doc = openApiDocument(SITE) as {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/** Every (path, method) the /api router answers, less HEAD and the catch-all that answers 404/405. */
function apiRoutes(): { path: string; method: string }[] {
  // Nothing is answered here: the router is only read. The prepared table is built lazily, so empty stores do.
  const prepared = preparedApi({} as CatalogStore, {} as SubmissionStore, SITE);
  const routes = createApi({
    submit: {} as Submissions,
    log: {} as Logger,
    prepared,
    reviewsNow: () => [],
    catalog: {} as CatalogStore,
    reports: () => ({}) as ReportIndex,
    reportClient: () => "",
    alerts: {} as Alerts,
    push: {} as Push,
  }) as unknown as { router: Router };
  const out: { path: string; method: string }[] = [];
  for (const layer of routes.router.stack) {
    const path = String(layer.path);
    if (!path.startsWith("/api/") || path.includes("{*")) continue;
    for (const method of layer.methods) if (method !== "HEAD") out.push({ path, method: method.toLowerCase() });
  }
  return out;
}

test("every route the server serves under /api is in the OpenAPI document, and the document names no other", () => {
  const routes = apiRoutes();
  assert.ok(routes.length >= 9, `read ${routes.length} routes from the router`);
  for (const { path, method } of routes)
    assert.ok(doc.paths[path]?.[method], `${method.toUpperCase()} ${path} is served but not in /api/openapi.json`);
  const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
  for (const [path, ops] of Object.entries(doc.paths))
    for (const method of Object.keys(ops))
      assert.ok(served.has(`${method} ${path}`), `the document describes ${method.toUpperCase()} ${path}, which the server does not serve`);
  assert.ok(served.has("get /api/openapi.json"));
});

test("the document is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
  assert.equal(doc.openapi, "3.1.0");
  const result = await validate(structuredClone(doc) as never);
  assert.equal(result.valid, true, result.valid ? "" : compileErrors(result));
});

test("a broken document is refused by the same validator (the check can fail)", async () => {
  // A response without its required description.
  const broken = structuredClone(doc) as { paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>> };
  delete broken.paths["/api/prices"].get.responses["200"].description;
  const result = await validate(broken as never);
  assert.equal(result.valid, false);
});

test("request bodies come from the forms' valibot schemas: their limits and required fields, as a client must send them", () => {
  const review = doc.components.schemas.ReviewInput;
  assert.deepEqual([...(review.required ?? [])].sort(), ["itemName", "location", "rating", "review", "reviewer"]);
  assert.deepEqual(review.properties?.rating, { type: "integer", minimum: 1, maximum: 5 });
  assert.equal((review.properties?.review as { maxLength: number }).maxLength, 500);
  assert.deepEqual([...(doc.components.schemas.ContactInput.required ?? [])].sort(), ["email", "message", "name", "subject"]);
  // The served records add their basis beside the file's fields.
  assert.ok(doc.components.schemas.PriceRecord.required?.includes("basis"));
  assert.ok(doc.components.schemas.StateLocations.required?.includes("percentage"));
});

test("a menu item's allergens are documented: the chain's statement with contains and may-contain apart, or null", () => {
  const item = doc.components.schemas.MenuItem;
  assert.ok(item.required?.includes("allergens"));
  assert.deepEqual((item.properties?.allergens as { oneOf: unknown[] }).oneOf, [
    { $ref: "#/components/schemas/AllergenStatement" },
    { type: "null" },
  ]);
  const statement = doc.components.schemas.AllergenStatement;
  assert.deepEqual([...(statement.required ?? [])].sort(), ["capturedOn", "contains", "mayContain", "source", "sourceId", "sourceItem"]);
  assert.deepEqual((statement.properties?.contains as { items: { enum: string[] } }).items.enum, [
    "Milk",
    "Eggs",
    "Fish",
    "Shellfish",
    "Tree Nuts",
    "Peanuts",
    "Wheat",
    "Soy",
    "Sesame",
  ]);
  assert.ok(
    statement.properties?.unmapped && !statement.properties.item,
    "the served statement quotes unmapped words and leaves out the item's own name",
  );
});
