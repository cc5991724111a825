/**
 * Writes a generated journal (one JSON record a line, as server/store/journal.ts writes them) in megabyte batches, so a
 * million records take seconds and never sit in memory at once. Used by the bench sections that open large journals
 * (bench/history.ts, bench/reports.ts, bench/journal.ts) and by server/http/history-memory.test.ts.
 */
import fs from "node:fs";

/** Writes `n` records, the i-th being `record(i)`, to `file` ("w": a new file; "a": appended). */
export function writeJournal(file: string, n: number, record: (i: number) => object, flags: "w" | "a" = "w"): void {
  const fd = fs.openSync(file, flags, 0o600);
  try {
    let batch = "";
    for (let i = 0; i < n; i++) {
      batch += JSON.stringify(record(i)) + "\n";
      if (batch.length > 1 << 20) {
        fs.writeSync(fd, batch);
        batch = "";
      }
    }
    fs.writeSync(fd, batch);
  } finally {
    fs.closeSync(fd);
  }
}
