/**
 * The moderation feed (docs/decisions/0006-moderation-in-its-own-append-only-file.md): hide records from
 * `npm run moderate -- hide <id>` go to their own append-only file, so the server stays the one writer of
 * journal.jsonl. A running server watches that file and folds new hides in within a second.
 */
import { randomUUID } from "node:crypto";
import { unwatchFile, watchFile } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { hideRecord, MODERATION_TYPES, parseRecordLines, type JournalRecord } from "#domain/indexes/journal-records.ts";
import type { Logger } from "../base/log.ts";

export const MODERATION_FILE = "moderation.jsonl";
/** How often the moderation file is checked for new hides (ms). */
const MODERATION_POLL_MS = 250;

/** Reads the hide records appended to the moderation file since the last read, and watches it for more. */
export class ModerationFeed {
  /** Bytes of the moderation file already read (whole lines only). */
  private offset = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private closed = false;

  readonly file: string;
  private readonly log: Logger;
  private readonly onHides: (records: JournalRecord[]) => void;
  /** `onHides` receives each read's hide records, in file order (hides are idempotent: it may see one twice). */
  constructor(file: string, log: Logger, onHides: (records: JournalRecord[]) => void) {
    this.file = file;
    this.log = log;
    this.onHides = onHides;
  }

  /** Reads what is there, then watches for more. */
  async start(): Promise<void> {
    await this.read();
    watchFile(this.file, { interval: MODERATION_POLL_MS, persistent: false }, this.onFileChange);
  }

  private onFileChange = () => {
    void this.read();
  };

  /** Folds in any whole hide lines appended since the last read. Concurrent calls share one read loop. */
  read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await this.readOnce();
        } while (this.again && !this.closed);
      } catch (err) {
        this.log.error("journal: could not read the moderation file", { err, file: this.file });
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    let buf: Buffer;
    try {
      buf = await fs.readFile(this.file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    // Hides are idempotent, so a file that shrank (replaced by hand) is simply read again from the start.
    if (buf.length < this.offset) this.offset = 0;
    const end = buf.lastIndexOf(10) + 1;
    if (end <= this.offset) return;
    const { records, invalid } = parseRecordLines(buf.subarray(this.offset, end).toString("utf8"), MODERATION_TYPES);
    this.offset = end;
    if (invalid > 0) this.log.warn("journal: skipped invalid lines in the moderation file", { invalid, file: this.file });
    if (records.length > 0) this.onHides(records);
  }

  /** Stops watching and waits for a read under way. */
  async close(): Promise<void> {
    this.closed = true;
    unwatchFile(this.file, this.onFileChange);
    while (this.reading) await this.reading;
  }
}

/**
 * Appends one hide record to the moderation file (O_APPEND, fsync): used by `npm run moderate -- hide <id>`
 * while the server may be running. Returns the record written.
 */
export async function appendHide(dir: string, target: string, type: "hide" | "restore" = "hide"): Promise<JournalRecord> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const record = hideRecord(target, randomUUID(), undefined, type);
  const fh = await fs.open(path.join(dir, MODERATION_FILE), "a", 0o600);
  try {
    await fh.write(JSON.stringify(record) + "\n");
    await fh.sync();
  } finally {
    await fh.close();
  }
  return record;
}
