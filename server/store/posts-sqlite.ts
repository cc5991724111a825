/**
 * The submitted reviews and comments in an embedded SQLite file (node:sqlite), so the server's memory does not grow
 * with them (docs/decisions/0018-posts-read-from-the-store.md). The file is an index derived from the journal, never
 * the record: it notes how many bytes of the journal it holds (and the id of the last record in them), the journal
 * skips inserting what it already holds at start, and anything that does not match (a journal cut back, replaced or
 * deleted) throws the file away and builds it again from the journal.
 *
 * In memory: the rating totals by menu item and by category, and the comment count of each item (bounded by the
 * menu), read once with GROUP BY and kept up to date by every write.
 */
import { chmodSync, rmSync } from "node:fs";
import { renameDurably } from "./durable-rename.ts";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  addTotal,
  LATEST_KEPT,
  ratedBySlug,
  type PostIndex,
  type ReviewFilter,
  type ReviewKey,
  type Totals,
} from "#domain/indexes/posts.ts";
import type { PublicComment, Review } from "#domain/data/schemas.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { OTHER_CATEGORY } from "#domain/rules/reviews.ts";
import { FENCE_STEP, fenceRead, Fences, type Fence } from "./review-fences.ts";

export const POSTS_FILE = "posts.sqlite";
/** Bumped when the tables change: a file of another version is built again. */
const SCHEMA_VERSION = "1";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY, created_at TEXT NOT NULL, slug TEXT NOT NULL, category TEXT NOT NULL,
  rating REAL NOT NULL, hidden INTEGER NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (hidden, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS reviews_slug ON reviews (slug, hidden, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS reviews_category ON reviews (category, hidden, created_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS comments (
  id TEXT PRIMARY KEY, item TEXT NOT NULL, created_at TEXT NOT NULL, hidden INTEGER NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS comments_item ON comments (item, hidden, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS comments_hidden ON comments (id) WHERE hidden = 1;
`;
/** Where a build writes, renamed over the posts file once complete: a build cut short leaves only this behind. */
export const buildingFile = (file: string) => `${file}.building`;

/** What part of the journal the file holds. */
export interface IndexedUpTo {
  bytes: number;
  lastId: string;
}

type Filter = "all" | "slug" | "category";
const filterOf = (f: ReviewFilter): [Filter, string[]] =>
  f.slug !== undefined ? ["slug", [f.slug]] : f.category !== undefined ? ["category", [f.category]] : ["all", []];
const WHERE: Record<Filter, string> = { all: "hidden = 0", slug: "slug = ? AND hidden = 0", category: "category = ? AND hidden = 0" };

export class SqlitePosts implements PostIndex {
  private db!: DatabaseSync;
  private readonly file: string;
  /** Filling a new file beside the posts file (see the constructor), which `finishBuild` completes. */
  private building = false;
  private inTransaction = false;
  /** While true (the journal re-reading what the file already holds), adds are skipped. */
  replaying = false;
  private totals: { bySlug: Map<string, Totals>; byCategory: Map<string, Totals> } | null = null;
  private commentCounts: Map<string, number> | null = null;
  private readonly fences = new Fences();
  private q!: {
    insertReview: StatementSync;
    insertComment: StatementSync;
    reviewRow: StatementSync;
    reviewBody: StatementSync;
    commentRow: StatementSync;
    hideReview: StatementSync;
    hideComment: StatementSync;
    slice: Record<Filter, StatementSync>;
    older: Record<Filter, StatementSync>;
    fromKey: Record<Filter, StatementSync>;
    edge: Record<Filter, StatementSync>;
    step: Record<Filter, StatementSync>;
    countFrom: Record<Filter, StatementSync>;
    newest: Record<Filter, StatementSync>;
    comments: StatementSync;
    setMeta: StatementSync;
  };

  /**
   * Opens (or creates) the file; `fresh` deletes whatever was there first. `building`: a new file is filled instead,
   * beside it (`buildingFile`), which `finishBuild` indexes and renames over it.
   */
  constructor(file: string, options: { fresh?: boolean; building?: boolean } = {}) {
    this.file = file;
    if (options.fresh || options.building) removePostsFile(file);
    if (options.building) {
      removePostsFile(buildingFile(file));
      this.building = true;
      this.connect(buildingFile(file));
    } else this.connect(file);
  }

  private connect(file: string): void {
    this.db = new DatabaseSync(file);
    if (file !== ":memory:") chmodSync(file, 0o600);
    if (this.building)
      // A file no one reads until it is complete, fsync'd and renamed: no rollback journal, no syncs, and a cache
      // (freed when the connection closes at the end of the build) that holds the indexes' hot pages. The indexes are
      // kept up as rows arrive: the building worker waits on the journal's read most of the time, so this costs the
      // start nothing, where making them once at the end (faster in CPU) was 19 s on its critical path.
      this.db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -65536;");
    // WAL: a crash of the process loses nothing committed; of the machine, at most the last commits, and the
    // journal (fsync'd) is the record: the meta row commits with the rows it counts, so the two never disagree.
    else this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -8000;");
    const version = this.tableExists("meta") ? this.getMeta("schema") : null;
    if (version !== null && version !== SCHEMA_VERSION)
      this.db.exec("DROP TABLE IF EXISTS reviews; DROP TABLE IF EXISTS comments; DROP TABLE IF EXISTS meta;");
    this.db.exec(SCHEMA);
    this.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)").run(SCHEMA_VERSION);
    this.prepare();
  }

  private prepare(): void {
    const slice = (f: Filter) =>
      this.db.prepare(`SELECT body FROM reviews WHERE ${WHERE[f]} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
    // Keyset reads: a range of the index from a key, never a scan of the rows before it.
    const older = (f: Filter) =>
      this.db.prepare(`SELECT body FROM reviews WHERE ${WHERE[f]} AND (created_at, id) < (?, ?) ORDER BY created_at DESC, id DESC LIMIT ?`);
    const fromKey = (f: Filter) =>
      this.db.prepare(
        `SELECT body FROM reviews WHERE ${WHERE[f]} AND (created_at, id) >= (?, ?) ORDER BY created_at ASC, id ASC LIMIT ? OFFSET ?`,
      );
    const edge = (f: Filter, order: "ASC" | "DESC") =>
      this.db.prepare(`SELECT created_at, id FROM reviews WHERE ${WHERE[f]} ORDER BY created_at ${order}, id ${order} LIMIT 1`);
    const step = (f: Filter) =>
      this.db.prepare(
        `SELECT created_at, id FROM reviews WHERE ${WHERE[f]} AND (created_at, id) > (?, ?) ORDER BY created_at ASC, id ASC LIMIT 1 OFFSET ${FENCE_STEP - 1}`,
      );
    const countFrom = (f: Filter) => this.db.prepare(`SELECT count(*) AS n FROM reviews WHERE ${WHERE[f]} AND (created_at, id) >= (?, ?)`);
    this.q = {
      insertReview: this.db.prepare(
        "INSERT OR IGNORE INTO reviews (id, created_at, slug, category, rating, hidden, body) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ),
      insertComment: this.db.prepare("INSERT OR IGNORE INTO comments (id, item, created_at, hidden, body) VALUES (?, ?, ?, ?, ?)"),
      reviewRow: this.db.prepare("SELECT created_at, slug, category, rating, hidden FROM reviews WHERE id = ?"),
      reviewBody: this.db.prepare("SELECT body, hidden FROM reviews WHERE id = ?"),
      commentRow: this.db.prepare("SELECT item, hidden FROM comments WHERE id = ?"),
      hideReview: this.db.prepare("UPDATE reviews SET hidden = ? WHERE id = ?"),
      hideComment: this.db.prepare("UPDATE comments SET hidden = ? WHERE id = ?"),
      slice: { all: slice("all"), slug: slice("slug"), category: slice("category") },
      older: { all: older("all"), slug: older("slug"), category: older("category") },
      fromKey: { all: fromKey("all"), slug: fromKey("slug"), category: fromKey("category") },
      edge: { all: edge("all", "ASC"), slug: edge("slug", "ASC"), category: edge("category", "ASC") },
      newest: { all: edge("all", "DESC"), slug: edge("slug", "DESC"), category: edge("category", "DESC") },
      step: { all: step("all"), slug: step("slug"), category: step("category") },
      countFrom: { all: countFrom("all"), slug: countFrom("slug"), category: countFrom("category") },
      comments: this.db.prepare("SELECT body FROM comments WHERE item = ? AND hidden = 0 ORDER BY created_at DESC, id DESC LIMIT ?"),
      setMeta: this.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"),
    };
  }

  private tableExists(name: string): boolean {
    return this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
  }
  private getMeta(key: string): string | null {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
    return row?.value ?? null;
  }

  /** The part of the journal the file holds (nothing for a new file). */
  indexedUpTo(): IndexedUpTo {
    return { bytes: Number(this.getMeta("journal_bytes") ?? 0), lastId: this.getMeta("journal_last_id") ?? "" };
  }

  /**
   * Every entry shown again: the journal's hides are applied anew as it is read at start (a hide in the moderation
   * file may have been undone while the server was down).
   */
  showAll(): void {
    this.db.exec("UPDATE reviews SET hidden = 0 WHERE hidden = 1; UPDATE comments SET hidden = 0 WHERE hidden = 1;");
    this.totals = null;
    this.commentCounts = null;
  }

  /** Whether the file holds no review and no comment (a new file, or one of another schema version). */
  isEmpty(): boolean {
    const n = this.db.prepare("SELECT (SELECT count(*) FROM reviews) + (SELECT count(*) FROM comments) AS n").get() as { n: number };
    return n.n === 0;
  }

  /**
   * Ends a build: the journal's hides (`hidden`, the ids hidden at its end) set, the file fsync'd and renamed over
   * the posts file, and opened as usual. Until the rename, the posts file is absent: a start cut short before it
   * builds again from the journal.
   */
  finishBuild(hidden: ReadonlySet<string>): void {
    if (!this.building) return;
    if (this.inTransaction) this.commit();
    this.db.exec("BEGIN; UPDATE reviews SET hidden = 0 WHERE hidden = 1; UPDATE comments SET hidden = 0 WHERE hidden = 1;");
    for (const id of hidden) {
      this.q.hideReview.run(1, id);
      this.q.hideComment.run(1, id);
    }
    this.db.exec("COMMIT");
    this.db.close();
    renameDurably(buildingFile(this.file), this.file);
    this.building = false;
    this.connect(this.file);
  }

  /** Starts a transaction that the next `commit` ends: many writes, one commit. */
  begin(): void {
    if (this.inTransaction) return;
    this.db.exec("BEGIN");
    this.inTransaction = true;
  }

  /** Commits the writes since `begin`, noting the part of the journal they bring the file up to. */
  commit(upTo?: IndexedUpTo): void {
    if (upTo) {
      this.q.setMeta.run("journal_bytes", String(upTo.bytes));
      this.q.setMeta.run("journal_last_id", upTo.lastId);
    }
    if (!this.inTransaction) return;
    this.db.exec("COMMIT");
    this.inTransaction = false;
  }

  /** Drops the writes since `begin` (the journal's write failed, so they are not records). */
  rollback(): void {
    if (!this.inTransaction) return;
    this.db.exec("ROLLBACK");
    this.inTransaction = false;
  }

  addReview(r: Review, hidden: boolean): void {
    if (this.replaying) return;
    const slug = itemSlug(r.itemName);
    const { changes } = this.q.insertReview.run(r.id, r.createdAt, slug, r.category, r.rating, hidden ? 1 : 0, JSON.stringify(r));
    if (changes > 0 && !hidden) {
      this.countReview(slug, r.category, r.rating, 1);
      this.fences.added(r);
    }
  }

  addComment(c: PublicComment, hidden: boolean): void {
    if (this.replaying) return;
    const { changes } = this.q.insertComment.run(c.id, c.itemName, c.createdAt, hidden ? 1 : 0, JSON.stringify(c));
    if (changes > 0 && !hidden && this.commentCounts) this.commentCounts.set(c.itemName, (this.commentCounts.get(c.itemName) ?? 0) + 1);
  }

  setHidden(id: string, hidden: boolean): void {
    const flag = hidden ? 1 : 0;
    const review = this.q.reviewRow.get(id) as { slug: string; category: string; rating: number; hidden: number } | undefined;
    if (review) {
      if (review.hidden === flag) return;
      this.q.hideReview.run(flag, id);
      this.fences.clear();
      this.countReview(review.slug, review.category, review.rating, hidden ? -1 : 1);
      return;
    }
    const comment = this.q.commentRow.get(id) as { item: string; hidden: number } | undefined;
    if (!comment || comment.hidden === flag) return;
    this.q.hideComment.run(flag, id);
    if (this.commentCounts) this.commentCounts.set(comment.item, (this.commentCounts.get(comment.item) ?? 0) + (hidden ? -1 : 1));
  }

  private countReview(slug: string, category: string, rating: number, sign: 1 | -1): void {
    if (!this.totals) return;
    if (ratedBySlug({ category })) addTotal(this.totals.bySlug, slug, rating, sign);
    addTotal(this.totals.byCategory, category, rating, sign);
  }

  reviewTotals() {
    if (!this.totals) {
      const bySlug = new Map<string, Totals>();
      const byCategory = new Map<string, Totals>();
      // Each in the order of its index: no sort of every row in memory.
      const other = OTHER_CATEGORY;
      for (const row of this.db
        .prepare("SELECT slug, sum(rating) AS total, count(*) AS count FROM reviews WHERE hidden = 0 AND category <> ? GROUP BY slug")
        .iterate(other)) {
        const { slug, total, count } = row as { slug: string; total: number; count: number };
        bySlug.set(slug, { total, count });
      }
      for (const row of this.db
        .prepare("SELECT category, sum(rating) AS total, count(*) AS count FROM reviews WHERE hidden = 0 GROUP BY category")
        .iterate()) {
        const { category, total, count } = row as { category: string; total: number; count: number };
        byCategory.set(category, { total, count });
      }
      this.totals = { bySlug, byCategory };
    }
    return this.totals;
  }

  reviewCount(filter: ReviewFilter): number {
    const t = this.reviewTotals();
    if (filter.slug !== undefined) return t.bySlug.get(filter.slug)?.count ?? 0;
    if (filter.category !== undefined) return t.byCategory.get(filter.category)?.count ?? 0;
    let n = 0;
    for (const c of t.byCategory.values()) n += c.count;
    return n;
  }

  latest(limit: number): Review[] {
    return this.q.slice.all.all(Math.min(limit, LATEST_KEPT), 0).map((row) => JSON.parse((row as { body: string }).body) as Review);
  }

  async reviewSlice(filter: ReviewFilter, start: number, end: number): Promise<Review[]> {
    if (end <= start) return [];
    const [f, args] = filterOf(filter);
    const parse = (row: unknown) => JSON.parse((row as { body: string }).body) as Review;
    if (start < FENCE_STEP) return this.q.slice[f].all(...args, end - start, start).map(parse);
    // A deep page: its rows counted from the oldest, read from the fence at or below the oldest of them.
    const read = fenceRead(this.fence(filter), start, end);
    if (!read) return [];
    return this.q.fromKey[f]
      .all(...args, read.from.createdAt, read.from.id, read.limit, read.offset)
      .map(parse)
      .reverse();
  }

  /**
   * The keys of every FENCE_STEP-th shown review matching, counted from the oldest, and how many there are: made by
   * one walk of the index inside SQLite (about 0.2 s for 500,000 reviews) the first time a deep page is asked for, kept while reviews arrive newest (the usual
   * case), made again after a hide or a review older than the newest. A thousandth of the keys: about 60 KB for a
   * million reviews.
   */
  private fence(filter: ReviewFilter): Fence {
    let fence = this.fences.get(filter);
    if (!fence) {
      const [f, args] = filterOf(filter);
      const keys: { createdAt: string; id: string }[] = [];
      const keyOf = (row: unknown) => ({ createdAt: (row as { created_at: string }).created_at, id: (row as { id: string }).id });
      const first = this.q.edge[f].get(...args);
      let count = 0;
      let newest = { createdAt: "", id: "" };
      if (first) {
        // Each fence FENCE_STEP rows after the last, skipped inside SQLite's index walk (no row comes up to JavaScript).
        keys.push(keyOf(first));
        for (
          let next = this.q.step[f].get(...args, keys[0].createdAt, keys[0].id);
          next;
          next = this.q.step[f].get(...args, keys[keys.length - 1].createdAt, keys[keys.length - 1].id)
        )
          keys.push(keyOf(next));
        const last = keys[keys.length - 1];
        count = (keys.length - 1) * FENCE_STEP + (this.q.countFrom[f].get(...args, last.createdAt, last.id) as { n: number }).n;
        newest = keyOf(this.q.newest[f].get(...args));
      }
      fence = { keys, count, newest };
      this.fences.set(filter, fence);
    }
    return fence;
  }

  async reviewsOlderThan(filter: ReviewFilter, key: { createdAt: string; id: string }, limit: number): Promise<Review[]> {
    const [f, args] = filterOf(filter);
    return this.q.older[f].all(...args, key.createdAt, key.id, limit).map((row) => JSON.parse((row as { body: string }).body) as Review);
  }

  async reviewKey(id: string): Promise<ReviewKey | null> {
    const row = this.q.reviewRow.get(id) as { created_at: string; hidden: number } | undefined;
    return row ? { id, createdAt: row.created_at, hidden: row.hidden === 1 } : null;
  }

  async review(id: string): Promise<Review | null> {
    const row = this.q.reviewBody.get(id) as { body: string; hidden: number } | undefined;
    return row && row.hidden === 0 ? (JSON.parse(row.body) as Review) : null;
  }

  async comments(itemName: string, limit: number) {
    if (!this.commentCounts) {
      this.commentCounts = new Map();
      for (const row of this.db.prepare("SELECT item, count(*) AS n FROM comments WHERE hidden = 0 GROUP BY item").iterate()) {
        const { item, n } = row as { item: string; n: number };
        this.commentCounts.set(item, n);
      }
    }
    const comments = this.q.comments.all(itemName, limit).map((row) => JSON.parse((row as { body: string }).body) as PublicComment);
    return { comments, total: this.commentCounts.get(itemName) ?? 0 };
  }

  /** Not kept at hand: `npm run moderate` folds the journal into memory itself. */
  all(): { reviews: readonly Review[]; comments: readonly PublicComment[] } {
    throw new Error(`the posts in ${this.file} are read a page at a time, not all at once`);
  }

  close(): void {
    if (this.building) {
      // A build left unfinished (the read failed): nothing else will use it.
      this.db.close();
      removePostsFile(buildingFile(this.file));
      return;
    }
    if (this.inTransaction) this.rollback();
    this.db.close();
  }
}

/** Deletes the file and its WAL files. */
export function removePostsFile(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}
