/**
 * Submissions in PostgreSQL (when DATABASE_URL is set): the journal's records in an append-only table, so any
 * number of instances on one database are one site. See docs/decisions/0011-submissions-in-postgresql.md.
 *
 * - Appends are group-committed: all records waiting when a write starts share one transaction. The
 *   transaction takes an advisory lock before inserting, so sequence numbers become visible in order and a
 *   reader that has seen record N has seen every record before it ("seq > last" never skips one).
 *   The promise resolves only after COMMIT and after the record is folded into this instance's state.
 * - Every instance folds in new records within a second: NOTIFY in the inserting transaction, a LISTEN on a
 *   connection of its own that reconnects by itself, and a catch-up read by sequence number after every
 *   (re)connect and every few seconds, so a lost notification costs at most a short delay, never a record.
 * - With the database unreachable, reads keep serving the state already folded in; writes fail within a few
 *   seconds with StoreUnavailableError (503 with Retry-After) and work again once it is back.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import * as v from "valibot";
import {
  applyRecord,
  emptyCommunity,
  hideRecord,
  isShownRecord,
  JournalRecordSchema,
  type CommunityState,
  type JournalRecord,
  type RecordType,
} from "#domain/indexes/journal-records.ts";
import { GroupCommit } from "./group-commit.ts";
import type { Logger } from "../base/log.ts";
import type { DatabaseHealth, SubmissionStore } from "./store.ts";
import { backfillPosts, derivePosts, PgPosts, POSTS_MIGRATIONS } from "./posts-pg.ts";
import { isUnreachable, StoreUnavailableError } from "./store-unavailable.ts";
import { PgAlertStore, type AlertStore } from "./alert-store.ts";
import { PgPushStore, PUSH_MIGRATIONS, type PushStore } from "./push-store.ts";
import { LIMITS_TABLE, postgresLimit, type Limit, type LimitSpec } from "../base/limits.ts";
import { decodeReportIndex, encodeReportIndexParts } from "./report-snapshot.ts";
import type { ReportIndex } from "#domain/price-reports/report-index.ts";

export const TABLE = "journal_records";
export const CHANNEL = "menu_prices_journal";
/** Advisory lock keys: one for migrations, one that orders appends. */
const MIGRATION_LOCK = 7_342_001;
const APPEND_LOCK = 7_342_002;
/** Held while a report snapshot is written, so two instances writing at once store one whole snapshot. */
const SNAPSHOT_LOCK = 7_342_003;
/** A write that has not committed by then is refused (the database is stuck or unreachable). */
const WRITE_TIMEOUT_MS = 4_000;
/** Catch-up read even without a notification (a safety net; notifications normally arrive within ms). */
const POLL_MS = 3_000;
/** Delay before the listener tries to reconnect after losing its connection. */
const RELISTEN_MS = 500;
const READ_PAGE = 5_000;
/** The table describing the price-report index's snapshot (one row; see `loadReportSnapshot`). */
export const SNAPSHOT_TABLE = "report_snapshot";
/** The snapshot's bytes, in parts of SNAPSHOT_PART_BYTES. */
export const SNAPSHOT_PARTS_TABLE = "report_snapshot_parts";
/**
 * A part's size: postgres.js gathers each message it receives into one buffer by concatenating what arrives, so a
 * message's cost grows with its square (one 80 MB row took seconds to read; 1 MB parts 0.75 s in all), and each
 * part sent is one short step of the event loop instead of a 160 MB hex string made at once.
 */
const SNAPSHOT_PART_BYTES = 1 << 20;
/** A start that folded at least this many price reports (none in a snapshot) writes a new snapshot of them. */
const SNAPSHOT_AFTER_REPORTS = 20_000;
/**
 * How long closing waits for a snapshot still being written: only the first start after many reports writes one,
 * and a server stopped just after it would otherwise fold every report again at its next start (a million reports'
 * snapshot took 3-6 s to store, more on a database still busy with an import).
 */
const SNAPSHOT_CLOSE_WAIT_MS = 15_000;
/** How long after a start its snapshot is written: once the server answers (or at once when it closes first). */
const SNAPSHOT_DELAY_MS = 2_000;
/** The record types a start counts instead of reading (see foldOpening). */
const COUNTED_TYPES = ["review", "comment"] as const;
/** The record type the snapshot holds. */
const REPORT_TYPE: RecordType = "price-report";

/** A migration step: SQL, or a function run in the migration's transaction (filling a new table from the records). */
type Migration = string | ((tx: postgres.TransactionSql) => Promise<unknown>);

/**
 * The schema, in order; each step is idempotent and runs under an advisory lock at start, so instances
 * starting together migrate once. Append steps; never edit one that has shipped.
 */
export const MIGRATIONS: Migration[] = [
  `CREATE TABLE IF NOT EXISTS ${TABLE} (
     seq bigserial PRIMARY KEY,
     id text NOT NULL UNIQUE,
     type text NOT NULL,
     at text NOT NULL,
     data jsonb
   )`,
  `CREATE TABLE IF NOT EXISTS menu_prices_secrets (
     name text PRIMARY KEY,
     value text NOT NULL
   )`,
  // Price alerts (docs/decisions/0017-price-alerts-outbox.md): the followers' addresses, apart from the
  // append-only records so that unsubscribing erases them, and the leases that let one instance send each email.
  `CREATE TABLE IF NOT EXISTS alert_addresses (
     follow text PRIMARY KEY,
     email text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS alert_leases (
     message text PRIMARY KEY,
     holder text NOT NULL,
     until timestamptz NOT NULL
   )`,
  // Push alerts: the browsers' subscriptions, erased on "Stop alerts", and each day's alert per item.
  ...PUSH_MIGRATIONS,
  // Limits shared by every instance (server/base/limits.ts): rate-limiter-flexible's own table shape for its
  // PostgreSQL store; one table, each counter's keys prefixed with its name.
  `CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (
     key varchar(255) PRIMARY KEY,
     points integer NOT NULL DEFAULT 0,
     expire bigint
   )`,
  // Reviews and comments read by query (docs/decisions/0018-posts-read-from-the-store.md, server/store/posts-pg.ts),
  // then filled from the records already stored, with appends held off meanwhile.
  ...POSTS_MIGRATIONS,
  async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${APPEND_LOCK})`;
    await backfillPosts(tx, (after) => readRecords(tx, after, READ_PAGE, POST_TYPES));
  },
  // The price-report index's snapshot (docs/decisions/0020-report-index-snapshot.md, as beside the file journal): the
  // last sequence number it covers, how many price-report rows there were up to it, and the snapshot's bytes
  // (server/store/report-snapshot.ts). One row; derived, so it may be deleted at any time.
  `CREATE TABLE IF NOT EXISTS ${SNAPSHOT_TABLE} (
     id integer PRIMARY KEY CHECK (id = 1),
     covered_seq bigint NOT NULL,
     reports bigint NOT NULL,
     bytes bytea NOT NULL,
     written_at timestamptz NOT NULL DEFAULT now()
   )`,
  // The snapshot's bytes moved to parts (SNAPSHOT_PART_BYTES each, uncompressed: the index's arrays gain little from
  // it and reading them is on every start's path). Derived, so the old row is dropped, not copied.
  `DROP TABLE IF EXISTS ${SNAPSHOT_TABLE}`,
  `CREATE TABLE IF NOT EXISTS ${SNAPSHOT_TABLE} (
     id integer PRIMARY KEY CHECK (id = 1),
     covered_seq bigint NOT NULL,
     reports bigint NOT NULL,
     parts integer NOT NULL,
     written_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS ${SNAPSHOT_PARTS_TABLE} (
     part integer PRIMARY KEY,
     bytes bytea NOT NULL
   )`,
  `ALTER TABLE ${SNAPSHOT_PARTS_TABLE} ALTER COLUMN bytes SET STORAGE EXTERNAL`,
  // What a start reads (foldOpening: every record but the reviews and comments, which it counts) found without
  // stepping over the posts: with a million reviews stored before the reports, the first page took 0.8 s to find.
  `CREATE INDEX IF NOT EXISTS journal_records_not_posts ON ${TABLE} (seq) WHERE type NOT IN ('review', 'comment')`,
];

/** The record types the posts tables are made from. */
const POST_TYPES = ["review", "comment", "hide", "restore"];

/** Connection options shared by the pool, the listener and the scripts. */
export function connect(url: string, extra: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  return postgres(url, {
    max: 10,
    connect_timeout: 3,
    idle_timeout: 30,
    onnotice: () => undefined,
    // The library's default waits up to 20 s between reconnects after repeated failures (3^n / 100 s), so
    // after an outage of a few seconds writes and the listener would stay away long after the database is
    // back. At most 1 s instead.
    backoff: (retries: number) => Math.min(0.1 * retries, 1),
    connection: { application_name: "menu-prices", statement_timeout: WRITE_TIMEOUT_MS },
    ...extra,
  });
}

/** Creates or updates the schema; safe to run from any number of processes at once. */
export async function migrate(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    // Another instance may be filling a new table from many records: wait for it (the pool's 4 s is for requests).
    await tx`SET LOCAL statement_timeout = '15min'`;
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS menu_prices_schema (version integer NOT NULL)`;
    const [row] = await tx<{ version: number }[]>`SELECT max(version) AS version FROM menu_prices_schema`;
    const done = row?.version ?? 0;
    for (let i = done; i < MIGRATIONS.length; i++) {
      const step = MIGRATIONS[i]!;
      await (typeof step === "string" ? tx.unsafe(step) : step(tx));
      await tx`INSERT INTO menu_prices_schema (version) VALUES (${i + 1})`;
    }
  });
}

interface Row {
  seq: string;
  id: string;
  type: string;
  at: string;
  data: Record<string, unknown> | null;
}

/** Which records `selectRows` reads; see `readRecords`. */
interface RowRange {
  types?: readonly string[];
  light?: boolean;
  upTo?: number;
  except?: readonly string[];
}

/** The rows of up to `limit` records after `afterSeq`, in order, unchecked (see `readRecords`). */
function selectRows(sql: postgres.Sql | postgres.TransactionSql, afterSeq: number, limit: number, range: RowRange): Promise<Row[]> {
  const data = range.light
    ? sql`CASE WHEN type IN ('review', 'comment') THEN jsonb_build_object('itemName', data->'itemName', 'category', data->'category') ELSE data END`
    : sql`data`;
  const ofTypes = range.types ? sql`AND type IN ${sql(range.types)}` : sql``;
  const upTo = range.upTo !== undefined ? sql`AND seq <= ${range.upTo}` : sql``;
  // Written out, not sent as parameters: the planner uses the partial index journal_records_not_posts only when it
  // can see the list leaves out the reviews and comments. Record types are this file's constants, never input.
  if (range.except?.some((t) => !/^[a-z-]+$/.test(t))) throw new Error(`not a record type: ${range.except.join(", ")}`);
  const except = range.except?.length ? sql.unsafe(`AND type NOT IN (${range.except.map((t) => `'${t}'`).join(", ")})`) : sql``;
  return sql<Row[]>`SELECT seq, id, type, at, ${data} AS data FROM ${sql(TABLE)}
    WHERE seq > ${afterSeq} ${upTo} ${ofTypes} ${except} ORDER BY seq LIMIT ${limit}`;
}

/** Rows read after `afterSeq` as journal records; rows that are not one (inserted by hand) are counted as invalid. */
function parseRows(
  rows: readonly Row[],
  afterSeq: number,
): { records: { seq: number; record: JournalRecord }[]; invalid: number; lastSeq: number } {
  const records: { seq: number; record: JournalRecord }[] = [];
  let invalid = 0;
  let lastSeq = afterSeq;
  for (const row of rows) {
    lastSeq = Number(row.seq);
    const raw = row.data ? { type: row.type, id: row.id, at: row.at, data: row.data } : { type: row.type, id: row.id, at: row.at };
    const parsed = v.safeParse(JournalRecordSchema, raw);
    if (parsed.success) records.push({ seq: lastSeq, record: parsed.output });
    else invalid++;
  }
  return { records, invalid, lastSeq };
}

/**
 * Reads records after `afterSeq`, in order, a page at a time (of the given types only, when `types` is given).
 * Invalid rows (inserted by hand) are skipped. `light`: a review's or comment's text is left in the database (an
 * instance's fold needs only its item and category: the pages read the rest by query, server/store/posts-pg.ts).
 * `range.upTo`: only records up to that sequence number; `range.except`: none of those types.
 */
export async function readRecords(
  sql: postgres.Sql | postgres.TransactionSql,
  afterSeq: number,
  limit = READ_PAGE,
  types?: readonly string[],
  light = false,
  range: { upTo?: number; except?: readonly string[] } = {},
): Promise<{ records: { seq: number; record: JournalRecord }[]; invalid: number; lastSeq: number }> {
  return parseRows(await selectRows(sql, afterSeq, limit, { ...range, ...(types ? { types } : {}), light }), afterSeq);
}

/**
 * Inserts records in one transaction, in order, with the rows they add to the posts tables (server/store/posts-pg.ts),
 * and notifies every listening instance on commit. Records whose id is already in the table are left as they are
 * (an import run twice adds nothing).
 */
export async function insertRecords(sql: postgres.Sql, records: JournalRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const rows = records.map((r) => ({ id: r.id, type: r.type, at: r.at, data: r.data ?? null }));
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${APPEND_LOCK})`;
    const inserted = await tx<{ seq: string; id: string }[]>`
      INSERT INTO ${tx(TABLE)} (id, type, at, data)
      SELECT e.r->>'id', e.r->>'type', e.r->>'at', NULLIF(e.r->'data', 'null'::jsonb)
      FROM jsonb_array_elements(${tx.json(rows as postgres.JSONValue)}) WITH ORDINALITY AS e(r, n)
      ORDER BY e.n
      ON CONFLICT (id) DO NOTHING
      RETURNING seq, id`;
    const byId = new Map(records.map((r) => [r.id, r]));
    await derivePosts(
      tx,
      inserted.map((r) => ({ seq: Number(r.seq), record: byId.get(r.id)! })),
    );
    const seqs = inserted.map((r) => Number(r.seq));
    if (seqs.length > 0) await tx`SELECT pg_notify(${CHANNEL}, ${String(Math.max(...seqs))})`;
    return seqs;
  });
}

/** Every record in PostgreSQL, in order (creating the schema if the database is new). */
export async function readAllPg(url: string): Promise<JournalRecord[]> {
  const sql = connect(url, { max: 1 });
  try {
    await migrate(sql);
    const all: JournalRecord[] = [];
    let last = 0;
    for (;;) {
      const page = await readRecords(sql, last);
      if (page.invalid > 0) console.error(`Note: skipped ${page.invalid} rows that are not journal records.`);
      for (const r of page.records) all.push(r.record);
      if (page.lastSeq === last) break;
      last = page.lastSeq;
    }
    return all;
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** Inserts one hide record (npm run moderate -- hide with DATABASE_URL). */
export async function hidePg(url: string, target: string, type: "hide" | "restore" = "hide"): Promise<JournalRecord> {
  const sql = connect(url, { max: 1 });
  try {
    await migrate(sql);
    const record = hideRecord(target, randomUUID(), undefined, type);
    await insertRecords(sql, [record]);
    return record;
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** A snapshot's mark in its description: the last sequence number it covers, and the reports folded up to it. */
interface SnapshotMark {
  seq: number;
  folded: number;
}

/**
 * The report snapshot in the database, if it can be used: its bytes decode (server/store/report-snapshot.ts), its
 * mark is its row's, and there are as many price-report rows up to its sequence number as when it was written
 * (rows deleted or added below the mark since, or a database restored from another copy, make them differ).
 * Otherwise null; one that cannot be used is logged and deleted (unless another instance replaced it meanwhile).
 */
async function loadReportSnapshot(sql: postgres.Sql, log: Logger): Promise<{ index: ReportIndex; mark: SnapshotMark } | null> {
  // Tens of MB, and a count over every record up to the mark: more than the pool's 4 s may take. One view of the
  // database for the row, its count and its parts (a snapshot written meanwhile is not half seen).
  const { row, count, parts } = await sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
    await tx`SET LOCAL statement_timeout = '5min'`;
    const [r] = await tx<{ covered_seq: string; reports: string; parts: number }[]>`
      SELECT covered_seq, reports, parts FROM ${tx(SNAPSHOT_TABLE)} WHERE id = 1`;
    if (!r) return { row: null, count: 0, parts: [] };
    const [c] = await tx<{ count: string }[]>`
      SELECT count(*) AS count FROM ${tx(TABLE)} WHERE type = ${REPORT_TYPE} AND seq <= ${r.covered_seq}`;
    const p = await tx<{ part: number; bytes: Buffer }[]>`SELECT part, bytes FROM ${tx(SNAPSHOT_PARTS_TABLE)} ORDER BY part`;
    return { row: r, count: Number(c!.count), parts: p };
  });
  if (!row) return null;
  const seq = Number(row.covered_seq);
  const reports = Number(row.reports);
  const ignore = async (reason: string) => {
    log.warn("database: ignored the report snapshot; reading every report", { reason, coveredSeq: seq });
    await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK})`;
      const gone = await tx`DELETE FROM ${tx(SNAPSHOT_TABLE)} WHERE id = 1 AND covered_seq = ${seq} AND reports = ${reports} RETURNING id`;
      if (gone.length > 0) await tx`DELETE FROM ${tx(SNAPSHOT_PARTS_TABLE)}`;
    });
    return null;
  };
  if (count !== reports) return ignore(`${count} price reports up to record ${seq}, where it was taken of ${reports}`);
  if (parts.length !== row.parts || parts.some((p, k) => p.part !== k)) return ignore(`${parts.length} of its ${row.parts} parts stored`);
  const decoded = decodeReportIndex(
    parts.map((p) => p.bytes),
    (mark) => {
      const m = mark as Partial<SnapshotMark> | undefined;
      return m?.seq === seq && Number.isInteger(m.folded) && m.folded! >= 0 ? null : "a mark that is not its row's";
    },
  );
  if ("reason" in decoded) return ignore(decoded.reason);
  return { index: decoded.index, mark: decoded.mark as SnapshotMark };
}

/**
 * Stores a snapshot of `index`, which holds every record up to `seq` (`folded` price reports), unless the one stored
 * covers as much or more (two instances starting together never move it back). Returns whether it was stored.
 */
export async function saveReportSnapshot(
  sql: postgres.Sql,
  index: ReportIndex,
  seq: number,
  folded: number,
  partBytes = SNAPSHOT_PART_BYTES,
): Promise<boolean> {
  // Copied at once: the index may change once this waits for the database.
  const parts = encodeReportIndexParts(index, { seq, folded } satisfies SnapshotMark, partBytes);
  return sql.begin(async (tx) => {
    await tx`SET LOCAL statement_timeout = '5min'`;
    await tx`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK})`;
    const [stored] = await tx<{ covered_seq: string }[]>`SELECT covered_seq FROM ${tx(SNAPSHOT_TABLE)} WHERE id = 1`;
    if (stored && Number(stored.covered_seq) >= seq) return false;
    const [c] = await tx<{ count: string }[]>`SELECT count(*) AS count FROM ${tx(TABLE)} WHERE type = ${REPORT_TYPE} AND seq <= ${seq}`;
    await tx`DELETE FROM ${tx(SNAPSHOT_PARTS_TABLE)}`;
    // One part a statement: each is a short step for this process, whatever the snapshot's size.
    for (const [part, bytes] of parts.entries()) await tx`INSERT INTO ${tx(SNAPSHOT_PARTS_TABLE)} (part, bytes) VALUES (${part}, ${bytes})`;
    await tx`
      INSERT INTO ${tx(SNAPSHOT_TABLE)} (id, covered_seq, reports, parts) VALUES (1, ${seq}, ${Number(c!.count)}, ${parts.length})
      ON CONFLICT (id) DO UPDATE SET covered_seq = EXCLUDED.covered_seq, reports = EXCLUDED.reports, parts = EXCLUDED.parts,
        written_at = now()`;
    return true;
  });
}

interface Pending {
  record: JournalRecord;
  resolve: (r: JournalRecord) => void;
  reject: (e: unknown) => void;
  /** Answered already (committed, failed, or out of time): later outcomes are ignored. */
  settled: boolean;
  timer: NodeJS.Timeout;
}

function settle(p: Pending, err?: unknown) {
  if (p.settled) return;
  p.settled = true;
  clearTimeout(p.timer);
  if (err) p.reject(err);
  else p.resolve(p.record);
}

const describe = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(": ") || String(err);
};

export class PgJournal implements SubmissionStore {
  version = 0;
  /** Bumped only by records some page shows (reviews, comments, hides): the render cache keys on it. */
  shownVersion = 0;
  /**
   * The reviews and comments, read from the database by query when a page needs them, with what is kept at hand
   * bounded by the menu (server/store/posts-pg.ts, docs/decisions/0018-posts-read-from-the-store.md).
   */
  private readonly posts: PgPosts;
  readonly state: CommunityState;
  /** While the first read at start runs: the posts' totals are read once at its end, not after every page. */
  private opening = true;
  /** Transactions and records written by this instance: fewer transactions than records under load. */
  readonly stats = { records: 0, transactions: 0 };
  private lastSeq = 0;
  private readonly queue = new GroupCommit<Pending>((batch) => this.commit(batch));
  private reading: Promise<void> | null = null;
  private nextRead: Promise<void> | null = null;
  private closed = false;
  private listening = false;
  private up = true;
  private lastError: string | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private listenSql: postgres.Sql;

  private sql: postgres.Sql;
  private log: Logger;
  private constructor(sql: postgres.Sql, url: string, log: Logger) {
    this.sql = sql;
    this.log = log;
    this.posts = new PgPosts(sql);
    this.state = emptyCommunity(this.posts);
    this.listenSql = connect(url, {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      onclose: () => this.onListenerClosed(),
      // Not in the published types, but what postgres's own sql.listen passes: called for every NOTIFY.
      ...({ onnotify: () => void this.readNew() } as object),
    });
  }

  /**
   * Connects, migrates the schema and reads every record. While the database cannot be reached yet, it
   * keeps trying (logging each attempt); a wrong password or database name fails at once.
   */
  static async open(
    url: string,
    log: Logger,
    opts: { retryMs?: number; snapshotAfterReports?: number; snapshotDelayMs?: number; snapshotPartBytes?: number } = {},
  ): Promise<PgJournal> {
    surviveClientSocketRace(log);
    const sql = connect(url);
    for (let attempt = 1; ; attempt++) {
      try {
        await migrate(sql);
        break;
      } catch (err) {
        if (!isUnreachable(err)) {
          await sql.end({ timeout: 1 });
          throw new Error(`database: cannot use DATABASE_URL (${describe(err)})`, { cause: err });
        }
        log.warn("database: not reachable yet; trying again", { attempt, error: describe(err) });
        await new Promise((r) => setTimeout(r, opts.retryMs ?? 1000));
      }
    }
    const store = new PgJournal(sql, url, log);
    // The reports up to the snapshot's mark come from it; every other record up to there is folded as before.
    let snapshot = null;
    // On a connection of its own, closed after: a connection keeps the buffer of the largest message it received, and
    // the snapshot is one message of about 90 MB for a million reports.
    const once = connect(url, { max: 1 });
    try {
      snapshot = await loadReportSnapshot(once, log);
    } catch (err) {
      log.warn("database: could not read the report snapshot; reading every report", { error: describe(err) });
    } finally {
      await once.end({ timeout: 2 });
    }
    const reportsBefore = snapshot?.mark.folded ?? 0;
    let postsCounted;
    try {
      if (snapshot) {
        store.state.reports = snapshot.index;
        store.state.counts[REPORT_TYPE] = snapshot.mark.folded;
        store.version += snapshot.mark.folded;
      }
      // Up to the snapshot's mark, or to the newest record without one: what was stored before this start.
      const [top] = await sql<{ seq: string | null }[]>`SELECT max(seq) AS seq FROM ${sql(TABLE)}`;
      const upTo = snapshot?.mark.seq ?? Number(top?.seq ?? 0);
      postsCounted = await store.foldOpening(upTo, snapshot ? [REPORT_TYPE] : []);
    } catch (err) {
      await store.close();
      throw err;
    }
    await store.readNew();
    store.opening = false;
    const reportsRead = store.state.counts[REPORT_TYPE] - reportsBefore;
    if (store.up && reportsRead >= (opts.snapshotAfterReports ?? SNAPSHOT_AFTER_REPORTS)) {
      // Written in the background, once the server answers: serving needs none of it, and copying a million reports'
      // index (80 MB) is a pause of a few hundred ms that the first requests should not wait behind.
      store.snapshotWrite = store.scheduleSnapshot(url, opts.snapshotDelayMs ?? SNAPSHOT_DELAY_MS, opts.snapshotPartBytes);
    }
    await store.posts.refresh();
    await store.listen();
    store.pollTimer = setInterval(() => void store.readNew(), POLL_MS);
    store.pollTimer.unref();
    log.info("database: opened", {
      records: store.version,
      lastSeq: store.lastSeq,
      hidden: store.state.hidden.size,
      listening: store.listening,
      reportsFromSnapshot: snapshot ? snapshot.mark.folded : 0,
      postsCounted,
    });
    return store;
  }

  /**
   * The records stored before this start, up to `upTo`, less the types in `skip` (the price reports a snapshot holds):
   * reviews and comments are counted, not read. Pages read them by query (server/store/posts-pg.ts) and nothing of
   * them is kept yet at start, so folding one in would only count it; reading a million of them was most of a start.
   * Hides and restores are read (the hidden set; on a snapshot's index they are idempotent). Returns the posts counted.
   */
  private async foldOpening(upTo: number, skip: readonly string[]): Promise<number> {
    const range = { upTo, except: [...skip, ...COUNTED_TYPES], light: true };
    // Counted by the database while this process folds the rest.
    const counting = this.sql<{ type: (typeof COUNTED_TYPES)[number]; count: number }[]>`
      SELECT type, count(*)::int AS count FROM ${this.sql(TABLE)} WHERE seq <= ${upTo} AND type IN ${this.sql(COUNTED_TYPES)} GROUP BY type`;
    counting.catch(() => undefined);
    // The next page is asked for before this one is checked and folded, so the database reads it meanwhile: with a
    // million reports, reading page by page left this process idle for a fifth of the start.
    let rows = await selectRows(this.sql, this.lastSeq, READ_PAGE, range);
    while (rows.length > 0) {
      const next = rows.length >= READ_PAGE ? selectRows(this.sql, Number(rows.at(-1)!.seq), READ_PAGE, range) : null;
      // Awaited below; until then a failure must not count as unhandled if folding this page throws first.
      next?.catch(() => undefined);
      const page = parseRows(rows, this.lastSeq);
      if (page.invalid > 0) this.log.warn("database: skipped rows that are not journal records", { invalid: page.invalid });
      this.lastSeq = page.lastSeq;
      this.fold(page.records);
      rows = next ? await next : [];
    }
    let posts = 0;
    for (const { type, count } of await counting) {
      this.state.counts[type] += count;
      posts += count;
    }
    this.version += posts;
    this.shownVersion += posts;
    this.lastSeq = upTo;
    this.posts.foldedSeq = upTo;
    return posts;
  }

  /** Folds records read from the database into what the pages show, counting the versions they change. */
  private fold(records: readonly { record: JournalRecord }[]): void {
    for (const { record } of records) {
      applyRecord(this.state, record);
      this.version++;
      if (isShownRecord(record)) this.shownVersion++;
    }
  }

  /** The report snapshot a start writes after it opens (see open), settled once stored or given up (logged). */
  snapshotWrite: Promise<void> = Promise.resolve();
  private snapshotWriter: postgres.Sql | null = null;
  /** Starts the scheduled snapshot's write now (closing before its time), or undefined once started. */
  private snapshotNow: (() => void) | undefined;

  /** Writes the snapshot after `delayMs`, or when the store closes before then. */
  private scheduleSnapshot(url: string, delayMs: number, partBytes?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.snapshotNow = undefined;
        void this.writeSnapshot(url, partBytes).then(resolve);
      };
      const timer = setTimeout(go, delayMs);
      this.snapshotNow = go;
    });
  }

  /** Copies the index as it is now (synchronously, before the first wait) and stores it on a connection of its own. */
  private async writeSnapshot(url: string, partBytes?: number): Promise<void> {
    // On a connection of its own, as it is read: a pool connection would keep the buffer of its largest message.
    const write = connect(url, { max: 1 });
    this.snapshotWriter = write;
    const saving = saveReportSnapshot(write, this.state.reports, this.lastSeq, this.state.counts[REPORT_TYPE], partBytes);
    const mark = { reports: this.state.reports.size, coveredSeq: this.lastSeq };
    try {
      const stored = await saving;
      this.log.info(stored ? "database: wrote the report snapshot" : "database: another instance's report snapshot covers as much", mark);
    } catch (err) {
      this.log.warn("database: could not write the report snapshot (the next start reads every report)", { error: describe(err) });
    } finally {
      this.snapshotWriter = null;
      await write.end({ timeout: 2 });
    }
  }

  async sharedSecret(name: string, fallback: string): Promise<string> {
    await this.sql`INSERT INTO menu_prices_secrets (name, value) VALUES (${name}, ${fallback}) ON CONFLICT (name) DO NOTHING`;
    const [row] = await this.sql<{ value: string }[]>`SELECT value FROM menu_prices_secrets WHERE name = ${name}`;
    return row!.value;
  }

  /** The alert addresses and send leases, in this database (server/store/alert-store.ts). */
  pushStore(): PushStore {
    return new PgPushStore(this.sql);
  }

  alertStore(): AlertStore {
    return new PgAlertStore(this.sql, TABLE);
  }

  /** A limit counted in this database, the same for every instance on it (server/base/limits.ts). */
  limit(spec: LimitSpec): Limit {
    return postgresLimit(this.sql, spec);
  }

  health(): DatabaseHealth {
    return {
      state: this.up ? "up" : "down",
      listening: this.listening,
      lastSeq: this.lastSeq,
      ...(this.up ? {} : { error: this.lastError }),
    };
  }

  private markDown(err: unknown) {
    if (this.up) this.log.warn("database: unreachable", { error: describe(err) });
    this.up = false;
    this.lastError = describe(err);
  }

  private markUp() {
    if (!this.up) this.log.info("database: reachable again");
    this.up = true;
    this.lastError = undefined;
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listenSql`LISTEN ${this.listenSql(CHANNEL)}`;
      if (!this.listening) this.log.info("database: listening for new records");
      this.listening = true;
      // Anything committed while the listener was away is read now, by sequence number.
      void this.readNew();
    } catch (err) {
      this.listening = false;
      this.scheduleRelisten();
      this.log.debug("database: could not listen yet", { error: describe(err) });
    }
  }

  private onListenerClosed() {
    if (this.closed) return;
    if (this.listening) this.log.warn("database: lost the listening connection; reconnecting");
    this.listening = false;
    this.scheduleRelisten();
  }

  private scheduleRelisten() {
    if (this.closed || this.relistenTimer) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      void this.listen();
    }, RELISTEN_MS);
    this.relistenTimer.unref();
  }

  /**
   * Reads the records after the last one folded in. A call while a read is under way gets the next read, which
   * starts once that one ends and serves everyone who asked meanwhile: so whatever was committed before the call
   * is folded in when it resolves, and a caller never waits for more than two reads however often others ask.
   */
  readNew(): Promise<void> {
    if (this.reading) {
      this.nextRead ??= this.reading.then(() => {
        this.nextRead = null;
        return this.closed ? undefined : this.readNew();
      });
      return this.nextRead;
    }
    this.reading = (async () => {
      try {
        let page;
        do {
          page = await readRecords(this.sql, this.lastSeq, READ_PAGE, undefined, true);
          if (page.invalid > 0) this.log.warn("database: skipped rows that are not journal records", { invalid: page.invalid });
          // What the pages show of them is read before they count as folded in (the version a render is kept by).
          if (!this.opening && page.records.some((r) => isShownRecord(r.record))) await this.posts.refresh();
          this.lastSeq = page.lastSeq;
          this.posts.foldedSeq = page.lastSeq;
          this.fold(page.records);
        } while (page.records.length + page.invalid >= READ_PAGE && !this.closed);
        this.markUp();
      } catch (err) {
        this.markDown(err);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  append(type: RecordType, data: Record<string, unknown>, id: string = randomUUID()): Promise<JournalRecord> {
    if (this.closed) return Promise.reject(new Error("journal is closed"));
    const record: JournalRecord = { type, id, at: new Date().toISOString(), data };
    return new Promise((resolve, reject) => {
      // Each write has one deadline from the moment it arrives, however many batches are ahead of it: a
      // write still queued then is dropped (never sent), one already sent may commit but is not acknowledged.
      const p: Pending = {
        record,
        resolve,
        reject,
        settled: false,
        timer: setTimeout(() => {
          this.queue.withdraw(p);
          settle(p, new StoreUnavailableError(`no commit within ${WRITE_TIMEOUT_MS} ms`));
        }, WRITE_TIMEOUT_MS),
      };
      this.queue.push(p);
    });
  }

  /** One batch: one transaction, then every record is read back in and answered; a failure answers 503. */
  private async commit(batch: Pending[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`no commit within ${WRITE_TIMEOUT_MS} ms`), { code: "WRITE_TIMEOUT" })),
          WRITE_TIMEOUT_MS,
        );
      });
      await Promise.race([
        insertRecords(
          this.sql,
          batch.map((p) => p.record),
        ),
        timeout,
      ]);
    } catch (err) {
      this.markDown(err);
      this.log.error("database: write failed; answering 503", { error: describe(err), records: batch.length });
      const refused = new StoreUnavailableError(describe(err));
      for (const p of batch) settle(p, refused);
      return;
    } finally {
      clearTimeout(timer);
    }
    this.markUp();
    this.stats.transactions++;
    this.stats.records += batch.length;
    // Committed: fold it in (with anything else new) before answering, so the next page shows it.
    await this.readNew();
    for (const p of batch) settle(p);
  }

  /** Waits for queued records to commit (or fail), then closes the connections. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.relistenTimer);
    // A snapshot still being written gets a few seconds, then its connection is closed (the next start writes one).
    this.snapshotNow?.();
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([this.snapshotWrite, new Promise((r) => (waited = setTimeout(r, SNAPSHOT_CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
    await this.snapshotWriter?.end({ timeout: 0 });
    await this.queue.idle();
    while (this.reading || this.nextRead) await (this.nextRead ?? this.reading);
    await Promise.all([this.sql.end({ timeout: 2 }), this.listenSql.end({ timeout: 1 })]);
  }
}

let guarding = false;
/**
 * postgres 3.4.9 can throw from a setImmediate in its connection.js when a connection closes while writes are
 * queued on it (`socket.write` on a null socket). The queries involved have already failed and been answered 503;
 * only the stray throw is left, and it would take the whole process down (seen when the database was stopped under
 * write load: server/store/postgres.test.ts). That one error is logged and survived; any other uncaught exception is
 * logged as a JSON line and ends the process with code 1, as it would without this listener.
 */
function surviveClientSocketRace(log: Logger): void {
  if (guarding) return;
  guarding = true;
  process.on("uncaughtException", (err) => {
    const stack = err instanceof Error ? (err.stack ?? "") : "";
    if (err instanceof TypeError && /reading 'write'/.test(err.message) && /postgres[\\/]src[\\/]connection\.js/.test(stack)) {
      log.warn("database: the client library threw after a lost connection; ignored (its queries were already refused)", {
        error: err.message,
      });
      return;
    }
    log.error("process: uncaught exception", { error: stack || String(err) });
    process.exit(1);
  });
}
