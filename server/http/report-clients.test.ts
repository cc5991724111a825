/**
 * A client's weight is one, against the real server: a reported figure is the median over clients of each one's
 * latest report, so one client reporting double every week does not move it; and a client is its address in one
 * form (IPv6 by its /64, IPv4-mapped spellings as IPv4), for the figures and for the POST rate limit alike.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { after, describe, test } from "node:test";
import { JOURNAL_FILE } from "../store/journal-file.ts";
import { clientHash } from "./report-client.ts";
import { makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const KEY = "report-clients-test-key-0123456789abcdef";
const servers: TestServer[] = [];
after(async () => {
  for (const s of servers) await s.stop();
});

async function start(env: Record<string, string>, journalDir?: string): Promise<TestServer> {
  const dataDir = await makeDataCopy();
  const s = await spawnServer({
    dataDir,
    journalDir: journalDir ?? path.join(dataDir, "journal"),
    env: { TRUST_PROXY: "1", REPORT_THRESHOLD: "3", REPORT_HASH_KEY: KEY, ...env },
  });
  servers.push(s);
  return s;
}

const post = (s: TestServer, client: string, body: Record<string, unknown>) =>
  fetch(`${s.url}/api/price-reports`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

interface Figure {
  size: string;
  channel: string;
  median: number;
  count: number;
  visitors: number;
  shown: boolean;
}
async function inStore(s: TestServer, item: string, state: string): Promise<Figure | undefined> {
  const res = await fetch(`${s.url}/api/price-reports?item=${item}&state=${state}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { figures: Figure[] }).figures.find((f) => f.channel === "in-store" && f.size === "Standard");
}

const DAY = 86_400_000;

describe("the weekly reporter", () => {
  test("three honest reports and one client reporting double every week: the shown figure is the honest one", async () => {
    // Reports of the past weeks, as a server would have written them: three visitors paid $5.57 for a Big Mac in
    // Oregon; one client reported $11.14 24, 16 and 8 days ago (each counted again, a week after its last).
    const dataDir = await makeDataCopy();
    const journalDir = path.join(dataDir, "journal");
    await fs.mkdir(journalDir, { recursive: true });
    const record = (address: string, daysAgo: number, price: number) => {
      const at = new Date(Date.now() - daysAgo * DAY).toISOString();
      const data = {
        itemName: "Big Mac",
        size: "Standard",
        price,
        state: "Oregon",
        city: null,
        channel: "in-store",
        date: at.slice(0, 10),
        deal: null,
        client: clientHash(KEY, address),
      };
      return JSON.stringify({ type: "price-report", id: randomUUID(), at, data }) + "\n";
    };
    const attacker = "203.0.113.66";
    const lines = [
      record(attacker, 24, 11.14),
      record("198.51.100.1", 20, 5.57),
      record("198.51.100.2", 19, 5.57),
      record("198.51.100.3", 18, 5.57),
      record(attacker, 16, 11.14),
      record(attacker, 8, 11.14),
    ];
    await fs.writeFile(path.join(journalDir, JOURNAL_FILE), lines.join(""));
    const s = await start({}, journalDir);

    // And again today, through the API: a week after its last, so it counts once more.
    const res = await post(s, attacker, { itemName: "Big Mac", price: 11.14, state: "Oregon", channel: "in-store" });
    assert.equal(res.status, 201, await res.clone().text());
    const f = await inStore(s, "big-mac", "oregon");
    assert.ok(f, "a figure");
    assert.deepEqual(
      { median: f.median, visitors: f.visitors, shown: f.shown },
      { median: 5.57, visitors: 4, shown: true },
      "four visitors, each one price: the median is the honest $5.57",
    );
    // The page: its figure is the honest one, and no month of its chart rests on the one client (its reports are
    // listed as what they are, a visitor's words).
    const page = await (await fetch(`${s.url}/prices/oregon/big-mac`)).text();
    assert.match(page, /data-price-kind="reported" data-price="5.57"/);
    assert.doesNotMatch(
      page,
      /data-price-kind="reported" data-price="11.14"|data-figure="reported">\$11\.14/,
      "no reported figure or chart month of $11.14",
    );
  });
});

describe("a client is its address in one form", () => {
  test("an IPv6 /64 is one client: for the figure and for the POST rate limit", async () => {
    const s = await start({ RATE_LIMIT_PER_MINUTE: "5" });
    const report = { itemName: "Big Mac", price: 11.14, state: "Washington", channel: "in-store" };
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:DB8:1:2::3",
      "2001:db8:1:2:ab:cd:ef:10",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
    ]) {
      const res = await post(s, address, report);
      assert.equal(res.status, 201, `${address}: ${await res.clone().text()}`);
    }
    const f = await inStore(s, "big-mac", "washington");
    assert.ok(f);
    assert.deepEqual(
      { visitors: f.visitors, shown: f.shown },
      { visitors: 1, shown: false },
      "five addresses of one /64 are one visitor: no figure",
    );
    const limited = await post(s, "2001:db8:1:2::99", report);
    assert.equal(limited.status, 429, "the sixth POST from the /64 in a minute is refused");
    assert.match(((await limited.json()) as { error: string }).error, /Please wait \d+ seconds/);
    const neighbour = await post(s, "2001:db8:1:3::1", report);
    assert.equal(neighbour.status, 201, "the next /64 is another client");
  });

  test("spellings of one address are one client: IPv4-mapped, upper case, zero-padded", async () => {
    const s = await start({ RATE_LIMIT_PER_MINUTE: "5" });
    const report = { itemName: "Big Mac", price: 5.57, state: "Oregon", channel: "in-store" };
    for (const spelling of [
      "192.0.2.77",
      "::ffff:192.0.2.77",
      "::FFFF:192.0.2.77",
      "0:0:0:0:0:ffff:c000:024d",
      "0000:0000:0000:0000:0000:FFFF:C000:024D",
    ]) {
      const res = await post(s, spelling, report);
      assert.equal(res.status, 201, `${spelling}: ${await res.clone().text()}`);
    }
    const f = await inStore(s, "big-mac", "oregon");
    assert.ok(f);
    assert.equal(f.visitors, 1, "five spellings are one visitor");
    assert.equal((await post(s, "::ffff:c000:24d", report)).status, 429, "and one client to the rate limit");
  });
});
