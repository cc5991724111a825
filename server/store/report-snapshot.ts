/**
 * A snapshot of the price-report index beside the journal (docs/decisions/0020-report-index-snapshot.md), so a
 * start reads the index's arrays from one file and parses only the report lines after the part of the journal it
 * covers, instead of parsing and folding every report ever made (a million: most of a restart).
 *
 * The journal stays the record. The snapshot names the journal's length it covers and the SHA-256 of those bytes;
 * the journal is hashed as it is read anyway, so a snapshot whose prefix does not match (the journal cut back,
 * replaced or edited) is found at the end of that read, thrown away, and the journal read again in full. A snapshot
 * that cannot be read (torn, another format, its own checksum wrong) is ignored the same way. It is written, to a
 * temporary file that is fsync'd and renamed, after a start that read many reports past it.
 *
 * Layout: "MPRSNAP1", the JSON description's byte length (u32 LE), the description, the index's typed arrays in
 * the order it lists them, and the SHA-256 of everything before it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { renameDurably } from "./durable-rename.ts";
import { ReportIndex, type ReportIndexMeta } from "#domain/price-reports/report-index.ts";

export const REPORT_SNAPSHOT_FILE = "reports.snapshot";
const MAGIC = Buffer.from("MPRSNAP1");
const FORMAT = 1;
/** A description longer than this is not one of ours (a million reports' description is a few hundred KB). */
const MAX_META_BYTES = 64 * 1024 * 1024;

/** What part of the journal a snapshot covers. */
export interface Covered {
  bytes: number;
  sha256: string;
}

interface SnapshotMeta {
  format: number;
  journal: Covered;
  arrayBytes: number[];
  index: ReportIndexMeta;
}

const bytesOf = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** Writes the index's snapshot covering `covered` of the journal: a temporary file, fsync'd, renamed over the old one. */
export function writeReportSnapshot(dir: string, index: ReportIndex, covered: Covered): void {
  const file = path.join(dir, REPORT_SNAPSHOT_FILE);
  const tmp = `${file}.tmp`;
  const { meta, arrays } = index.toParts();
  const description: SnapshotMeta = { format: FORMAT, journal: covered, arrayBytes: arrays.map((a) => a.byteLength), index: meta };
  const json = Buffer.from(JSON.stringify(description), "utf8");
  const head = Buffer.alloc(MAGIC.length + 4);
  MAGIC.copy(head);
  head.writeUInt32LE(json.length, MAGIC.length);
  const hash = createHash("sha256");
  const fd = fs.openSync(tmp, "w", 0o600);
  try {
    const write = (b: Buffer) => {
      hash.update(b);
      let off = 0;
      while (off < b.length) off += fs.writeSync(fd, b, off, b.length - off);
    };
    write(head);
    write(json);
    for (const a of arrays) write(bytesOf(a));
    fs.writeSync(fd, hash.digest());
  } finally {
    fs.closeSync(fd);
  }
  renameDurably(tmp, file);
}

/** Deletes the snapshot (it is derived: the next start that reads many reports writes it again). */
export function removeReportSnapshot(dir: string): void {
  fs.rmSync(path.join(dir, REPORT_SNAPSHOT_FILE), { force: true });
  fs.rmSync(path.join(dir, `${REPORT_SNAPSHOT_FILE}.tmp`), { force: true });
}

/**
 * The snapshot in `dir` and the part of the journal it covers, or why there is none usable (no file, torn, another
 * format, a checksum or a description that does not hold together, longer than the journal).
 */
export function readReportSnapshot(dir: string, journalBytes: number): { index: ReportIndex; covered: Covered } | { reason: string } {
  const file = path.join(dir, REPORT_SNAPSHOT_FILE);
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { reason: "none" };
    return { reason: `cannot be opened: ${(err as Error).message}` };
  }
  try {
    const size = fs.fstatSync(fd).size;
    let pos = 0;
    const hash = createHash("sha256");
    const read = (b: Buffer) => {
      let off = 0;
      while (off < b.length) {
        const n = fs.readSync(fd, b, off, b.length - off, pos);
        if (n === 0) throw new Error("torn (shorter than it says)");
        off += n;
        pos += n;
      }
      hash.update(b);
    };
    const head = Buffer.alloc(MAGIC.length + 4);
    read(head);
    if (!head.subarray(0, MAGIC.length).equals(MAGIC)) return { reason: "not a report snapshot" };
    const metaBytes = head.readUInt32LE(MAGIC.length);
    if (metaBytes > MAX_META_BYTES || metaBytes > size) return { reason: "a description longer than the file" };
    const json = Buffer.alloc(metaBytes);
    read(json);
    const meta = JSON.parse(json.toString("utf8")) as SnapshotMeta;
    if (meta.format !== FORMAT) return { reason: `format ${String(meta.format)}, not ${FORMAT}` };
    if (!(meta.journal?.bytes >= 0) || typeof meta.journal.sha256 !== "string") return { reason: "no journal mark" };
    if (meta.journal.bytes > journalBytes) return { reason: `covers ${meta.journal.bytes} bytes of a journal of ${journalBytes}` };
    const expected = meta.arrayBytes.reduce((a, b) => a + b, 0);
    if (pos + expected + 32 !== size) return { reason: `${size} bytes where the description makes ${pos + expected + 32}` };
    const { index, arrays, finish } = ReportIndex.fromParts(meta.index);
    if (arrays.length !== meta.arrayBytes.length || arrays.some((a, k) => a.byteLength !== meta.arrayBytes[k]))
      return { reason: "arrays that do not match the description" };
    for (const a of arrays) read(bytesOf(a));
    const sum = Buffer.alloc(32);
    if (fs.readSync(fd, sum, 0, 32, pos) !== 32 || !sum.equals(hash.digest())) return { reason: "its checksum does not match" };
    finish();
    return { index, covered: meta.journal };
  } catch (err) {
    return { reason: (err as Error).message };
  } finally {
    fs.closeSync(fd);
  }
}
