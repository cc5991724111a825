/**
 * What the journal holds, and the fold that turns its records into what the site shows. Pure: the server's
 * journal.ts does the file I/O and calls applyRecord for each durable record, in order.
 */
import * as v from "valibot";
import type { Rating } from "../rules/menu.ts";
import { COMMENTS_SHOWN } from "../rules/paging.ts";
import type { PublicComment, Review } from "../data/schemas.ts";
import { itemSlug } from "../rules/slug.ts";
import { addTotal, MemoryPosts, newestFirst, ratedBySlug, ReviewsView, type PostIndex, type ReviewFilter, type Totals } from "./posts.ts";
import { readReportData } from "../price-reports/input.ts";
import { ReportIndex } from "../price-reports/report-index.ts";
import { formatPrice } from "../rules/money.ts";
import { AlertIndex } from "./alerts.ts";

export const RECORD_TYPES = [
  "review",
  "comment",
  "contact",
  "signup",
  "hide",
  "price-report",
  "restore",
  "follow",
  "follow-confirm",
  "alert-queued",
  "alert-sent",
  "unfollow",
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/**
 * Record types that change what every page may show (contact messages and sign-ups are never shown). A price
 * report changes only its item's and its state's pages: the render cache keys those on ReportIndex's versions.
 */
const SHOWN_TYPES: ReadonlySet<RecordType> = new Set<RecordType>(["review", "comment", "hide", "restore"]);
export const isShownRecord = (r: Pick<JournalRecord, "type">): boolean => SHOWN_TYPES.has(r.type);

export const JournalRecordSchema = v.object({
  type: v.picklist(RECORD_TYPES),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  at: v.pipe(v.string(), v.isoTimestamp()),
  data: v.optional(v.record(v.string(), v.unknown())),
});
export type JournalRecord = v.InferOutput<typeof JournalRecordSchema>;

/** What the pages and the API may show. Contact messages and sign-ups are counted, never kept for display. */
export interface CommunityState {
  /** The submitted reviews and comments (domain/indexes/posts.ts): on disk in the server, in memory in tools and tests. */
  posts: PostIndex;
  hidden: Set<string>;
  counts: Record<RecordType, number>;
  /** Prices visitors reported, and the figures they make (domain/price-reports/). */
  reports: ReportIndex;
  /** Who follows which price, and the emails still to send (domain/indexes/alerts.ts): never an address. */
  alerts: AlertIndex;
}

/** Records stored by the server get a random UUID (seed reviews have readable ids and are always known). */
export function isStoredRecordId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
}

export function emptyCommunity(posts: PostIndex = new MemoryPosts()): CommunityState {
  return {
    posts,
    hidden: new Set(),
    counts: Object.fromEntries(RECORD_TYPES.map((t) => [t, 0])) as Record<RecordType, number>,
    reports: new ReportIndex(),
    alerts: new AlertIndex(),
  };
}

const str = (x: unknown, fallback = ""): string => (typeof x === "string" ? x : fallback);
const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

/** The review a "review" record shows (every store reads it so: domain/indexes/posts.ts). */
export function reviewOf(record: JournalRecord): Review {
  const d = record.data ?? {};
  return {
    id: record.id,
    itemName: str(d.itemName),
    category: str(d.category, "Other"),
    rating: num(d.rating) ?? 0,
    priceRating: num(d.priceRating),
    review: str(d.review),
    reviewer: str(d.reviewer),
    location: str(d.location),
    helpfulCount: 0,
    createdAt: record.at,
  };
}

/** The public part of a "comment" record: never the commenter's email. */
export function commentOf(record: JournalRecord): PublicComment {
  const d = record.data ?? {};
  return {
    id: record.id,
    itemName: str(d.itemName),
    name: str(d.name),
    website: typeof d.website === "string" ? d.website : null,
    comment: str(d.comment),
    createdAt: record.at,
  };
}

/** Applies one record to the state (mutating it, for speed on long journals). */
export function applyRecord(state: CommunityState, record: JournalRecord): void {
  state.counts[record.type]++;
  const d = record.data ?? {};
  switch (record.type) {
    case "review":
      state.posts.addReview(reviewOf(record), state.hidden.has(record.id));
      break;
    case "comment":
      state.posts.addComment(commentOf(record), state.hidden.has(record.id));
      break;
    case "hide":
      state.hidden.add(str(d.target));
      state.posts.setHidden(str(d.target), true);
      state.reports.hide(str(d.target));
      break;
    case "restore":
      state.hidden.delete(str(d.target));
      state.posts.setHidden(str(d.target), false);
      state.reports.restore(str(d.target));
      break;
    case "price-report": {
      const report = readReportData(d);
      if (report) state.reports.add(record.id, record.at, report, state.hidden.has(record.id));
      break;
    }
    case "follow":
    case "follow-confirm":
    case "alert-queued":
    case "alert-sent":
    case "unfollow":
      state.alerts.apply(record.type, record.id, record.at, d);
      break;
    default:
      break;
  }
}

/**
 * Seed reviews plus stored reviews (of one item or category, or all), without hidden ones, newest first: a list
 * that reads only the window asked for (domain/indexes/posts.ts).
 */
export function visibleReviews(seed: readonly Review[], state: CommunityState, filter: ReviewFilter = {}): ReviewsView {
  return new ReviewsView(seed, state.hidden, state.posts, filter);
}

/** Rating totals of the published reviews (seed and submitted, less hidden ones), by item slug and by category. */
export function reviewTotals(
  seed: readonly Review[],
  state: CommunityState,
): { bySlug: Map<string, Totals>; byCategory: Map<string, Totals> } {
  const stored = state.posts.reviewTotals();
  const bySlug = new Map([...stored.bySlug].map(([k, t]) => [k, { ...t }]));
  const byCategory = new Map([...stored.byCategory].map(([k, t]) => [k, { ...t }]));
  for (const r of seed) {
    if (state.hidden.has(r.id)) continue;
    if (ratedBySlug(r)) addTotal(bySlug, itemSlug(r.itemName), r.rating, 1);
    addTotal(byCategory, r.category, r.rating, 1);
  }
  return { bySlug, byCategory };
}

/** Every item's rating from its published reviews (seed and submitted, less hidden ones), by item slug. */
export function itemRatings(seed: readonly Review[], state: CommunityState): Map<string, Rating> {
  const out = new Map<string, Rating>();
  for (const [slug, { total, count }] of reviewTotals(seed, state).bySlug)
    out.set(slug, { average: Math.round((total / count) * 10) / 10, count });
  return out;
}

/**
 * The reviews an item's page shows: its published reviews (matched by slug, as its rating is), newest first, at
 * most `limit`, with only what the page prints. The page's structured data marks up this same list.
 */
export async function itemReviewsShown(
  seed: readonly Review[],
  state: CommunityState,
  slug: string,
  limit: number,
): Promise<ShownReview[]> {
  return (await visibleReviews(seed, state, { slug }).slice(0, limit)).map(
    ({ id, itemName, rating, reviewer, location, review, createdAt }) => ({
      id,
      itemName,
      rating,
      reviewer,
      location,
      review,
      createdAt,
    }),
  );
}

export interface ShownReview {
  id: string;
  itemName: string;
  rating: number;
  reviewer: string;
  location: string;
  review: string;
  createdAt: string;
}

/** Published comments on one item, without hidden ones, newest first: the newest `limit`, and how many there are. */
export function itemComments(
  state: CommunityState,
  itemName: string,
  limit: number,
): Promise<{ comments: PublicComment[]; total: number }> {
  return state.posts.comments(itemName, limit);
}

/**
 * An item page's comments (the newest COMMENTS_SHOWN of `total`) with the one this visitor has just posted first,
 * when the page's data does not have it yet: with several instances, the data after a post may come from one
 * that has not heard of it.
 */
export function withOwnComment<C extends { id: string }>(
  shown: readonly C[],
  total: number,
  own: C | null,
): { comments: readonly C[]; total: number } {
  if (!own || shown.some((c) => c.id === own.id)) return { comments: shown, total };
  return { comments: [own, ...shown].slice(0, COMMENTS_SHOWN), total: total + 1 };
}

/** Folds records, in order, into a fresh state: what the server holds after reading its journal files. */
export function foldRecords(records: Iterable<JournalRecord>): CommunityState {
  const state = emptyCommunity();
  for (const r of records) applyRecord(state, r);
  return state;
}

/** A moderation record: hides one review or comment by id. Nothing is ever rewritten, so hiding is an append. */
export function hideRecord(
  target: string,
  id: string,
  at: string = new Date().toISOString(),
  type: "hide" | "restore" = "hide",
): JournalRecord {
  return { type, id, at, data: { target } };
}

/** The record types the moderation file holds: hides, and restores that undo one. */
export const MODERATION_TYPES: readonly RecordType[] = ["hide", "restore"];

/**
 * Parses whole lines of a journal file (each ending with a newline) into records. A line that is not a valid
 * record is counted, never fatal. `only` keeps just one record type (the moderation file accepts only hides).
 */
export function parseRecordLines(text: string, only?: readonly RecordType[]): { records: JournalRecord[]; invalid: number } {
  const records: JournalRecord[] = [];
  let invalid = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const parsed = v.safeParse(JournalRecordSchema, JSON.parse(line));
      if (parsed.success && (!only || only.includes(parsed.output.type))) records.push(parsed.output);
      else invalid++;
    } catch {
      invalid++;
    }
  }
  return { records, invalid };
}

/** One line of `npm run moderate`: a review or a comment, hidden or not. */
export interface ModerationEntry {
  kind: "review" | "comment" | "report";
  id: string;
  at: string;
  itemName: string;
  author: string;
  text: string;
  hidden: boolean;
}

/** The latest reviews (seed and journal) and comments, newest first, with whether each is hidden. */
export function moderationEntries(seed: Review[], state: CommunityState, limit = Infinity): ModerationEntry[] {
  const stored = state.posts.all();
  const entries: ModerationEntry[] = [
    ...[...seed, ...stored.reviews].map((r) => ({
      kind: "review" as const,
      id: r.id,
      at: r.createdAt,
      itemName: r.itemName,
      author: r.reviewer,
      text: r.review,
      hidden: state.hidden.has(r.id),
    })),
    ...stored.comments.map((c) => ({
      kind: "comment" as const,
      id: c.id,
      at: c.createdAt,
      itemName: c.itemName,
      author: c.name,
      text: c.comment,
      hidden: state.hidden.has(c.id),
    })),
    ...[...state.reports.indexes()].map((i) => {
      const r = state.reports;
      const p = r.publicAt(i);
      const where = [p.city, p.state].filter(Boolean).join(", ");
      const what = `${formatPrice(p.price)}${p.size === "Standard" ? "" : ` (${p.size})`} ${p.channel} in ${where} on ${p.date}${p.deal ? ` as ${p.deal}` : ""}${r.countsState(i) || p.deal ? "" : " (not counted: same client within the week)"}`;
      // The author of a report is only its client's hash, cut short: enough to see one client's many reports.
      return {
        kind: "report" as const,
        id: p.id,
        at: p.reportedAt,
        itemName: p.itemName,
        author: `client ${r.clientLabel(i)}`,
        text: what,
        hidden: r.isHidden(i),
      };
    }),
  ];
  return entries.sort((a, b) => newestFirst({ createdAt: a.at, id: a.id }, { createdAt: b.at, id: b.id })).slice(0, limit);
}
