/**
 * The report snapshot in PostgreSQL (server/store/journal-pg.ts, as decision 0020 beside the file journal), with a real
 * database (server/testing/postgres.ts): a start after one that read many reports takes them from the snapshot and
 * shows what a fold of every record shows, the records since (a hide of a report it holds among them) included; a
 * snapshot whose count of reports does not match the table, or whose bytes are damaged, is ignored, every report
 * read, and a new one written; a snapshot never moves back to an older mark. A start counts the reviews and comments
 * stored before it rather than reading them, and does not wait for its snapshot to be stored.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { foldRecords, hideRecord, type JournalRecord } from "#domain/indexes/journal-records.ts";
import { connect, insertRecords, migrate, PgJournal, saveReportSnapshot, SNAPSHOT_PARTS_TABLE, SNAPSHOT_TABLE } from "./journal-pg.ts";
import { createLogger } from "../base/log.ts";
import { DAY, ITEMS, reportRecord, shownReports, uuid } from "../testing/report-fixtures.ts";
import { postgresForTests } from "../testing/postgres.ts";

const REPORTS = 3_000;
/** The test's threshold for writing a snapshot (the server's is 20,000 reports). */
const SNAPSHOT_AFTER = 1_000;
/** Parts of 16 KB: this test's snapshot (about 250 KB) is stored in several, as a million reports' is in 1 MB ones. */
const PART_BYTES = 16 * 1024;
const OPTIONS = { snapshotAfterReports: SNAPSHOT_AFTER, snapshotDelayMs: 0, snapshotPartBytes: PART_BYTES };

const pg = postgresForTests<PgJournal>();
const { open } = pg;

/** Report `k`, arriving over the last 300 days; a few deal reports; every 97th a hide, every 389th a restore, some reviews. */
function record(k: number, total: number): JournalRecord {
  const atMs = Date.now() - (total - (k % total)) * ((300 * DAY) / total);
  const at = new Date(atMs).toISOString();
  if (k % 97 === 50) return hideRecord(uuid(1, k - 3), uuid(3, k), at);
  if (k % 389 === 200) return hideRecord(uuid(1, k - 153), uuid(4, k), at, "restore");
  if (k % 211 === 100)
    return {
      type: "review",
      id: uuid(5, k),
      at,
      data: { itemName: ITEMS[k % 3]!, category: "Burgers", rating: 4, review: `R${k}`, reviewer: "A", location: "" },
    };
  return reportRecord(k, atMs);
}

/** A start with this test's options (and `extra`), its log lines kept. */
async function openLogged(url: string, extra: Partial<typeof OPTIONS> = {}) {
  const lines: { msg?: string; reason?: string; reportsFromSnapshot?: number; postsCounted?: number }[] = [];
  const journal = await PgJournal.open(
    url,
    createLogger("debug", (l) => lines.push(JSON.parse(l))),
    { ...OPTIONS, ...extra },
  );
  open.push(journal);
  return { journal, lines, messages: () => lines.map((l) => l.msg ?? "") };
}

async function start(url: string) {
  const { journal, lines } = await openLogged(url);
  // The snapshot is written after the start, in the background (see the test "a start does not wait…").
  await journal.snapshotWrite;
  const messages = lines.map((l) => l.msg ?? "");
  const opened = lines.find((l) => l.msg === "database: opened");
  return { journal, lines, messages, fromSnapshot: opened?.reportsFromSnapshot ?? 0, postsCounted: opened?.postsCounted };
}

async function stop(journal: PgJournal) {
  await journal.close();
  open.splice(open.indexOf(journal), 1);
}

/** A database holding `records`, and its URL. */
async function database(records: JournalRecord[]): Promise<string> {
  const url = await pg.newDatabase();
  const sql = connect(url, { max: 1 });
  try {
    await migrate(sql);
    for (let i = 0; i < records.length; i += 1000) await insertRecords(sql, records.slice(i, i + 1000));
  } finally {
    await sql.end({ timeout: 2 });
  }
  return url;
}

type Sql = ReturnType<typeof connect>;

async function query<T>(url: string, run: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = connect(url, { max: 1 });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** A start that ignored the snapshot (for `reason`), read every report, showed what a full fold shows and wrote a new one. */
function assertReadInFull(again: Awaited<ReturnType<typeof start>>, records: JournalRecord[], reason: RegExp) {
  const warned = again.lines.find((l) => l.msg === "database: ignored the report snapshot; reading every report");
  assert.ok(warned, again.messages.join("; "));
  assert.match(warned.reason ?? "", reason);
  assert.equal(again.fromSnapshot, 0);
  assertSameAsFullFold(again.journal, records);
  assert.ok(again.messages.includes("database: wrote the report snapshot"), again.messages.join("; "));
}

/** The same as a fold of every record (what a start with no snapshot folds), hidden set and counts included. */
function assertSameAsFullFold(journal: PgJournal, records: JournalRecord[]) {
  const want = foldRecords(records);
  assert.deepEqual(shownReports(journal.state.reports), shownReports(want.reports));
  assert.deepEqual([...journal.state.hidden].sort(), [...want.hidden].sort());
  assert.deepEqual(journal.state.counts, want.counts);
  assert.equal(journal.version, records.length);
}

const history = (n: number, from = 0) => Array.from({ length: n }, (_, i) => record(from + i, REPORTS + 100));

describe("the report snapshot in PostgreSQL", () => {
  test("a restart takes the reports from the snapshot and shows what a full read shows; a hide after it applies", async () => {
    const records = history(REPORTS);
    const url = await database(records);
    const first = await start(url);
    assert.ok(first.messages.includes("database: wrote the report snapshot"), first.messages.join("; "));
    assert.equal(first.fromSnapshot, 0);
    assertSameAsFullFold(first.journal, records);
    // A start counts the reviews and comments stored before it instead of reading them (pages read them by query).
    const reviews = records.filter((r) => r.type === "review").length;
    assert.ok(reviews > 0);
    assert.equal(first.postsCounted, reviews);
    const before = shownReports(first.journal.state.reports);
    assert.ok(
      before.figures.some((f) => f?.shown),
      "some figure is shown",
    );
    assert.ok(before.rows.length < first.journal.state.reports.size, "hidden reports are not rows");
    // After the snapshot's mark: more reports, a hide of a report the snapshot holds (visible in it), a restore of a
    // hidden one it holds, and a review.
    const target = before.rows.at(-1)!.id;
    const hiddenInSnapshot = [...first.journal.state.hidden].find((id) => first.journal.state.reports.indexOf(id) >= 0)!;
    assert.ok(hiddenInSnapshot, "the snapshot holds a hidden report");
    const later = [
      ...history(40, REPORTS + 10_000).filter((r) => r.type === "price-report"),
      hideRecord(target, uuid(6, 1)),
      hideRecord(hiddenInSnapshot, uuid(6, 2), undefined, "restore"),
    ];
    await stop(first.journal);
    await query(url, (sql) => insertRecords(sql, later));
    const all = [...records, ...later];

    const again = await start(url);
    assert.ok(!again.messages.some((m) => m.includes("report snapshot")), `the snapshot was used as it is: ${again.messages.join("; ")}`);
    assert.equal(again.fromSnapshot, records.filter((r) => r.type === "price-report").length);
    assertSameAsFullFold(again.journal, all);
    assert.equal(again.postsCounted, reviews);
    const reports = again.journal.state.reports;
    assert.ok(reports.isHidden(reports.indexOf(target)), "the hide after the snapshot applies");
    assert.ok(!reports.isHidden(reports.indexOf(hiddenInSnapshot)), "the restore after the snapshot applies");
    assert.ok(!shownReports(reports).rows.some((r) => r.id === target));
    // And a hide while it runs reaches the restored index.
    const next = shownReports(reports).rows.at(-1)!.id;
    await again.journal.append("hide", { target: next });
    assert.ok(reports.isHidden(reports.indexOf(next)));
    await stop(again.journal);
  });

  test("a start does not wait for its snapshot to be stored: it serves while the write waits", async () => {
    const url = await database(history(REPORTS));
    // Another session holds a lock that lets the snapshot be read but not written, until released.
    const locker = connect(url, { max: 1 });
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const held = locker.begin(async (tx) => {
      await tx`LOCK TABLE ${tx(SNAPSHOT_TABLE)} IN SHARE MODE`;
      locked();
      await new Promise<void>((r) => (release = r));
    });
    await isLocked;
    const { journal, messages } = await openLogged(url);
    assert.ok(messages().includes("database: opened"));
    assert.ok(!messages().includes("database: wrote the report snapshot"), messages().join("; "));
    assert.ok(shownReports(journal.state.reports).rows.length > 0, "the figures are served meanwhile");
    release();
    await held;
    await journal.snapshotWrite;
    assert.ok(messages().includes("database: wrote the report snapshot"), messages().join("; "));
    await locker.end({ timeout: 2 });
    await stop(journal);
    assert.ok((await start(url)).fromSnapshot > 0, "and the next start uses it");
  });

  test("a snapshot whose count of reports does not match the table is ignored, the reports read, and a new one written", async () => {
    const records = history(REPORTS);
    const url = await database(records);
    await stop((await start(url)).journal);
    await query(url, (sql) => sql`UPDATE ${sql(SNAPSHOT_TABLE)} SET reports = reports + 1`);
    const again = await start(url);
    assertReadInFull(again, records, /price reports up to record/);
    await stop(again.journal);
    // The new snapshot is right, and used.
    const third = await start(url);
    assert.ok(third.fromSnapshot > 0);
    assertSameAsFullFold(third.journal, records);
    await stop(third.journal);
  });

  test("a snapshot with a damaged part, or a part missing, is ignored and the figures are still right", async () => {
    const records = history(REPORTS);
    const url = await database(records);
    await stop((await start(url)).journal);
    const [{ parts }] = await query(url, (sql) => sql<{ parts: number }[]>`SELECT parts FROM ${sql(SNAPSHOT_TABLE)}`);
    assert.ok(parts > 3, `stored in ${parts} parts`);
    const damages = [
      {
        sql: (s: Sql) => s`UPDATE ${s(SNAPSHOT_PARTS_TABLE)} SET bytes = overlay(bytes placing '\xffff'::bytea from 200) WHERE part = 2`,
        reason: /checksum/,
      },
      { sql: (s: Sql) => s`DELETE FROM ${s(SNAPSHOT_PARTS_TABLE)} WHERE part = 1`, reason: /of its \d+ parts stored/ },
    ];
    for (const damage of damages) {
      await query(url, damage.sql);
      const again = await start(url);
      // Ignored, every report read, and a whole one written again.
      assertReadInFull(again, records, damage.reason);
      await stop(again.journal);
    }
    const last = await start(url);
    assert.ok(last.fromSnapshot > 0);
    assertSameAsFullFold(last.journal, records);
    await stop(last.journal);
  });

  test("a start writes its snapshot once it is serving, or when it closes before then", async () => {
    const records = history(REPORTS);
    const url = await database(records);
    const { journal, messages } = await openLogged(url, { snapshotDelayMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    assert.ok(!messages().includes("database: wrote the report snapshot"), "not written at once");
    await stop(journal);
    assert.ok(messages().includes("database: wrote the report snapshot"), messages().join("; "));
    const again = await start(url);
    assert.equal(again.fromSnapshot, records.filter((r) => r.type === "price-report").length);
    assertSameAsFullFold(again.journal, records);
    await stop(again.journal);
  });

  test("a snapshot is never replaced by one with an older mark", async () => {
    const records = history(REPORTS);
    const url = await database(records);
    const first = await start(url);
    const [row] = await query(url, (sql) => sql<{ covered_seq: string }[]>`SELECT covered_seq FROM ${sql(SNAPSHOT_TABLE)}`);
    const seq = Number(row!.covered_seq);
    const sql = connect(url, { max: 1 });
    try {
      assert.equal(await saveReportSnapshot(sql, first.journal.state.reports, seq - 10, 0), false);
      assert.equal(await saveReportSnapshot(sql, first.journal.state.reports, seq, 0), false);
    } finally {
      await sql.end({ timeout: 2 });
    }
    const [after] = await query(url, (s) => s<{ covered_seq: string }[]>`SELECT covered_seq FROM ${s(SNAPSHOT_TABLE)}`);
    assert.equal(Number(after!.covered_seq), seq);
    await stop(first.journal);
  });
});
