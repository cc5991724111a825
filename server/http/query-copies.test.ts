/**
 * Unknown query values never create stored copies, against the real server: a free-text search value
 * (`?q=<unique>` on /prices/texas and the other pages with a search box) is rendered for its visitor but never kept
 * in the render cache, so unique values cannot fill it with copies of one page (401 of them took RSS to 392 MB);
 * a search naming a menu item is still stored, as a page a visitor links to.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eventually, spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

interface Cache {
  entries: number;
  stores: number;
  hits: number;
}
const cache = async (): Promise<Cache> => ((await (await fetch(`${server.url}/healthz`)).json()) as { renderCache: Cache }).renderCache;
const page = async (url: string) => {
  const res = await fetch(server.url + url);
  // The home page sends words no item's name matches to /search, which says what it can answer (a 404).
  const asked = res.redirected && new URL(res.url).pathname === "/search";
  assert.equal(res.status, asked ? 404 : 200, url);
  return res.text();
};

test("a unique free-text ?q= is rendered but never stored, on every page with a search box", async () => {
  const start = await cache();
  const pages = ["/prices/texas", "/", "/international-prices", "/meal-calculator", "/nutrition-calculator"];
  for (let i = 0; i < 15; i++) await page(`${pages[i % pages.length]}?q=zq${i}-${Date.now().toString(36)}`);
  // Stores land after the answer: give any that were going to happen the time to.
  await new Promise((r) => setTimeout(r, 500));
  const after = await cache();
  assert.equal(after.stores, start.stores, "free-text searches made stored copies");
  assert.equal(after.entries, start.entries);
  // The same unique URL again is rendered again, not answered from a copy.
  await page("/prices/texas?q=zq0-again");
  await page("/prices/texas?q=zq0-again");
  assert.equal((await cache()).hits, after.hits);
});

test("a search naming a menu item is stored once and answered from the copy", async () => {
  const start = await cache();
  const url = "/prices/texas?q=big-mac";
  const html = await page(url);
  assert.match(html, /Big Mac/);
  await eventually(async () => (await cache()).stores > start.stores);
  await page(url);
  assert.ok((await cache()).hits > start.hits, "the second visit was a hit");
});
