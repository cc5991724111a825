import assert from "node:assert/strict";
import { test } from "node:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { atomDate, atomHtml, atomXml, type AtomEntry } from "./atom.ts";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" || name === "link" });
const feed = (entries: AtomEntry[], limit?: number) =>
  atomXml({
    self: "https://m.example/feeds/x.atom",
    alternate: "https://m.example/x",
    title: "T & <co>",
    subtitle: "S",
    author: "Menu Prices",
    entries,
    limit,
    dataDate: "2025-10",
  });

test("a feed is well-formed Atom with every required element; text from the data cannot break out of its element", () => {
  const xml = feed([
    {
      id: "https://m.example/x#1",
      title: 'Fries & "shakes" <b>',
      updated: "2026-01-01",
      link: "https://m.example/x?a=1&b=2",
      summary: "</summary><entry>",
    },
  ]);
  assert.equal(XMLValidator.validate(xml), true);
  const doc = parser.parse(xml).feed;
  assert.equal(doc["@xmlns"], "http://www.w3.org/2005/Atom");
  assert.equal(doc.id, "https://m.example/feeds/x.atom");
  assert.equal(doc.title, "T & <co>");
  assert.equal(doc.updated, "2026-01-01T00:00:00Z");
  assert.deepEqual(
    doc.link.map((l: Record<string, string>) => l["@rel"]),
    ["self", "alternate"],
  );
  assert.equal(doc.entry.length, 1);
  assert.equal(doc.entry[0].title, 'Fries & "shakes" <b>');
  assert.equal(doc.entry[0].summary["#text"], "</summary><entry>");
  assert.equal(doc.entry[0].link[0]["@href"], "https://m.example/x?a=1&b=2");
});

test("entries come newest first, up to the limit, and the feed's updated date is its newest entry's", () => {
  const e = (n: number, updated: string) => ({
    id: `https://m.example/x#${n}`,
    title: `${n}`,
    updated,
    link: "https://m.example/x",
    summary: "s",
  });
  const doc = parser.parse(feed([e(1, "2024-01-01"), e(2, "2026-03-01"), e(3, "2025-07-01")], 2)).feed;
  assert.deepEqual(
    doc.entry.map((x: { title: number }) => String(x.title)),
    ["2", "3"],
  );
  assert.equal(doc.updated, "2026-03-01T00:00:00Z");
  // an empty feed was dated 1970; it is dated by the data it reads, and claims no change after it.
  assert.equal(parser.parse(feed([])).feed.updated, "2025-10-01T00:00:00Z", "an empty feed is dated by its data");
});

test("a browser shows the feed through the site's XSL stylesheet (a readable page), which a feed reader ignores", () => {
  const xml = feed([]);
  const lines = xml.split("\n");
  assert.equal(lines[1], '<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>');
  assert.equal(XMLValidator.validate(xml), true);
});

test("data dates of a day, a month or a year are the start of it in UTC", () => {
  assert.equal(atomDate("2026-01-01"), "2026-01-01T00:00:00Z");
  assert.equal(atomDate("2025-10"), "2025-10-01T00:00:00Z");
  assert.equal(atomDate("2024"), "2024-01-01T00:00:00Z");
});

test("the feed as a page: its title, the address to give a feed app, each entry with its date; text from the data stays text", () => {
  const html = atomHtml(
    {
      self: "https://m.example/feeds/x.atom",
      alternate: "https://m.example/x",
      title: "T & <co>",
      subtitle: "S",
      author: "Menu Prices",
      dataDate: "2025-10",
      entries: [{ id: "i", title: "<script>x</script>", updated: "2026-01-02", link: "https://m.example/y", summary: "a < b" }],
    },
    "/feeds/x.atom",
  );
  assert.match(html, /<h1>T &amp; &lt;co&gt;<\/h1>/);
  assert.match(html, /<code>https:\/\/m\.example\/feeds\/x\.atom<\/code>/);
  assert.match(html, /<a href="https:\/\/m\.example\/y">&lt;script&gt;x&lt;\/script&gt;<\/a>/);
  assert.match(html, /<time datetime="2026-01-02T00:00:00Z">2026-01-02<\/time>/);
  assert.ok(!html.includes("<script"));
  assert.match(
    atomHtml({ self: "s", alternate: "a", title: "t", subtitle: "s", author: "a", dataDate: "2025-10", entries: [] }, "/f.atom"),
    /Last change: <time datetime="2025-10-01T00:00:00Z">/,
  );
});
