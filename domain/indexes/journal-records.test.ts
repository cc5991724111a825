import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  withOwnComment,
  foldRecords,
  hideRecord,
  itemReviewsShown,
  moderationEntries,
  parseRecordLines,
  itemComments,
  visibleReviews,
  type JournalRecord,
} from "./journal-records.ts";
import { COMMENTS_SHOWN } from "../rules/paging.ts";
import type { Review } from "../data/schemas.ts";

const seed: Review[] = [
  {
    id: "seed-1",
    itemName: "Big Mac",
    category: "Burgers",
    rating: 5,
    priceRating: 3,
    review: "Classic.",
    reviewer: "Ann",
    location: "Austin, TX",
    helpfulCount: 4,
    createdAt: "2025-09-02",
  },
];
const rec = (type: JournalRecord["type"], id: string, at: string, data: Record<string, unknown>): JournalRecord => ({ type, id, at, data });
const review = (id: string, at: string) =>
  rec("review", id, at, {
    itemName: "Apple Pie",
    category: "Sweets & Treats",
    rating: 4,
    priceRating: null,
    review: "Flaky and hot.",
    reviewer: "Bo",
    location: "Reno, NV",
  });
const comment = (id: string, at: string) =>
  rec("comment", id, at, {
    itemName: "Big Mac",
    name: "Cy",
    email: "cy@example.com",
    website: null,
    comment: "Still my favourite burger.",
  });

describe("the journal fold", () => {
  test("reviews and comments are published newest first; contact and sign-ups are only counted", async () => {
    const state = foldRecords([
      review("r1", "2025-10-01T10:00:00.000Z"),
      comment("c1", "2025-10-01T11:00:00.000Z"),
      rec("contact", "m1", "2025-10-01T12:00:00.000Z", {
        name: "Di",
        email: "di@example.com",
        subject: "Hello there",
        message: "A private message",
      }),
      rec("signup", "s1", "2025-10-01T13:00:00.000Z", { name: "Ed", email: "ed@example.com", page: "/rewards" }),
      review("r2", "2025-10-02T10:00:00.000Z"),
    ]);
    assert.deepEqual(
      (await visibleReviews(seed, state).slice()).map((r) => r.id),
      ["r2", "r1", "seed-1"],
    );
    assert.deepEqual(
      (await itemComments(state, "Big Mac", 30)).comments.map((c) => c.id),
      ["c1"],
    );
    assert.equal(state.counts.contact, 1);
    assert.equal(state.counts.signup, 1);
    // Nothing the pages read carries the private text or the emails.
    assert.doesNotMatch(JSON.stringify(state.posts.all()), /private message|@example\.com/);
  });

  test("a hide record removes a journal review, a seed review or a comment; other entries stay", async () => {
    const state = foldRecords([
      review("r1", "2025-10-01T10:00:00.000Z"),
      review("r2", "2025-10-02T10:00:00.000Z"),
      comment("c1", "2025-10-01T11:00:00.000Z"),
      hideRecord("r1", "h1", "2025-10-03T00:00:00.000Z"),
      hideRecord("seed-1", "h2", "2025-10-03T00:00:01.000Z"),
      hideRecord("c1", "h3", "2025-10-03T00:00:02.000Z"),
    ]);
    assert.deepEqual(
      (await visibleReviews(seed, state).slice()).map((r) => r.id),
      ["r2"],
    );
    assert.deepEqual(await itemComments(state, "Big Mac", 30), { comments: [], total: 0 });
    assert.equal(state.counts.hide, 3);
  });

  test("a hide that arrives before its entry (two files read in any order) still hides it", async () => {
    const state = foldRecords([hideRecord("r9", "h1"), review("r9", "2025-10-01T10:00:00.000Z")]);
    assert.deepEqual(await visibleReviews([], state).slice(), []);
  });

  test("moderationEntries lists reviews and comments newest first and marks hidden ones", () => {
    const state = foldRecords([
      review("r1", "2025-10-01T10:00:00.000Z"),
      comment("c1", "2025-10-02T11:00:00.000Z"),
      hideRecord("r1", "h1"),
    ]);
    const list = moderationEntries(seed, state);
    assert.deepEqual(
      list.map((e) => [e.kind, e.id, e.hidden]),
      [
        ["comment", "c1", false],
        ["review", "r1", true],
        ["review", "seed-1", false],
      ],
    );
    assert.equal(list[0].author, "Cy");
    assert.equal(moderationEntries(seed, state, 1).length, 1);
  });

  test("parseRecordLines keeps valid records of the wanted type and counts the rest", () => {
    const text = [
      JSON.stringify(hideRecord("r1", "h1")),
      "not json",
      JSON.stringify(review("r2", "2025-10-01T10:00:00.000Z")),
      '{"type":"hide"}',
      "",
    ].join("\n");
    const { records, invalid } = parseRecordLines(text, ["hide"]);
    assert.deepEqual(
      records.map((r) => r.data?.target),
      ["r1"],
    );
    assert.equal(invalid, 3);
  });
});

test("an item page's reviews: its own (by slug), newest first, hidden ones left out, at most the limit, only what the page prints", async () => {
  const state = foldRecords([
    ...Array.from({ length: 7 }, (_, i) => review(`r${i}`, `2025-10-0${i + 1}T10:00:00.000Z`)),
    hideRecord("r6", "h1"),
  ]);
  const shown = await itemReviewsShown(seed, state, "apple-pie", 5);
  assert.deepEqual(
    shown.map((r) => r.id),
    ["r5", "r4", "r3", "r2", "r1"],
  );
  assert.deepEqual(Object.keys(shown[0]).sort(), ["createdAt", "id", "itemName", "location", "rating", "review", "reviewer"]);
  assert.deepEqual(
    (await itemReviewsShown(seed, state, "big-mac", 5)).map((r) => r.id),
    ["seed-1"],
  );
  assert.deepEqual(await itemReviewsShown(seed, state, "mccrispy", 5), []);
});

test("a comment the visitor just posted leads the item page's list until the page's data has it, once, within the limit", () => {
  const shown = Array.from({ length: COMMENTS_SHOWN }, (_, i) => ({ id: `c${i}` }));
  assert.deepEqual(withOwnComment(shown.slice(0, 2), 2, null), { comments: shown.slice(0, 2), total: 2 });
  assert.deepEqual(withOwnComment(shown.slice(0, 2), 2, { id: "c1" }), { comments: shown.slice(0, 2), total: 2 }, "already in the data");
  assert.deepEqual(withOwnComment(shown.slice(0, 2), 2, { id: "new" }), { comments: [{ id: "new" }, ...shown.slice(0, 2)], total: 3 });
  const full = withOwnComment(shown, 40, { id: "new" });
  assert.equal(full.comments.length, COMMENTS_SHOWN);
  assert.equal(full.comments[0]?.id, "new");
  assert.equal(full.total, 41);
});
