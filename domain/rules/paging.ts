/**
 * Pages of a list that grows with history (reviews): what one page or API answer costs is bounded by what it
 * shows, never by how many entries exist. Pure: the routes and the API call these.
 */

/** Reviews on one page of /reviews. */
export const REVIEWS_PER_PAGE = 20;
/** Reviews shown on an item's page (the newest), and the same ones, no others, in its structured data. */
export const ITEM_REVIEWS_SHOWN = 5;
/** Comments shown on an item's page: the newest. */
export const COMMENTS_SHOWN = 30;
/** GET /api/reviews: default and largest `limit`. */
export const API_REVIEWS_DEFAULT = 50;
export const API_REVIEWS_MAX = 100;

/**
 * A newest-first list that may live in a store (domain/indexes/posts.ts's ReviewsView, whose windows are read by a
 * query): only its length and the window asked for are read. An array is one too.
 */
export interface ListWindow<T> {
  readonly length: number;
  slice(start?: number, end?: number): T[] | Promise<T[]>;
}

/** A list the API's cursor can page: it reads the entries after one by id (a store), or is an array. */
export type CursorList<T extends { id: string }> = ListWindow<T> &
  ({ after(id: string, limit: number): Promise<T[] | null> } | readonly T[]);

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pages: number;
}

/**
 * The 1-based page `requested` (a query value: anything but a whole number from 1 is page 1; past the end is the
 * last page) of `list`, `size` per page.
 */
export async function pageOf<T>(list: ListWindow<T>, requested: string | null, size: number): Promise<Page<T>> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const n = requested !== null && /^[1-9]\d{0,8}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(n, pages);
  return { items: await list.slice((page - 1) * size, page * size), page, pages };
}

export type Slice<T> = { ok: true; items: T[]; next: string | null } | { ok: false; message: string };

/**
 * The API's cursor: up to `limit` entries of a newest-first list, starting after the entry whose id is `before`
 * (or at the newest); `next` is the cursor for the following slice, null at the end.
 */
export async function sliceBefore<T extends { id: string }>(
  list: CursorList<T>,
  params: { before: string | null; limit: string | null },
): Promise<Slice<T>> {
  let limit = API_REVIEWS_DEFAULT;
  if (params.limit !== null) {
    if (!/^\d{1,3}$/.test(params.limit) || Number(params.limit) < 1 || Number(params.limit) > API_REVIEWS_MAX) {
      return { ok: false, message: `limit must be a whole number from 1 to ${API_REVIEWS_MAX}.` };
    }
    limit = Number(params.limit);
  }
  if (params.before !== null && "after" in list) {
    // A list in a store reads the entries after the cursor's key, not its place.
    const read = params.before.length > 80 ? null : await list.after(params.before, limit + 1);
    if (read === null) return { ok: false, message: "before must be the id of a review from an earlier answer (its `next` link)." };
    const items = read.slice(0, limit);
    return { ok: true, items, next: read.length > limit && items.length > 0 ? items[items.length - 1].id : null };
  }
  let start = 0;
  if (params.before !== null) {
    const before = params.before;
    const at = before.length > 80 ? -1 : (list as readonly T[]).findIndex((r) => r.id === before);
    if (at === -1) return { ok: false, message: "before must be the id of a review from an earlier answer (its `next` link)." };
    start = at + 1;
  }
  // One entry more than asked says whether another slice follows, without counting the whole list.
  const read = await list.slice(start, start + limit + 1);
  const items = read.slice(0, limit);
  const next = read.length > limit && items.length > 0 ? items[items.length - 1].id : null;
  return { ok: true, items, next };
}
