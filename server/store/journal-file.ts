/**
 * Reading the journal file and repairing it (docs/decisions/0004-journal-durability.md): streamed line
 * by line, so it opens at any size; a torn or invalid last line is reported for cutting off, invalid lines before
 * it are skipped. Used by the writer at start (server/store/journal.ts) and by `npm run moderate` and `npm run journal`.
 */
import fs from "node:fs/promises";
import * as v from "valibot";
import { JournalRecordSchema, type JournalRecord } from "#domain/indexes/journal-records.ts";
import type { Logger } from "../base/log.ts";

export const JOURNAL_FILE = "journal.jsonl";

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
 * returned list), with the offset just after its line; the answer also has the byte length of the whole lines to keep, and what was skipped. An
 * invalid last line, or one with no newline (a torn write), is cut off; invalid lines before it are skipped.
 */
export async function readJournal(
  file: string,
  onRecord?: (record: JournalRecord, end: number) => void,
  skip?: (line: Buffer, end: number) => boolean,
  onChunk?: (chunk: Buffer) => Promise<void> | undefined | void,
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
    // A line the caller has already taken in (server/store/journal.ts: a review the posts index holds) is not parsed again.
    if (bytes && skip?.(bytes, end + 1)) {
      count++;
      goodLength = end + 1;
      return;
    }
    const read = readLine(bytes);
    if ("record" in read) {
      count++;
      if (onRecord) onRecord(read.record, end + 1);
      else records.push(read.record);
      goodLength = end + 1;
      return;
    }
    deferred = { line: lineNo, reason: read.reason, end };
  };

  let pendingBytes: number;
  try {
    pendingBytes = await forEachLine(fh, onLine, onChunk);
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

/** One line of the journal: its record, or why it is none (null: longer than MAX_LINE_BYTES). */
export function readLine(bytes: Buffer | null): { record: JournalRecord } | { reason: string } {
  if (bytes === null) return { reason: `longer than ${MAX_LINE_BYTES} bytes` };
  const text = bytes.toString("utf8");
  if (text.trim() === "") return { reason: "empty line" };
  try {
    const parsed = v.safeParse(JournalRecordSchema, JSON.parse(text));
    if (parsed.success) return { record: parsed.output };
    return { reason: `not a journal record: ${parsed.issues[0]?.message ?? "invalid"}` };
  } catch {
    return { reason: "not valid JSON" };
  }
}

/**
 * The file, a megabyte at a time, read with `FileHandle.read` rather than a read stream. A stream schedules a
 * `process.nextTick` or two for every chunk, and reading a large journal runs dozens of full collections (the
 * figures it builds fill the old generation): a collection that finds no tick object alive frees the shape Node's
 * `nextTick` builds its tick objects with, the next chunk's tick makes it anew, and after about ten such rounds the
 * inline caches of `nextTick`'s object literal go megamorphic for the rest of the process. Every request then pays
 * the slow path in the half-dozen ticks it schedules (300 ns more each), which cost the pages 8-12% of their
 * throughput after a start-up with a million reports (docs/performance.md, "The journal's read and nextTick").
 * Promise-based reads schedule no tick.
 */
async function* readChunks(fh: fs.FileHandle): AsyncGenerator<Buffer> {
  let position = 0;
  for (;;) {
    // A fresh buffer each time: the lines handed on are views into it and may be kept (the pending piece of a line).
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    const { bytesRead } = await fh.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
  }
}

/**
 * Streams the file and calls `onLine` with each whole line (without its newline; null when it is longer than
 * MAX_LINE_BYTES, which is never held) and the offset of its newline. Returns the length of what follows the last
 * newline: a line with none, which the caller treats as a torn write.
 */
async function forEachLine(
  fh: fs.FileHandle,
  onLine: (bytes: Buffer | null, end: number) => void,
  onChunk?: (chunk: Buffer) => Promise<void> | undefined | void,
): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overlong = false;
  let offset = 0;
  for await (const chunk of readChunks(fh)) {
    // Before its lines: a caller hashing the file (server/store/journal.ts, the report snapshot's check) sees every byte.
    // It may ask the read to wait (server/store/posts-build.ts: the worker building the posts index is behind).
    const wait = onChunk?.(chunk);
    if (wait) await wait;
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
  return pendingBytes;
}

/**
 * Reads the journal at `file` into `onRecord`, logs what it skipped, cuts a torn or invalid last line off (fsync'd)
 * and opens the file for appending after its last whole line.
 */
export async function openJournalFile(
  file: string,
  log: Logger,
  onRecord: (record: JournalRecord, end: number) => void,
  skip?: (line: Buffer, end: number) => boolean,
  onChunk?: (chunk: Buffer) => Promise<void> | undefined | void,
): Promise<{ fh: fs.FileHandle; size: number; count: number }> {
  const { count, goodLength, problems } = await readJournal(file, onRecord, skip, onChunk);
  for (const p of problems) log.warn(p.repaired ? "journal: cut off a torn last line" : "journal: skipped an invalid line", { ...p, file });
  const fh = await fs.open(file, "a+", 0o600);
  // A journal made before the mode was set (0644) is narrowed too.
  await fh.chmod(0o600);
  const stat = await fh.stat();
  if (stat.size > goodLength) {
    await fh.truncate(goodLength);
    await fh.sync();
  }
  return { fh, size: goodLength, count };
}
