/**
 * The submitted reviews and comments in PostgreSQL, read by query when a page needs them
 * (docs/decisions/0018-posts-read-from-the-store.md): no instance holds a copy of them.
 *
 * - Tables derived from the journal's records (server/store/journal-pg.ts): `post_reviews` and `post_comments`
 *   (public fields only, never an email), the rating totals by item and category and the comment count by item,
 *   and the latest hide or restore of each id. They are written in the transaction that inserts the records
 *   (`derivePosts`), so they never disagree with the journal; a database that had records before them is filled by
 *   a migration step (`backfillPosts`).
 * - Moderation holds in every query: a hidden row is out of the partial indexes every list reads
 *   (`WHERE NOT hidden`) and out of the totals.
 * - What an instance keeps (bounded by the menu, never by history): the totals and comment counts, the newest
 *   LATEST_KEPT reviews, read again whenever a review, comment, hide or restore is folded in (by this instance or
 *   another: every instance folds every record, server/store/journal-pg.ts); the newest page of each list and the
 *   newest comments of each item, kept from the first page that asks until a record that changes them is folded in;
 *   the deep pages' fences (server/store/review-fences.ts).
 * - Pages ordered by (created_at, id) as JavaScript compares strings: the columns are COLLATE "C".
 */
import type postgres from "postgres";
import { LATEST_KEPT, ratedBySlug, type PostIndex, type ReviewFilter, type ReviewKey, type Totals } from "#domain/indexes/posts.ts";
import { commentOf, reviewOf, type JournalRecord } from "#domain/indexes/journal-records.ts";
import type { PublicComment, Review } from "#domain/data/schemas.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { COMMENTS_SHOWN, REVIEWS_PER_PAGE } from "#domain/rules/paging.ts";
import { FENCE_STEP, fenceRead, Fences, listKey, listKeysOf, type Fence } from "./review-fences.ts";
import { isUnreachable, StoreUnavailableError } from "./store-unavailable.ts";

const READ_REFUSED = "We cannot read the reviews just now: our database is not answering. Please try again in a minute.";

/** A query's result; a database that is not answering (stopped, stuck past the 4 s statement timeout) is a 503. */
async function asked<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isUnreachable(err) || (err as { code?: string }).code === "57014")
      throw new StoreUnavailableError(String((err as Error).message), READ_REFUSED);
    throw err;
  }
}

/** Appended to the journal's migrations (server/store/journal-pg.ts), before the step that fills them. */
export const POSTS_MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS post_reviews (
     id text COLLATE "C" PRIMARY KEY,
     seq bigint NOT NULL,
     created_at text COLLATE "C" NOT NULL,
     slug text NOT NULL,
     tslug text NOT NULL,
     category text NOT NULL,
     rating double precision NOT NULL,
     hidden boolean NOT NULL,
     body jsonb NOT NULL
   );
   CREATE INDEX IF NOT EXISTS post_reviews_newest ON post_reviews (created_at DESC, id DESC) WHERE NOT hidden;
   CREATE INDEX IF NOT EXISTS post_reviews_slug ON post_reviews (slug, created_at DESC, id DESC) WHERE NOT hidden;
   CREATE INDEX IF NOT EXISTS post_reviews_category ON post_reviews (category, created_at DESC, id DESC) WHERE NOT hidden;
   CREATE TABLE IF NOT EXISTS post_comments (
     id text COLLATE "C" PRIMARY KEY,
     seq bigint NOT NULL,
     item text NOT NULL,
     created_at text COLLATE "C" NOT NULL,
     hidden boolean NOT NULL,
     body jsonb NOT NULL
   );
   CREATE INDEX IF NOT EXISTS post_comments_item ON post_comments (item, created_at DESC, id DESC) WHERE NOT hidden;
   CREATE TABLE IF NOT EXISTS post_review_totals (
     slug text NOT NULL,
     category text NOT NULL,
     total double precision NOT NULL,
     count integer NOT NULL,
     PRIMARY KEY (slug, category)
   );
   CREATE TABLE IF NOT EXISTS post_comment_counts (item text PRIMARY KEY, count integer NOT NULL);
   CREATE TABLE IF NOT EXISTS post_hidden (target text PRIMARY KEY, hidden boolean NOT NULL)`,
];

type Tx = postgres.TransactionSql;
type Json = postgres.JSONValue;

/**
 * Adds what `records` (just inserted, in order) change to the posts tables, in the caller's transaction. A review or
 * comment is hidden when the latest hide or restore of its id says so, whichever came first.
 */
export async function derivePosts(tx: Tx, records: readonly { seq: number; record: JournalRecord }[]): Promise<void> {
  const reviews: Record<string, Json>[] = [];
  const comments: Record<string, Json>[] = [];
  const moderation: Record<string, Json>[] = [];
  for (const { seq, record } of records) {
    if (record.type === "review") {
      const r = reviewOf(record);
      const slug = itemSlug(r.itemName);
      // The totals by item hold menu items only (a review filed under Other names no page): "" stands for the rest.
      const tslug = ratedBySlug(r) ? slug : "";
      reviews.push({ id: r.id, seq, created_at: r.createdAt, slug, tslug, category: r.category, rating: r.rating, body: { ...r } });
    } else if (record.type === "comment") {
      const c = commentOf(record);
      comments.push({ id: c.id, seq, item: c.itemName, created_at: c.createdAt, body: { ...c } });
    } else if (record.type === "hide" || record.type === "restore") {
      const target = record.data?.target;
      if (typeof target === "string") moderation.push({ seq, target, hidden: record.type === "hide" });
    }
  }
  if (moderation.length > 0)
    await tx`
      INSERT INTO post_hidden (target, hidden)
      SELECT DISTINCT ON (m.target) m.target, m.hidden
      FROM jsonb_to_recordset(${tx.json(moderation)}) AS m(seq bigint, target text, hidden boolean)
      ORDER BY m.target, m.seq DESC
      ON CONFLICT (target) DO UPDATE SET hidden = excluded.hidden`;
  if (reviews.length > 0)
    await tx`
      WITH ins AS (
        INSERT INTO post_reviews (id, seq, created_at, slug, tslug, category, rating, hidden, body)
        SELECT r.id, r.seq, r.created_at, r.slug, r.tslug, r.category, r.rating, coalesce(h.hidden, false), r.body
        FROM jsonb_to_recordset(${tx.json(reviews)})
          AS r(id text, seq bigint, created_at text, slug text, tslug text, category text, rating double precision, body jsonb)
        LEFT JOIN post_hidden h ON h.target = r.id
        ON CONFLICT (id) DO NOTHING
        RETURNING tslug, category, rating, hidden)
      INSERT INTO post_review_totals AS t (slug, category, total, count)
      SELECT tslug, category, sum(rating), count(*) FROM ins WHERE NOT hidden GROUP BY tslug, category
      ON CONFLICT (slug, category) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count`;
  if (comments.length > 0)
    await tx`
      WITH ins AS (
        INSERT INTO post_comments (id, seq, item, created_at, hidden, body)
        SELECT c.id, c.seq, c.item, c.created_at, coalesce(h.hidden, false), c.body
        FROM jsonb_to_recordset(${tx.json(comments)}) AS c(id text, seq bigint, item text, created_at text, body jsonb)
        LEFT JOIN post_hidden h ON h.target = c.id
        ON CONFLICT (id) DO NOTHING
        RETURNING item, hidden)
      INSERT INTO post_comment_counts AS t (item, count)
      SELECT item, count(*) FROM ins WHERE NOT hidden GROUP BY item
      ON CONFLICT (item) DO UPDATE SET count = t.count + excluded.count`;
  if (moderation.length > 0) await applyModeration(tx, moderation);
}

/** Rows stored before this batch whose hidden flag its hides and restores change, and their totals. */
async function applyModeration(tx: Tx, moderation: Record<string, Json>[]): Promise<void> {
  const targets = tx.json([...new Set(moderation.map((m) => m.target as string))]);
  await tx`
    WITH upd AS (
      UPDATE post_reviews p SET hidden = h.hidden
      FROM post_hidden h
      WHERE h.target IN (SELECT jsonb_array_elements_text(${targets})) AND p.id = h.target AND p.hidden <> h.hidden
      RETURNING p.tslug, p.category, p.rating, p.hidden)
    INSERT INTO post_review_totals AS t (slug, category, total, count)
    SELECT tslug, category, sum(CASE WHEN hidden THEN -rating ELSE rating END), sum(CASE WHEN hidden THEN -1 ELSE 1 END)
    FROM upd GROUP BY tslug, category
    ON CONFLICT (slug, category) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count`;
  await tx`
    WITH upd AS (
      UPDATE post_comments p SET hidden = h.hidden
      FROM post_hidden h
      WHERE h.target IN (SELECT jsonb_array_elements_text(${targets})) AND p.id = h.target AND p.hidden <> h.hidden
      RETURNING p.item, p.hidden)
    INSERT INTO post_comment_counts AS t (item, count)
    SELECT item, sum(CASE WHEN hidden THEN -1 ELSE 1 END) FROM upd GROUP BY item
    ON CONFLICT (item) DO UPDATE SET count = t.count + excluded.count`;
}

/** Fills the posts tables from the records already stored (a database older than them), a page at a time. */
export async function backfillPosts(
  tx: Tx,
  read: (afterSeq: number) => Promise<{ records: { seq: number; record: JournalRecord }[]; lastSeq: number }>,
): Promise<void> {
  for (let last = 0; ;) {
    const page = await read(last);
    if (page.lastSeq === last) return;
    await derivePosts(tx, page.records);
    last = page.lastSeq;
  }
}

/** The newest-first order by date then id, optionally one item's (by slug) or one category's. */
const where = (sql: postgres.Sql, f: ReviewFilter) =>
  f.slug !== undefined
    ? sql`NOT hidden AND slug = ${f.slug}`
    : f.category !== undefined
      ? sql`NOT hidden AND category = ${f.category}`
      : sql`NOT hidden`;

/** How many lists' newest pages, and items' newest comments, an instance keeps at most (more than the menu has). */
const CACHE_MAX = 1_000;

interface Kept<T> {
  rows: T[];
  stale: boolean;
}

interface Snapshot {
  bySlug: Map<string, Totals>;
  byCategory: Map<string, Totals>;
  commentCounts: Map<string, number>;
  latest: Review[];
}

export class PgPosts implements PostIndex {
  private readonly sql: postgres.Sql;
  private snapshot: Snapshot = { bySlug: new Map(), byCategory: new Map(), commentCounts: new Map(), latest: [] };
  /**
   * The newest REVIEWS_PER_PAGE of each list read so far, and the newest COMMENTS_SHOWN comments of each item. A
   * record folded in that may change one marks it stale: it is read again by the next page, and served stale only
   * while the database does not answer (less anything hidden since).
   */
  private readonly newestPages = new Map<string, Kept<Review>>();
  private readonly newestComments = new Map<string, Kept<PublicComment>>();
  private readonly fences = new Fences();
  private readonly making = new Map<string, Promise<Fence>>();
  /** Bumped by every record folded in that changes a list: a read that started before one is not kept. */
  private generation = 0;
  /** The newest record this instance has folded in: deep pages count the rows up to it (server/store/journal-pg.ts sets it). */
  foldedSeq = 0;

  constructor(sql: postgres.Sql) {
    this.sql = sql;
  }

  /**
   * Reads the totals, the comment counts and the newest reviews again: the journal calls it before folding in
   * records that change them, so that a page rendered for the new version shows them.
   */
  async refresh(): Promise<void> {
    const [totals, counts, latest] = await Promise.all([
      this.sql<{ slug: string; category: string; total: number; count: number }[]>`
        SELECT slug, category, total, count FROM post_review_totals WHERE count > 0`,
      this.sql<{ item: string; count: number }[]>`SELECT item, count FROM post_comment_counts WHERE count > 0`,
      this.sql<{ body: Review }[]>`SELECT body FROM post_reviews WHERE NOT hidden ORDER BY created_at DESC, id DESC LIMIT ${LATEST_KEPT}`,
    ]);
    const bySlug = new Map<string, Totals>();
    const byCategory = new Map<string, Totals>();
    const add = (map: Map<string, Totals>, key: string, total: number, count: number) => {
      const t = map.get(key) ?? { total: 0, count: 0 };
      map.set(key, { total: t.total + total, count: t.count + count });
    };
    for (const t of totals) {
      if (t.slug !== "") add(bySlug, t.slug, t.total, t.count);
      add(byCategory, t.category, t.total, t.count);
    }
    this.snapshot = {
      bySlug,
      byCategory,
      commentCounts: new Map(counts.map((c) => [c.item, c.count])),
      latest: latest.map((r) => r.body),
    };
  }

  // The fold (records read from the database, already in the posts tables): what may have changed is dropped.
  addReview(review: Review, hidden: boolean): void {
    this.generation++;
    if (hidden) return;
    for (const key of listKeysOf(review)) {
      const kept = this.newestPages.get(key);
      if (kept) kept.stale = true;
    }
    this.fences.added(review);
  }
  addComment(comment: PublicComment): void {
    this.generation++;
    const kept = this.newestComments.get(comment.itemName);
    if (kept) kept.stale = true;
  }
  setHidden(id: string, hidden: boolean): void {
    this.generation++;
    for (const map of [this.newestPages, this.newestComments] as Map<string, Kept<{ id: string }>>[])
      for (const kept of map.values()) {
        kept.stale = true;
        if (hidden) kept.rows = kept.rows.filter((r) => r.id !== id);
      }
    if (hidden) this.snapshot.latest = this.snapshot.latest.filter((r) => r.id !== id);
    this.fences.clear();
  }

  reviewTotals() {
    return { bySlug: this.snapshot.bySlug, byCategory: this.snapshot.byCategory };
  }
  reviewCount(filter: ReviewFilter): number {
    if (filter.slug !== undefined) return this.snapshot.bySlug.get(filter.slug)?.count ?? 0;
    if (filter.category !== undefined) return this.snapshot.byCategory.get(filter.category)?.count ?? 0;
    let n = 0;
    for (const c of this.snapshot.byCategory.values()) n += c.count;
    return n;
  }
  latest(limit: number): Review[] {
    return this.snapshot.latest.slice(0, Math.min(limit, LATEST_KEPT));
  }

  async reviewSlice(filter: ReviewFilter, start: number, end: number): Promise<Review[]> {
    if (end <= start) return [];
    const sql = this.sql;
    if (start === 0 && end <= REVIEWS_PER_PAGE) {
      // While the database does not answer, a list read before is served as it was; one never read, from the newest
      // reviews at hand.
      const atHand = () =>
        this.snapshot.latest.filter(
          (r) => (filter.category ?? r.category) === r.category && (filter.slug ?? itemSlug(r.itemName)) === itemSlug(r.itemName),
        );
      const page = await this.kept(this.newestPages, listKey(filter), atHand, async () => {
        const rows = await sql<{ body: Review }[]>`
          SELECT body FROM post_reviews WHERE ${where(sql, filter)} ORDER BY created_at DESC, id DESC LIMIT ${REVIEWS_PER_PAGE}`;
        return rows.map((r) => r.body);
      });
      return page.slice(0, end);
    }
    if (start < FENCE_STEP) {
      // Within the first fence: an index range of at most FENCE_STEP + a page rows.
      const rows = await asked(sql<{ body: Review }[]>`
        SELECT body FROM post_reviews WHERE ${where(sql, filter)} ORDER BY created_at DESC, id DESC LIMIT ${end - start} OFFSET ${start}`);
      return rows.map((r) => r.body);
    }
    // A deep page: its rows counted from the oldest, read from the fence at or below the oldest of them.
    const read = fenceRead(await this.fence(filter), start, end);
    if (!read) return [];
    const rows = await asked(sql<{ body: Review }[]>`
      SELECT body FROM post_reviews
      WHERE ${where(sql, filter)} AND (created_at, id) >= (${read.from.createdAt}, ${read.from.id})
      ORDER BY created_at ASC, id ASC LIMIT ${read.limit} OFFSET ${read.offset}`);
    return rows.map((r) => r.body).reverse();
  }

  /**
   * What `map` keeps under `key` when it is not stale, else read now and kept (unless a record was folded in
   * meanwhile). While the database does not answer: the stale copy, else `fallback`.
   */
  private async kept<T>(map: Map<string, Kept<T>>, key: string, fallback: () => T[], read: () => Promise<T[]>): Promise<T[]> {
    const have = map.get(key);
    if (have && !have.stale) return have.rows;
    const generation = this.generation;
    let rows: T[];
    try {
      rows = await asked(read());
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      return have ? have.rows : fallback();
    }
    if (generation === this.generation) {
      map.delete(key);
      if (map.size >= CACHE_MAX) map.delete(map.keys().next().value!);
      map.set(key, { rows, stale: false });
    }
    return rows;
  }

  /**
   * The fences of a list, made by one walk of its index in PostgreSQL the first time a deep page is asked for, over
   * the rows this instance has folded in (newer rows are above every fence and never move one).
   */
  private fence(filter: ReviewFilter): Promise<Fence> {
    const have = this.fences.get(filter);
    if (have) return Promise.resolve(have);
    const key = listKey(filter);
    let making = this.making.get(key);
    if (!making) {
      const generation = this.generation;
      const upTo = this.foldedSeq;
      const sql = this.sql;
      making = (async () => {
        const [keys, [count], [newest]] = await asked(
          Promise.all([
            sql<{ createdAt: string; id: string }[]>`
            SELECT created_at AS "createdAt", id FROM (
              SELECT created_at, id, row_number() OVER (ORDER BY created_at ASC, id ASC) AS n
              FROM post_reviews WHERE ${where(sql, filter)} AND seq <= ${upTo}) AS t
            WHERE n % ${FENCE_STEP} = 1 ORDER BY n`,
            sql<{ n: string }[]>`SELECT count(*) AS n FROM post_reviews WHERE ${where(sql, filter)} AND seq <= ${upTo}`,
            sql<{ createdAt: string; id: string }[]>`
            SELECT created_at AS "createdAt", id FROM post_reviews WHERE ${where(sql, filter)} AND seq <= ${upTo}
            ORDER BY created_at DESC, id DESC LIMIT 1`,
          ]),
        );
        const fence: Fence = { keys: [...keys], count: Number(count!.n), newest: newest ?? { createdAt: "", id: "" } };
        if (generation === this.generation) this.fences.set(filter, fence);
        return fence;
      })().finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  async reviewsOlderThan(filter: ReviewFilter, key: { createdAt: string; id: string }, limit: number): Promise<Review[]> {
    const sql = this.sql;
    const rows = await asked(sql<{ body: Review }[]>`
      SELECT body FROM post_reviews WHERE ${where(sql, filter)} AND (created_at, id) < (${key.createdAt}, ${key.id})
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
    return rows.map((r) => r.body);
  }

  async reviewKey(id: string): Promise<ReviewKey | null> {
    const [row] = await asked(
      this.sql<{ created_at: string; hidden: boolean }[]>`SELECT created_at, hidden FROM post_reviews WHERE id = ${id}`,
    );
    return row ? { id, createdAt: row.created_at, hidden: row.hidden } : null;
  }

  async review(id: string): Promise<Review | null> {
    const [row] = await asked(this.sql<{ body: Review }[]>`SELECT body FROM post_reviews WHERE id = ${id} AND NOT hidden`);
    return row?.body ?? null;
  }

  async comments(itemName: string, limit: number) {
    const total = this.snapshot.commentCounts.get(itemName) ?? 0;
    const sql = this.sql;
    const read = async (n: number) =>
      (
        await sql<{ body: PublicComment }[]>`
          SELECT body FROM post_comments WHERE item = ${itemName} AND NOT hidden ORDER BY created_at DESC, id DESC LIMIT ${n}`
      ).map((r) => r.body);
    if (limit > COMMENTS_SHOWN) return { comments: await asked(read(limit)), total };
    // While the database does not answer, an item whose comments were never read here shows none (its page and its
    // comment form still work: a form posted then says that nothing was saved).
    const newest = await this.kept(
      this.newestComments,
      itemName,
      () => [],
      () => read(COMMENTS_SHOWN),
    );
    return { comments: newest.slice(0, limit), total };
  }

  /** Not kept at hand: `npm run moderate` reads every record itself. */
  all(): { reviews: readonly Review[]; comments: readonly PublicComment[] } {
    throw new Error("the posts in PostgreSQL are read a page at a time, not all at once");
  }
}
