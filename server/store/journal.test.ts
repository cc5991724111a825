import { visibleReviews } from "#domain/indexes/journal-records.ts";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { JOURNAL_FILE, readJournal } from "./journal-file.ts";
import { appendHide, MODERATION_FILE } from "./journal-moderation.ts";
import { Journal } from "./journal.ts";
import { createLogger } from "../base/log.ts";

const dirs: string[] = [];
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "journal-test-"));
  dirs.push(dir);
  return dir;
}
after(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return { log: createLogger("debug", (l) => lines.push(JSON.parse(l))), lines };
}

const review = (n: number) => ({
  itemName: "Big Mac",
  category: "Burgers",
  rating: 4,
  priceRating: null,
  review: `review ${n} ${"x".repeat(n % 50)}`,
  reviewer: "Ann",
  location: "Austin, TX",
  verified: false,
});

describe("journal", () => {
  test("an acknowledged record is on disk, one JSON object per line", async () => {
    const dir = await tempDir();
    const j = await Journal.open(dir, captureLog().log);
    const rec = await j.append("review", review(1));
    const text = await fs.readFile(path.join(dir, JOURNAL_FILE), "utf8");
    assert.equal(text.endsWith("\n"), true);
    const parsed = JSON.parse(text.trim());
    assert.equal(parsed.id, rec.id);
    assert.equal(parsed.type, "review");
    assert.equal(visibleReviews([], j.state).length, 1);
    await j.close();
  });

  test("500 concurrent appends never interleave and share fsyncs (group commit)", async () => {
    const dir = await tempDir();
    const j = await Journal.open(dir, captureLog().log);
    const recs = await Promise.all(Array.from({ length: 500 }, (_, i) => j.append(i % 2 ? "review" : "comment", review(i))));
    await j.close();
    const lines = (await fs.readFile(path.join(dir, JOURNAL_FILE), "utf8")).split("\n").filter(Boolean);
    assert.equal(lines.length, 500);
    const ids = new Set(lines.map((l) => JSON.parse(l).id));
    for (const r of recs) assert.ok(ids.has(r.id));
    assert.ok(j.stats.syncs < 500, `expected fewer fsyncs than records, got ${j.stats.syncs}`);
    assert.equal(j.stats.records, 500);
  });

  test("a hide appended to the moderation file by another process reaches the open journal; a repeated one changes nothing", async () => {
    const dir = await tempDir();
    const j = await Journal.open(dir, captureLog().log);
    const rec = await j.append("review", review(2));
    const before = j.shownVersion;
    await appendHide(dir, rec.id);
    const deadline = Date.now() + 5_000;
    while (!j.state.hidden.has(rec.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.ok(j.state.hidden.has(rec.id), "the hide was folded in");
    assert.equal(j.shownVersion, before + 1, "pages showing the review are invalidated");
    await appendHide(dir, rec.id);
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(j.shownVersion, before + 1, "the same hide twice invalidates nothing more");
    assert.equal((await fs.readFile(path.join(dir, MODERATION_FILE), "utf8")).trim().split("\n").length, 2);
    await j.close();
  });

  test("reopening restores every record", async () => {
    const dir = await tempDir();
    const a = await Journal.open(dir, captureLog().log);
    for (let i = 0; i < 5; i++) await a.append("review", review(i));
    await a.append("hide", { target: "seed-1" });
    await a.close();
    const b = await Journal.open(dir, captureLog().log);
    assert.equal(visibleReviews([], b.state).length, 5);
    assert.ok(b.state.hidden.has("seed-1"));
    assert.equal(b.version, 6);
    await b.close();
  });

  test("a torn last line is cut off at start and the repair is logged", async () => {
    const dir = await tempDir();
    const a = await Journal.open(dir, captureLog().log);
    await a.append("review", review(1));
    await a.close();
    const file = path.join(dir, JOURNAL_FILE);
    const good = await fs.readFile(file, "utf8");
    await fs.appendFile(file, '{"type":"review","id":"torn","at":"2025-');
    const { log, lines } = captureLog();
    const b = await Journal.open(dir, log);
    assert.equal(visibleReviews([], b.state).length, 1);
    assert.ok(lines.some((l) => l.level === "warn" && String(l.msg).includes("torn")));
    await b.append("review", review(2));
    await b.close();
    const text = await fs.readFile(file, "utf8");
    assert.ok(text.startsWith(good));
    assert.equal(text.split("\n").filter(Boolean).length, 2);
    assert.doesNotThrow(() =>
      text
        .split("\n")
        .filter(Boolean)
        .forEach((l) => JSON.parse(l)),
    );
  });

  test("an invalid middle line is skipped and reported, never fatal", async () => {
    const dir = await tempDir();
    const file = path.join(dir, JOURNAL_FILE);
    const rec = (id: string) => JSON.stringify({ type: "review", id, at: "2025-09-01T10:00:00.000Z", data: review(1) });
    await fs.writeFile(file, `${rec("a")}\nnot json at all\n${rec("b")}\n`);
    const { log, lines } = captureLog();
    const j = await Journal.open(dir, log);
    // Same date: newest first by id.
    assert.deepEqual(
      (await visibleReviews([], j.state).slice()).map((r) => r.id),
      ["b", "a"],
    );
    assert.ok(lines.some((l) => l.level === "warn" && l.line === 2));
    await j.close();
    // The middle line stays where it was: nothing is rewritten in place.
    assert.match(await fs.readFile(file, "utf8"), /not json at all/);
  });

  test("readJournal of a missing file is empty", async () => {
    const dir = await tempDir();
    const r = await readJournal(path.join(dir, "none.jsonl"));
    assert.deepEqual(r, { records: [], count: 0, goodLength: 0, problems: [] });
  });

  test("reading a journal of many chunks schedules no process.nextTick (which a long read leaves slow for good)", async () => {
    // Why (server/store/journal-file.ts, readChunks): ticks scheduled between the full collections of a long read leave
    // nextTick's inline caches megamorphic for the life of the process, and every request pays for it. The speed is
    // the bench's to measure (npm run bench -- --only=reports); this holds the cause away.
    const dir = await tempDir();
    const file = path.join(dir, JOURNAL_FILE);
    const line = (n: number) => JSON.stringify({ type: "review", id: `r${n}`, at: "2026-01-01T00:00:00.000Z", data: review(n) }) + "\n";
    let text = "";
    let n = 0;
    while (text.length < 5 * 1024 * 1024) text += line(n++);
    await fs.writeFile(file, text);
    const real = process.nextTick;
    let ticks = 0;
    process.nextTick = ((...args: Parameters<typeof process.nextTick>) => {
      ticks++;
      real(...args);
    }) as typeof process.nextTick;
    let count: number;
    try {
      ({ count } = await readJournal(file, () => {}));
    } finally {
      process.nextTick = real;
    }
    assert.equal(count, n, "every record read");
    assert.equal(ticks, 0, `the read of ${(text.length / 1048576).toFixed(1)} MB scheduled ${ticks} ticks`);
  });

  test("lines split across read chunks, overlong lines and a journal over 2 GiB all open", async () => {
    const dir = await tempDir();
    const file = path.join(dir, JOURNAL_FILE);
    const line = (n: number) => JSON.stringify({ type: "review", id: `r${n}`, at: "2026-01-01T00:00:00.000Z", data: review(n) }) + "\n";
    // Records on both sides of the 1 MiB read boundary, and a 3 MB line of junk that must be skipped unheld.
    let text = "";
    let n = 0;
    while (text.length < 1024 * 1024 + 4096) text += line(n++);
    text += "x".repeat(3 * 1024 * 1024) + "\n" + line(n++);
    await fs.writeFile(file, text);
    // Then a torn tail of 2.1 GiB (sparse zeros, no newline): a whole-file read cannot even start on it.
    const fh = await fs.open(file, "r+");
    await fh.truncate(Buffer.byteLength(text) + Math.round(2.1 * 1024 ** 3));
    await fh.close();
    const { log, lines } = captureLog();
    const j = await Journal.open(dir, log);
    assert.equal(j.version, n);
    assert.equal(visibleReviews([], j.state).length, n);
    await j.close();
    assert.equal((await fs.stat(file)).size, Buffer.byteLength(text), "the torn tail is cut back to the last whole line");
    assert.ok(lines.some((l) => l.msg === "journal: skipped an invalid line" && String(l.reason).startsWith("longer than")));
    assert.ok(lines.some((l) => l.msg === "journal: cut off a torn last line"));
  });
});

describe("the posts index beside the journal", () => {
  const ids = async (j: Journal) => (await visibleReviews([], j.state).slice()).map((r) => r.id);
  const comments = (j: Journal) => j.state.posts.comments("Big Mac", 10);
  const comment = { itemName: "Big Mac", name: "Cy", email: "cy@example.com", website: null, comment: "Still good." };

  test("a restart reads reviews, comments, hides and ratings back from the index and the journal alike", async () => {
    const dir = await tempDir();
    const a = await Journal.open(dir, captureLog().log);
    const r1 = await a.append("review", review(1));
    const r2 = await a.append("review", { ...review(2), rating: 2 });
    const c1 = await a.append("comment", comment);
    await a.append("hide", { target: r1.id });
    const before = { ids: await ids(a), comments: await comments(a), shown: a.shownVersion, version: a.version };
    await a.close();
    assert.deepEqual(before.ids, [r2.id]);
    const b = await Journal.open(dir, captureLog().log);
    assert.deepEqual(await ids(b), before.ids);
    assert.deepEqual(await comments(b), before.comments);
    assert.deepEqual(
      (await comments(b)).comments.map((c) => c.id),
      [c1.id],
    );
    assert.equal(b.shownVersion, before.shown, "the lines the index held are still counted");
    assert.equal(b.version, before.version);
    assert.deepEqual(b.state.posts.reviewTotals().bySlug.get("big-mac"), { total: 2, count: 1 }, "the hidden review is not in the rating");
    await b.close();
  });

  test("a journal cut back, or an index deleted, builds the index again from the journal", async () => {
    const dir = await tempDir();
    const a = await Journal.open(dir, captureLog().log);
    const r1 = await a.append("review", review(1));
    await a.append("review", review(2));
    await a.close();
    // The journal loses its last record (a restore from an older backup): the index held it, so it is rebuilt.
    const file = path.join(dir, JOURNAL_FILE);
    const lines = (await fs.readFile(file, "utf8")).split("\n").filter(Boolean);
    await fs.writeFile(file, `${lines[0]}\n`);
    const { log, lines: logged } = captureLog();
    const b = await Journal.open(dir, log);
    assert.deepEqual(await ids(b), [r1.id]);
    assert.ok(logged.some((l) => /building it again/.test(String(l.msg))));
    await b.close();
    await fs.rm(path.join(dir, "posts.sqlite"));
    const c = await Journal.open(dir, captureLog().log);
    assert.deepEqual(await ids(c), [r1.id]);
    await c.close();
  });
});
