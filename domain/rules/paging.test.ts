import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { API_REVIEWS_DEFAULT, API_REVIEWS_MAX, pageOf, sliceBefore } from "./paging.ts";

const list = Array.from({ length: 45 }, (_, i) => ({ id: `r${i}` }));

describe("pageOf", () => {
  test("pages hold at most `size`, the last one the rest", async () => {
    assert.deepEqual(
      (await pageOf(list, null, 20)).items.map((r) => r.id),
      list.slice(0, 20).map((r) => r.id),
    );
    const last = await pageOf(list, "3", 20);
    assert.deepEqual([last.page, last.pages, last.items.length], [3, 3, 5]);
  });
  test("junk, zero, negative and huge page numbers never cost more than one page", async () => {
    for (const q of ["0", "-1", "abc", "1e9", "", " 2", "02", "9".repeat(5000)]) assert.equal((await pageOf(list, q, 20)).page, 1, q);
    assert.equal((await pageOf(list, "999999", 20)).page, 3);
    assert.deepEqual(await pageOf([], "5", 20), { items: [], page: 1, pages: 1 });
  });
});

describe("sliceBefore", () => {
  test("newest slice by default, then older ones by cursor, to the end", async () => {
    const first = await sliceBefore(list, { before: null, limit: "20" });
    assert.ok(first.ok);
    assert.equal(first.items[0].id, "r0");
    assert.equal(first.next, "r19");
    const third = await sliceBefore(list, { before: "r39", limit: "20" });
    assert.ok(third.ok);
    assert.deepEqual(
      third.items.map((r) => r.id),
      ["r40", "r41", "r42", "r43", "r44"],
    );
    assert.equal(third.next, null);
    const def = await sliceBefore(
      Array.from({ length: 500 }, (_, i) => ({ id: `x${i}` })),
      { before: null, limit: null },
    );
    assert.ok(def.ok);
    assert.equal(def.items.length, API_REVIEWS_DEFAULT);
  });
  test("limits outside 1..max and unknown cursors are refused with a message", async () => {
    for (const limit of ["0", String(API_REVIEWS_MAX + 1), "abc", "1.5", "9".repeat(400)]) {
      const r = await sliceBefore(list, { before: null, limit });
      assert.ok(!r.ok && r.message.includes("limit"), limit);
    }
    for (const before of ["nope", "x".repeat(10_000)]) {
      const r = await sliceBefore(list, { before, limit: null });
      assert.ok(!r.ok && r.message.includes("before"), before.slice(0, 10));
    }
  });
});
