/**
 * The report snapshot beside the journal (server/store/report-snapshot.ts, decision 0020): a start after one that read
 * many reports takes them from the snapshot, and the figures, monthly medians, newest reports and downloads are
 * the same as a start that reads every report line; a snapshot that does not match the journal (edited before its
 * mark, cut back) or that is damaged is ignored, the journal read in full, and a new snapshot written.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { writeJournal } from "../../test-support/journal-writer.ts";
import { JOURNAL_FILE } from "./journal-file.ts";
import { Journal } from "./journal.ts";
import { createLogger } from "../base/log.ts";
import { DAY, reportRecord, shownReports, uuid } from "../testing/report-fixtures.ts";
import { decodeReportIndex, encodeReportIndex, encodeReportIndexParts, REPORT_SNAPSHOT_FILE } from "./report-snapshot.ts";
import { foldRecords } from "#domain/indexes/journal-records.ts";

const REPORTS = 24_000;

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Report `i` of `total`, arriving over the last 300 days in order; a few deal reports, a hide of every 997th. */
function record(i: number, total: number, start = 0) {
  const k = i + start;
  const atMs = Date.now() - (total - i) * ((300 * DAY) / total);
  if (k % 997 === 500) return { type: "hide" as const, id: uuid(3, k), at: new Date(atMs).toISOString(), data: { target: uuid(1, k - 3) } };
  return reportRecord(k, atMs);
}

function journalDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "report-snapshot-test-"));
  dirs.push(dir);
  writeJournal(path.join(dir, JOURNAL_FILE), REPORTS, (i) => record(i, REPORTS));
  return dir;
}

function captureLog() {
  const lines: { msg?: string; reason?: string }[] = [];
  return { log: createLogger("debug", (l) => lines.push(JSON.parse(l))), lines };
}

async function open(dir: string) {
  const { log, lines } = captureLog();
  const journal = await Journal.open(dir, log);
  return { journal, lines, messages: lines.map((l) => l.msg ?? "") };
}

/** The reports as a start that reads every line sees them: the same journal, in a folder with no snapshot. */
async function readInFull(dir: string) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "report-snapshot-full-"));
  dirs.push(copy);
  fs.copyFileSync(path.join(dir, JOURNAL_FILE), path.join(copy, JOURNAL_FILE));
  const { journal } = await open(copy);
  fs.rmSync(path.join(copy, REPORT_SNAPSHOT_FILE), { force: true });
  const out = shownReports(journal.state.reports);
  await journal.close();
  return out;
}

describe("the report snapshot", () => {
  test("a restart reads the reports from the snapshot and shows what a full read shows, the records since included", async () => {
    const dir = journalDir();
    const first = await open(dir);
    assert.ok(first.messages.includes("journal: wrote the report snapshot"), "the first start wrote a snapshot");
    assert.ok(fs.existsSync(path.join(dir, REPORT_SNAPSHOT_FILE)));
    const before = shownReports(first.journal.state.reports);
    assert.ok(
      before.figures.some((f) => f?.shown),
      "some figure is shown",
    );
    assert.ok(
      before.months.some((m) => m.length > 0),
      "some month is shown",
    );
    assert.ok(before.rows.length < REPORTS, "hidden reports are not rows");
    // Reports after the snapshot's mark: the next start reads them from the journal.
    for (let k = 0; k < 30; k++)
      await first.journal.append("price-report", record(k, 30, REPORTS + 10_000).data ?? {}, uuid(1, REPORTS + 10_000 + k));
    await first.journal.close();

    const again = await open(dir);
    assert.ok(!again.messages.some((m) => m.includes("report snapshot")), `the snapshot was used as it is: ${again.messages.join("; ")}`);
    const restored = shownReports(again.journal.state.reports);
    assert.deepEqual(restored, await readInFull(dir));
    assert.equal(again.journal.state.counts["price-report"], restored.size);
    // A report id the snapshot holds is not added twice, and a hide of one reaches it.
    const target = restored.rows[restored.rows.length - 1].id;
    assert.equal(again.journal.state.reports.add(target, new Date().toISOString(), record(0, 1).data as never), -1);
    await again.journal.append("hide", { target });
    assert.ok(![...again.journal.state.reports.visible()].some((r) => r.id === target), "the hidden report left the rows");
    await again.journal.close();
  });

  test("a journal edited before the snapshot's mark: the snapshot is ignored, every report read, and a new snapshot written", async () => {
    const dir = journalDir();
    await (await open(dir)).journal.close();
    const file = path.join(dir, JOURNAL_FILE);
    const text = fs.readFileSync(file, "utf8");
    // The same length, another price: only the hash tells.
    const edited = text.replace(/"price":(\d)\.(\d\d)/, (_m, d: string, c: string) => `"price":${(Number(d) + 1) % 10}.${c}`);
    assert.notEqual(edited, text);
    fs.writeFileSync(file, edited);
    const stamp = fs.statSync(path.join(dir, REPORT_SNAPSHOT_FILE)).mtimeMs;

    const again = await open(dir);
    assert.ok(
      again.messages.includes("journal: the report snapshot does not match the journal; reading every report"),
      again.messages.join("; "),
    );
    assert.ok(again.messages.includes("journal: wrote the report snapshot"));
    assert.notEqual(fs.statSync(path.join(dir, REPORT_SNAPSHOT_FILE)).mtimeMs, stamp);
    const restored = shownReports(again.journal.state.reports);
    await again.journal.close();
    assert.deepEqual(restored, await readInFull(dir));
  });

  test("a journal cut back, and a damaged snapshot, are each ignored and the reports read from the journal", async () => {
    const dir = journalDir();
    await (await open(dir)).journal.close();
    const snap = path.join(dir, REPORT_SNAPSHOT_FILE);
    const bytes = fs.readFileSync(snap);
    bytes[bytes.length - 100] ^= 0xff;
    fs.writeFileSync(snap, bytes);
    const damaged = await open(dir);
    assert.ok(
      damaged.lines.some(
        (l) => l.msg === "journal: ignored the report snapshot; reading every report" && l.reason === "its checksum does not match",
      ),
    );
    const fromDamaged = shownReports(damaged.journal.state.reports);
    await damaged.journal.close();
    assert.deepEqual(fromDamaged, await readInFull(dir));

    const file = path.join(dir, JOURNAL_FILE);
    const lines = fs.readFileSync(file, "utf8").split("\n");
    fs.writeFileSync(file, lines.slice(0, lines.length - 1001).join("\n") + "\n");
    const cut = await open(dir);
    assert.ok(
      cut.lines.some(
        (l) =>
          l.msg === "journal: ignored the report snapshot; reading every report" &&
          /covers \d+ bytes of a journal of \d+/.test(l.reason ?? ""),
      ),
    );
    const fromCut = shownReports(cut.journal.state.reports);
    await cut.journal.close();
    assert.deepEqual(fromCut, await readInFull(dir));
    assert.ok(fromCut.size < fromDamaged.size);
  });

  test("a snapshot stored in parts (as in PostgreSQL) reads back the same, whatever the parts' size; a damaged part is refused", () => {
    const n = 600;
    const reports = foldRecords(Array.from({ length: n }, (_, i) => record(i, n))).reports;
    const want = shownReports(reports);
    const whole = Buffer.concat(encodeReportIndex(reports, { seq: 7 }));
    // Sizes that cut the description, the arrays and the closing checksum at odd places, and one part for everything.
    for (const size of [1, 7, 1000, 4096, whole.length - 5, whole.length + 1]) {
      const parts = encodeReportIndexParts(reports, { seq: 7 }, size);
      assert.equal(parts.length, Math.ceil(whole.length / size), `parts of ${size} bytes`);
      assert.ok(Buffer.concat(parts).equals(whole), `parts of ${size} bytes hold the snapshot's bytes`);
      const back = decodeReportIndex(parts);
      assert.ok("index" in back, `parts of ${size} bytes: ${"reason" in back ? back.reason : ""}`);
      assert.deepEqual(back.mark, { seq: 7 });
      assert.deepEqual(shownReports(back.index), want);
    }
    const parts = encodeReportIndexParts(reports, { seq: 7 }, 4096);
    parts[Math.floor(parts.length / 2)]![100] ^= 0xff;
    assert.deepEqual(decodeReportIndex(parts), { reason: "its checksum does not match" });
    assert.match(String((decodeReportIndex(parts.slice(0, -1)) as { reason: string }).reason), /bytes where the description makes|torn/);
  });
});
