/**
 * Bench section "journal": start-up time and RSS of a server whose journal holds 1,000,000 records (read as a
 * stream), beside one with an empty journal.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { check, heading, ms, onCleanup, table, waitForHttp, type BenchOptions } from "./lib.ts";
import { rssMb, startServer, type Server } from "./server.ts";
import { writeJournal } from "../test-support/journal-writer.ts";

/** Starts a second server on `journalDir` and returns the ms until it answers and its RSS then. */
async function timedStart(buildDir: string, journalDir: string): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const server = await startServer({ buildDir, journalDir, startTimeoutMs: 300_000 });
  try {
    await waitForHttp(`${server.base}/healthz`, 300_000, server.alive);
    const took = performance.now() - started;
    return { ms: took, rssMb: rssMb(server.pid) };
  } finally {
    await server.stop(12_000);
  }
}

export async function journalStartup(_server: Server, opts: BenchOptions) {
  const RECORDS = 1_000_000;
  heading(
    `Journal start-up (a server opening a journal of ${RECORDS.toLocaleString("en-US")} records, read as a stream; time until /healthz answers)`,
  );
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-empty-"));
  const full = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-1m-"));
  onCleanup(() => fs.rmSync(empty, { recursive: true, force: true }));
  onCleanup(() => fs.rmSync(full, { recursive: true, force: true }));
  // Mostly contact messages and sign-ups (what spam would be), one in ten a review or a comment.
  const at = new Date().toISOString();
  writeJournal(path.join(full, "journal.jsonl"), RECORDS, (i) => {
    const kind = i % 10;
    return kind === 0
      ? {
          type: "review",
          id: `b${i}`,
          at,
          data: {
            itemName: "Big Mac",
            category: "Burgers",
            rating: 4,
            priceRating: 3,
            review: `Bench review ${i}`,
            reviewer: "Bench",
            location: "Reno, NV",
            verified: false,
          },
        }
      : kind === 1
        ? {
            type: "comment",
            id: `b${i}`,
            at,
            data: { itemName: "Big Mac", name: "Bench", email: "b@example.com", website: null, comment: `Bench comment ${i}` },
          }
        : kind % 2
          ? {
              type: "contact",
              id: `b${i}`,
              at,
              data: { name: "Bench", email: "b@example.com", subject: "Bench subject", message: `Bench message number ${i}` },
            }
          : { type: "signup", id: `b${i}`, at, data: { name: "Bench", email: "b@example.com", page: "/", topic: "deals" } };
  });
  const size = fs.statSync(path.join(full, "journal.jsonl")).size;
  const a = await timedStart(opts.buildDir, empty);
  const b = await timedStart(opts.buildDir, full);
  console.log(
    table(
      ["journal", ">file", ">start-up", ">RSS", ""],
      [
        ["empty", "0 MB", ms(a.ms), `${Math.round(a.rssMb)} MB`, ""],
        [
          `${RECORDS.toLocaleString("en-US")} records`,
          `${Math.round(size / 1048576)} MB`,
          ms(b.ms),
          `${Math.round(b.rssMb)} MB`,
          check("journal", "start-up with 1,000,000 records", ms(b.ms), "under 30 s", b.ms < 30_000),
        ],
      ],
    ),
  );
}
