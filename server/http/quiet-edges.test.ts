/**
 * Quieter edges, against the real server: `npm run moderate` prints visitors' text without the terminal's control
 * characters; /healthz tells only "ok" to anyone but a client on this machine or one with HEALTHZ_TOKEN; a price
 * is a plain decimal, in JSON and in the form without JavaScript, and any other writing is refused saying how; a
 * junk value of a parameter a page reads never becomes a stored copy of the page.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eventually, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);
const TOKEN = "healthz-token-for-the-tests-0123";

let server: TestServer;
before(async () => {
  // TRUST_PROXY=1: the test stands in for a proxy on this machine, naming the visitor in X-Forwarded-For.
  server = await spawnServer({ env: { TRUST_PROXY: "1", HEALTHZ_TOKEN: TOKEN } });
});
after(async () => {
  await server?.stop();
});

describe("npm run moderate", () => {
  test("a review's escape sequences never reach the moderator's terminal", async () => {
    const res = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      // Clear the screen, retitle the window, hide what follows, fake a newline: as a review would send them.
      body: JSON.stringify({
        reviewer: "Mallory\u001b[2J\u001b]0;owned\u0007",
        itemName: "Big Mac",
        location: "Test, TX",
        rating: 5,
        review: "Lovely burger.\u001b[8m hidden \u001b[0m\u009b31m red\r\u001b[1AFAKE LINE",
      }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    const { stdout } = await run(process.execPath, ["scripts/moderate.ts", "list"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
    });
    assert.match(stdout, /Mallory\[2J\]0;owned/, "the name is listed, its control characters dropped");
    assert.match(stdout, /Lovely burger\.\[8m hidden \[0m31m red \[1AFAKE LINE/, "the text is listed on one line");
    // eslint-disable-next-line no-control-regex -- the control characters are what must not be printed
    const control = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
    assert.doesNotMatch(stdout, control, "no control character but the newlines between lines");
  });
});

describe("/healthz", () => {
  interface Health {
    status: string;
    node?: string;
    memoryMb?: unknown;
    journalRecords?: number;
  }
  const health = async (headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + "/healthz", { headers });
    assert.equal(res.status, 200);
    return (await res.json()) as Health;
  };

  test("a visitor through the proxy is told ok and nothing else", async () => {
    assert.deepEqual(await health({ "x-forwarded-for": "198.51.100.23" }), { status: "ok" });
    assert.deepEqual(
      await health({ "x-forwarded-for": "198.51.100.23", authorization: "Bearer not-the-token-at-all" }),
      { status: "ok" },
      "a wrong token is no token",
    );
  });

  test("the details go to a client on this machine, and to one with HEALTHZ_TOKEN from anywhere", async () => {
    const local = await health();
    assert.equal(local.status, "ok");
    assert.equal(local.node, process.version);
    assert.ok(local.memoryMb && typeof local.journalRecords === "number");
    const remote = await health({ "x-forwarded-for": "198.51.100.23", authorization: `Bearer ${TOKEN}` });
    assert.equal(remote.node, process.version);
  });
});

describe("a reported price is a plain decimal", () => {
  const report = (price: unknown, client: string) =>
    fetch(`${server.url}/api/price-reports`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ itemName: "Big Mac", price, state: "Ohio", channel: "in-store" }),
    });

  test("JSON: 0x6, .6e1 and 6,49 are refused with how to write one; 6.49, $6.49 and 6 are taken", async () => {
    for (const price of ["0x6", ".6e1", "6,49", "6e0", "Infinity", "6.499"]) {
      const res = await report(price, "192.0.2.10");
      assert.equal(res.status, 400, price);
      const { issues } = (await res.json()) as { issues: { field: string; message: string }[] };
      assert.match(
        issues.find((i) => i.field === "price")?.message ?? "",
        /e\.g\. 6\.49, \$6\.49 or 6 \(digits only: no commas, letters or exponents\)/,
        price,
      );
    }
    for (const [k, price] of [6.49, "6.49", "$6.49", "6"].entries()) {
      const res = await report(price, `192.0.2.${20 + k}`);
      assert.equal(res.status, 201, `${String(price)}: ${await res.clone().text()}`);
      assert.equal(((await res.json()) as { price: number }).price, price === "6" ? 6 : 6.49);
    }
  });

  test("without JavaScript: 0x6 and 6,49 come back with the message and the value kept", async () => {
    for (const price of ["0x6", "6,49", ".6e1"]) {
      const res = await fetch(`${server.url}/report-price`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": "192.0.2.30" },
        body: new URLSearchParams({ itemName: "Big Mac", price, state: "Ohio", channel: "in-store" }).toString(),
      });
      assert.equal(res.status, 400, price);
      const html = await res.text();
      assert.match(html, /no commas, letters or exponents/, price);
      assert.ok(html.includes(`value="${price}"`), `${price} is kept in the field`);
    }
  });
});

describe("the render cache", () => {
  test("a junk value of a parameter the page reads (?state=<random>) is rendered but never stored", async () => {
    const cache = async () =>
      ((await (await fetch(`${server.url}/healthz`)).json()) as { renderCache: { hits: number; entries: number } }).renderCache;
    const page = async (url: string) => {
      const res = await fetch(server.url + url);
      assert.equal(res.status, 200, url);
      return res.text();
    };
    const before = await cache();
    const junk = "/menu/item/mcdouble?state=zq8x7-junk-value";
    await page(junk);
    await page("/menu/item/mcdouble?state=texas");
    await eventually(async () => (await cache()).entries > before.entries);
    const stored = await cache();
    assert.equal(stored.entries, before.entries + 1, "only the page with a real state was stored");
    await page(junk);
    assert.equal((await cache()).hits, stored.hits, "the junk URL is rendered again, not answered from a stored copy");
  });
});
