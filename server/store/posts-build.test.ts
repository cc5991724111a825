/**
 * The posts index built at a first start (server/store/posts-build.ts): a start killed while it builds leaves only
 * the file being built, which the next start throws away before building the index again from the journal; a build
 * carries the journal's hides and restores, keeps one row per id, and lines of another key order.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { itemComments, visibleReviews } from "#domain/indexes/journal-records.ts";
import { JOURNAL_FILE } from "./journal-file.ts";
import { Journal } from "./journal.ts";
import { buildingFile, POSTS_FILE } from "./posts-sqlite.ts";
import { createLogger } from "../base/log.ts";
import { writeJournal } from "../../test-support/journal-writer.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "posts-build-test-"));
  dirs.push(dir);
  return dir;
};
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const quiet = createLogger("silent");
const id = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, "0")}`;
const at = (n: number) => new Date(Date.parse("2026-01-01T00:00:00.000Z") + n * 60_000).toISOString();
const reviewLine = (n: number) => ({
  type: "review",
  id: id(n),
  at: at(n),
  data: {
    itemName: "Big Mac",
    category: "Burgers",
    rating: 1 + (n % 5),
    priceRating: null,
    review: `Review ${n}.`,
    reviewer: "Ann",
    location: "Austin, TX",
  },
});
const commentLine = (n: number) => ({
  type: "comment",
  id: id(n),
  at: at(n),
  data: { itemName: "Big Mac", name: "Bo", email: "bo@example.com", website: null, comment: `Comment ${n}.` },
});

test("a start killed while it builds the posts index: the next start builds it again, whole", async () => {
  const dir = tempDir();
  const n = 120_000;
  writeJournal(path.join(dir, JOURNAL_FILE), n, (i) => (i % 2 ? commentLine(i) : reviewLine(i)));
  const posts = path.join(dir, POSTS_FILE);
  const script = path.join(dir, "open.mts");
  fs.writeFileSync(
    script,
    `import { Journal } from ${JSON.stringify(path.resolve(import.meta.dirname, "journal.ts"))};
     import { createLogger } from ${JSON.stringify(path.resolve(import.meta.dirname, "../base/log.ts"))};
     await Journal.open(${JSON.stringify(dir)}, createLogger("silent"));
     console.log("opened");`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Killed once the file being built holds some rows, before it is complete.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !out.includes("opened")) {
    const size = fs.statSync(buildingFile(posts), { throwIfNoEntry: false })?.size ?? 0;
    if (size > 2 * 1024 * 1024) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill("SIGKILL");
  await exited;
  assert.ok(!out.includes("opened"), "the start was killed before it finished");
  assert.ok(fs.existsSync(buildingFile(posts)), "a half-built file is left behind");
  assert.ok(!fs.existsSync(posts), "the posts file is absent until the build is complete");

  const j = await Journal.open(dir, quiet);
  try {
    assert.ok(!fs.existsSync(buildingFile(posts)), "the half-built file is gone");
    assert.equal(j.state.posts.reviewCount({}), n / 2);
    assert.equal((await itemComments(j.state, "Big Mac", 3)).total, n / 2);
    assert.deepEqual(
      (await itemComments(j.state, "Big Mac", 3)).comments.map((c) => c.id),
      [id(n - 1), id(n - 3), id(n - 5)],
    );
    assert.equal((await visibleReviews([], j.state).slice(0, 1))[0].id, id(n - 2));
  } finally {
    await j.close();
  }
});

test("a build keeps the journal's hides and restores, one row per id, and lines in another key order", async () => {
  const dir = await tempDir();
  const lines = [
    reviewLine(1),
    reviewLine(2),
    commentLine(3),
    { type: "hide", id: id(100), at: at(100), data: { target: id(1) } },
    { type: "hide", id: id(101), at: at(101), data: { target: id(3) } },
    { type: "hide", id: id(102), at: at(102), data: { target: id(2) } },
    { type: "restore", id: id(103), at: at(103), data: { target: id(2) } },
    // The same id again (an edited journal): the first line is the one kept.
    { ...reviewLine(2), data: { ...reviewLine(2).data, review: "A second line with the same id." } },
    // Keys in another order than the server writes them: parsed here, still indexed.
    { id: id(4), at: at(4), type: "review", data: reviewLine(4).data },
  ];
  writeJournal(path.join(dir, JOURNAL_FILE), lines.length, (i) => lines[i]);
  const j = await Journal.open(dir, quiet);
  try {
    const shown = await visibleReviews([], j.state).slice();
    assert.deepEqual(
      shown.map((r) => r.id),
      [id(4), id(2)],
    );
    assert.equal(shown[1].review, "Review 2.");
    assert.equal((await itemComments(j.state, "Big Mac", 5)).total, 0);
    assert.equal(j.state.posts.reviewCount({}), 2);
  } finally {
    await j.close();
  }
});
