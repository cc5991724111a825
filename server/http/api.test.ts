/** The JSON API against the real server (production build) on a random port. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const goodReview = {
  reviewer: "Dana K.",
  itemName: "Big Mac",
  location: "Austin, TX",
  rating: 5,
  priceRating: 4,
  review: "Hot, fresh and exactly as I remembered it.",
};

describe("GET endpoints", () => {
  test("/api/menu-items lists items with the spec's fields", async () => {
    const res = await fetch(server.url + "/api/menu-items");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const items = (await res.json()) as Record<string, unknown>[];
    assert.ok(items.length >= 113);
    const bigMac = items.find((i) => i.name === "Big Mac")!;
    for (const key of ["id", "name", "category", "cuisine", "avgPriceUsd"]) assert.ok(key in bigMac, key);
    assert.equal(typeof bigMac.avgPriceUsd, "number");
  });

  test("/api/menu-items gives each figure's basis and date beside it: the price an estimate, nutrition as published", async () => {
    const items = (await (await fetch(server.url + "/api/menu-items")).json()) as Record<string, any>[];
    const bigMac = items.find((i) => i.name === "Big Mac")!;
    assert.deepEqual(
      [bigMac.priceBasis.kind, bigMac.priceBasis.asOf, bigMac.priceBasis.method],
      ["estimate", bigMac.priceAsOf, "/about#price-model"],
    );
    assert.equal(bigMac.calories, bigMac.nutrition.Standard.calories, "the top-level figure is the published one");
    assert.equal(bigMac.nutrition.Standard.basis.kind, "published");
    assert.match(bigMac.nutrition.Standard.basis.source, /McDonald's/);
    assert.match(bigMac.nutrition.Standard.basis.asOf, /^\d{4}-\d{2}-\d{2}$/);
    const fries = items.find((i) => i.name === "World Famous Fries")!;
    assert.deepEqual(fries.sizes, ["Small", "Medium", "Large"]);
    assert.equal(fries.sizeNutrition.Large.calories, fries.nutrition.Large.calories);
    const meal = items.find((i) => i.name === "Big Mac Extra Value Meal")!;
    assert.equal(meal.calories, undefined, "a meal's sum of parts is not put among the published figures");
    assert.equal(meal.nutrition.Standard.basis.kind, "sum");
    const deal = items.find((i) => i.name === "$5 Meal Deal")!;
    assert.equal(deal.priceBasis.kind, "published");
    const prices = (await (await fetch(server.url + "/api/prices")).json()) as Record<string, any>[];
    assert.deepEqual([prices[0].basis.kind, prices[0].basis.asOf], ["estimate", prices[0].lastUpdated]);
  });

  test("/api/menu-items gives the chain's allergen statement, contains and may contain apart with source and date, or null", async () => {
    const items = (await (await fetch(server.url + "/api/menu-items")).json()) as Record<string, any>[];
    const byName = (name: string) => items.find((i) => i.name === name)!;
    assert.deepEqual(
      byName("Big Mac").allergens.contains,
      ["Milk", "Eggs", "Wheat", "Soy", "Sesame"],
      "the Big Mac Sauce's egg and soy count, though the item's own line names only wheat and sesame",
    );
    assert.deepEqual(byName("Big Mac").allergens.mayContain, []);
    assert.deepEqual(
      [byName("Big Mac").allergens.source, byName("Big Mac").allergens.capturedOn],
      ["McDonald's US allergen statement", "2026-09-16"],
    );
    assert.deepEqual([byName("McChicken").allergens.contains, byName("McChicken").allergens.mayContain], [["Eggs", "Wheat"], ["Sesame"]]);
    assert.deepEqual(byName("Hot Caramel Sundae").allergens.unmapped, ["May contain: Nuts"]);
    assert.equal(byName("Bacon McDouble").allergens, null, "not in the capture: no list");
    assert.equal(byName("10 Piece Chicken McNuggets").allergens, null, "the old hand-written 'wheat' is gone");
    assert.equal(items.filter((i) => i.allergens !== null).length, 95);
  });

  test("GETs carry an ETag and answer 304 to If-None-Match", async () => {
    for (const path of ["/api/menu-items", "/api/prices", "/api/locations/top", "/api/reviews", "/api/openapi.json"]) {
      const first = await fetch(server.url + path);
      const etag = first.headers.get("etag");
      assert.ok(etag, `${path} has an ETag`);
      const second = await fetch(server.url + path, { headers: { "if-none-match": etag! } });
      assert.equal(second.status, 304, path);
    }
  });

  test("/api/openapi.json is the OpenAPI 3.1 document, naming the site's own address and every path", async () => {
    const res = await fetch(server.url + "/api/openapi.json");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const doc = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    assert.equal(doc.openapi, "3.1.0");
    assert.equal(doc.servers[0].url, server.url);
    for (const p of ["/api/menu-items", "/api/prices", "/api/locations/top", "/api/reviews", "/api/comments", "/api/contact"])
      assert.ok(p in doc.paths, p);
  });

  test("/api/locations/top ranks the states by the counts shown, Texas first, each with its basis", async () => {
    const rows = (await (await fetch(server.url + "/api/locations/top")).json()) as {
      state: string;
      locationCount: number;
      percentage: number;
      basis: string;
      asOf?: string;
      publisher?: string;
    }[];
    assert.equal(rows.length, 50);
    assert.deepEqual([rows[0].state, rows[0].locationCount, rows[0].basis, rows[0].asOf], ["Texas", 1232, "published", "2025-10"]);
    assert.ok(rows.some((r) => r.basis === "estimate" && r.publisher === undefined));
  });

  test("GETs are compressed when the client accepts it", async () => {
    const res = await fetch(server.url + "/api/menu-items", { headers: { "accept-encoding": "gzip" } });
    assert.equal(res.headers.get("content-encoding"), "gzip");
    assert.ok(((await res.json()) as unknown[]).length > 0);
  });

  test("/api/prices and /api/locations/top have the spec's shapes", async () => {
    const prices = (await (await fetch(server.url + "/api/prices")).json()) as Record<string, unknown>[];
    assert.deepEqual(Object.keys(prices[0]).sort(), ["basis", "id", "itemName", "lastUpdated", "price", "state"]);
    const top = (await (await fetch(server.url + "/api/locations/top")).json()) as {
      locationCount: number;
      state: string;
      percentage: number;
      id: number;
    }[];
    // The spec's fields, and beside them each count's basis (a published count names who counted and when).
    assert.deepEqual(Object.keys(top[0]).sort(), ["asOf", "basis", "id", "locationCount", "percentage", "publisher", "source", "state"]);
    const estimate = top.find((t) => !("asOf" in t))!;
    assert.deepEqual(Object.keys(estimate).sort(), ["basis", "id", "locationCount", "percentage", "state"]);
    for (let i = 1; i < top.length; i++) assert.ok(top[i - 1].locationCount >= top[i].locationCount, "ranked most first");
  });

  test("/api/reviews is newest first with a createdAt on every review", async () => {
    // The site ships no reviews: these are posted first.
    for (let n = 1; n <= 3; n++) assert.equal((await post("/api/reviews", { ...goodReview, reviewer: `Order Check ${n}` })).status, 201);
    const reviews = (await (await fetch(server.url + "/api/reviews")).json()) as { createdAt: string; reviewer: string }[];
    assert.ok(reviews.length >= 3);
    for (const r of reviews) assert.match(r.createdAt, /^\d{4}-\d{2}-\d{2}/);
    for (let i = 1; i < reviews.length; i++) assert.ok(reviews[i - 1].createdAt >= reviews[i].createdAt);
    assert.deepEqual(
      reviews.filter((r) => r.reviewer.startsWith("Order Check")).map((r) => r.reviewer),
      ["Order Check 3", "Order Check 2", "Order Check 1"],
    );
  });

  test("an unknown /api path is a JSON 404, a wrong method a JSON 405", async () => {
    const res = await fetch(server.url + "/api/nothing-here");
    assert.equal(res.status, 404);
    assert.match(((await res.json()) as { error: string }).error, /No API endpoint/);
    const del = await fetch(server.url + "/api/reviews", { method: "DELETE" });
    assert.equal(del.status, 405);
    assert.match(del.headers.get("allow") ?? "", /POST/);
  });

  test("/healthz answers 200 with the data version", async () => {
    const res = await fetch(server.url + "/healthz");
    assert.equal(res.status, 200);
    assert.match(((await res.json()) as { dataVersion: string }).dataVersion, /^[0-9a-f]{12}$/);
  });

  test("/healthz reports the runtime, the Node the project brings (package.json devDependencies.node)", async () => {
    const health = (await (await fetch(server.url + "/healthz")).json()) as { node: string };
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../..", "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    assert.equal(health.node, `v${pkg.devDependencies.node}`);
    assert.ok(
      ((await (await fetch(server.url + "/healthz")).json()) as { heapLimitMb: number }).heapLimitMb > 0,
      "V8's heap limit is reported",
    );
  });

  test("/healthz counts the garbage collections since start, and their pauses", async () => {
    type Gc = { minor: number; major: number; incremental: number; pauseMs: number; majorPauseMs: number };
    const gc = async () => ((await (await fetch(server.url + "/healthz")).json()) as { gc: Gc }).gc;
    const before = await gc();
    // Starting (reading the data files and the build) has collected at least once, and took time doing it.
    assert.ok(before.minor + before.major >= 1 && before.pauseMs > 0, JSON.stringify(before));
    for (let k = 0; k < 10; k++) await (await fetch(server.url + "/about?r=" + k)).text();
    const after = await gc();
    for (const k of Object.keys(before) as (keyof Gc)[])
      assert.ok(after[k] >= before[k], `${k} is a count since start: it never goes down`);
  });
});

describe("POST /api/reviews", () => {
  test("201 with the stored review, which then leads the list", async () => {
    const res = await post("/api/reviews", goodReview);
    assert.equal(res.status, 201);
    const stored = (await res.json()) as Record<string, unknown>;
    assert.equal(stored.itemName, "Big Mac");
    assert.equal(stored.category, "Burgers");
    assert.equal("verified" in stored, false);
    assert.equal(typeof stored.id, "string");
    const list = (await (await fetch(server.url + "/api/reviews")).json()) as { id: string }[];
    assert.equal(list[0].id, stored.id);
  });

  test("400 with the issues of each bad field", async () => {
    const res = await post("/api/reviews", { ...goodReview, rating: 7, reviewer: "" });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    assert.deepEqual(body.issues.map((i) => i.field).sort(), ["rating", "reviewer"]);
    assert.ok(body.error.length > 0);
  });

  test("a review cannot claim to be verified, nor have a fractional rating", async () => {
    assert.equal((await post("/api/reviews", { ...goodReview, verified: true })).status, 400);
    assert.equal((await post("/api/reviews", { ...goodReview, rating: 4.5 })).status, 400);
  });

  test("malformed JSON is 400, a non-JSON content type 415, an oversized body 413", async () => {
    const bad = await post("/api/reviews", "{not json");
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { error: string }).error, /not valid JSON/);
    const form = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    assert.equal(form.status, 415);
    const big = await post("/api/reviews", { ...goodReview, review: "x".repeat(70_000) });
    assert.equal(big.status, 413);
  });
});

describe("POST /api/comments", () => {
  test("201 with the published comment, never the email", async () => {
    const res = await post("/api/comments", {
      itemName: "Big Mac",
      name: "Sam",
      email: "sam@example.com",
      website: null,
      comment: "Still the best burger for the price.",
    });
    assert.equal(res.status, 201);
    const text = await res.text();
    assert.ok(!text.includes("sam@example.com"));
    assert.equal(JSON.parse(text).name, "Sam");
  });

  test("400 with the spec's messages", async () => {
    const res = await post("/api/comments", { itemName: "Big Mac", name: "", email: "nope", comment: "short" });
    assert.equal(res.status, 400);
    const { issues } = (await res.json()) as { issues: { field: string; message: string }[] };
    const byField = Object.fromEntries(issues.map((i) => [i.field, i.message]));
    assert.equal(byField.name, "Name is required");
    assert.equal(byField.email, "Please enter a valid email");
    assert.equal(byField.comment, "Comment must be at least 10 characters");
  });

  test("a comment on an item that does not exist is refused", async () => {
    const res = await post("/api/comments", {
      itemName: "Nope Burger",
      name: "Sam",
      email: "sam@example.com",
      comment: "This item does not exist.",
    });
    assert.equal(res.status, 400);
  });
});

describe("POST /api/contact", () => {
  test("the spec's contact messages, and a stored message is never served back", async () => {
    const bad = await post("/api/contact", { name: "A", email: "x", subject: "Hi", message: "short" });
    assert.equal(bad.status, 400);
    const messages = ((await bad.json()) as { issues: { message: string }[] }).issues.map((i) => i.message).sort();
    assert.deepEqual(messages, [
      "Message must be at least 10 characters",
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
    ]);
    const secret = `contact-${Date.now()}-secret`;
    const ok = await post("/api/contact", {
      name: "Ana",
      email: "ana@example.com",
      subject: "A question",
      message: `Please reply ${secret}`,
    });
    assert.equal(ok.status, 201);
    assert.ok(!(await ok.text()).includes(secret));
    for (const path of ["/api/reviews", "/api/menu-items", "/"])
      assert.ok(!(await (await fetch(server.url + path)).text()).includes(secret), path);
  });
});
