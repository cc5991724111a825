/**
 * Reviews and comments read from PostgreSQL by query (server/store/posts-pg.ts), against a real server: two
 * instances on one database show the same pages, deep pages and cursors hold the right rows, a write or a hide on
 * one reaches the other's pages, and a database older than the posts tables is filled from its records. The
 * expected pages come from the in-memory fold of the same records (MemoryPosts), the reference every store matches.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { foldRecords, hideRecord, visibleReviews, type JournalRecord } from "#domain/indexes/journal-records.ts";
import type { ReviewFilter } from "#domain/indexes/posts.ts";
import { REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { connect, insertRecords, migrate, MIGRATIONS, PgJournal } from "./journal-pg.ts";
import { POSTS_MIGRATIONS } from "./posts-pg.ts";
import { FENCE_STEP } from "./review-fences.ts";
import { createLogger } from "../base/log.ts";
import { postgresForTests } from "../testing/postgres.ts";
import { eventually } from "../testing/spawn-server.ts";

const quiet = createLogger("silent");
const pg = postgresForTests<PgJournal>();
const { open } = pg;

const ITEMS = [
  { itemName: "Big Mac", category: "Burgers" },
  { itemName: "McChicken", category: "Chicken & Sandwiches" },
  { itemName: "Mystery Wrap", category: "Other" },
];

/** `n` reviews (and a comment every third), dated a minute apart, some sharing a date (order then by id). */
function history(n: number): JournalRecord[] {
  const t0 = Date.parse("2026-01-01T00:00:00.000Z");
  const out: JournalRecord[] = [];
  for (let i = 0; i < n; i++) {
    const item = ITEMS[i % ITEMS.length]!;
    const at = new Date(t0 + Math.floor(i / 2) * 60_000).toISOString();
    const id = `00000000-0000-4000-8000-${((i * 7919) % 1_000_003).toString(16).padStart(12, "0")}`;
    out.push({ type: "review", id, at, data: { ...item, rating: 1 + (i % 5), review: `Review ${i}`, reviewer: `R${i}`, location: "" } });
    if (i % 3 === 0)
      out.push({
        type: "comment",
        id: `c-${i}`,
        at,
        data: { itemName: item.itemName, name: `C${i}`, email: "x@example.com", comment: `Comment ${i}` },
      });
  }
  return out;
}

async function store(url: string): Promise<PgJournal> {
  const s = await PgJournal.open(url, quiet);
  open.push(s);
  return s;
}

/** The pages a visitor reads: first, second, across the first fence, deep, the last; for every list. */
async function samePages(label: string, got: PgJournal, records: JournalRecord[]) {
  const want = foldRecords(records);
  const filters: ReviewFilter[] = [{}, { slug: "big-mac" }, { category: "Chicken & Sandwiches" }, { category: "Other" }];
  for (const f of filters) {
    const g = visibleReviews([], got.state, f);
    const w = visibleReviews([], want, f);
    assert.equal(g.length, w.length, `${label} ${JSON.stringify(f)}: count`);
    const pages = Math.ceil(w.length / REVIEWS_PER_PAGE);
    for (const p of new Set([
      1,
      2,
      Math.floor(FENCE_STEP / REVIEWS_PER_PAGE),
      Math.floor(FENCE_STEP / REVIEWS_PER_PAGE) + 1,
      pages - 1,
      pages,
    ])) {
      if (p < 1) continue;
      const [s, e] = [(p - 1) * REVIEWS_PER_PAGE, p * REVIEWS_PER_PAGE];
      assert.deepEqual(
        (await g.slice(s, e)).map((r) => r.id),
        (await w.slice(s, e)).map((r) => r.id),
        `${label} ${JSON.stringify(f)}: page ${p}`,
      );
    }
    const cursor = (await w.slice(FENCE_STEP + 7, FENCE_STEP + 8))[0] ?? (await w.slice(0, 1))[0];
    if (cursor)
      assert.deepEqual(
        (await g.after(cursor.id, 50))?.map((r) => r.id),
        (await w.after(cursor.id, 50))?.map((r) => r.id),
        `${label} ${JSON.stringify(f)}: the reviews after a cursor`,
      );
  }
  assert.deepEqual(got.state.posts.reviewTotals().bySlug, want.posts.reviewTotals().bySlug, `${label}: ratings by item`);
  assert.deepEqual(got.state.posts.reviewTotals().byCategory, want.posts.reviewTotals().byCategory, `${label}: ratings by category`);
  for (const item of ITEMS)
    assert.deepEqual(await got.state.posts.comments(item.itemName, 30), await want.posts.comments(item.itemName, 30), `${label}: comments`);
}

describe("reviews and comments read from PostgreSQL", () => {
  test(
    "two instances show the same pages, deep ones and cursors included; a write and a hide on one reach the other's pages",
    {
      timeout: 120_000,
    },
    async () => {
      const url = await pg.newDatabase();
      const a = await store(url);
      const records = history(2 * FENCE_STEP + 450);
      const sql = connect(url, { max: 1 });
      try {
        for (let i = 0; i < records.length; i += 500) await insertRecords(sql, records.slice(i, i + 500));
      } finally {
        await sql.end();
      }
      const b = await store(url);
      await a.readNew();
      await samePages("as stored", b, records);
      await samePages("on the instance that was open", a, records);

      // A new review on A: B's first pages (kept since they were read) and its deep pages have it within a second.
      const rec = await a.append("review", { itemName: "Big Mac", category: "Burgers", rating: 5, review: "Newest of all" });
      records.push(rec);
      await eventually(async () => (await visibleReviews([], b.state, { slug: "big-mac" }).slice(0, 5))[0]?.id === rec.id, 1000, 10);
      await samePages("after a review on the other instance", b, records);

      // Hides on A, of the newest review, one deep in the list and a comment: out of B's pages, counts and ratings.
      const deep = (await visibleReviews([], b.state).slice(FENCE_STEP + 3, FENCE_STEP + 4))[0]!;
      const comment = records.find((r) => r.type === "comment")!;
      for (const target of [rec.id, deep.id, comment.id]) records.push(await a.append("hide", { target }));
      await eventually(() => b.state.hidden.has(comment.id), 1000, 10);
      assert.equal(await b.state.posts.review(deep.id), null, "a hidden review is not read by id");
      await samePages("after hides on the other instance", b, records);

      // And a restore brings one back.
      records.push(hideRecord(deep.id, crypto.randomUUID(), new Date().toISOString(), "restore"));
      await a.append("restore", { target: deep.id });
      await eventually(() => !b.state.hidden.has(deep.id), 1000, 10);
      await samePages("after a restore", b, records);
    },
  );

  test("a database whose records predate the posts tables has them filled at start", { timeout: 60_000 }, async () => {
    const url = await pg.newDatabase();
    const records = [...history(300), hideRecord("00000000-0000-4000-8000-000000000000", "h-1")];
    const sql = connect(url, { max: 1 });
    try {
      await migrate(sql);
      await insertRecords(sql, records);
      // As if they had been stored before this version: the tables empty and their steps not run yet.
      const before = MIGRATIONS.indexOf(POSTS_MIGRATIONS[0]!);
      await sql`TRUNCATE post_reviews, post_comments, post_review_totals, post_comment_counts, post_hidden`;
      await sql`DELETE FROM menu_prices_schema WHERE version > ${before}`;
    } finally {
      await sql.end();
    }
    const s = await store(url);
    await samePages("filled from the records", s, records);
  });
});
