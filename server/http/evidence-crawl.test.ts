/**
 * The site's figures against their evidence, crawled from a real server on a fresh journal (no visitor's record,
 * so every date a page shows must come from the data files):
 * - every date shown on every sitemap page (text and JSON-LD), the API's menu and the feeds is a date a data record
 *   carries (domain/checks/date-checks.ts; a planted date fails its unit test);
 * - every range shown around an estimate is at least as wide as the backtest's 80th-percentile error for that kind;
 * - the state prices download has every item in every state, and every state price a state page shows is in it;
 * - no button or link is a placeholder: none says "not running", "coming soon" or "sample", none points
 *   nowhere ("#", javascript:) or to the retired sign-up, and every internal link it holds answers;
 * - every allergen list a page shows ("Contains: Milk, ...") names its source, the chain's own statement.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { parse } from "csv-parse/sync";
import { loadDataSet } from "../../test-support/data-set.ts";
import { displayedDates, recordedDates, unbackedDates } from "#domain/checks/date-checks.ts";
import { markedFigures } from "#domain/publish/price-hooks.ts";
import { allergenLists, htmlText, pageControls } from "#domain/checks/page-checks.ts";
import { backtest, modelErrors, modelInputs } from "#domain/rules/price-model.ts";
import { stateSlug } from "#domain/rules/slug.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

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
  // Also pages that show allergen lists beside other figures (a comparison, a filtered menu).
  paths.push("/about", "/open-data", "/feeds/data.atom", "/compare?items=big-mac,mcdouble,dasani-water", "/explore?exclude=milk");
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
      if (!(low <= value * (1 - error) + 1e-9 && high >= value * (1 + error) - 1e-9))
        narrow.push(`${p}: ${kind} ${value} shown ${low}-${high}, error ${error}`);
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
  const bySlug = new Map(
    data.menuItems.map((i) => [
      i.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      i.name,
    ]),
  );
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
      else
        assert.ok(
          row.as_of && (row.basis === "published" || (row.range_low_usd && row.range_high_usd)),
          `${item} in ${state}: basis, date and range columns`,
        );
    }
  }
  console.log(`state-page figures checked against the download: ${checked}`);
  assert.ok(checked > 1000, `${checked} figures`);
  assert.deepEqual(missing.slice(0, 20), []);
});

test("no button or link is a placeholder: no 'not running', 'coming soon' or 'sample', none leads nowhere or to the retired sign-up, every internal link answers", async () => {
  let controls = 0;
  const problems: string[] = [];
  const internal = new Map<string, string>();
  for (const { path: p, html } of pages.filter((x) => !x.path.endsWith(".atom"))) {
    const found = pageControls(html);
    controls += found.controls;
    for (const f of found.placeholders) problems.push(`${p}: ${f}`);
    for (const t of found.internalLinks) if (!internal.has(t)) internal.set(t, p);
  }
  // Every internal address a control points to answers (a redirect counts as the page it leads to). Addresses that
  // differ only in their query, or in the last part of a long path (/prices/<state>/<item>), are read a few of each.
  const crawled = new Set(pages.map((x) => x.path));
  const perShape = new Map<string, number>();
  const toFetch = [...internal.keys()].filter((t) => {
    if (crawled.has(t)) return false;
    const pathOnly = t.split("?")[0];
    const shape = pathOnly.split("/").length > 3 ? pathOnly.replace(/\/[^/]+$/, "/*") : pathOnly;
    const n = perShape.get(shape) ?? 0;
    perShape.set(shape, n + 1);
    return n < 3;
  });
  let cursor = 0;
  const worker = async () => {
    while (cursor < toFetch.length) {
      const t = toFetch[cursor++];
      const res = await fetch(`${server.url}${t}`);
      await res.arrayBuffer();
      if (res.status >= 400) problems.push(`${internal.get(t)}: a link to ${t} answers ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(
    `buttons and links: ${controls} on ${pages.length} pages, ${internal.size} internal addresses (${toFetch.length} read beyond the crawl); placeholders or dead ends: ${problems.length}`,
  );
  assert.ok(controls > 10_000, `${controls} controls`);
  assert.deepEqual([...new Set(problems)].slice(0, 40), []);
});

test("every allergen list a page shows names its source, the chain's own statement with its capture date", () => {
  let lists = 0;
  let listPages = 0;
  const problems: string[] = [];
  for (const { path: p, html } of pages.filter((x) => !x.path.endsWith(".atom"))) {
    const found = allergenLists(htmlText(html));
    if (!found.lists) continue;
    lists += found.lists;
    listPages++;
    if (!found.sourced) problems.push(`${p}: ${found.lists} allergen list(s) and no source`);
  }
  console.log(`allergen lists: ${lists} on ${listPages} pages; on a page naming no source: ${problems.length}`);
  assert.ok(listPages > 50, `${listPages} pages with allergen lists`);
  assert.deepEqual(problems.slice(0, 40), []);
});
