import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { atomXml, type AtomEntry } from "./atom.ts";
import { buildCatalog } from "./catalog.ts";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "./data-files.ts";
import { dataUpdates } from "./data-updates.ts";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" || name === "link" });
const feed = (entries: AtomEntry[], limit?: number) =>
  atomXml({ self: "https://m.example/feeds/x.atom", alternate: "https://m.example/x", title: "T & <co>", subtitle: "S", author: "Menu Prices", entries, limit });

test("a feed is well-formed Atom with every required element; text from the data cannot break out of its element", () => {
  const xml = feed([{ id: "https://m.example/x#1", title: 'Fries & "shakes" <b>', updated: "2026-01-01", link: "https://m.example/x?a=1&b=2", summary: "</summary><entry>" }]);
  assert.equal(XMLValidator.validate(xml), true);
  const doc = parser.parse(xml).feed;
  assert.equal(doc["@xmlns"], "http://www.w3.org/2005/Atom");
  assert.equal(doc.id, "https://m.example/feeds/x.atom");
  assert.equal(doc.title, "T & <co>");
  assert.equal(doc.updated, "2026-01-01T00:00:00Z");
  assert.deepEqual(doc.link.map((l: Record<string, string>) => l["@rel"]), ["self", "alternate"]);
  assert.equal(doc.entry.length, 1);
  assert.equal(doc.entry[0].title, 'Fries & "shakes" <b>');
  assert.equal(doc.entry[0].summary["#text"], "</summary><entry>");
  assert.equal(doc.entry[0].link[0]["@href"], "https://m.example/x?a=1&b=2");
});

test("entries come newest first, up to the limit, and the feed's updated date is its newest entry's", () => {
  const e = (n: number, updated: string) => ({ id: `https://m.example/x#${n}`, title: `${n}`, updated, link: "https://m.example/x", summary: "s" });
  const doc = parser.parse(feed([e(1, "2024-01-01"), e(2, "2026-03-01"), e(3, "2025-07-01")], 2)).feed;
  assert.deepEqual(doc.entry.map((x: { title: number }) => String(x.title)), ["2", "3"]);
  assert.equal(doc.updated, "2026-03-01T00:00:00Z");
  assert.equal(parser.parse(feed([])).feed.updated, "1970-01-01T00:00:00Z", "an empty feed claims no change");
});

test("the data-updates feed has one entry per edition in the data, with ids that do not depend on the clock", () => {
  const data = Object.fromEntries(
    (Object.keys(DATA_FILES) as DataKey[]).map((k) => [k, parseDataFile(k, readFileSync(new URL(`../data/${DATA_FILES[k].file}`, import.meta.url), "utf8")).data]),
  ) as unknown as DataSet;
  const catalog = buildCatalog(data, "test");
  const entries = dataUpdates(catalog, "https://m.example/");
  const ids = entries.map((x) => x.id);
  assert.equal(new Set(ids).size, ids.length, "ids are unique");
  assert.deepEqual(dataUpdates(catalog, "https://m.example"), entries, "the same data gives the same entries");
  const latest = catalog.bigMacIndex.latest!;
  const edition = entries.find((x) => x.id === `https://m.example/international-prices#edition-${latest.date}`);
  assert.ok(edition, "the latest Big Mac index edition");
  assert.match(edition.summary, new RegExp(`${latest.countries.length} countries`));
  assert.equal(entries.filter((x) => x.id.includes("#edition-")).length, catalog.bigMacIndex.editions.length);
  const nutritionDates = new Set(data.nutrition.map((n) => n.asOf));
  assert.equal(entries.filter((x) => x.id.includes("#nutrition-")).length, nutritionDates.size);
  assert.equal(XMLValidator.validate(atomXml({ self: "https://m.example/f", alternate: "https://m.example/", title: "t", subtitle: "s", author: "a", entries })), true);
});
