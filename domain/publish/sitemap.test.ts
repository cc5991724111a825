import assert from "node:assert/strict";
import { test } from "node:test";
import { STATIC_PAGES, latestPriceDates, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.ts";

const input = {
  siteUrl: "https://menu.example/",
  items: [{ name: "Big Mac" }, { name: "Egg McMuffin®" }, { name: "Big Mac" }],
  prices: [
    { state: "Texas", lastUpdated: "2025-08-15" },
    { state: "Texas", lastUpdated: "2025-08-20" },
    { state: "Texas", lastUpdated: "2025-08-18" },
    { state: "Alaska", lastUpdated: "2025-07-01" },
  ],
  articles: [{ id: "mcvalue-menu-returns", date: "2025-06-12" }],
  countries: [{ slug: "japan" }, { slug: "euro-area" }],
};

test("every static page once, the 9 category pages, items, 50 states and articles, all absolute", () => {
  const entries = sitemapEntries(input);
  const locs = entries.map((e) => e.loc);
  assert.equal(new Set(locs).size, locs.length, "no URL twice");
  assert.ok(locs.every((l) => l.startsWith("https://menu.example/")));
  assert.ok(!locs.some((l) => l.includes("//menu.example//")), "trailing slash of SITE_URL is not doubled");
  for (const path of STATIC_PAGES) assert.ok(locs.includes(`https://menu.example${path}`), path);
  assert.ok(locs.includes("https://menu.example/"));
  assert.ok(!locs.includes("https://menu.example/my-deals"), "alias paths are not listed");
  assert.ok(!locs.includes("https://menu.example/mcvalue-deals"));
  assert.ok(!locs.includes("https://menu.example/offline"));
  assert.ok(!locs.includes("https://menu.example/reviews/new"), "noindex form pages are not listed");
  assert.ok(!locs.includes("https://menu.example/signup"));
  const categories = locs.filter((l) => /\/menu\/[^/]+$/.test(l));
  assert.deepEqual(
    categories.map((l) => l.replace("https://menu.example", "")),
    [
      "/menu/breakfast",
      "/menu/burgers",
      "/menu/chicken-and-fish",
      "/menu/mcnuggets-and-strips",
      "/menu/fries-and-sides",
      "/menu/sweets-and-treats",
      "/menu/mccafe-coffees",
      "/menu/beverages",
      "/menu/mcvalue",
    ],
  );
  assert.deepEqual(
    locs.filter((l) => l.includes("/menu/item/")),
    ["https://menu.example/menu/item/big-mac", "https://menu.example/menu/item/egg-mcmuffin"],
  );
  const states = locs.filter((l) => l.includes("/prices/"));
  assert.equal(states.length, 50);
  assert.ok(states.includes("https://menu.example/prices/new-york"));
  assert.ok(states.includes("https://menu.example/prices/north-carolina"));
  assert.ok(locs.includes("https://menu.example/news/article/mcvalue-menu-returns"));
  assert.deepEqual(
    locs.filter((l) => l.includes("/international-prices/")),
    ["https://menu.example/international-prices/japan", "https://menu.example/international-prices/euro-area"],
  );
  assert.equal(entries.find((e) => e.loc.endsWith("/international-prices/japan"))?.lastmod, undefined);
});

test("lastmod only where true: newest price per state, the article's date, nothing on other pages", () => {
  const entries = sitemapEntries(input);
  const byLoc = new Map(entries.map((e) => [e.loc, e.lastmod]));
  assert.equal(byLoc.get("https://menu.example/prices/texas"), "2025-08-20");
  assert.equal(byLoc.get("https://menu.example/prices/alaska"), "2025-07-01");
  assert.equal(byLoc.get("https://menu.example/prices/ohio"), undefined, "a state without price records has no date");
  assert.equal(byLoc.get("https://menu.example/news/article/mcvalue-menu-returns"), "2025-06-12");
  assert.equal(byLoc.get("https://menu.example/"), undefined);
  assert.equal(byLoc.get("https://menu.example/menu/item/big-mac"), undefined);
  assert.deepEqual(latestPriceDates(input.prices).get("Texas"), "2025-08-20");
});

test("the XML is a sitemaps.org urlset with escaped locations", () => {
  const xml = sitemapXml([{ loc: "https://menu.example/a?b=1&c=2" }, { loc: "https://menu.example/prices/texas", lastmod: "2025-08-20" }]);
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.ok(xml.includes("<loc>https://menu.example/a?b=1&amp;c=2</loc>"));
  assert.ok(xml.includes("<loc>https://menu.example/prices/texas</loc>\n    <lastmod>2025-08-20</lastmod>"));
  assert.equal((xml.match(/<url>/g) ?? []).length, 2);
  assert.equal((xml.match(/<lastmod>/g) ?? []).length, 1);
});

test("robots.txt allows crawling and names the sitemap by its absolute URL", () => {
  const txt = robotsTxt("https://menu.example/");
  assert.match(txt, /^User-agent: \*$/m);
  assert.match(txt, /^Allow: \/$/m);
  assert.match(txt, /^Sitemap: https:\/\/menu.example\/sitemap.xml$/m);
});
