import assert from "node:assert/strict";
import { test } from "node:test";
import { overCount } from "./locations.ts";

test("a badge count is rounded down to the hundred below, and a round hundred is never 'over' itself", () => {
  assert.equal(overCount(13_562), "Over 13,500");
  assert.equal(overCount(13_599), "Over 13,500");
  assert.equal(overCount(13_500), "13,500");
});
