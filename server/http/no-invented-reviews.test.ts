/**
 * A fresh install shows no review, badge or rating it did not receive: the spec's empty state on
 * /reviews, no stars and no aggregateRating on item pages, then exactly what a visitor posts, never "Verified".
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const res = await fetch(server.url + path, { headers: { "user-agent": "curl/8.0" } });
  assert.equal(res.status, 200, path);
  return res.text();
};
const menuItemLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as Record<string, unknown>)
    .flatMap((b) => (Array.isArray(b["@graph"]) ? (b["@graph"] as Record<string, unknown>[]) : [b]))
    .find((b) => b["@type"] === "MenuItem");

test("a fresh install: no reviews in the API, 'No Reviews Yet' on /reviews, no rating anywhere", async () => {
  assert.deepEqual(await (await fetch(server.url + "/api/reviews")).json(), []);
  const reviews = await html("/reviews");
  assert.match(reviews, /No Reviews Yet/);
  assert.match(reviews, /Write the First Review/);
  for (const path of ["/", "/reviews", "/menu/item/big-mac", "/menu/burgers", "/compare?items=big-mac,mcdouble"]) {
    const page = await html(path);
    assert.doesNotMatch(page, /Verified/, path);
    assert.doesNotMatch(page, /aggregateRating/, path);
    assert.doesNotMatch(page, /aria-label="Rated \d/, path);
  }
  const item = menuItemLd(await html("/menu/item/big-mac"));
  assert.ok(item, "the item page has a MenuItem block");
  assert.equal(item.review, undefined);
});

test("a posted review is what the pages show, its rating the only one, and it is not called verified", async () => {
  const res = await fetch(server.url + "/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      reviewer: "Real Visitor",
      itemName: "Big Mac",
      location: "Reno, NV",
      rating: 2,
      review: "Cold fries, warm burger, long wait.",
    }),
  });
  assert.equal(res.status, 201);
  const stored = (await res.json()) as Record<string, unknown>;
  assert.equal("verified" in stored, false);
  const list = (await (await fetch(server.url + "/api/reviews")).json()) as Record<string, unknown>[];
  assert.deepEqual(
    list.map((r) => r.reviewer),
    ["Real Visitor"],
  );
  assert.equal("verified" in list[0], false);
  const reviews = await html("/reviews");
  assert.match(reviews, /Real Visitor/);
  assert.doesNotMatch(reviews, /No Reviews Yet|Verified/);
  const item = menuItemLd(await html("/menu/item/big-mac"));
  assert.deepEqual(item?.aggregateRating, { "@type": "AggregateRating", ratingValue: 2, reviewCount: 1, bestRating: 5, worstRating: 1 });
});
