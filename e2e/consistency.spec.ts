/**
 * The consistency crawl: every page in the sitemap (every item, every state, every category, the
 * tools and guides) is read as the server sends it, every price and calorie figure it marks (data-price-* and
 * data-cal-* attributes, read by markedFigures in domain/publish/price-hooks.ts) is collected, and the test fails when
 * two places show different values for the same fact: an item's national price for a size, its price in a state,
 * its meal price, its calories for a size.
 */
import { expect, test } from "@playwright/test";
import { calorieHook, figureMark, markedFigures, priceHook, unmarkedFigures } from "../domain/publish/price-hooks.ts";

interface Seen {
  value: string;
  path: string;
}

test("every page shows the same price and calories for the same item, size and state", async ({ request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // Sorted variants of the state pages show the same figures in other orders: one of each is enough.
  paths.push("/prices/vermont?sort=price-desc", "/prices/california?sort=category");
  // The minutes-of-work table with a sized item of the visitor's choice: its state prices are the Medium's.
  paths.push("/prices?item=world-famous-fries");
  expect(paths.length).toBeGreaterThan(180);

  const facts = new Map<string, Seen[]>();
  const pagesPerItem = new Map<string, Set<string>>();
  // Item names that hold a figure ("$5 Meal Deal") are names, not figures.
  const names = ((await (await request.get("/api/menu-items")).json()) as { name: string }[])
    .map((i) => i.name)
    .filter((n) => /\$\d/.test(n));
  const unaccounted: string[] = [];
  let accounted = 0;
  let cursor = 0;
  const worker = async () => {
    while (cursor < paths.length) {
      const path = paths[cursor++];
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(400);
      const html = await res.text();
      const coverage = unmarkedFigures(html, names);
      accounted += coverage.marked;
      for (const u of coverage.unmarked) unaccounted.push(`${path}: ${u}`);
      for (const { key, value } of markedFigures(html)) {
        const list = facts.get(key) ?? [];
        list.push({ value, path });
        facts.set(key, list);
        const item = key.split(" ")[0];
        const seen = pagesPerItem.get(item) ?? new Set();
        seen.add(path);
        pagesPerItem.set(item, seen);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  const disagreements: string[] = [];
  for (const [key, seen] of facts) {
    const values = new Map<string, string[]>();
    for (const s of seen) values.set(s.value, [...new Set([...(values.get(s.value) ?? []), s.path])]);
    if (values.size > 1) {
      disagreements.push(
        `${key}: ${[...values].map(([v, ps]) => `${v} on ${ps.slice(0, 3).join(", ")}${ps.length > 3 ? ` and ${ps.length - 3} more` : ""}`).join(" / ")}`,
      );
    }
  }
  expect(disagreements, disagreements.join("\n")).toEqual([]);
  // Every dollar amount and calorie count in every page's text is an item figure (marked, so compared above) or
  // another kind of figure named as such (a total, a fee, a rule, another dataset's figure, a visitor's words).
  expect(unaccounted, unaccounted.slice(0, 40).join("\n")).toEqual([]);
  console.log(
    `consistency crawl: ${paths.length} pages, ${[...facts.values()].reduce((n, l) => n + l.length, 0)} marked item figures (${facts.size} facts), ${accounted} figures in text, every one accounted for`,
  );

  // Not vacuous: every menu item's figures were seen, on its own page and elsewhere, and so were state prices.
  const items = (await (await request.get("/api/menu-items")).json()) as { name: string }[];
  const slug = (n: string) =>
    n
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  for (const i of items) expect(pagesPerItem.get(slug(i.name))?.size ?? 0, `${i.name} seen on several pages`).toBeGreaterThanOrEqual(2);
  const statePrices = [...facts.keys()].filter((k) => k.includes(" state price in "));
  expect(statePrices.length).toBeGreaterThan(items.length * 50 * 0.9);
  expect(facts.get("big-mac Standard national price")?.length ?? 0).toBeGreaterThan(10);
});

test("the crawl's text check finds a figure nobody marked, and not one that is marked or named", () => {
  const attrs = (a: Record<string, string>) =>
    Object.entries(a)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join("");
  const html =
    `<html><body><p>Big Mac <span${attrs(priceHook("Big Mac", "Standard", "national", 5.58))}>$5.58</span>, <b${attrs(calorieHook("Big Mac", "Standard", 580))}>580<!-- --> cal</b>.</p>` +
    `<p>Delivery fee <span${attrs(figureMark("fee"))}>$1.99</span>; the $5 Meal Deal.</p><script>var x = "$9.99";</script>` +
    `<p>A planted one: about $6.49 and 454<!-- --> calories.</p></body></html>`;
  const r = unmarkedFigures(html, ["$5 Meal Deal"]);
  expect(r.marked).toBe(3);
  expect(r.unmarked.map((u) => u.split(" in ")[0])).toEqual(["$6.49", "454 calories"]);
});

test("the crawl's reader finds a planted disagreement", () => {
  // The same fact marked twice with two values: the crawl's grouping must see two values for one key.
  const html =
    '<td data-price-item="big-mac" data-price-size="Standard" data-price-kind="national" data-price="5.58">$5.58</td>' +
    '<span class="x" data-price-item="big-mac" data-price-size="Standard" data-price-kind="state" data-price="6.91" data-price-state="alaska">$6.91</span>' +
    '<span data-cal-item="big-mac" data-cal-size="Standard" data-cal="590">590</span>';
  const other = '<b data-price-item="big-mac" data-price-size="Standard" data-price-kind="national" data-price="5.69">$5.69</b>';
  const all = [...markedFigures(html), ...markedFigures(other)];
  expect(all).toEqual([
    { key: "big-mac Standard national price", value: "5.58" },
    { key: "big-mac Standard state price in alaska", value: "6.91" },
    { key: "big-mac Standard calories", value: "590" },
    { key: "big-mac Standard national price", value: "5.69" },
  ]);
  expect(new Set(all.filter((f) => f.key === "big-mac Standard national price").map((f) => f.value)).size).toBe(2);
});

test("the marks the pages write leave out the usual size and kind, and the reader puts them back", () => {
  // As the pages write them (domain/publish/price-hooks.ts), beside the same facts spelled out in full: one key each, so a
  // disagreement between a short mark and a full one is found too.
  const attrs = (a: Record<string, string>) =>
    Object.entries(a)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join("");
  const written = [
    priceHook("Big Mac", "Standard", "national", 5.58),
    priceHook("Big Mac", "Standard", "state", 6.91, "Alaska"),
    priceHook("Big Mac", "Standard", "meal", 9.99),
    priceHook("World Famous Fries", "Large", "national", 4.3),
    calorieHook("Big Mac", "Standard", 590),
    calorieHook("World Famous Fries", "Large", 480),
  ];
  expect(written[0]).toEqual({ "data-price-item": "big-mac", "data-price": "5.58" });
  const html = written.map((a) => `<span${attrs(a)}>x</span>`).join("");
  expect(markedFigures(html)).toEqual([
    { key: "big-mac Standard national price", value: "5.58" },
    { key: "big-mac Standard state price in alaska", value: "6.91" },
    { key: "big-mac Standard meal price", value: "9.99" },
    { key: "world-famous-fries Large national price", value: "4.30" },
    { key: "big-mac Standard calories", value: "590" },
    { key: "world-famous-fries Large calories", value: "480" },
  ]);
  const full = '<b data-price-item="big-mac" data-price-size="Standard" data-price-kind="national" data-price="5.69">$5.69</b>';
  const keys = new Set(
    [...markedFigures(html), ...markedFigures(full)].filter((f) => f.key === "big-mac Standard national price").map((f) => f.value),
  );
  expect(keys).toEqual(new Set(["5.58", "5.69"]));
});
