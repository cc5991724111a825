/**
 * Open data out, against the real server: every dataset on /open-data downloads as CSV and JSON, the
 * CSV parses with a CSV parser (csv-parse) into the JSON's rows, and the datasets that the API also serves say what
 * the API says (prices with their basis, state prices, restaurant counts, nutrition).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { parse } from "csv-parse/sync";
import { DATASETS } from "#domain/publish/datasets.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const res = await fetch(server.url + path);
  assert.equal(res.status, 200, path);
  return res;
};
const csvRows = async (id: string) =>
  parse(await (await get(`/open-data/${id}.csv`)).text(), { columns: true }) as Record<string, string>[];
const api = async <T>(path: string) => (await (await get(path)).json()) as T;
const cell = (v: unknown) => (v === null || v === undefined ? "" : String(v));

test("/open-data lists every dataset with its licence, and each CSV parses into the JSON download's rows", async () => {
  const page = await (await get("/open-data")).text();
  const text = page
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  for (const d of DATASETS) {
    assert.ok(page.includes(`/open-data/${d.id}.csv`), d.id);
    assert.ok(text.includes(d.licence), `${d.id} licence`);
    const csv = await get(`/open-data/${d.id}.csv`);
    assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    const json = await api<Record<string, unknown>[]>(`/open-data/${d.id}.json`);
    assert.equal(rows.length, json.length, d.id);
    assert.deepEqual(
      rows,
      json.map((r) => Object.fromEntries(d.columns.map((c) => [c, cell(r[c])]))),
      d.id,
    );
  }
  assert.ok(page.includes('href="/api/openapi.json"'));
  assert.ok(page.includes('href="/feeds/data.atom"'));
  assert.match(page, /<link rel="alternate" type="application\/atom\+xml"[^>]*href="[^"]*\/feeds\/data\.atom"/);
});

test("menu-prices.csv is /api/menu-items' national price and its basis, item by item", async () => {
  const items =
    await api<{ id: number; name: string; avgPriceUsd: number; priceBasis: { kind: string; source: string; asOf: string } }[]>(
      "/api/menu-items",
    );
  const rows = await csvRows("menu-prices");
  assert.equal(rows.length, items.length);
  for (const i of items) {
    const r = rows.find((x) => x.id === String(i.id))!;
    assert.deepEqual(
      [r.name, Number(r.price_usd), r.basis, r.basis_source, r.as_of],
      [i.name, i.avgPriceUsd, i.priceBasis.kind, i.priceBasis.source, i.priceBasis.asOf],
      i.name,
    );
  }
});

test("state-prices.csv is /api/prices with each row's basis", async () => {
  const prices =
    await api<{ id: number; state: string; itemName: string; price: number; basis: { kind: string; asOf: string } }[]>("/api/prices");
  const rows = await csvRows("state-prices");
  assert.deepEqual(
    rows.map((r) => [Number(r.id), r.state, r.item, Number(r.price_usd), r.basis, r.as_of]),
    prices.map((p) => [p.id, p.state, p.itemName, p.price, p.basis.kind, p.basis.asOf]),
  );
});

test("restaurant-counts.csv is /api/locations/top: the same order, counts, shares and basis", async () => {
  const top =
    await api<{ state: string; locationCount: number; percentage: number; basis: string; asOf?: string; publisher?: string }[]>(
      "/api/locations/top",
    );
  const rows = await csvRows("restaurant-counts");
  assert.deepEqual(
    rows.map((r) => [r.state, Number(r.locations), Number(r.share_percent), r.basis, r.as_of, r.publisher]),
    top.map((l) => [l.state, l.locationCount, l.percentage, l.basis, cell(l.asOf), cell(l.publisher)]),
  );
  assert.equal(rows[0].state, "Texas");
});

test("nutrition.csv is the published figures /api/menu-items gives per size, with source and date", async () => {
  const items = await api<
    {
      name: string;
      nutrition: Record<string, { calories?: number; protein?: number; basis: { kind: string; source: string; asOf: string } }>;
    }[]
  >("/api/menu-items");
  const rows = await csvRows("nutrition");
  assert.ok(rows.length > 100);
  for (const r of rows) {
    const n = items.find((i) => i.name === r.item)?.nutrition[r.size];
    assert.ok(n, `${r.item} ${r.size}`);
    assert.deepEqual(
      [Number(r.calories), r.protein === "" ? undefined : Number(r.protein), r.source, r.as_of],
      [n.calories, n.protein, n.basis.source, n.basis.asOf],
      `${r.item} ${r.size}`,
    );
    assert.equal(n.basis.kind, "published");
  }
});

test("the Atom feed answers as Atom, cacheable", async () => {
  const res = await get("/feeds/data.atom");
  assert.match(res.headers.get("content-type") ?? "", /^application\/atom\+xml/);
  assert.match(res.headers.get("cache-control") ?? "", /public/);
  assert.match(
    await res.text(),
    new RegExp(`<link rel="self" type="application/atom\\+xml" href="${server.url.replace(/[.]/g, "\\.")}/feeds/data\\.atom"/>`),
  );
});
