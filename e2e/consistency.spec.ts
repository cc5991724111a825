/**
 * The consistency crawl (issue 14): every page in the sitemap (every item, every state, every category, the
 * tools and guides) is read as the server sends it, every price and calorie figure it marks (data-price-* and
 * data-cal-* attributes, domain/price-hooks.ts) is collected, and the test fails when two places show different
 * values for the same fact: an item's national price for a size, its price in a state, its meal price, its
 * calories for a size.
 */
import { expect, test } from "@playwright/test";

interface Seen {
  value: string;
  path: string;
}

const TAG = /<[a-z][a-z0-9]*\b[^>]*\bdata-(?:price|cal)-item="[^"]*"[^>]*>/g;
const ATTR = /\s(data-[a-z-]+)="([^"]*)"/g;

/** The marked figures of one page: a fact key (what is stated) and the value shown. */
export function markedFigures(html: string): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    const a = Object.fromEntries([...tag.matchAll(ATTR)].map((m) => [m[1], m[2]]));
    if (a["data-price-item"] !== undefined) {
      const state = a["data-price-state"] ? ` in ${a["data-price-state"]}` : "";
      out.push({ key: `${a["data-price-item"]} ${a["data-price-size"]} ${a["data-price-kind"]} price${state}`, value: a["data-price"] });
    }
    if (a["data-cal-item"] !== undefined) out.push({ key: `${a["data-cal-item"]} ${a["data-cal-size"]} calories`, value: a["data-cal"] });
  }
  return out;
}

test("every page shows the same price and calories for the same item, size and state", async ({ request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // Sorted variants of the state pages show the same figures in other orders: one of each is enough.
  paths.push("/prices/vermont?sort=price-desc", "/prices/california?sort=category");
  expect(paths.length).toBeGreaterThan(180);

  const facts = new Map<string, Seen[]>();
  const pagesPerItem = new Map<string, Set<string>>();
  let cursor = 0;
  const worker = async () => {
    while (cursor < paths.length) {
      const path = paths[cursor++];
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(400);
      const html = await res.text();
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
      disagreements.push(`${key}: ${[...values].map(([v, ps]) => `${v} on ${ps.slice(0, 3).join(", ")}${ps.length > 3 ? ` and ${ps.length - 3} more` : ""}`).join(" / ")}`);
    }
  }
  expect(disagreements, disagreements.join("\n")).toEqual([]);

  // Not vacuous: every menu item's figures were seen, on its own page and elsewhere, and so were state prices.
  const items = (await (await request.get("/api/menu-items")).json()) as { name: string }[];
  const slug = (n: string) => n.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  for (const i of items) expect((pagesPerItem.get(slug(i.name))?.size ?? 0), `${i.name} seen on several pages`).toBeGreaterThanOrEqual(2);
  const statePrices = [...facts.keys()].filter((k) => k.includes(" state price in "));
  expect(statePrices.length).toBeGreaterThan(items.length * 50 * 0.9);
  expect(facts.get("big-mac Standard national price")?.length ?? 0).toBeGreaterThan(10);
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
