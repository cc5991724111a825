/**
 * Where the submitted reviews and comments are kept, behind one interface (docs/decisions/0018-posts-read-from-the-store.md):
 * the server keeps them in an embedded SQLite file beside the journal (server/store/posts-sqlite.ts), so its memory does
 * not grow with history; tools and unit tests fold them into memory (MemoryPosts, below). What stays in memory in
 * both is bounded by the menu: rating totals by item and by category.
 *
 * Every list is newest first (by date, then id) and leaves out hidden entries; `ReviewsView` merges the seed reviews
 * (data/reviews.json, a few dozen) into the stored ones a window at a time, so a page reads one page of rows.
 */
import type { PublicComment, Review } from "../data/schemas.ts";
import { itemSlug } from "../rules/slug.ts";
import { OTHER_CATEGORY } from "../rules/reviews.ts";

export interface Totals {
  total: number;
  count: number;
}

/** Which stored reviews a list holds: all, one item's (by slug), or one category's. */
export interface ReviewFilter {
  slug?: string;
  category?: string;
}

/** A stored review's place in the newest-first order, and whether it is hidden. */
export interface ReviewKey {
  id: string;
  createdAt: string;
  hidden: boolean;
}

/** How many of the newest stored reviews `latest` answers at most: the API's first slice and one more. */
export const LATEST_KEPT = 51;

/**
 * Writes and counts are synchronous (the fold calls them for each record; the counts are bounded by the menu and
 * kept at hand); reads of rows are asynchronous, since a store may answer them by a query (PostgreSQL,
 * server/store/posts-pg.ts), except `latest`, the newest few, which every store keeps at hand.
 */
export interface PostIndex {
  addReview(review: Review, hidden: boolean): void;
  addComment(comment: PublicComment, hidden: boolean): void;
  /** Hides or shows a stored review or comment (no-op for an id it does not hold). */
  setHidden(id: string, hidden: boolean): void;
  /**
   * Rating totals of the shown stored reviews, by item slug (menu items only: a review filed under Other names no
   * page, and its slugs would be as many as its visitors' spellings) and by category.
   */
  reviewTotals(): { bySlug: ReadonlyMap<string, Totals>; byCategory: ReadonlyMap<string, Totals> };
  /** How many shown stored reviews match. */
  reviewCount(filter: ReviewFilter): number;
  /** The newest `limit` (at most LATEST_KEPT) shown stored reviews of all. */
  latest(limit: number): Review[];
  /** Shown stored reviews matching, newest first, from `start` to before `end`. */
  reviewSlice(filter: ReviewFilter, start: number, end: number): Promise<Review[]>;
  /** A stored review by id (hidden or not), or null. */
  reviewKey(id: string): Promise<ReviewKey | null>;
  /** A stored review by id, or null (also when it is hidden). */
  review(id: string): Promise<Review | null>;
  /** Up to `limit` shown stored reviews matching that come after `key` in the newest-first order (a keyset read). */
  reviewsOlderThan(filter: ReviewFilter, key: { createdAt: string; id: string }, limit: number): Promise<Review[]>;
  /** The newest `limit` shown comments on an item, and how many it has. */
  comments(itemName: string, limit: number): Promise<{ comments: PublicComment[]; total: number }>;
  /** Every stored review and comment, hidden or not (`npm run moderate`): only the in-memory index has them at hand. */
  all(): { reviews: readonly Review[]; comments: readonly PublicComment[] };
}

/** Newest first, by date then id. */
export function newestFirst<T extends { createdAt: string; id: string }>(a: T, b: T): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Whether a review counts towards its item's rating totals (it names a menu item). */
export const ratedBySlug = (r: Pick<Review, "category">): boolean => r.category !== OTHER_CATEGORY;

export function addTotal(map: Map<string, Totals>, key: string, rating: number, sign: 1 | -1): void {
  const t = map.get(key) ?? { total: 0, count: 0 };
  t.total += sign * rating;
  t.count += sign;
  if (t.count <= 0) map.delete(key);
  else map.set(key, t);
}

const matches = (r: Review, f: ReviewFilter): boolean =>
  (f.slug === undefined || itemSlug(r.itemName) === f.slug) && (f.category === undefined || r.category === f.category);

/** Everything in memory: what `npm run moderate`, `npm run journal` and the unit tests fold records into. */
export class MemoryPosts implements PostIndex {
  private readonly reviews: Review[] = [];
  private readonly commentList: PublicComment[] = [];
  private readonly hidden = new Set<string>();

  addReview(review: Review, hidden: boolean): void {
    this.reviews.push(review);
    if (hidden) this.hidden.add(review.id);
  }
  addComment(comment: PublicComment, hidden: boolean): void {
    this.commentList.push(comment);
    if (hidden) this.hidden.add(comment.id);
  }
  setHidden(id: string, hidden: boolean): void {
    if (hidden) this.hidden.add(id);
    else this.hidden.delete(id);
  }
  private shown(filter: ReviewFilter): Review[] {
    return this.reviews.filter((r) => !this.hidden.has(r.id) && matches(r, filter)).sort(newestFirst);
  }
  reviewTotals() {
    const bySlug = new Map<string, Totals>();
    const byCategory = new Map<string, Totals>();
    for (const r of this.shown({})) {
      if (ratedBySlug(r)) addTotal(bySlug, itemSlug(r.itemName), r.rating, 1);
      addTotal(byCategory, r.category, r.rating, 1);
    }
    return { bySlug, byCategory };
  }
  reviewCount(filter: ReviewFilter): number {
    return this.shown(filter).length;
  }
  latest(limit: number): Review[] {
    return this.shown({}).slice(0, Math.min(limit, LATEST_KEPT));
  }
  async reviewSlice(filter: ReviewFilter, start: number, end: number): Promise<Review[]> {
    return this.shown(filter).slice(start, end);
  }
  async reviewKey(id: string): Promise<ReviewKey | null> {
    const r = this.reviews.find((x) => x.id === id);
    return r ? { id: r.id, createdAt: r.createdAt, hidden: this.hidden.has(r.id) } : null;
  }
  async review(id: string): Promise<Review | null> {
    return this.reviews.find((x) => x.id === id && !this.hidden.has(id)) ?? null;
  }
  async reviewsOlderThan(filter: ReviewFilter, key: { createdAt: string; id: string }, limit: number): Promise<Review[]> {
    return this.shown(filter)
      .filter((r) => newestFirst(r, key) > 0)
      .slice(0, limit);
  }
  async comments(itemName: string, limit: number) {
    const all = this.commentList.filter((c) => c.itemName === itemName && !this.hidden.has(c.id)).sort(newestFirst);
    return { comments: all.slice(0, limit), total: all.length };
  }
  all() {
    return { reviews: this.reviews, comments: this.commentList };
  }
}

/**
 * The shown reviews (seed and stored) matching a filter, newest first, as a list that reads only the window it is
 * asked for: `length`, `slice` and `after` are what paging (domain/rules/paging.ts) needs.
 */
export class ReviewsView {
  private readonly seed: Review[];
  private readonly posts: PostIndex;
  private readonly filter: ReviewFilter;
  constructor(seed: readonly Review[], hidden: ReadonlySet<string>, posts: PostIndex, filter: ReviewFilter = {}) {
    this.posts = posts;
    this.filter = filter;
    this.seed = seed.filter((r) => !hidden.has(r.id) && matches(r, filter)).sort(newestFirst);
  }

  get length(): number {
    return this.seed.length + this.posts.reviewCount(this.filter);
  }

  /**
   * Entries `start` to before `end` of the merged list. The stored rows from `start - seed.length` on hold every
   * stored entry of the answer; the seed entries newer than the first of them say where that window starts.
   */
  async slice(start = 0, end = this.length): Promise<Review[]> {
    if (end <= start) return [];
    const a = Math.max(0, start - this.seed.length);
    return this.merge(start, end, a, await this.posts.reviewSlice(this.filter, a, end));
  }

  /** The newest `limit` (at most LATEST_KEPT) of all reviews, from what every store keeps at hand: no read. */
  latest(limit: number): Review[] {
    if (this.filter.slug !== undefined || this.filter.category !== undefined) throw new Error("latest() lists all reviews only");
    return this.merge(0, Math.min(limit, LATEST_KEPT), 0, this.posts.latest(limit));
  }

  private merge(start: number, end: number, a: number, stored: Review[]): Review[] {
    if (a > 0 && stored.length === 0) return [];
    const first = stored[0];
    const newer = a === 0 || !first ? 0 : this.seed.filter((s) => newestFirst(s, first) < 0).length;
    const tail = [...stored, ...this.seed.slice(newer)].sort(newestFirst);
    const p0 = a + newer;
    return tail.slice(start - p0, end - p0);
  }

  /** A shown review of this list by id, or null: read by id, not by its place. */
  async find(id: string): Promise<Review | null> {
    const r = this.seed.find((s) => s.id === id) ?? (await this.posts.review(id));
    return r && matches(r, this.filter) ? r : null;
  }

  /**
   * Up to `limit` entries after the shown review `id` (the API's cursor), or null when it is not one of this list:
   * a keyset read of the stored rows after its key, merged with the seed entries after it. Nothing before it is read.
   */
  async after(id: string, limit: number): Promise<Review[] | null> {
    const key = await this.find(id);
    if (!key) return null;
    const stored = await this.posts.reviewsOlderThan(this.filter, key, limit);
    return [...stored, ...this.seed.filter((s) => newestFirst(s, key) > 0)].sort(newestFirst).slice(0, limit);
  }
}
