/**
 * The append-only journal of submissions (design.md): one writer, one JSON object per line, fsync before the
 * caller is answered, and group commit (all records waiting when a write starts share one write and one
 * fsync). On open a torn or invalid last line is cut off and logged; invalid middle lines are skipped.
 */
import { randomUUID } from "node:crypto";
import { unwatchFile, watchFile } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import {
  applyRecord,
  emptyCommunity,
  hideRecord,
  isShownRecord,
  JournalRecordSchema,
  parseRecordLines,
  type CommunityState,
  type JournalRecord,
  type RecordType,
} from "#domain/journal-records.ts";
import type { Logger } from "./log.ts";

interface Pending {
  record: JournalRecord;
  line: string;
  resolve: (r: JournalRecord) => void;
  reject: (e: unknown) => void;
}

export const JOURNAL_FILE = "journal.jsonl";
/**
 * Hide records from `npm run moderate -- hide <id>`. A separate append-only file, so the server stays the one
 * writer of journal.jsonl; the server watches it and folds new hides in within a second.
 */
export const MODERATION_FILE = "moderation.jsonl";
/** How often the moderation file is checked for new hides (ms). */
const MODERATION_POLL_MS = 250;

export class Journal {
  /** Bumped after every durable record. */
  version = 0;
  /**
   * Bumped only by records some page or API answer shows (reviews, comments, hides): the render cache and
   * /api/reviews key on it, so contact messages and sign-ups, which nothing shows, never empty the caches.
   */
  shownVersion = 0;
  /** How many batches were written and fsync'd: fewer than records under load (group commit). */
  readonly stats = { records: 0, syncs: 0 };

  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private listeners = new Set<() => void>();
  private closed = false;
  /** Bytes of the moderation file already folded in (whole lines only). */
  private moderationOffset = 0;
  private moderationReading: Promise<void> | null = null;
  private moderationAgain = false;
  readonly moderationFile: string;

  private constructor(
    private fh: fs.FileHandle,
    private size: number,
    readonly file: string,
    private log: Logger,
    readonly state: CommunityState,
  ) {
    this.moderationFile = path.join(path.dirname(file), MODERATION_FILE);
  }

  static async open(dir: string, log: Logger): Promise<Journal> {
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, JOURNAL_FILE);
    const state = emptyCommunity();
    let shown = 0;
    const { count, goodLength, problems } = await readJournal(file, (r) => {
      applyRecord(state, r);
      if (isShownRecord(r)) shown++;
    });
    for (const p of problems) log.warn(p.repaired ? "journal: cut off a torn last line" : "journal: skipped an invalid line", { ...p, file });
    const fh = await fs.open(file, "a+");
    const stat = await fh.stat();
    if (stat.size > goodLength) {
      await fh.truncate(goodLength);
      await fh.sync();
    }
    const journal = new Journal(fh, goodLength, file, log, state);
    journal.version = count;
    journal.shownVersion = shown;
    await journal.readModeration();
    watchFile(journal.moderationFile, { interval: MODERATION_POLL_MS, persistent: false }, journal.onModerationChange);
    log.info("journal: opened", { file, records: count, hidden: journal.state.hidden.size });
    return journal;
  }

  private onModerationChange = () => {
    void this.readModeration();
  };

  /** Folds in any whole hide lines appended to the moderation file since the last read. */
  readModeration(): Promise<void> {
    if (this.moderationReading) {
      this.moderationAgain = true;
      return this.moderationReading;
    }
    this.moderationReading = (async () => {
      try {
        do {
          this.moderationAgain = false;
          await this.readModerationOnce();
        } while (this.moderationAgain && !this.closed);
      } catch (err) {
        this.log.error("journal: could not read the moderation file", { err, file: this.moderationFile });
      } finally {
        this.moderationReading = null;
      }
    })();
    return this.moderationReading;
  }

  private async readModerationOnce(): Promise<void> {
    let buf: Buffer;
    try {
      buf = await fs.readFile(this.moderationFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    // Hides are idempotent, so a file that shrank (replaced by hand) is simply read again from the start.
    if (buf.length < this.moderationOffset) this.moderationOffset = 0;
    const end = buf.lastIndexOf(10) + 1;
    if (end <= this.moderationOffset) return;
    const { records, invalid } = parseRecordLines(buf.subarray(this.moderationOffset, end).toString("utf8"), "hide");
    this.moderationOffset = end;
    if (invalid > 0) this.log.warn("journal: skipped invalid lines in the moderation file", { invalid, file: this.moderationFile });
    const fresh = records.filter((r) => typeof r.data?.target === "string" && !this.state.hidden.has(r.data.target));
    if (fresh.length === 0) return;
    for (const r of fresh) {
      applyRecord(this.state, r);
      this.log.info("journal: hid an entry", { target: r.data?.target });
    }
    this.version++;
    this.shownVersion++;
    for (const l of this.listeners) l();
  }

  /** Appends a record; resolves once it is on disk (fsync'd). */
  append(type: RecordType, data: Record<string, unknown>, id: string = randomUUID()): Promise<JournalRecord> {
    if (this.closed) return Promise.reject(new Error("journal is closed"));
    const record: JournalRecord = { type, id, at: new Date().toISOString(), data };
    const line = JSON.stringify(record) + "\n";
    return new Promise((resolve, reject) => {
      this.pending.push({ record, line, resolve, reject });
      if (!this.flushing) this.flushing = this.drain();
    });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0);
        const buf = Buffer.from(batch.map((p) => p.line).join(""), "utf8");
        try {
          let offset = 0;
          while (offset < buf.length) {
            const { bytesWritten } = await this.fh.write(buf, offset, buf.length - offset);
            offset += bytesWritten;
          }
          await this.fh.datasync();
          this.stats.syncs++;
          this.stats.records += batch.length;
          this.size += buf.length;
        } catch (err) {
          // Leave no half record behind: cut the file back to its last whole line.
          this.log.error("journal: write failed", { err });
          await this.fh.truncate(this.size).catch(() => undefined);
          for (const p of batch) p.reject(err);
          continue;
        }
        for (const p of batch) {
          applyRecord(this.state, p.record);
          this.version++;
          if (isShownRecord(p.record)) this.shownVersion++;
          p.resolve(p.record);
        }
        for (const l of this.listeners) l();
      }
    } finally {
      this.flushing = null;
    }
  }

  /** Waits for every queued record to be durable, then closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    unwatchFile(this.moderationFile, this.onModerationChange);
    while (this.moderationReading) await this.moderationReading;
    while (this.flushing) await this.flushing;
    await this.fh.close();
  }
}

export interface JournalProblem {
  line: number;
  reason: string;
  repaired: boolean;
}

/** A line longer than this is not a record (the largest valid one is a few KB): it is skipped without being held. */
export const MAX_LINE_BYTES = 1024 * 1024;

/**
 * Reads a journal file as a stream, one line at a time, so it opens at any size (a whole-file read stops at 2 GiB
 * and holds the file twice). Each valid record goes to `onRecord` as it is read (and, without one, into the
 * returned list); the answer also has the byte length of the whole lines to keep, and what was skipped. An
 * invalid last line, or one with no newline (a torn write), is cut off; invalid lines before it are skipped.
 */
export async function readJournal(
  file: string,
  onRecord?: (record: JournalRecord) => void,
): Promise<{ records: JournalRecord[]; count: number; goodLength: number; problems: JournalProblem[] }> {
  let fh: fs.FileHandle;
  try {
    fh = await fs.open(file, "r");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { records: [], count: 0, goodLength: 0, problems: [] };
    throw err;
  }
  const records: JournalRecord[] = [];
  const problems: JournalProblem[] = [];
  let count = 0;
  let lineNo = 0;
  let goodLength = 0;
  /** The last line read, when it was invalid: skipped if another line follows, cut off if it is the last. */
  let deferred: { line: number; reason: string; end: number } | null = null;
  const onLine = (bytes: Buffer | null, end: number) => {
    lineNo++;
    if (deferred) {
      problems.push({ line: deferred.line, reason: deferred.reason, repaired: false });
      goodLength = deferred.end + 1;
      deferred = null;
    }
    let reason = "";
    if (bytes === null) reason = `longer than ${MAX_LINE_BYTES} bytes`;
    else {
      const text = bytes.toString("utf8");
      if (text.trim() === "") reason = "empty line";
      else {
        try {
          const parsed = v.safeParse(JournalRecordSchema, JSON.parse(text));
          if (parsed.success) {
            count++;
            if (onRecord) onRecord(parsed.output);
            else records.push(parsed.output);
            goodLength = end + 1;
            return;
          }
          reason = `not a journal record: ${parsed.issues[0]?.message ?? "invalid"}`;
        } catch {
          reason = "not valid JSON";
        }
      }
    }
    deferred = { line: lineNo, reason, end };
  };

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overlong = false;
  let offset = 0;
  try {
    for await (const chunk of fh.createReadStream({ highWaterMark: 1024 * 1024, autoClose: false }) as AsyncIterable<Buffer>) {
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl === -1) {
          const rest = chunk.length - start;
          if (!overlong && pendingBytes + rest > MAX_LINE_BYTES) {
            overlong = true;
            pending = [];
          }
          if (!overlong && rest > 0) pending.push(chunk.subarray(start));
          pendingBytes += rest;
          break;
        }
        const piece = chunk.subarray(start, nl);
        const tooLong = overlong || pendingBytes + piece.length > MAX_LINE_BYTES;
        onLine(tooLong ? null : pending.length ? Buffer.concat([...pending, piece]) : piece, offset + nl);
        pending = [];
        pendingBytes = 0;
        overlong = false;
        start = nl + 1;
      }
      offset += chunk.length;
    }
  } finally {
    await fh.close();
  }
  const finalDeferred = deferred as { line: number; reason: string; end: number } | null;
  if (pendingBytes > 0) {
    if (finalDeferred) {
      problems.push({ line: finalDeferred.line, reason: finalDeferred.reason, repaired: false });
      goodLength = finalDeferred.end + 1;
    }
    problems.push({ line: lineNo + 1, reason: "no newline at the end (torn write)", repaired: true });
  } else if (finalDeferred) {
    problems.push({ line: finalDeferred.line, reason: finalDeferred.reason, repaired: true });
  }
  return { records, count, goodLength, problems };
}

/**
 * Appends one hide record to the moderation file (O_APPEND, fsync): used by `npm run moderate -- hide <id>`
 * while the server may be running. Returns the record written.
 */
export async function appendHide(dir: string, target: string): Promise<JournalRecord> {
  await fs.mkdir(dir, { recursive: true });
  const record = hideRecord(target, randomUUID());
  const fh = await fs.open(path.join(dir, MODERATION_FILE), "a");
  try {
    await fh.write(JSON.stringify(record) + "\n");
    await fh.sync();
  } finally {
    await fh.close();
  }
  return record;
}
