/**
 * The site's figures against their evidence, crawled from a real server on a fresh journal (no visitor's record,
 * so every date a page shows must come from the data files):
 * - every date shown on every sitemap page (text and JSON-LD), the API's menu and the feeds is a date a data record
 *   carries (domain/date-checks.ts; a planted date fails its unit test);
 * - every range shown around an estimate is at least as wide as the backtest's 80th-percentile error for that kind;
 * - the state prices download has every item in every state, and every state price a state page shows is in it.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { parse } from "csv-parse/sync";
import { loadDataSet } from "../test-support/data-set.ts";
import { displayedDates, recordedDates, unbackedDates } from "#domain/date-checks.ts";
import { markedFigures } from "#domain/price-hooks.ts";
import { backtest, modelErrors, modelInputs } from "#domain/price-model.ts";
import { stateSlug } from "#domain/slug.ts";
import { spawnServer, type TestServer } from "./testing/spawn-server.ts";

let server: TestServer;
let pages: { path: string; html: string }[] = [];

const loadData = (dir: string) => loadDataSet(dir);

/** The text a visitor reads and the structured data a search engine reads; scripts of other kinds (the router's data) are left out. */
function readable(html: string): string {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
  return `${text}\n${jsonLd}`;
}

before(async () => {
  server = await spawnServer();
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  paths.push("/about", "/open-data", "/feeds/data.atom");
  const out: { path: string; html: string }[] = [];
  let cursor = 0;
  const worker = async () => {
    while (cursor < paths.length) {
      const p = paths[cursor++];
      const res = await fetch(`${server.url}${p}`);
      assert.ok(res.status < 400, `${p}: ${res.status}`);
      out.push({ path: p, html: await res.text() });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  pages = out;
});

after(async () => {
  await server?.stop();
});

test("every date a page shows is a date a data record carries (sitemap pages, the about and open-data pages, the data feed)", () => {
  const dir = server.dataDir;
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  const recorded = recordedDates(files.map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as unknown));
  let shown = 0;
  const problems: string[] = [];
  for (const { path: p, html } of pages) {
    const dates = displayedDates(readable(html));
    shown += dates.length;
    for (const d of unbackedDates(dates, recorded)) problems.push(`${p}: "${d.text}"`);
  }
  console.log(`dates shown: ${shown} on ${pages.length} pages; not in any record: ${problems.length}`);
  assert.ok(pages.length > 180 && shown > 500, `${shown} dates on ${pages.length} pages`);
  assert.deepEqual([...new Set(problems)].slice(0, 40), []);
});

test("every range shown around an estimate is at least as wide as the backtest's 80th-percentile error for its kind", () => {
  const errors = modelErrors(backtest(modelInputs(loadData(server.dataDir))));
  let ranges = 0;
  const narrow: string[] = [];
  for (const { path: p, html } of pages) {
    for (const [tag] of html.matchAll(/<[a-z]+\b[^>]*\bdata-estimate-range="[^"]*"[^>]*>/g)) {
      const a = Object.fromEntries([...tag.matchAll(/\s(data-[a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const kind = a["data-estimate-range"] as "state" | "national";
      const value = Number(a["data-range-value"]);
      const [low, high] = [Number(a["data-range-low"]), Number(a["data-range-high"])];
      const error = errors[kind];
      ranges++;
      if (!(low <= value * (1 - error) + 1e-9 && high >= value * (1 + error) - 1e-9)) narrow.push(`${p}: ${kind} ${value} shown ${low}-${high}, error ${error}`);
    }
  }
  console.log(`estimate ranges shown: ${ranges}; narrower than the backtest: ${narrow.length}`);
  assert.ok(ranges > 100, `${ranges} ranges`);
  assert.deepEqual(narrow.slice(0, 20), []);
});

test("the state prices download has every item in every state, and every state price a state page shows is one of its rows", async () => {
  const data = loadData(server.dataDir);
  const csv = parse(await (await fetch(`${server.url}/open-data/state-prices.csv`)).text(), { columns: true }) as Record<string, string>[];
  assert.equal(csv.length, data.menuItems.length * 50);
  const rows = new Map(csv.map((r) => [`${r.item}|${r.state}`, r]));
  const bySlug = new Map(data.menuItems.map((i) => [i.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""), i.name]));
  let checked = 0;
  const missing: string[] = [];
  for (const { path: p, html } of pages.filter((x) => /^\/prices\/[a-z-]+$/.test(x.path))) {
    for (const { key, value } of markedFigures(html)) {
      const m = /^(\S+) (Medium|Standard) state price in (\S+)$/.exec(key);
      if (!m) continue;
      const item = bySlug.get(m[1]);
      const state = data.prices.find((r) => stateSlug(r.state) === m[3])?.state;
      const row = item && state ? rows.get(`${item}|${state}`) : undefined;
      checked++;
      if (!row || Number(row.price_usd).toFixed(2) !== value) missing.push(`${p}: ${key} ${value} vs ${row?.price_usd ?? "no row"}`);
      else assert.ok(row.as_of && (row.basis === "published" || (row.range_low_usd && row.range_high_usd)), `${item} in ${state}: basis, date and range columns`);
    }
  }
  console.log(`state-page figures checked against the download: ${checked}`);
  assert.ok(checked > 1000, `${checked} figures`);
  assert.deepEqual(missing.slice(0, 20), []);
});
