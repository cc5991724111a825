import assert from "node:assert/strict";
import { test } from "node:test";
import { sharedValue } from "./shared-value.ts";

test("a shared value tells its subscribers of each change, and only of changes", () => {
  const v = sharedValue(0);
  const seen: number[] = [];
  const stop = v.subscribe(() => seen.push(v.get()));
  v.set(1);
  v.set((n) => n + 1);
  v.set(2); // the same value: nobody is told
  stop();
  v.set(5); // after unsubscribing: not told
  assert.deepEqual(seen, [1, 2]);
  assert.equal(v.get(), 5);
  assert.equal(v.initial, 0, "the server's snapshot stays the initial value");
});
