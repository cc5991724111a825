import assert from "node:assert/strict";
import { test } from "node:test";
import { GroupCommit } from "./group-commit.ts";

test("writes queued while a batch commits go together as the next batch, in order", async () => {
  const batches: number[][] = [];
  let release!: () => void;
  const first = new Promise<void>((r) => (release = r));
  const queue = new GroupCommit<number>(async (batch) => {
    batches.push(batch);
    if (batches.length === 1) await first;
  });
  queue.push(1);
  for (let n = 2; n <= 6; n++) queue.push(n);
  release();
  await queue.idle();
  assert.deepEqual(batches, [[1], [2, 3, 4, 5, 6]]);
});

test("a write withdrawn before its batch starts is never committed; one already sent cannot be withdrawn", async () => {
  const committed: string[] = [];
  let release!: () => void;
  const first = new Promise<void>((r) => (release = r));
  const queue = new GroupCommit<string>(async (batch) => {
    committed.push(...batch);
    if (committed.length === 1) await first;
  });
  queue.push("sent");
  queue.push("late");
  queue.push("kept");
  assert.equal(queue.withdraw("sent"), false, "already being committed");
  assert.equal(queue.withdraw("late"), true);
  release();
  await queue.idle();
  assert.deepEqual(committed, ["sent", "kept"]);
});
