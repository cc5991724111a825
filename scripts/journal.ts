/**
 * npm run journal -- export    copies every record from PostgreSQL (DATABASE_URL) into the file journal
 *                               (JOURNAL_DIR/journal.jsonl), skipping ids the file already has
 * npm run journal -- import    copies every record of the file journal (journal.jsonl and the hides in
 *                               moderation.jsonl) into PostgreSQL, skipping ids the table already has
 *
 * npm run journal -- alerts    counts the price alerts: follows asked for, confirmed, unsubscribed,
 *                               current followers and the items they follow, alerts queued and emails sent and
 *                               waiting, and the addresses kept. It never prints an address.
 *
 * Export and import are idempotent: running one twice adds nothing. Neither carries the followers' addresses,
 * which live apart from the records (server/store/alert-store.ts): after moving, those follows get no more email. Export writes journal.jsonl, whose one writer is a
 * running file-journal server: stop that server first. Import can run while PostgreSQL instances serve:
 * they fold the new records in within a second.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "#server/base/config.ts";
import { JOURNAL_FILE, readJournal } from "#server/store/journal-file.ts";
import { MODERATION_FILE } from "#server/store/journal-moderation.ts";
import { connect, insertRecords, migrate, readAllPg, TABLE } from "#server/store/journal-pg.ts";
import { foldRecords, type JournalRecord } from "#domain/indexes/journal-records.ts";
import { lockJournalDir } from "#server/store/journal-lock.ts";
import { FileAlertStore, PgAlertStore } from "#server/store/alert-store.ts";

const USAGE =
  "Usage: npm run journal -- export | import (with DATABASE_URL and, optionally, JOURNAL_DIR set) | alerts (the file journal, or PostgreSQL with DATABASE_URL)";
const BATCH = 1000;

async function exportToFile(url: string, journalDir: string) {
  const records = await readAllPg(url);
  const file = path.join(journalDir, JOURNAL_FILE);
  await fs.mkdir(journalDir, { recursive: true, mode: 0o700 });
  // A running server owns the file: appending beside its writes could tear both (server/store/journal-lock.ts).
  const unlock = await lockJournalDir(journalDir, () => undefined);
  try {
    await appendMissing(records, file);
  } finally {
    await unlock();
  }
}

async function appendMissing(records: JournalRecord[], file: string) {
  const existing = await readJournal(file);
  if (existing.problems.length > 0)
    throw new Error(
      `${file} has ${existing.problems.length} damaged lines: start the server once (it repairs them) or fix the file before exporting into it.`,
    );
  const have = new Set(existing.records.map((r) => r.id));
  const fresh = records.filter((r) => !have.has(r.id));
  const fh = await fs.open(file, "a", 0o600);
  try {
    await fh.write(fresh.map((r) => JSON.stringify(r) + "\n").join(""));
    await fh.sync();
  } finally {
    await fh.close();
  }
  console.log(`Exported ${fresh.length} records to ${file} (${records.length - fresh.length} were already there).`);
}

/** An import that adds at least this many records vacuums and analyzes the database after. */
const VACUUM_AFTER = 10_000;

async function importFromFile(url: string, journalDir: string) {
  const journal = await readJournal(path.join(journalDir, JOURNAL_FILE));
  const moderation = await readJournal(path.join(journalDir, MODERATION_FILE));
  for (const [name, r] of [
    [JOURNAL_FILE, journal],
    [MODERATION_FILE, moderation],
  ] as const) {
    for (const p of r.problems) console.error(`Note: ${name} line ${p.line} skipped: ${p.reason}.`);
  }
  const records = [...journal.records, ...moderation.records.filter((r) => r.type === "hide" || r.type === "restore")];
  const sql = connect(url, { max: 1 });
  let added = 0;
  try {
    await migrate(sql);
    for (let i = 0; i < records.length; i += BATCH) added += (await insertRecords(sql, records.slice(i, i + BATCH))).length;
    // Many rows just written (the records and the posts tables made from them): the database's tables vacuumed and
    // analyzed now, so the first start reads them at once (no autovacuum running beside it, the visibility map and
    // the planner's counts up to date). VACUUM runs outside a transaction: the session's 4 s limit is lifted for it.
    if (added >= VACUUM_AFTER) {
      await sql`SET statement_timeout = 0`;
      await sql`VACUUM (ANALYZE)`;
    }
  } finally {
    await sql.end({ timeout: 2 });
  }
  console.log(`Imported ${added} records from ${journalDir} into PostgreSQL (${records.length - added} were already there).`);
}

/** Counts of the price alerts, from the records; the addresses only counted. */
async function alertCounts(config: ReturnType<typeof loadConfig>) {
  let records;
  let addresses: number;
  if (config.databaseUrl) {
    records = await readAllPg(config.databaseUrl);
    const sql = connect(config.databaseUrl, { max: 1 });
    try {
      addresses = await new PgAlertStore(sql, TABLE).count();
    } finally {
      await sql.end({ timeout: 2 });
    }
  } else {
    const journal = await readJournal(path.join(config.journalDir, JOURNAL_FILE));
    records = journal.records;
    addresses = await new FileAlertStore(config.journalDir).count();
  }
  const s = foldRecords(records).alerts.summary(Date.now());
  console.log(
    [
      `Follows asked for: ${s.follows} (confirmed ${s.confirmed}, unsubscribed ${s.unsubscribed})`,
      `Following now: ${s.following}, of ${s.topics} item, size and state ${s.topics === 1 ? "choice" : "choices"}`,
      `Alerts queued: ${s.queued}; emails sent: ${s.sent}; refused for good by the mail server (5xx, not tried again): ${s.refused}; waiting to be sent: ${s.waiting}`,
      `Addresses kept: ${addresses} (${config.databaseUrl ? "table alert_addresses" : path.join(config.journalDir, "alert-addresses")})`,
    ].join("\n"),
  );
}

async function main(args: string[]) {
  const config = loadConfig();
  const [command] = args;
  if (command === "alerts") return alertCounts(config);
  if (command !== "export" && command !== "import") throw new UsageError(USAGE);
  if (!config.databaseUrl)
    throw new UsageError(`Set DATABASE_URL to the PostgreSQL database to ${command} ${command === "export" ? "from" : "into"}. ${USAGE}`);
  if (command === "export") await exportToFile(config.databaseUrl, config.journalDir);
  else await importFromFile(config.databaseUrl, config.journalDir);
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof UsageError ? err.message : `Could not ${process.argv[2]} the journal: ${(err as Error).message ?? err}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
