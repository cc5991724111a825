/**
 * The fast lane (prepared APIs and cached pages answered before Koa) against the real server: its answers must be
 * indistinguishable from the ones Koa gives, headers included, and must follow the data and the journal.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { after, before, describe, test } from "node:test";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer({ env: { PAGE_S_MAXAGE: "120", PAGE_STALE_WHILE_REVALIDATE: "30" } });
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
function request(path: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Headers that belong to one answer; every other header Koa sets (the security headers) is on every answer. */
const PER_ANSWER = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "vary",
  "etag",
  "cache-control",
  "transfer-encoding",
]);

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

/** A page asked for until the render cache answers it (it is stored once its render and gzip are done). */
async function cachedPage(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 50; i++) {
    const res = await request(path, headers);
    assert.equal(res.status, 200);
    if (res.headers["x-render-cache"] === "hit") return res;
    await new Promise((r) => setTimeout(r, 50));
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
    const posted = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(review),
    });
    assert.equal(posted.status, 201);
    const after = JSON.parse((await request("/api/reviews")).body.toString("utf8")) as { review: string }[];
    assert.equal(after.length, before.length + 1);
    assert.equal(after[0].review, review.review);
  });
});

describe("pages from the render cache", () => {
  test("are the same bytes for every visitor: site-wide headers, public caching with s-maxage, a strong ETag, and a CSP naming the hash of each script", async () => {
    const expected = await koaSiteHeaders();
    const a = await cachedPage("/menu/burgers", { "accept-encoding": "gzip" });
    const b = await cachedPage("/menu/burgers", { "accept-encoding": "gzip" });
    assert.deepEqual(a.body, b.body);
    for (const res of [a, b]) {
      for (const [h, v] of Object.entries(expected)) assert.equal(res.headers[h], v, h);
      assert.equal(res.headers["content-encoding"], "gzip");
      // The settings this server was started with (PAGE_S_MAXAGE, PAGE_STALE_WHILE_REVALIDATE).
      assert.equal(res.headers["cache-control"], "public, max-age=0, s-maxage=120, stale-while-revalidate=30");
      assert.equal(res.headers.vary, "Accept-Encoding");
      assert.match(String(res.headers["content-type"]), /^text\/html/);
      assert.match(String(res.headers.etag), /^"[\w-]+"$/, "a strong ETag");
    }
    assert.equal(a.headers.etag, b.headers.etag);
    assert.equal(a.headers["content-security-policy"], b.headers["content-security-policy"]);
    const csp = String(a.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(" ");
    assert.ok(scriptSrc.includes("'strict-dynamic'"));
    assert.ok(!csp.includes("nonce-") && !scriptSrc.includes("'unsafe-inline'"));
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) assert.ok(csp.includes(d), d);
    const html = zlib.gunzipSync(a.body).toString("utf8");
    assert.ok(html.trimEnd().endsWith("</html>"));
    assert.doesNotMatch(html, /\bnonce=/);
    // Every script a browser runs is allowed by the sha256 of its exact text, and nothing else is listed.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    assert.ok(inline.length >= 3, "the page has its inline scripts");
    const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    for (const h of hashes) assert.ok(scriptSrc.includes(h), `${h} is in the CSP`);
    assert.deepEqual(scriptSrc.filter((s) => s.startsWith("'sha")).sort(), [...new Set(hashes)].sort());
  });

  test("brotli, gzip and identity are the stored bytes, decode to the same page, and each has its own ETag", async () => {
    const path = "/menu/sweets-and-treats";
    const gz = await cachedPage(path, { "accept-encoding": "gzip" });
    const plain = await cachedPage(path);
    // Brotli is computed after the entry is stored: until then brotli clients get gzip.
    let br = await cachedPage(path, { "accept-encoding": "br, gzip" });
    for (let i = 0; i < 100 && br.headers["content-encoding"] !== "br"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      br = await cachedPage(path, { "accept-encoding": "br, gzip" });
    }
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(plain.headers["content-encoding"], undefined);
    const text = plain.body.toString("utf8");
    assert.equal(zlib.gunzipSync(gz.body).toString("utf8"), text);
    assert.equal(zlib.brotliDecompressSync(br.body).toString("utf8"), text);
    for (const res of [gz, plain, br]) assert.equal(Number(res.headers["content-length"]), res.body.length);
    assert.equal(new Set([gz.headers.etag, plain.headers.etag, br.headers.etag]).size, 3);
    // Stored once: the same bytes again.
    assert.deepEqual((await cachedPage(path, { "accept-encoding": "br" })).body, br.body);
    const head = await request(path, { "accept-encoding": "gzip" }, "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers["content-length"], gz.headers["content-length"]);
  });

  test("If-None-Match with the ETag of the encoding asked for is a 304 with the caching headers; any other gets the page", async () => {
    const path = "/menu/breakfast";
    const gz = await cachedPage(path, { "accept-encoding": "gzip" });
    const plain = await cachedPage(path);
    const notModified = await request(path, { "accept-encoding": "gzip", "if-none-match": `"other", ${gz.headers.etag}` });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
    assert.equal(notModified.headers.etag, gz.headers.etag);
    for (const h of ["cache-control", "vary", "content-security-policy"]) assert.equal(notModified.headers[h], gz.headers[h], h);
    // The identity copy's ETag does not validate the gzip copy, and a stale ETag gets the whole page.
    const otherEncoding = await request(path, { "accept-encoding": "gzip", "if-none-match": String(plain.headers.etag) });
    assert.equal(otherEncoding.status, 200);
    assert.deepEqual(otherEncoding.body, gz.body);
    const stale = await request(path, { "accept-encoding": "gzip", "if-none-match": '"not-this-one"' });
    assert.equal(stale.status, 200);
  });

  test("brotli is made only for a page brotli clients ask for again: gzip clients and a single ask cost none", async () => {
    const path = "/disclaimer";
    await cachedPage(path, { "accept-encoding": "gzip" });
    for (let i = 0; i < 10; i++) assert.equal((await request(path, { "accept-encoding": "gzip" })).headers["content-encoding"], "gzip");
    const once = await request(path, { "accept-encoding": "br, gzip" });
    assert.equal(once.headers["x-render-cache"], "hit");
    // Long enough for brotli 11 of this page several times over, had it been queued.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal((await request(path, { "accept-encoding": "br, gzip" })).headers["content-encoding"], "gzip", "brotli made after one ask");
    let br = once;
    for (let i = 0; i < 100 && br.headers["content-encoding"] !== "br"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      br = await request(path, { "accept-encoding": "br, gzip" });
    }
    assert.equal(br.headers["content-encoding"], "br", "asked for again, the page gets its brotli form");
  });

  test("a client navigation's data is stored too, shared-cacheable without stale-while-revalidate", async () => {
    const data = await cachedPage("/menu/burgers.data");
    assert.match(String(data.headers["content-type"]), /^text\/x-script/);
    assert.equal(data.headers["cache-control"], "public, max-age=0, s-maxage=120");
    assert.equal(data.headers["content-security-policy"], undefined);
  });

  test("a first, streamed render carries its own nonce and is private to its visitor", async () => {
    const first = await request("/international-prices?q=texas");
    assert.equal(first.status, 200);
    assert.equal(first.headers["x-render-cache"], undefined);
    assert.equal(first.headers["cache-control"], "private, no-cache");
    const nonce = nonceOf(first);
    const html = first.body.toString("utf8");
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
    assert.ok(scripts.length > 0);
    for (const s of scripts) assert.ok(s[1].includes(`nonce="${nonce}"`), s[0]);
    const again = await cachedPage("/international-prices?q=texas");
    assert.doesNotMatch(again.body.toString("utf8"), new RegExp(nonce.replace(/[+/=]/g, "\\$&")));
  });

  test("answers to forms, and the page showing a visitor's own review, are private, no-store and never stored", async () => {
    const form = (body: Record<string, string>) =>
      request(
        "/contact",
        { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        "POST",
        new URLSearchParams(body).toString(),
      );
    const refused = await form({ name: "L" });
    assert.equal(refused.status, 400);
    const accepted = await form({ name: "Lee", email: "lee@example.com", subject: "Hello there", message: "A message long enough." });
    assert.equal(accepted.status, 200);
    for (const res of [refused, accepted]) {
      assert.equal(res.headers["cache-control"], "private, no-store");
      assert.match(String(res.headers["content-security-policy"]), /'nonce-/);
    }
    const review = {
      reviewer: "Ivy R.",
      itemName: "Big Mac",
      location: "Fargo, ND",
      rating: 5,
      review: "My own review, shown to me alone.",
    };
    const posted = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(review),
    });
    const { id } = (await posted.json()) as { id: string };
    for (let i = 0; i < 3; i++) {
      const mine = await request(`/reviews?submitted=${id}`);
      assert.equal(mine.status, 200);
      assert.ok(mine.body.toString("utf8").includes("Review submitted successfully!"));
      assert.equal(mine.headers["cache-control"], "private, no-store");
      assert.equal(mine.headers["x-render-cache"], undefined);
    }
  });

  test("a new review shows at once on the cached reviews page", async () => {
    const web = await cachedPage("/reviews", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" });
    assert.ok(web.body.toString("utf8").trimEnd().endsWith("</html>"));
    const review = {
      reviewer: "Ivy R.",
      itemName: "Big Mac",
      location: "Fargo, ND",
      rating: 5,
      review: "Cached page test: the new review shows.",
    };
    const posted = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(review),
    });
    assert.equal(posted.status, 201);
    const fresh = await request("/reviews", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" });
    assert.notEqual(fresh.headers["x-render-cache"], "hit");
    assert.equal(fresh.headers["cache-control"], "private, no-cache");
    assert.ok(fresh.body.toString("utf8").includes(review.review));
  });
});
