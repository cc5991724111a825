import assert from "node:assert/strict";
import { test } from "node:test";
import { validate, compileErrors } from "@readme/openapi-parser";
import type Router from "@koa/router";
import { openApiDocument } from "#domain/openapi.ts";
import { createApi, preparedApi } from "./api.ts";
import type { CatalogStore } from "./catalog.ts";
import { createLogger } from "./log.ts";
import type { SubmissionStore } from "./store.ts";
import type { Submissions } from "./submissions.ts";

/** Every method and path the API router answers (its catch-all for 404/405 aside), as `GET /api/x`. */
function servedRoutes(): string[] {
  // The prepared bodies are built on first request: nothing here reads the stand-in catalog or journal.
  const prepared = preparedApi({} as CatalogStore, {} as SubmissionStore);
  const middleware = createApi({ submit: {} as Submissions, log: createLogger("silent"), prepared, reviewsNow: () => [] }) as unknown as { router: Router };
  const out = new Set<string>();
  for (const layer of middleware.router.stack) {
    const path = String(layer.path);
    if (path.includes("{*rest}")) continue;
    for (const method of layer.methods) if (method !== "HEAD") out.add(`${method} ${path}`);
  }
  return [...out].sort();
}

function documentedRoutes(doc: Record<string, unknown>): string[] {
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .flatMap(([path, ops]) => Object.keys(ops).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k)).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

test("the OpenAPI document is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
  // validate() dereferences in place: give it a copy.
  const result = await validate(structuredClone(openApiDocument()) as never);
  assert.equal(result.valid, true, result.valid ? "" : compileErrors(result));
  assert.equal(openApiDocument().openapi, "3.1.1");
});

test("the document names every method and path the API answers, and nothing it does not", () => {
  const served = servedRoutes();
  assert.ok(served.includes("POST /api/reviews") && served.includes("GET /api/openapi.json"), served.join(", "));
  assert.deepEqual(documentedRoutes(openApiDocument()), served);
});

test("request bodies come from the validation schemas: a limit the server enforces is the document's", () => {
  const schemas = (openApiDocument().components as { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }> }).schemas;
  assert.equal(schemas.ReviewInput.properties.review.maxLength, 500);
  assert.equal(schemas.ReviewInput.properties.rating.maximum, 5);
  assert.deepEqual(schemas.ContactInput.required.sort(), ["email", "message", "name", "subject"]);
});
