import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { EXPLORE_QUERY_PARAMS } from "#domain/rules/explore.ts";
import { PAGES, pageById } from "#domain/rules/pages.ts";
import { OWN_SUBMISSION_PARAMS, cacheableUrl, knownQueryValues, storedCopyUrl } from "./cached-pages.ts";

const root = path.join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes("+types") ? [rel] : [];
  });
}

/**
 * Query parameters read in the code: `searchParams.get("x")`, `params.getAll("x")`, `q.has("x")`, and a bare
 * `get("x")` (a loader handing its reader to a helper).
 */
const READ = /(?:\b(?:searchParams|params|query|q)\s*\.\s*(?:get|getAll|has)|(?<![.\w])get)\(\s*"([^"]+)"/g;

test("every query parameter the pages read is listed by a page in domain/rules/pages.ts (else its URLs are never cached)", () => {
  const listed = new Set(PAGES.flatMap((p) => p.query ?? []));
  const found = new Map<string, string>();
  for (const file of ["routes", "components", "domain"].flatMap(sources)) {
    for (const m of readFileSync(path.join(root, file), "utf8").matchAll(READ)) found.set(m[1], file);
  }
  assert.ok(found.size >= 15, `the scan found only ${found.size} parameters: has the code changed how it reads them?`);
  for (const [name, file] of found) {
    if (OWN_SUBMISSION_PARAMS.has(name)) continue;
    assert.ok(listed.has(name), `${file} reads the query parameter "${name}", which no page's \`query\` in domain/rules/pages.ts lists`);
  }
  // /explore reads its filters through one typed list.
  for (const name of [...EXPLORE_QUERY_PARAMS, "compare"]) assert.ok(pageById("explore")?.query?.includes(name), `explore: "${name}"`);
});

test("a URL is stored only with the parameters its own page reads", () => {
  // Parameters the page reads: one copy per value.
  for (const url of [
    "/",
    "/?q=big+mac&category=Burgers",
    "/prices/texas?q=McDouble&sort=price-asc",
    "/nutrition-calculator?items=big-mac,mcdouble:large&level=active&goal=2400",
    "/compare?items=big-mac,mcdouble",
    "/explore?exclude=tree-nuts,milk&order=asc",
    "/international-prices?q=united",
    "/menu/item/big-mac?size=Large",
    "/explore?sort=price&max-price=5&exclude=milk",
    "/compare?items=big-mac&items=mcdouble",
    "/meal-calculator?order=big-mac:2&people=3",
    "/prices/Texas?sort=price",
  ]) {
    assert.ok(cacheableUrl(url), url);
  }
  // A parameter some other page reads is junk here: /explore has no search box, /about reads nothing.
  for (const url of [
    "/explore?q=1",
    "/about?q=first",
    "/menu/burgers?size=Large",
    "/?utm_source=mail",
    "/international-prices?q=a&r=2",
    "/no-such-page?q=x",
  ]) {
    assert.equal(cacheableUrl(url), false, url);
  }
});

test("client navigations' .data URLs follow their page's list, plus React Router's _routes", () => {
  assert.ok(cacheableUrl("/menu/burgers.data"));
  assert.ok(cacheableUrl("/menu/burgers.data?_routes=routes%2Fmenu.category"));
  assert.ok(cacheableUrl("/_.data?q=fries&_routes=home"), "the home page's data");
  assert.ok(cacheableUrl("/explore.data?sort=protein"));
  assert.equal(cacheableUrl("/about.data?r=1"), false);
  assert.equal(cacheableUrl("/about?_routes=about"), false, "_routes belongs to .data requests only");
});

test("long URLs and many parameters are never stored", () => {
  assert.equal(cacheableUrl(`/international-prices?q=${"a".repeat(520)}`), false);
  assert.equal(cacheableUrl(`/explore?${Array.from({ length: 9 }, () => "exclude=milk").join("&")}`), false);
  assert.ok(cacheableUrl(`/explore?${Array.from({ length: 8 }, () => "exclude=milk").join("&")}`));
});

test("a URL is stored only with values its page knows: a junk state, size, item, category or count is never kept", () => {
  const known = knownQueryValues(
    () =>
      new Map([
        ["big-mac", {}],
        ["mcdouble", {}],
      ]),
  );
  for (const url of [
    "/menu/item/big-mac?size=Large&state=texas",
    "/menu/item/big-mac?state=New+York",
    "/menu/item/big-mac?state=TX",
    "/?q=big+mac&category=Burgers",
    "/prices/texas?q=McDouble&sort=price-asc",
    "/nutrition-calculator?items=big-mac,mcdouble:large&level=active&goal=2400",
    "/compare?items=big-mac,mcdouble",
    "/explore?exclude=tree-nuts,milk&order=asc",
    "/reviews?category=chicken-fish&page=2",
    "/report-price?item=big-mac&state=ohio",
    "/alerts/follow?item=Big+Mac&state=",
    "/explore?sort=price&max-price=5&exclude=milk&shown=48",
    "/meal-calculator?order=big-mac:2&people=3",
  ]) {
    assert.ok(cacheableUrl(url, known), url);
  }
  for (const url of [
    "/menu/item/big-mac?state=zq8x7",
    "/menu/item/big-mac?size=Gigantic",
    "/report-price?item=caviar-burger",
    "/reviews?category=x1&page=1",
    "/reviews?page=2e9x",
    "/explore?max-price=0x6",
    "/meal-calculator?people=-1",
  ]) {
    assert.equal(cacheableUrl(url, known), false, url);
  }
});

test("free text is never stored: a search for anything the menu or the map does not name, and any parameter no rule knows", () => {
  const known = knownQueryValues(
    () =>
      new Map([
        ["big-mac", {}],
        ["mcdouble", {}],
      ]),
  );
  for (const url of [
    "/prices/texas?q=zq8x7-unique-1",
    "/?q=mcflurry+with+a+typo",
    "/international-prices?q=anything",
    "/meal-calculator?q=x&order=big-mac:2",
    "/meal-calculator?order=caviar-burger:2",
    "/nutrition-calculator?items=big-mac,zzz",
    "/nutrition-calculator?level=olympic",
    "/explore?sort=random",
    "/explore?exclude=gluten-free-air",
    "/big-mac-prices?from=yesterday",
    "/signup?title=Anything+at+all",
    "/secret-menu?selected=whatever",
  ]) {
    assert.equal(cacheableUrl(url, known), false, url);
  }
  for (const url of ["/prices/texas?q=big-mac", "/?q=Texas", "/?q=burgers", "/big-mac-prices?from=2024-07&to=2025-01", "/prices/texas?q="])
    assert.ok(cacheableUrl(url, known), url);
});

test("a page address with parameters its page never reads is answered by the stored copy without them", () => {
  const known = knownQueryValues(() => new Map([["big-mac", {}]]));
  for (const [url, stored] of [
    ["/about", "/about"],
    ["/about?r=123", "/about"],
    ["/?utm_source=mail&fbclid=x1", "/"],
    ["/?q=big+mac&utm_source=mail", "/?q=big+mac"],
    ["/menu/item/big-mac?utm_campaign=x&size=Large&state=texas", "/menu/item/big-mac?size=Large&state=texas"],
    ["/explore?q=1&sort=price", "/explore?sort=price"],
  ]) {
    assert.equal(storedCopyUrl(url, known), stored, url);
  }
  for (const url of [
    // A value the page reads but does not know: rendered as asked (it says what is wrong), never a stored copy.
    "/menu/item/big-mac?state=zq8x7&utm_source=mail",
    "/prices/texas?q=free+text&r=1",
    // A visitor's own submission or link.
    "/reviews?submitted=abc&utm_source=mail",
    "/alerts/confirm?follow=1&token=t&r=2",
    // React Router's data requests and long addresses.
    "/about.data?r=1",
    `/about?r=${"a".repeat(520)}`,
  ]) {
    assert.equal(storedCopyUrl(url, known), null, url);
  }
});
