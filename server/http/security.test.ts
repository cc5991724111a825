/** The browser policy and request hygiene, against the real server. */
import assert from "node:assert/strict";
import net from "node:net";
import { after, before, describe, test } from "node:test";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY: "1" } });
});
after(async () => {
  await server?.stop();
});

const review = { reviewer: "Lee", itemName: "Big Mac", location: "Reno, NV", rating: 4, review: "Good and hot, as always." };
const postReview = (headers: Record<string, string>) =>
  fetch(server.url + "/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(review),
  });

/** Sends raw bytes and returns the status line (for paths fetch would normalise). */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let data = "";
    socket.on("data", (c) => (data += c.toString("latin1")));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
}

describe("response headers", () => {
  test("every HTML page has a strict CSP with a fresh nonce, and the other security headers", async () => {
    const a = await fetch(server.url + "/");
    const b = await fetch(server.url + "/no-such-page");
    for (const res of [a, b]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      assert.match(csp, /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe-inline|unsafe-eval/);
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) assert.ok(csp.includes(d), d);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.ok(res.headers.get("referrer-policy"));
      assert.ok(res.headers.get("permissions-policy"));
      assert.equal(res.headers.get("cross-origin-opener-policy"), "same-origin");
      assert.equal(res.headers.get("x-powered-by"), null);
    }
    const nonceA = a.headers.get("content-security-policy")!.match(/nonce-([^']+)/)![1];
    const nonceB = b.headers.get("content-security-policy")!.match(/nonce-([^']+)/)![1];
    assert.notEqual(nonceA, nonceB);
    const html = await a.text();
    // Every inline script carries this render's nonce.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
    assert.ok(scripts.length > 0);
    for (const s of scripts) assert.ok(s[1].includes(`nonce="${nonceA}"`), s[0]);
  });

  test("no HSTS over plain http", async () => {
    assert.equal((await fetch(server.url + "/")).headers.get("strict-transport-security"), null);
  });
});

describe("POST hygiene", () => {
  test("a cross-site POST answers 403 (Origin or Sec-Fetch-Site) and stores nothing", async () => {
    const before = ((await (await fetch(server.url + "/api/reviews")).json()) as unknown[]).length;
    const r1 = await postReview({ origin: "https://evil.example", "x-forwarded-for": "10.0.0.1" });
    assert.equal(r1.status, 403);
    const r2 = await postReview({ "sec-fetch-site": "cross-site", "x-forwarded-for": "10.0.0.2" });
    assert.equal(r2.status, 403);
    const page = await fetch(server.url + "/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.0.0.3" },
      body: "name=Eve",
    });
    assert.equal(page.status, 403);
    const after = ((await (await fetch(server.url + "/api/reviews")).json()) as unknown[]).length;
    assert.equal(after, before);
  });

  test("a same-origin POST is accepted", async () => {
    const res = await postReview({ origin: server.url, "x-forwarded-for": "10.0.0.9" });
    assert.equal(res.status, 201);
  });

  test("each client IP gets RATE_LIMIT_PER_MINUTE POSTs, then 429 with Retry-After", async () => {
    const ip = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postReview({ "x-forwarded-for": ip })).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
    const limited = await postReview({ "x-forwarded-for": ip });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    assert.match(((await limited.json()) as { error: string }).error, /Too many/);
    // Another client is not affected.
    assert.equal((await postReview({ "x-forwarded-for": "203.0.113.8" })).status, 201);
  });

  test("with TRUST_PROXY=1 only the last X-Forwarded-For hop counts: a spoofed first hop does not escape the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postReview({ "x-forwarded-for": `1.1.1.${i}, 198.51.100.4` })).status);
    assert.equal(statuses.at(-1), 429);
  });
});

describe("price reports and the rate limit (one client cannot move a figure)", () => {
  test("a client is what the rate limit keys on: spoofed first X-Forwarded-For hops are one client, counted once, and its sixth post in a minute is refused and stores nothing", async () => {
    const body = JSON.stringify({ itemName: "Big Mac", price: 5.49, state: "Nevada", channel: "in-store" });
    // TRUST_PROXY=1: only the last hop, the address our proxy saw, is the client; the first is whatever the sender wrote.
    const post = (i: number) =>
      fetch(server.url + "/api/price-reports", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.9.${i}, 203.0.113.60` },
        body,
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post(i));
    assert.deepEqual(
      answers.map((r) => r.status),
      [201, 201, 201, 201, 201, 429],
    );
    const bodies = (await Promise.all(answers.slice(0, 5).map((r) => r.json()))) as { counted: boolean; whenItCounts: string }[];
    assert.deepEqual(
      bodies.map((b) => b.counted),
      [true, false, false, false, false],
    );
    assert.match(bodies[1]!.whenItCounts, /already reported this item and size here in the last 7 days/);
    assert.match(((await answers[5]!.json()) as { error: string }).error, /Too many/);
    const figures = (await (await fetch(server.url + "/api/price-reports?item=big-mac&state=nevada")).json()) as {
      figures: { channel: string; visitors: number }[];
      reports: unknown[];
    };
    assert.equal(figures.reports.length, 5, "the refused sixth is not stored");
    assert.equal(figures.figures.find((f) => f.channel === "in-store")?.visitors, 1);
  });
});

describe("static files and odd paths", () => {
  test("paths that try to leave the static folder find nothing, and nothing answers 5xx", async () => {
    for (const path of [
      "/assets/../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%5c..%5cpackage.json",
      "/assets/%00",
      "/assets/x%00.js",
      "/%E0%A4%A",
      "/menu/%ZZ",
    ]) {
      const raw = await rawGet(path);
      const status = Number(raw.split(" ")[1]);
      assert.ok(status < 500, `${path} answered ${status}`);
      assert.ok(!raw.includes('"name": "menu-prices"') && !raw.includes("root:x:0:0"), `${path} leaked a file`);
    }
  });

  test("errors show no stack trace or internal path", async () => {
    for (const path of ["/api/reviews", "/contact"]) {
      const res = await fetch(server.url + path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.1.1.1" },
        body: '{"a":',
      });
      const text = await res.text();
      assert.ok(res.status < 500, `${path} ${res.status}`);
      assert.doesNotMatch(text, /at \w+ \(|\/work\/|node_modules|\.ts:\d+/);
    }
  });
});
