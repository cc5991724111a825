/**
 * The Atom feed of data updates, parsed with a real XML parser (fast-xml-parser): well-formed, the
 * elements RFC 4287 requires on the feed and on every entry, ids unique and stable, dates from the data.
 */
import { formatLongDate } from "../rules/dates.ts";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "../data/data-files.ts";
import { atomFeed, feedEntries, FEED_SIZE } from "./data-feed.ts";

function loadData(): DataSet {
  const data = {} as DataSet;
  for (const key of Object.keys(DATA_FILES) as DataKey[]) {
    (data as Record<string, unknown>)[key] = parseDataFile(
      key,
      readFileSync(new URL(`../../data/${DATA_FILES[key].file}`, import.meta.url), "utf8"),
    ).data;
  }
  return data;
}

const SITE = "https://menu.example";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" || name === "link" });
type Link = { "@rel": string; "@href": string; "@type"?: string };
type Entry = { id: string; title: string; updated: string; summary: string; link: Link[] };
type Feed = {
  feed: { "@xmlns": string; id: string; title: string; updated: string; author: { name: string }; link: Link[]; entry: Entry[] };
};

test("the feed is well-formed Atom with the feed's and every entry's required elements", () => {
  const xml = atomFeed(feedEntries(loadData()), SITE);
  assert.equal(XMLValidator.validate(xml), true);
  const { feed } = parser.parse(xml) as Feed;
  assert.equal(feed["@xmlns"], "http://www.w3.org/2005/Atom");
  for (const k of ["id", "title", "updated"] as const) assert.ok(feed[k], `feed ${k}`);
  assert.equal(feed.author.name, "Menu Prices");
  assert.deepEqual(
    feed.link.map((l) => [l["@rel"], l["@href"]]),
    [
      ["self", `${SITE}/feeds/data.atom`],
      ["alternate", `${SITE}/open-data`],
    ],
  );
  assert.ok(feed.entry.length > 10 && feed.entry.length <= FEED_SIZE);
  const ids = new Set<string>();
  for (const e of feed.entry) {
    assert.match(e.id, /^tag:menu-prices,2026:[a-z0-9/-]+$/);
    assert.ok(!ids.has(e.id), `id ${e.id} repeats`);
    ids.add(e.id);
    assert.ok(e.title && e.summary, e.id);
    assert.match(e.updated, /^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    assert.ok(e.link[0]["@href"].startsWith(`${SITE}/`));
  }
  // Newest first, and the feed's updated is its newest entry's.
  const dates = feed.entry.map((e) => e.updated);
  assert.deepEqual(dates, [...dates].sort().reverse());
  assert.equal(feed.updated, dates[0]);
});

test("entries come from the data's own dates: the newest Big Mac edition, the nutrition editions, the surveys, the counts, the price review", () => {
  const data = loadData();
  const entries = feedEntries(data);
  const latest = data.bigMacIndex.at(-1)!;
  const edition = entries.find((e) => e.id === `tag:menu-prices,2026:big-mac-index/${latest.date}`)!;
  assert.match(
    edition.summary,
    new RegExp(
      `${latest.countries.length} countries; the US price \\$${latest.countries.find((c) => c.iso === "USA")!.dollarPrice.toFixed(2)}`,
    ),
  );
  assert.ok(entries.some((e) => e.id === "tag:menu-prices,2026:nutrition/2026-10-08/mcdonald-s-us-nutrition-calculator"));
  const allergens = entries.find((e) => e.id === "tag:menu-prices,2026:allergens/2026-09-16/mcdonald-s-us-allergen-statement")!;
  assert.deepEqual(
    [allergens.title, allergens.date],
    ["Allergens: McDonald's US allergen statement, captured September 16, 2026", "2026-09-16"],
  );
  assert.match(allergens.summary, /^95 items with the chain's own allergen statement/);
  assert.ok(entries.some((e) => e.id.startsWith("tag:menu-prices,2026:survey/2023-03-19/cashnetusa")));
  const counts = entries.find((e) => e.id.startsWith("tag:menu-prices,2026:restaurant-counts/2025-10/"))!;
  assert.match(counts.summary, /Texas 1,232/);
  // The estimates' month is the price index's newest (npm run model), dated by its first day.
  const month = data.menuItems[0].priceAsOf;
  const review = entries.find((e) => e.id === `tag:menu-prices,2026:price-estimates/${month}`)!;
  assert.equal(review.date, `${month}-01`);
  assert.match(review.summary, new RegExp(`are for ${formatLongDate(month)}: the chain's published prices moved to that month`));
});

test("an entry's id does not change when other data changes; a new edition adds one entry at the top", () => {
  const data = loadData();
  const before = feedEntries(data);
  const latest = data.bigMacIndex.at(-1)!;
  data.bigMacIndex = [...data.bigMacIndex, { ...latest, date: "2027-01-01" }];
  const after = feedEntries(data);
  assert.equal(after[0].id, "tag:menu-prices,2026:big-mac-index/2027-01-01");
  // Every id still there keeps its entry's id (the oldest may drop off the end).
  const ids = new Set(after.map((e) => e.id));
  assert.deepEqual(
    before.slice(0, -1).filter((e) => !ids.has(e.id)),
    [],
  );
});
