/** The order cap: an order link can never make a page render more than MAX_LINES x MAX_QUANTITY. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { MAX_LINES, MAX_QUANTITY, orderReducer, parseOrder } from "./order.ts";

const slugs = Array.from({ length: MAX_LINES + 30 }, (_, i) => `item-${i}`);

describe("order cap", () => {
  test("a link with more different items than an order holds keeps the first MAX_LINES, each at most MAX_QUANTITY", () => {
    const order = parseOrder(slugs.map((s) => `${s}:${MAX_QUANTITY}`).join(","), new Set(slugs));
    assert.equal(order.length, MAX_LINES);
    assert.deepEqual(
      order.map((l) => l.slug),
      slugs.slice(0, MAX_LINES),
    );
    // A repeated item past the cap still adds up on its line, capped at MAX_QUANTITY.
    const again = parseOrder(`${slugs.slice(0, MAX_LINES).join(",")},item-0:98,item-${MAX_LINES}:1`, new Set(slugs));
    assert.equal(again.length, MAX_LINES);
    assert.equal(again[0].quantity, MAX_QUANTITY);
  });

  test("adding a new item to a full order changes nothing; more of an item already there still works", () => {
    const full = slugs.slice(0, MAX_LINES).map((slug) => ({ slug, quantity: 1 }));
    assert.equal(orderReducer(full, { type: "add", slug: "one-more" }), full);
    assert.equal(orderReducer(full, { type: "add", slug: "item-3" })[3].quantity, 2);
  });
});
