import assert from "node:assert/strict";
import { test } from "node:test";
import { EXPLORE_PAGE_SIZE, readShown, showMorePath } from "./explore-paging.ts";

test("shown: blank is the first page, a number below a page is a page, a bigger one is kept", () => {
  assert.deepEqual(readShown(null), { shown: EXPLORE_PAGE_SIZE, problem: null });
  assert.deepEqual(readShown("3"), { shown: EXPLORE_PAGE_SIZE, problem: null });
  assert.deepEqual(readShown("48"), { shown: 48, problem: null });
});

test("shown: anything but a short whole number is refused in words, with the first page", () => {
  for (const raw of ["-5", "4.5", "abc", "99999", "1001", "<script>"]) {
    const { shown, problem } = readShown(raw);
    assert.equal(shown, EXPLORE_PAGE_SIZE, raw);
    assert.match(problem ?? "", /must be a whole number of items from 1 to 1000/, raw);
  }
});

test("the next page's link raises shown by a page and opens at the first new item", () => {
  assert.equal(showMorePath("/explore", 24), "/explore?shown=48#result-25");
  assert.equal(showMorePath("/explore?sort=price&compare=big-mac", 48), "/explore?sort=price&compare=big-mac&shown=72#result-49");
});
