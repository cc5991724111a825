/**
 * Deep pages of a newest-first list of reviews read by key, not by OFFSET (docs/decisions/0018-posts-read-from-the-store.md):
 * the key of every FENCE_STEP-th shown review, counted from the oldest, kept per list (all, a category, an item), so
 * a page reads from the fence at or below its oldest row, at most FENCE_STEP rows more than it shows. Counted from
 * the oldest, a row's place does not move when newer reviews arrive: a fence is kept while reviews arrive newest
 * (the usual case) and dropped after a hide, a restore or a review older than its newest. Shared by the SQLite
 * index (server/store/posts-sqlite.ts) and the PostgreSQL queries (server/store/posts-pg.ts); a thousandth of the
 * keys, about 60 KB for a million reviews.
 */
import { newestFirst, type ReviewFilter } from "#domain/indexes/posts.ts";
import type { Review } from "#domain/data/schemas.ts";
import { itemSlug } from "#domain/rules/slug.ts";

export const FENCE_STEP = 1000;

interface ReviewKeyAt {
  createdAt: string;
  id: string;
}

export interface Fence {
  keys: ReviewKeyAt[];
  count: number;
  newest: ReviewKeyAt;
}

/** Where a deep page's rows are: `limit` rows from `from` (oldest first), skipping `offset` (< FENCE_STEP); null when none. */
interface FenceRead {
  from: ReviewKeyAt;
  offset: number;
  limit: number;
}

export const listKey = (filter: ReviewFilter): string =>
  filter.slug !== undefined ? `slug:${filter.slug}` : filter.category !== undefined ? `category:${filter.category}` : "all";

/** The keys of the lists a shown review is in: all reviews, its item's, its category's. */
export const listKeysOf = (r: Review): string[] => [
  listKey({}),
  listKey({ slug: itemSlug(r.itemName) }),
  listKey({ category: r.category }),
];

export class Fences {
  private readonly fences = new Map<string, Fence>();

  get(filter: ReviewFilter): Fence | undefined {
    return this.fences.get(listKey(filter));
  }
  set(filter: ReviewFilter, fence: Fence): void {
    this.fences.set(listKey(filter), fence);
  }
  clear(): void {
    this.fences.clear();
  }

  /** A shown review was added: its lists' fences are kept when it is newer than every row, else dropped. */
  added(r: Review): void {
    for (const key of listKeysOf(r)) {
      const fence = this.fences.get(key);
      if (!fence) continue;
      if (newestFirst(r, fence.newest) < 0) {
        fence.count++;
        fence.newest = { createdAt: r.createdAt, id: r.id };
      } else this.fences.delete(key);
    }
  }
}

/** The rows of entries `start` to before `end` (newest first) of a fenced list: read oldest first, then reversed. */
export function fenceRead(fence: Fence, start: number, end: number): FenceRead | null {
  const lo = Math.max(0, fence.count - end);
  const hi = fence.count - 1 - start;
  if (hi < lo) return null;
  const k = Math.floor(lo / FENCE_STEP);
  return { from: fence.keys[k]!, offset: lo - k * FENCE_STEP, limit: hi - lo + 1 };
}
