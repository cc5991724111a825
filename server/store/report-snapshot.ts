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
 * the order it lists them, and the SHA-256 of everything before it. The description's `journal` is the mark of what
 * the snapshot covers: here the file journal's length and hash; in PostgreSQL (server/store/journal-pg.ts, which
 * keeps the same bytes in a table) the last sequence number and the count of reports up to it.
 * `encodeReportIndex` and `decodeReportIndex` make and read these bytes in memory; the file functions stream them.
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
  journal: unknown;
  arrayBytes: number[];
  index: ReportIndexMeta;
}

const bytesOf = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/**
 * The snapshot's bytes for `index` with the mark `mark`, as chunks in order (the arrays are views of the index's own,
 * not copies: write or concatenate them before the index changes).
 */
export function encodeReportIndex(index: ReportIndex, mark: unknown): Buffer[] {
  const { meta, arrays } = index.toParts();
  const description: SnapshotMeta = { format: FORMAT, journal: mark, arrayBytes: arrays.map((a) => a.byteLength), index: meta };
  const json = Buffer.from(JSON.stringify(description), "utf8");
  const head = Buffer.alloc(MAGIC.length + 4);
  MAGIC.copy(head);
  head.writeUInt32LE(json.length, MAGIC.length);
  const chunks = [head, json, ...arrays.map(bytesOf)];
  const hash = createHash("sha256");
  for (const c of chunks) hash.update(c);
  chunks.push(hash.digest());
  return chunks;
}

/** Writes the index's snapshot covering `covered` of the journal: a temporary file, fsync'd, renamed over the old one. */
export function writeReportSnapshot(dir: string, index: ReportIndex, covered: Covered): void {
  const file = path.join(dir, REPORT_SNAPSHOT_FILE);
  const tmp = `${file}.tmp`;
  const chunks = encodeReportIndex(index, covered);
  const fd = fs.openSync(tmp, "w", 0o600);
  try {
    for (const b of chunks) {
      let off = 0;
      while (off < b.length) off += fs.writeSync(fd, b, off, b.length - off);
    }
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

/** Where a snapshot's bytes are read from: `read` copies up to `into.length` bytes at `pos` and says how many (0: the end). */
interface Source {
  size: number;
  read(into: Buffer, pos: number): number;
}

type Decoded = { index: ReportIndex; mark: unknown } | { reason: string };

/**
 * The index in a snapshot's bytes and its mark, or why they cannot be used (torn, another format, a checksum or a
 * description that does not hold together). `checkMark` sees the mark before the arrays are read: a reason to
 * refuse it, or null.
 */
function decode(src: Source, checkMark: (mark: unknown) => string | null): Decoded {
  try {
    let pos = 0;
    const hash = createHash("sha256");
    const read = (b: Buffer, hashed = true) => {
      let off = 0;
      while (off < b.length) {
        const n = src.read(b.subarray(off), pos);
        if (n === 0) throw new Error("torn (shorter than it says)");
        off += n;
        pos += n;
      }
      if (hashed) hash.update(b);
    };
    const head = Buffer.alloc(MAGIC.length + 4);
    read(head);
    if (!head.subarray(0, MAGIC.length).equals(MAGIC)) return { reason: "not a report snapshot" };
    const metaBytes = head.readUInt32LE(MAGIC.length);
    if (metaBytes > MAX_META_BYTES || metaBytes > src.size) return { reason: "a description longer than the file" };
    const json = Buffer.alloc(metaBytes);
    read(json);
    const meta = JSON.parse(json.toString("utf8")) as SnapshotMeta;
    if (meta.format !== FORMAT) return { reason: `format ${String(meta.format)}, not ${FORMAT}` };
    const wrongMark = checkMark(meta.journal);
    if (wrongMark) return { reason: wrongMark };
    const expected = meta.arrayBytes.reduce((a, b) => a + b, 0);
    if (pos + expected + 32 !== src.size) return { reason: `${src.size} bytes where the description makes ${pos + expected + 32}` };
    const { index, arrays, finish } = ReportIndex.fromParts(meta.index);
    if (arrays.length !== meta.arrayBytes.length || arrays.some((a, k) => a.byteLength !== meta.arrayBytes[k]))
      return { reason: "arrays that do not match the description" };
    for (const a of arrays) read(bytesOf(a));
    const sum = Buffer.alloc(32);
    read(sum, false);
    if (!sum.equals(hash.digest())) return { reason: "its checksum does not match" };
    finish();
    return { index, mark: meta.journal };
  } catch (err) {
    return { reason: (err as Error).message };
  }
}

/**
 * The snapshot's bytes for `index` with the mark `mark`, copied into parts of `partBytes` (the last one shorter): they
 * stay as they are when the index changes, so they may be stored one at a time (server/store/journal-pg.ts).
 */
export function encodeReportIndexParts(index: ReportIndex, mark: unknown, partBytes: number): Buffer[] {
  const chunks = encodeReportIndex(index, mark);
  const total = chunks.reduce((a, c) => a + c.length, 0);
  const parts: Buffer[] = [];
  for (let at = 0; at < total; at += partBytes) parts.push(Buffer.allocUnsafe(Math.min(partBytes, total - at)));
  let part = 0;
  let off = 0;
  for (const c of chunks) {
    let from = 0;
    while (from < c.length) {
      const n = c.copy(parts[part]!, off, from);
      from += n;
      off += n;
      if (off === parts[part]!.length) {
        part++;
        off = 0;
      }
    }
  }
  return parts;
}

/**
 * The index in bytes made by `encodeReportIndex` (one buffer, or the parts of `encodeReportIndexParts` in order; copied
 * out of them) and its mark, or why there is none usable.
 */
export function decodeReportIndex(bytes: Buffer | readonly Buffer[], checkMark: (mark: unknown) => string | null = () => null): Decoded {
  const parts = Buffer.isBuffer(bytes) ? [bytes] : bytes;
  const starts: number[] = [];
  let size = 0;
  for (const p of parts) {
    starts.push(size);
    size += p.length;
  }
  // Reads go forward: the part of the last read is where the next one starts looking.
  let k = 0;
  const read = (into: Buffer, pos: number) => {
    if (pos >= size) return 0;
    while (k > 0 && starts[k]! > pos) k--;
    while (starts[k]! + parts[k]!.length <= pos) k++;
    const from = pos - starts[k]!;
    return parts[k]!.copy(into, 0, from, Math.min(parts[k]!.length, from + into.length));
  };
  return decode({ size, read }, checkMark);
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
    const got = decode({ size, read: (into, pos) => fs.readSync(fd, into, 0, into.length, pos) }, (mark) => {
      const m = mark as Covered | undefined;
      if (!(m?.bytes !== undefined && m.bytes >= 0) || typeof m.sha256 !== "string") return "no journal mark";
      if (m.bytes > journalBytes) return `covers ${m.bytes} bytes of a journal of ${journalBytes}`;
      return null;
    });
    return "index" in got ? { index: got.index, covered: got.mark as Covered } : got;
  } catch (err) {
    return { reason: (err as Error).message };
  } finally {
    fs.closeSync(fd);
  }
}
