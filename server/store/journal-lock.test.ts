/**
 * One writer per journal: a second server started on a JOURNAL_DIR a live server writes refuses to start, naming
 * the holder, before it reads or repairs anything; the first one's acknowledged records all survive; a lock left
 * by a killed server is taken over; the journal and its folder are the server user's alone.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { JOURNAL_FILE } from "./journal-file.ts";
import { allReviewIds, eventually, spawnServer } from "../testing/spawn-server.ts";

const postReview = (url: string, n: number) =>
  fetch(url + "/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      reviewer: `Writer ${n % 8}`,
      itemName: "Big Mac",
      location: "Test, TX",
      rating: 1 + (n % 5),
      review: `Lock test review number ${n}, still here.`,
    }),
  });

test("a second server on a journal another live server writes exits non-zero naming it, and loses nothing of the first's", async () => {
  const first = await spawnServer();
  try {
    const acknowledged = new Set<string>();
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const res = await postReview(first.url, w * 10_000 + i);
        assert.equal(res.status, 201, await res.clone().text());
        acknowledged.add(((await res.json()) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    // The second server starts while the first is writing (the case that cut acknowledged records off).
    const second = await spawnServer({ dataDir: first.dataDir, journalDir: first.journalDir, expectExit: true });
    // Its output is read to the end ('close'), not only until it exits.
    const closed = new Promise((resolve) => second.proc.once("close", resolve));
    const outcome = await eventually(
      () => (second.proc.exitCode !== null ? "exited" : second.logs.some((l) => l.msg === "server: listening") ? "listening" : null),
      30_000,
    );
    if (outcome === "listening") await second.stop();
    const code = await second.exited;
    await closed;
    stop = true;
    await Promise.all(writers);
    assert.notEqual(code, 0, "the second server must not run");
    const refusal = second.logs.find((l) => typeof l.msg === "string" && l.msg.includes("is in use by another server"));
    assert.ok(refusal, `the second server says why it stopped; it logged:\n${second.logs.map((l) => JSON.stringify(l)).join("\n")}`);
    assert.match(String(refusal.msg), new RegExp(`pid ${first.proc.pid}\\b`), "the refusal names the holder's pid");
    assert.ok(
      !second.logs.some((l) => l.msg === "journal: opened" || l.msg === "journal: cut off a torn last line"),
      "it read and repaired nothing",
    );

    assert.ok(acknowledged.size > 0);
    const served = await allReviewIds(first.url);
    assert.deepEqual(
      [...acknowledged].filter((id) => !served.has(id)),
      [],
      "the first server still serves every acknowledged review",
    );
    const inFile = new Set(
      (await fs.readFile(path.join(first.journalDir, JOURNAL_FILE), "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id),
    );
    assert.deepEqual(
      [...acknowledged].filter((id) => !inFile.has(id)),
      [],
      "every acknowledged review is in the journal file",
    );

    // Commenters' emails live in the journal: only the server's user may read it, or list its folder.
    assert.equal((await fs.stat(path.join(first.journalDir, JOURNAL_FILE))).mode & 0o777, 0o600);
    assert.equal((await fs.stat(first.journalDir)).mode & 0o777, 0o700);
  } finally {
    await first.stop();
  }
});

test("a lock left by a killed server is taken over, and a stopped server leaves none", async () => {
  const first = await spawnServer();
  const res = await postReview(first.url, 1);
  assert.equal(res.status, 201);
  const { id } = (await res.json()) as { id: string };
  first.proc.kill("SIGKILL");
  await first.exited;

  const again = await spawnServer({ dataDir: first.dataDir, journalDir: first.journalDir });
  try {
    assert.ok(
      again.logs.some((l) => l.msg === "journal: took over the lock of a server that is gone"),
      "the takeover is logged",
    );
    assert.ok((await allReviewIds(again.url)).has(id));
  } finally {
    assert.equal(await again.stop(), 0);
  }
  const third = await spawnServer({ dataDir: first.dataDir, journalDir: first.journalDir });
  try {
    assert.ok(!third.logs.some((l) => l.msg === "journal: took over the lock of a server that is gone"), "a clean stop released the lock");
  } finally {
    await third.stop();
  }
});
