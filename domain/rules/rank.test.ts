import assert from "node:assert/strict";
import { test } from "node:test";
import { rankWithTies } from "./rank.ts";

const cities = [
  { city: "A", price: 5 },
  { city: "B", price: 7 },
  { city: "C", price: 6 },
  { city: "D", price: 6 },
  { city: "E", price: 4 },
];

test("dearest first: equal prices share a rank and the next rank skips", () => {
  const r = rankWithTies(cities, (c) => c.price, "desc");
  assert.deepEqual(
    r.map((x) => [x.rank, x.entry.city]),
    [
      [1, "B"],
      [2, "C"],
      [2, "D"],
      [4, "A"],
      [5, "E"],
    ],
  );
});

test("cheapest first ranks from the lowest price", () => {
  const r = rankWithTies(cities, (c) => c.price, "asc");
  assert.deepEqual(
    r.map((x) => [x.rank, x.entry.city]),
    [
      [1, "E"],
      [2, "A"],
      [3, "C"],
      [3, "D"],
      [5, "B"],
    ],
  );
});

test("limit cuts the list but a tie at the cut keeps its shared rank", () => {
  const r = rankWithTies(cities, (c) => c.price, "desc", 3);
  assert.equal(r.length, 3);
  assert.deepEqual(
    r.map((x) => x.rank),
    [1, 2, 2],
  );
});

test("an empty list ranks to an empty list", () => {
  assert.deepEqual(
    rankWithTies([], (c: { price: number }) => c.price, "asc"),
    [],
  );
});
