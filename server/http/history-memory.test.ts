/**
 * Memory independent of history, against the real server: a journal holding many comments and reviews
 * on one item opens under a small heap, and the item's page, the reviews' pages and the API serve the newest of
 * them. The server used to hold every review and comment in memory: a journal of about 59,000 comments exhausted
 * the 256 MB heap of `npm run serve`, and the restarted server died on its first item page. Here the heap is
 * capped lower (96 MB) so that a journal quick to write is enough to matter: the old code ran out of heap on it.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { COMMENTS_SHOWN } from "#domain/rules/paging.ts";
import { makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";
import { writeJournal } from "../../test-support/journal-writer.ts";

const COMMENTS = 60_000;
const REVIEWS = 20_000;
/** Each comment about as long as the form allows (2,000 characters): the journal holds about 130 MB of them. */
const TEXT = "Still the same sauce and the same bun, and still worth the price on a long drive home. ".repeat(22);

const id = (n: number, kind: number) => `00000000-0000-4000-${8000 + kind}-${n.toString(16).padStart(12, "0")}`;

/** The journal's lines: three comments, then a review, a minute apart from 2026-01-01. */
function record(i: number) {
  const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + i * 60_000).toISOString();
  return i % 4 === 3
    ? {
        type: "review",
        id: id(i, 1),
        at,
        data: {
          itemName: "Big Mac",
          category: "Burgers",
          rating: 1 + (i % 5),
          priceRating: null,
          review: `Review ${i}. ${TEXT.slice(0, 900)}`,
          reviewer: `Diner ${i}`,
          location: "Austin, TX",
        },
      }
    : {
        type: "comment",
        id: id(i, 2),
        at,
        data: { itemName: "Big Mac", name: `Visitor ${i}`, email: `v${i}@example.com`, website: null, comment: `Comment ${i}. ${TEXT}` },
      };
}

let server: TestServer;
let dataDir: string;
const total = COMMENTS + REVIEWS;
const reviewCount = Math.floor(total / 4);
const commentCount = total - reviewCount;
const newest = { comment: total - 2, review: total - 1 };

before(async () => {
  dataDir = await makeDataCopy();
  const journalDir = path.join(dataDir, "journal");
  fs.mkdirSync(journalDir, { mode: 0o700 });
  writeJournal(path.join(journalDir, "journal.jsonl"), COMMENTS + REVIEWS, record);
  server = await spawnServer({
    dataDir,
    journalDir,
    nodeArgs: ["--max-old-space-size=96", "--max-semi-space-size=2"],
    startTimeoutMs: 120_000,
  });
});
after(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`a journal of ${commentCount.toLocaleString("en-US")} comments and ${reviewCount.toLocaleString("en-US")} reviews under a 96 MB heap`, () => {
  test("the item's page answers with the newest comments and reviews, and says how many there are", async () => {
    const res = await fetch(`${server.url}/menu/item/big-mac`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes(`Comment ${newest.comment}.`), "the newest comment is on the page");
    assert.ok(html.includes(`Review ${newest.review}.`), "the newest review is on the page");
    assert.ok(!html.includes(`Comment ${newest.comment - 2 * COMMENTS_SHOWN * 2}.`), "an old comment is not");
    assert.match(html, new RegExp(`Comments \\((?:<!-- -->)?${commentCount}(?:<!-- -->)?\\)`), "the comment count is the journal's");
    assert.equal(server.proc.exitCode, null, "the server is still running");
  });

  test("the reviews' last page and the API's cursor read from the store", async () => {
    const pages = Math.ceil(reviewCount / 20);
    const last = await fetch(`${server.url}/reviews?page=${pages}`);
    assert.equal(last.status, 200);
    assert.ok((await last.text()).includes("Review 3."), "the oldest review is on the last page");
    const first = (await (await fetch(`${server.url}/api/reviews?limit=2`)).json()) as { id: string }[];
    assert.deepEqual(
      first.map((r) => r.id),
      [id(newest.review, 1), id(newest.review - 4, 1)],
    );
    const next = (await (await fetch(`${server.url}/api/reviews?before=${first[1].id}&limit=1`)).json()) as { id: string }[];
    assert.deepEqual(
      next.map((r) => r.id),
      [id(newest.review - 8, 1)],
    );
  });

  test("a deep page and a deep cursor answer with the reviews at their place (keyset reads, not a scan past the newer rows)", async () => {
    // The k-th newest stored review is number total - 1 - 4k (every fourth record, a minute apart; the seed reviews
    // are older than all of them). Page 500 holds k = 9,980 to 9,999.
    const number = (k: number) => total - 1 - 4 * k;
    const page = await fetch(`${server.url}/reviews?page=500`);
    assert.equal(page.status, 200);
    const html = await page.text();
    for (const k of [9980, 9990, 9999]) assert.ok(html.includes(`Review ${number(k)}.`), `review ${number(k)} is on page 500`);
    for (const k of [9979, 10000]) assert.ok(!html.includes(`Review ${number(k)}.`), `review ${number(k)} is not`);
    const after = (await (await fetch(`${server.url}/api/reviews?before=${id(number(9999), 1)}&limit=3`)).json()) as { id: string }[];
    assert.deepEqual(
      after.map((r) => r.id),
      [10000, 10001, 10002].map((k) => id(number(k), 1)),
    );
  });

  test("a new comment is stored and leads the item's comments", async () => {
    const res = await fetch(`${server.url}/api/comments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ itemName: "Big Mac", name: "Newest", email: "newest@example.com", comment: "Posted after a long history." }),
    });
    assert.equal(res.status, 201);
    const html = await (await fetch(`${server.url}/menu/item/big-mac`)).text();
    assert.ok(html.indexOf("Posted after a long history.") < html.indexOf(`Comment ${newest.comment}.`), "the new comment comes first");
    assert.equal(server.proc.exitCode, null, "the server is still running");
  });
});
