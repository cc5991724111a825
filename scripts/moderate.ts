/**
 * npm run moderate                  lists the latest reviews, comments and price reports with their ids (newest first)
 * npm run moderate -- list 50       lists more (or fewer)
 * npm run moderate -- hide <id>     hides one review, comment or price report (a hidden report leaves every figure)
 * npm run moderate -- restore <id>  shows a hidden one again (a restore record, appended the same way)
 *
 * Hiding appends a hide record to JOURNAL_DIR/moderation.jsonl (never rewriting anything); a running server
 * watches that file and drops the entry from the pages and the API within a second. The server stays the
 * only writer of journal.jsonl.
 *
 * With DATABASE_URL set, entries are read from PostgreSQL and the hide is a record inserted there: every
 * instance on that database folds it in within a second.
 */
import path from "node:path";
import { foldRecords, moderationEntries, type JournalRecord } from "#domain/indexes/journal-records.ts";
import type { Review } from "#domain/data/schemas.ts";
import { loadCatalog } from "#server/base/catalog.ts";
import { loadConfig } from "#server/base/config.ts";
import { JOURNAL_FILE, readJournal } from "#server/store/journal-file.ts";
import { appendHide, MODERATION_FILE } from "#server/store/journal-moderation.ts";
import { hidePg, readAllPg } from "#server/store/journal-pg.ts";

const USAGE = "Usage: npm run moderate [-- list [count]] | npm run moderate -- hide <id> | npm run moderate -- restore <id>";

async function loadState(dataDir: string, journalDir: string, databaseUrl: string | undefined) {
  const loaded = await loadCatalog(dataDir);
  let seed: Review[] = [];
  if (loaded.ok) seed = loaded.catalog.seedReviews;
  else
    console.error(
      `Note: the data files in ${dataDir} have problems (npm run check-data), so reviews entered in reviews.json are not listed.`,
    );
  if (databaseUrl) return { seed, state: foldRecords(await readAllPg(databaseUrl)) };
  const journal = await readJournal(path.join(journalDir, JOURNAL_FILE));
  const moderation = await readJournal(path.join(journalDir, MODERATION_FILE));
  const hides = moderation.records.filter((r) => r.type === "hide" || r.type === "restore");
  const state = foldRecords([...journal.records, ...hides] as JournalRecord[]);
  return { seed, state };
}

/**
 * Visitors' text as the terminal may print it: control characters (ESC and the rest of C0, DEL, C1, which a
 * terminal reads as commands that move the cursor, recolour, retitle or clear the screen) and the bidirectional
 * overrides (which reorder what is shown) are dropped; runs of whitespace, newlines included, become one space.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const UNPRINTABLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function printable(text: string): string {
  return text.replace(UNPRINTABLE, "").replace(/\s+/g, " ").trim();
}

function oneLine(text: string, max: number): string {
  const flat = printable(text);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

async function main(args: string[]) {
  const config = loadConfig();
  const [command = "list", arg] = args;
  const { seed, state } = await loadState(config.dataDir, config.journalDir, config.databaseUrl);
  const all = moderationEntries(seed, state);

  if (command === "list") {
    const limit = arg === undefined ? 20 : Number(arg);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`"${arg}" is not a count. ${USAGE}`);
    const shown = all.slice(0, limit);
    console.log(
      `Latest ${shown.length} of ${all.length} reviews, comments and price reports (${config.databaseUrl ? "PostgreSQL: DATABASE_URL" : `journal: ${config.journalDir}`}):\n`,
    );
    for (const e of shown) {
      const flag = e.hidden ? " [hidden]" : "";
      console.log(
        `${printable(e.id)}  ${e.kind.padEnd(7)}  ${printable(e.at).slice(0, 16).replace("T", " ")}  ${printable(e.itemName)} · ${printable(e.author)}${flag}`,
      );
      console.log(`    ${oneLine(e.text, 100)}`);
    }
    console.log(`\nHide one with: npm run moderate -- hide <id>`);
    return;
  }

  if (command === "hide") {
    if (!arg) throw new UsageError(`Which entry? ${USAGE}`);
    const entry = all.find((e) => e.id === arg);
    if (!entry) throw new UsageError(`No review, comment or price report has the id "${arg}". Run npm run moderate to list them.`);
    if (entry.hidden) {
      console.log(`${entry.kind} ${arg} is already hidden.`);
      return;
    }
    const record = config.databaseUrl ? await hidePg(config.databaseUrl, arg) : await appendHide(config.journalDir, arg);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : path.join(config.journalDir, MODERATION_FILE);
    console.log(`Hid ${entry.kind} ${arg} (${printable(entry.itemName)} · ${printable(entry.author)}); record ${record.id} in ${where}.`);
    console.log("A running server drops it from the pages and the API within a second.");
    return;
  }

  if (command === "restore") {
    if (!arg) throw new UsageError(`Which entry? ${USAGE}`);
    const entry = all.find((e) => e.id === arg);
    if (!entry) throw new UsageError(`No review, comment or price report has the id "${arg}". Run npm run moderate to list them.`);
    if (!entry.hidden) {
      console.log(`${entry.kind} ${arg} is not hidden.`);
      return;
    }
    const record = config.databaseUrl
      ? await hidePg(config.databaseUrl, arg, "restore")
      : await appendHide(config.journalDir, arg, "restore");
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : path.join(config.journalDir, MODERATION_FILE);
    console.log(
      `Restored ${entry.kind} ${arg} (${printable(entry.itemName)} · ${printable(entry.author)}); record ${record.id} in ${where}.`,
    );
    console.log("A running server shows it again (and counts it, for a price report) within a second.");
    return;
  }

  throw new UsageError(USAGE);
}

class UsageError extends Error {}

// `npm run moderate | head` closes the pipe early: that is not an error.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof UsageError ? err.message : err);
  process.exit(err instanceof UsageError ? 2 : 1);
});
