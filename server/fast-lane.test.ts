/**
 * The fast lane (prepared APIs and cached pages answered before Koa) against the real server: its answers must be
 * indistinguishable from the ones Koa gives, headers included, and must follow the data and the journal.
 */
import assert from "node:assert/strict";
import http from "node:http";
import zlib from "node:zlib";
import { after, before, describe, test } from "node:test";
import { spawnServer, type TestServer } from "./testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add Accept-Encoding and decode the body). */
function request(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that belong to one answer; every other header Koa sets (the security headers) is on every answer. */
const PER_ANSWER = new Set(["content-type", "content-length", "content-encoding", "date", "connection", "keep-alive", "vary", "etag", "cache-control", "transfer-encoding"]);

/** The site-wide headers of an answer Koa gives (a JSON 404 under /api). */
async function koaSiteHeaders(): Promise<Record<string, unknown>> {
  const res = await request("/api/no-such-endpoint");
  assert.equal(res.status, 404);
  const site = Object.fromEntries(Object.entries(res.headers).filter(([h]) => !PER_ANSWER.has(h)));
  for (const h of ["x-content-type-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options"]) {
    assert.ok(site[h], h);
  }
  return site;
}

const nonceOf = (a: Answer) => String(a.headers["content-security-policy"]).match(/'nonce-([^']+)'/)![1];

/** A page asked for until the render cache answers it. */
async function cachedPage(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 5; i++) {
    const res = await request(path, headers);
    assert.equal(res.status, 200);
    if (res.headers["x-render-cache"] === "hit") return res;
  }
  assert.fail(`${path} never came from the render cache`);
}

describe("prepared API answers", () => {
  test("carry the site-wide headers, ETag, caching and Vary that every other answer carries", async () => {
    const expected = await koaSiteHeaders();
    for (const path of ["/api/menu-items", "/api/prices", "/api/locations/top", "/api/reviews"]) {
      const res = await request(path, { "accept-encoding": "br, gzip" });
      assert.equal(res.status, 200, path);
      for (const [h, v] of Object.entries(expected)) assert.equal(res.headers[h], v, `${path} ${h}`);
      assert.match(String(res.headers.etag), /^"[\w-]+"$/, path);
      assert.ok(res.headers["cache-control"], path);
      assert.equal(res.headers.vary, "Accept-Encoding", path);
      assert.equal(res.headers["content-encoding"], "br", path);
      assert.equal(Number(res.headers["content-length"]), res.body.length, path);
      assert.ok(Array.isArray(JSON.parse(zlib.brotliDecompressSync(res.body).toString("utf8"))), path);
    }
  });

  test("each encoding decodes to the same JSON, the query string changes nothing, HEAD has no body", async () => {
    const plain = await request("/api/menu-items");
    assert.equal(plain.headers["content-encoding"], undefined);
    const gzip = await request("/api/menu-items?fields=all", { "accept-encoding": "gzip" });
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.equal(gzip.headers.etag, plain.headers.etag);
    assert.deepEqual(zlib.gunzipSync(gzip.body), plain.body);
    const head = await request("/api/menu-items", {}, "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(Number(head.headers["content-length"]), plain.body.length);
  });

  test("a matching If-None-Match is 304 without a body; another ETag gets the full answer", async () => {
    const first = await request("/api/prices");
    const etag = String(first.headers.etag);
    const again = await request("/api/prices", { "if-none-match": `"other", ${etag}` });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, etag);
    const stale = await request("/api/prices", { "if-none-match": '"not-this-one"' });
    assert.equal(stale.status, 200);
    assert.deepEqual(stale.body, first.body);
  });

  test("other methods, capitals and a trailing path still get Koa's answers", async () => {
    const del = await request("/api/menu-items", {}, "DELETE");
    assert.equal(del.status, 405);
    assert.equal(del.headers.allow, "GET");
    assert.match(JSON.parse(del.body.toString("utf8")).error, /DELETE is not supported at \/api\/menu-items/);
    const upper = await request("/API/Menu-Items?x=1");
    assert.equal(upper.status, 301);
    assert.equal(upper.headers.location, "/api/menu-items?x=1");
  });

  test("a posted review is in the next GET /api/reviews", async () => {
    const before = JSON.parse((await request("/api/reviews")).body.toString("utf8")) as unknown[];
    const review = { reviewer: "Sam P.", itemName: "Big Mac", location: "Boise, ID", rating: 4, review: "Fast lane test: still warm." };
    const posted = await fetch(server.url + "/api/reviews", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(review) });
    assert.equal(posted.status, 201);
    const after = JSON.parse((await request("/api/reviews")).body.toString("utf8")) as { review: string }[];
    assert.equal(after.length, before.length + 1);
    assert.equal(after[0].review, review.review);
  });
});

describe("pages from the render cache", () => {
  test("have the site-wide headers, and a fresh nonce in the CSP and every inline script of each answer", async () => {
    const expected = await koaSiteHeaders();
    const a = await cachedPage("/menu/burgers", { "accept-encoding": "gzip" });
    const b = await cachedPage("/menu/burgers", { "accept-encoding": "gzip" });
    for (const res of [a, b]) {
      for (const [h, v] of Object.entries(expected)) assert.equal(res.headers[h], v, h);
      assert.equal(res.headers["content-encoding"], "gzip");
      assert.equal(res.headers["cache-control"], "no-cache");
      assert.equal(res.headers.vary, "Accept-Encoding");
      assert.match(String(res.headers["content-type"]), /^text\/html/);
    }
    assert.notEqual(nonceOf(a), nonceOf(b));
    assert.equal(a.headers.etag, b.headers.etag);
    for (const res of [a, b]) {
      const html = zlib.gunzipSync(res.body).toString("utf8");
      assert.ok(html.trimEnd().endsWith("</html>"));
      const nonces = [...html.matchAll(/<script[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(nonces.length > 0);
      for (const n of nonces) assert.equal(n, nonceOf(res));
    }
  });

  test("without gzip the same page comes uncompressed; HEAD has no body; a matching ETag is 304", async () => {
    const gz = await cachedPage("/menu/sweets-and-treats", { "accept-encoding": "gzip" });
    const plain = await cachedPage("/menu/sweets-and-treats");
    assert.equal(plain.headers["content-encoding"], undefined);
    const text = plain.body.toString("utf8");
    assert.equal(zlib.gunzipSync(gz.body).toString("utf8").split(nonceOf(gz)).join(nonceOf(plain)), text);
    const head = await request("/menu/sweets-and-treats", {}, "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    const notModified = await request("/menu/sweets-and-treats", { "if-none-match": String(plain.headers.etag) });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
  });

  test("a new review shows at once on the cached reviews page", async () => {
    const web = await cachedPage("/reviews", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" });
    assert.ok(web.body.toString("utf8").trimEnd().endsWith("</html>"));
    const review = { reviewer: "Ivy R.", itemName: "Big Mac", location: "Fargo, ND", rating: 5, review: "Cached page test: the new review shows." };
    const posted = await fetch(server.url + "/api/reviews", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(review) });
    assert.equal(posted.status, 201);
    const fresh = await request("/reviews", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" });
    assert.notEqual(fresh.headers["x-render-cache"], "hit");
    assert.ok(fresh.body.toString("utf8").includes(review.review));
  });
});
