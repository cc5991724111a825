/**
 * Bench section "history" (memory independent of history): a server whose journal holds 1,000,000
 * reviews and comments (half each, over every menu item, over the last year) plus 1,000,000 price reports
 * (reports.ts's generator), beside one whose journal is empty. Prints, against the issue's targets:
 *   - start-up time (until /healthz answers): the first start, which builds the posts index beside the journal
 *     (server/store/posts-sqlite.ts), and a restart, which finds it built (target under 20 s, both);
 *   - RSS after start and after a crawl of every page of the sitemap plus the reviews' pages 1, 2 and the last
 *     (target under 400 MB), then before and after 4,000 requests with unique query strings (unique-queries.ts);
 *   - item-page throughput (wrk, 16 connections, both servers up together, interleaved runs) against the empty
 *     store (target: within 10%), and the time of an item page rendered afresh (after a new comment empties its
 *     stored copy), median of 20, beside the empty store's.
 * Run alone with `npm run bench -- --only=history` (add --quick for shorter loads). With `--postgres`, both
 * servers store in a throwaway PostgreSQL (server/testing/postgres.ts) instead: the records are imported with
 * `npm run journal -- import`, and the servers read reviews and comments by query (server/store/posts-pg.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { check, GZIP_HEADERS, heading, ms, onCleanup, request, root, table, waitForHttp, type BenchOptions } from "./lib.ts";
import { health, median, pageRuns, spread, writeReports, type Health } from "./reports.ts";
import { rssMb, startServer, type Server } from "./server.ts";
import { uniqueQueries } from "./unique-queries.ts";
import { writeJournal } from "../test-support/journal-writer.ts";
import { startPostgres } from "../server/testing/postgres.ts";

const POSTS = 1_000_000;
const REPORTS = 1_000_000;
const ITEM_PAGE = "/menu/item/big-mac";
const WORDS = ["crispy", "hot", "fresh", "salty", "cold", "great", "slow", "value", "sauce", "bun", "fries", "again"];

/** `n` reviews and comments, alternating, on every menu item, dated over the last year: the journal's lines. */
export function writePosts(file: string, n: number, flags: "w" | "a" = "w") {
  const items = JSON.parse(fs.readFileSync(path.join(root, "data/menu-items.json"), "utf8")) as { name: string; category: string }[];
  const now = Date.now();
  writeJournal(
    file,
    n,
    (i) => {
      const item = items[i % items.length];
      const at = new Date(now - (n - i) * ((365 * 86_400_000) / n)).toISOString();
      const id = `00000000-0000-4000-9000-${(i + 1).toString(16).padStart(12, "0")}`;
      const text = Array.from({ length: 12 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(" ");
      return i % 2 === 0
        ? {
            type: "review",
            id,
            at,
            data: {
              itemName: item.name,
              category: item.category,
              rating: 1 + (i % 5),
              priceRating: 1 + (i % 3),
              review: `Review ${i}: ${text}.`,
              reviewer: `Diner ${i % 5000}`,
              location: "Austin, TX",
            },
          }
        : {
            type: "comment",
            id,
            at,
            data: {
              itemName: item.name,
              name: `Visitor ${i % 5000}`,
              email: `v${i % 5000}@example.com`,
              website: null,
              comment: `Comment ${i}: ${text}.`,
            },
          };
    },
    flags,
  );
}

async function started(
  buildDir: string,
  journalDir: string,
  databaseUrl?: string,
): Promise<{ server: Server; ms: number; rssMb: number; health: Health; postgres: boolean }> {
  const t = performance.now();
  const server = await startServer({
    buildDir,
    journalDir,
    startTimeoutMs: 600_000,
    ...(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {}),
  });
  await waitForHttp(`${server.base}/healthz`, 600_000, server.alive);
  const took = performance.now() - t;
  return { server, ms: took, rssMb: rssMb(server.pid), health: await health(server), postgres: databaseUrl !== undefined };
}

/** Every page of the sitemap, and the reviews' first, second and last pages, four at a time; the answers' statuses. */
async function crawl(s: Server): Promise<{ pages: number; failed: string[] }> {
  const sitemap = (await request(`${s.base}/sitemap.xml`)).body.toString("utf8");
  const urls = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  urls.push("/reviews?page=2", "/reviews?page=999999", "/api/reviews", "/api/reviews?limit=100");
  const failed: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const res = await request(s.base + url, { headers: GZIP_HEADERS });
        if (res.status !== 200) failed.push(`${url} ${res.status}`);
      }
    }),
  );
  return { pages: urls.length, failed };
}

/** An item page rendered afresh: a comment on the item (its stored copy is then out of date), then the page. */
async function freshRenders(s: Server, n: number): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < n; k++) {
    const res = await fetch(`${s.base}/api/comments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.base },
      body: JSON.stringify({ itemName: "Big Mac", name: "Bench", email: "bench@example.com", comment: `A bench comment, number ${k}.` }),
    });
    if (res.status !== 201) throw new Error(`a comment was answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const t = performance.now();
    const page = await request(s.base + ITEM_PAGE, { headers: GZIP_HEADERS });
    times.push(performance.now() - t);
    if (page.status !== 200) throw new Error(`${ITEM_PAGE} answered ${page.status}`);
  }
  return median(times);
}

/** Two databases on a throwaway PostgreSQL server: one empty, one holding the full journal's records (imported). */
async function databases(none: string, full: string): Promise<{ none: string; full: string; importMs: string; stop: () => Promise<void> }> {
  const pg = await startPostgres();
  onCleanup(() => void pg.destroy());
  const urls = { none: await pg.newDatabase(), full: await pg.newDatabase() };
  const t = performance.now();
  for (const [url, dir] of [
    [urls.none, none],
    [urls.full, full],
  ] as const)
    execFileSync(process.execPath, ["--import", "tsx", "scripts/journal.ts", "import"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, JOURNAL_DIR: dir },
      stdio: ["ignore", "inherit", "inherit"],
    });
  const importMs = `imported in ${ms(performance.now() - t)}`;
  return { ...urls, importMs, stop: () => pg.destroy() };
}

/** An empty journal folder and one holding the generated records, both removed at exit. */
function journals(): { none: string; full: string } {
  const none = fs.mkdtempSync(path.join(os.tmpdir(), "bench-history-none-"));
  const full = fs.mkdtempSync(path.join(os.tmpdir(), "bench-history-2m-"));
  onCleanup(() => fs.rmSync(none, { recursive: true, force: true }));
  onCleanup(() => fs.rmSync(full, { recursive: true, force: true }));
  const g = performance.now();
  const journal = path.join(full, "journal.jsonl");
  writePosts(journal, POSTS);
  writeReports(journal, REPORTS, "a");
  console.log(
    `generated ${(POSTS + REPORTS).toLocaleString("en-US")} records (${Math.round(fs.statSync(journal).size / 1048576)} MB) in ${ms(performance.now() - g)}`,
  );
  return { none, full };
}

export async function historyAtScale(_server: Server, opts: BenchOptions) {
  const seconds = opts.quick ? 3 : 6;
  const rounds = opts.quick ? 3 : 5;
  const n = (x: number) => x.toLocaleString("en-US");
  heading(`History at scale (a journal of ${n(POSTS)} reviews and comments plus ${n(REPORTS)} price reports vs an empty one)`);
  const { none, full } = journals();
  // --postgres: the same records in two databases of a throwaway server (imported as an operator would).
  const db = opts.postgres ? await databases(none, full) : null;
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ");
  console.log(`load average (1 / 5 / 15 min) before: ${load()} on ${os.cpus().length} cores`);

  const a = await started(opts.buildDir, none, db?.none);
  let first: Started | undefined;
  let b: Started | undefined;
  const mb = (x: number) => `${Math.round(x)} MB`;
  try {
    first = await started(opts.buildDir, full, db?.full);
    await first.server.stop(30_000);
    const indexMb = db ? null : fs.statSync(path.join(full, "posts.sqlite")).size / 1048576;
    b = await started(opts.buildDir, full, db?.full);
    const crawled = [await crawl(a.server), await crawl(b.server)];
    const rssAfter = [rssMb(a.server.pid), rssMb(b.server.pid)];
    await uniqueQueries(b.server, opts.quick ? 1_000 : 4_000, `${n(POSTS + REPORTS)} records`);
    const runs = await pageRuns(a.server, b.server, ITEM_PAGE, seconds, rounds);
    const fresh = [await freshRenders(a.server, 20), await freshRenders(b.server, 20)];
    const after = [await health(a.server), await health(b.server)];

    if (indexMb !== null) console.log(`posts index beside the journal: ${mb(indexMb)} on disk`);
    else console.log(`stored in PostgreSQL (${db!.importMs}); the first start fills nothing, the posts tables are filled by the import`);
    printStartups(a, first, b, crawled, rssAfter, fresh);
    printThroughput(runs, rounds, seconds);
    console.log(
      `\nRSS at the end: ${mb(after[0].memoryMb.rss)} (empty), ${mb(after[1].memoryMb.rss)} (${n(POSTS + REPORTS)} records); heap used ${mb(after[0].memoryMb.heapUsed)} / ${mb(after[1].memoryMb.heapUsed)}`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    await a.server.stop(12_000);
    await first?.server.stop(12_000);
    await b?.server.stop(12_000);
    await db?.stop();
  }
}

type Started = Awaited<ReturnType<typeof started>>;

/** Start-up, memory, crawl and fresh-render figures of the empty store, the first start and the restart, with the checks. */
function printStartups(
  a: Started,
  first: Started,
  b: Started,
  crawled: { pages: number; failed: string[] }[],
  rssAfter: number[],
  fresh: number[],
) {
  const n = (x: number) => x.toLocaleString("en-US");
  const mb = (x: number) => `${Math.round(x)} MB`;
  console.log(
    table(
      [
        "journal",
        ">start-up",
        ">RSS after start",
        ">heap used",
        ">array buffers",
        ">pages crawled",
        ">RSS after the crawl",
        ">fresh item render (median of 20)",
        "",
      ],
      [
        ["empty", a.ms, a.rssMb, a.health.memoryMb.heapUsed, a.health.memoryMb.arrayBuffers, crawled[0], rssAfter[0], fresh[0], ""],
        [
          `${n(POSTS + REPORTS)} records (first start${a.postgres ? "" : ": builds the index"})`,
          first.ms,
          first.rssMb,
          first.health.memoryMb.heapUsed,
          first.health.memoryMb.arrayBuffers,
          null,
          null,
          null,
          check("history", "first start-up with 2,000,000 records (builds the index)", ms(first.ms), "under 20 s", first.ms < 20_000),
        ],
        [
          `${n(POSTS + REPORTS)} records (restart)`,
          b.ms,
          b.rssMb,
          b.health.memoryMb.heapUsed,
          b.health.memoryMb.arrayBuffers,
          crawled[1],
          rssAfter[1],
          fresh[1],
          [
            check("history", "start-up with 2,000,000 records", ms(b.ms), "under 20 s", b.ms < 20_000),
            check("history", "RSS after start, 2,000,000 records", mb(b.rssMb), "under 400 MB", b.rssMb < 400),
            check("history", "RSS after a crawl of every page, 2,000,000 records", mb(rssAfter[1]), "under 400 MB", rssAfter[1] < 400),
          ].join(" "),
        ],
      ].map(([name, t, rss, heap, buffers, c, rssA, f, mark]) => [
        name as string,
        ms(t as number),
        mb(rss as number),
        mb(heap as number),
        mb(buffers as number),
        c
          ? `${(c as { pages: number }).pages}${(c as { failed: string[] }).failed.length ? ` (${(c as { failed: string[] }).failed.length} not 200: ${(c as { failed: string[] }).failed.slice(0, 3).join(", ")})` : ""}`
          : "",
        rssA === null ? "" : mb(rssA as number),
        f === null ? "" : ms(f as number),
        mark as string,
      ]),
    ),
  );
}

/** The item page's rate on both servers, median and range, and the ratio against the target. */
function printThroughput(runs: Awaited<ReturnType<typeof pageRuns>>, rounds: number, seconds: number) {
  const n = (x: number) => x.toLocaleString("en-US");
  const [ra, rb] = runs.runs.map((rs) => rs.map((r) => r.rps));
  const ratio = median(rb) / median(ra);
  const rate = (x: number) => `${Math.round(x)}`;
  console.log(
    `\n${ITEM_PAGE} throughput (wrk, 16 connections, req/s, median of ${rounds} runs of ${seconds} s and the range; gzip bytes ${n(runs.bytes[0])} / ${n(runs.bytes[1])})`,
  );
  console.log(
    table(
      ["page", ">empty store", `>${n(POSTS + REPORTS)} records`, ">ratio", ""],
      [
        [
          ITEM_PAGE,
          `${rate(median(ra))} (${spread(ra, rate)})`,
          `${rate(median(rb))} (${spread(rb, rate)})`,
          `${Math.round(ratio * 100)}%`,
          check(
            "history",
            `${ITEM_PAGE} throughput with 2,000,000 records`,
            `${Math.round(ratio * 100)}%`,
            "≥ 90% of the empty store",
            ratio >= 0.9,
          ),
        ],
      ],
    ),
  );
}
