/**
 * Bench section "reports": a server whose journal holds 1,000,000 price reports (generated here: every
 * state, 40 items, their sizes, three channels, a city in a third of them, purchase dates over the last year,
 * 200,000 clients), beside one with no reports. Prints the start-up time (until /healthz answers), the RSS, heap
 * and array buffers then, the time to add one report and have its figure updated (a POST, whose answer carries the
 * new figure; median and p95 of 50), and page throughput (wrk) on pages that show reports and on one that shows
 * none (the control), against the same pages with none: both servers up together, each page loaded several times
 * on each, interleaved, with the median and the range. Beside the rates, what happened inside each server during
 * each load (from /healthz): render-cache hits, scavenges, major collections, the time paused in them, heap used.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { STATE_NAMES } from "#domain/rules/states.ts";
import { check, GZIP_HEADERS, heading, ms, onCleanup, request, table, waitForHttp, wrk, type BenchOptions } from "./lib.ts";
import { rssMb, startServer, type Server } from "./server.ts";
import { writeJournal } from "../test-support/journal-writer.ts";

const REPORTS = 1_000_000;
const PAGES = ["/prices/texas", "/menu/item/big-mac", "/prices"];
/** A page that shows no reports: whatever differs on it between the two servers is not the pages' own work. */
const CONTROL = "/about";
const ITEMS: [string, boolean][] = [
  ["Big Mac", false],
  ["Quarter Pounder with Cheese", false],
  ["McDouble", false],
  ["Cheeseburger", false],
  ["Hamburger", false],
  ["McChicken", false],
  ["McCrispy", false],
  ["Filet-O-Fish", false],
  ["Egg McMuffin", false],
  ["Sausage McMuffin with Egg", false],
  ["Hash Browns", false],
  ["10 Piece Chicken McNuggets", false],
  ["4 Piece Chicken McNuggets", false],
  ["Big Breakfast", false],
  ["Hotcakes", false],
  ["World Famous Fries", true],
  ["Coca-Cola", true],
  ["Sprite", true],
  ["Premium Roast Coffee", true],
  ["Sweet Tea", true],
  ["Double Quarter Pounder with Cheese", false],
  ["Bacon McDouble", false],
  ["Double Cheeseburger", false],
  ["Spicy McCrispy", false],
  ["Deluxe McCrispy", false],
  ["Sausage Biscuit", false],
  ["Sausage Burrito", false],
  ["20 Piece Chicken McNuggets", false],
  ["Apple Slices", false],
  ["Chocolate Chip Cookie", false],
  ["Egg McMuffin Extra Value Meal", false],
  ["Big Mac Extra Value Meal", false],
  ["McCrispy Extra Value Meal", false],
  ["Sausage McGriddles", false],
  ["Hotcakes and Sausage", false],
  ["Dr Pepper", true],
  ["Orange Fanta", true],
  ["Hi-C Orange Lavaburst", true],
  ["McCafé Iced Coffee", true],
  ["Minute Maid Premium Orange Juice", true],
];
const CHANNELS = ["in-store", "in-store", "in-store", "app", "delivery"];
const CITIES = ["Springfield", "Franklin", "Greenville", "Clinton", "Madison"];
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A deterministic journal of `n` price reports, written a megabyte at a time (`flags` "a" appends them). */
export function writeReports(file: string, n: number, flags: "w" | "a" = "w") {
  const now = Date.now();
  let seed = 2026;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  writeJournal(
    file,
    n,
    (i) => {
      const [itemName, sized] = ITEMS[i % ITEMS.length];
      const state = STATE_NAMES[Math.floor(i / ITEMS.length) % STATE_NAMES.length];
      // Arrival times over the last year, in order; the purchase a day or two before.
      const atMs = now - (n - i) * ((365 * 86_400_000) / n);
      const at = new Date(atMs).toISOString();
      const date = new Date(atMs - Math.floor(rand() * 2) * 86_400_000).toISOString().slice(0, 10);
      const c = Math.floor(rand() * 200_000);
      let client = "";
      for (let k = 0, x = c * 7919 + 17; k < 22; k++, x = Math.floor(x / 64) + k * 131) client += B64[x % 64];
      const hex = (i + 1).toString(16).padStart(12, "0");
      return {
        type: "price-report",
        id: `00000000-0000-4000-8000-${hex}`,
        at,
        data: {
          itemName,
          size: sized ? ["Small", "Medium", "Large"][i % 3] : "Standard",
          price: Math.round((3 + rand() * 4) * 100) / 100,
          state,
          city: i % 3 === 0 ? CITIES[i % CITIES.length] : null,
          channel: CHANNELS[i % CHANNELS.length],
          date,
          deal: null,
          client,
        },
      };
    },
    flags,
  );
}

async function started(buildDir: string, journalDir: string): Promise<{ server: Server; ms: number; rssMb: number; health: Health }> {
  const t = performance.now();
  const server = await startServer({ buildDir, journalDir, startTimeoutMs: 300_000 });
  await waitForHttp(`${server.base}/healthz`, 300_000, server.alive);
  const took = performance.now() - t;
  return { server, ms: took, rssMb: rssMb(server.pid), health: await health(server) };
}

/** 50 reports, one after another: each answer carries the figure updated with it. */
async function addOne(server: Server): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let k = 0; k < 50; k++) {
    const t = performance.now();
    const res = await fetch(`${server.base}/api/price-reports`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ itemName: "Big Mac", price: 5.49 + (k % 5) / 10, state: "Texas", city: "Austin", channel: "in-store" }),
    });
    const body = (await res.json()) as { figure?: { count: number } };
    times.push(performance.now() - t);
    if (res.status !== 201 || !body.figure) throw new Error(`a report was answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: times[25], p95: times[47] };
}

/** A page is measured once it is stored (the first render streams; the stored copy is what the load measures). */
async function stored(server: Server, url: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const res = await request(server.base + url, { headers: GZIP_HEADERS });
    if (res.headers["x-render-cache"] === "hit") return res.body.length;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was never answered from the render cache`);
}

/** What /healthz says of the process (server/http/app.ts): memory, the render cache's counters, collections since start. */
export interface Health {
  memoryMb: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  renderCache: { hits: number; misses: number; stores: number };
  gc: { minor: number; major: number; incremental: number; pauseMs: number; majorPauseMs: number };
}
export async function health(s: Server): Promise<Health> {
  const res = await fetch(`${s.base}/healthz`);
  const h = (await res.json()) as Partial<Health>;
  if (!h.memoryMb || !h.renderCache || !h.gc)
    throw new Error(`/healthz lacks memoryMb, renderCache or gc: ${JSON.stringify(h).slice(0, 300)}`);
  return h as Health;
}

/** One load of one page on one server, with what happened inside the server meanwhile. */
interface Run {
  rps: number;
  /** Render-cache hits among the answers (1: every answer a stored page). */
  hitRate: number;
  minorPerS: number;
  major: number;
  /** Share of the load's wall time the process spent paused in collections. */
  gcShare: number;
  heapUsedMb: number;
}

async function measure(s: Server, url: string, seconds: number): Promise<Run> {
  const before = await health(s);
  const r = await wrk(s.base + url, { connections: 16, headers: GZIP_HEADERS, seconds });
  if (r.failures) throw new Error(`${url}: ${r.failures} failed answers under load`);
  const after = await health(s);
  const hits = after.renderCache.hits - before.renderCache.hits;
  const misses = after.renderCache.misses - before.renderCache.misses;
  return {
    rps: r.rps,
    hitRate: hits / Math.max(1, hits + misses),
    minorPerS: (after.gc.minor - before.gc.minor) / seconds,
    major: after.gc.major - before.gc.major,
    gcShare: (after.gc.pauseMs - before.gc.pauseMs) / (seconds * 1000),
    heapUsedMb: after.memoryMb.heapUsed,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const spread = (xs: number[], f: (n: number) => string) => `${f(Math.min(...xs))}-${f(Math.max(...xs))}`;

/**
 * Both servers run side by side and each page is loaded `rounds` times on each, interleaved and alternating which
 * goes first (A B, B A, A B...): other work on the machine then lands on both sides alike, and the spread of the
 * runs shows how much of a difference is noise.
 */
export async function pageRuns(
  a: Server,
  b: Server,
  url: string,
  seconds: number,
  rounds: number,
): Promise<{ bytes: [number, number]; runs: [Run[], Run[]] }> {
  const bytes: [number, number] = [await stored(a, url), await stored(b, url)];
  await wrk(a.base + url, { connections: 16, headers: GZIP_HEADERS, seconds: 2 });
  await wrk(b.base + url, { connections: 16, headers: GZIP_HEADERS, seconds: 2 });
  const runs: [Run[], Run[]] = [[], []];
  for (let k = 0; k < rounds; k++) {
    const order: [Server, number][] =
      k % 2 === 0
        ? [
            [a, 0],
            [b, 1],
          ]
        : [
            [b, 1],
            [a, 0],
          ];
    for (const [s, side] of order) runs[side].push(await measure(s, url, seconds));
  }
  return { bytes, runs };
}

export async function reportsAtScale(_server: Server, opts: BenchOptions) {
  const seconds = opts.quick ? 3 : 6;
  const rounds = opts.quick ? 3 : 5;
  heading(
    `Price reports at scale (a journal of ${REPORTS.toLocaleString("en-US")} generated reports vs none; wrk, 16 connections, ` +
      `${rounds} runs of ${seconds} s a page on each, interleaved)`,
  );
  const none = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reports-none-"));
  const full = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reports-1m-"));
  onCleanup(() => fs.rmSync(none, { recursive: true, force: true }));
  onCleanup(() => fs.rmSync(full, { recursive: true, force: true }));
  const g = performance.now();
  writeReports(path.join(full, "journal.jsonl"), REPORTS);
  const size = fs.statSync(path.join(full, "journal.jsonl")).size;
  console.log(`generated ${REPORTS.toLocaleString("en-US")} reports (${Math.round(size / 1048576)} MB) in ${ms(performance.now() - g)}`);
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ");
  console.log(`load average (1 / 5 / 15 min) before: ${load()} on ${os.cpus().length} cores`);

  const a = await started(opts.buildDir, none);
  let b: Awaited<ReturnType<typeof started>> | undefined;
  const results = new Map<string, Awaited<ReturnType<typeof pageRuns>>>();
  let emptyAdd: { p50: number; p95: number };
  let fullAdd: { p50: number; p95: number };
  let endHealth: [Health, Health];
  try {
    b = await started(opts.buildDir, full);
    for (const url of [...PAGES, CONTROL]) results.set(url, await pageRuns(a.server, b.server, url, seconds, rounds));
    endHealth = [await health(a.server), await health(b.server)];
    emptyAdd = await addOne(a.server);
    fullAdd = await addOne(b.server);
  } finally {
    await a.server.stop(12_000);
    await b?.server.stop(12_000);
  }
  console.log(`load average after: ${load()}`);
  const mb = (n: number) => `${Math.round(n)} MB`;
  console.log(
    table(
      [
        "journal",
        ">start-up",
        ">RSS",
        ">heap used / total",
        ">array buffers",
        ">collections in start-up (major, pause)",
        ">add one report (p50 / p95)",
        "",
      ],
      [["no reports", a, emptyAdd] as const, [`${REPORTS.toLocaleString("en-US")} reports`, b, fullAdd] as const].map(
        ([name, s, add], i) => [
          name,
          ms(s.ms),
          mb(s.rssMb),
          `${mb(s.health.memoryMb.heapUsed)} / ${mb(s.health.memoryMb.heapTotal)}`,
          mb(s.health.memoryMb.arrayBuffers),
          `${s.health.gc.minor + s.health.gc.major}, ${s.health.gc.major} major, ${ms(s.health.gc.pauseMs)}`,
          `${ms(add.p50)} / ${ms(add.p95)}`,
          i === 0
            ? ""
            : [
                check("reports", "start-up with 1,000,000 reports", ms(s.ms), "under 20 s", s.ms < 20_000),
                check("reports", "RSS with 1,000,000 reports", mb(s.rssMb), "under 600 MB", s.rssMb < 600),
              ].join(" "),
        ],
      ),
    ),
  );
  console.log(
    `\nRSS after the loads: ${mb(endHealth[0].memoryMb.rss)} (no reports), ${mb(endHealth[1].memoryMb.rss)} (${REPORTS.toLocaleString("en-US")} reports)`,
  );
  printThroughput(results, rounds);
  printInside(results);
}

type PageResults = Map<string, Awaited<ReturnType<typeof pageRuns>>>;
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;

/** Each page's rate on both servers, median and range, and the ratio against the target. */
function printThroughput(results: PageResults, rounds: number) {
  const rate = (n: number) => `${Math.round(n)}`;
  console.log(
    `\nPage throughput (req/s, median of ${rounds} and the range; the ratio is of the medians, the range that of each round's pair; ` +
      `${CONTROL} shows no reports on either server: the control)`,
  );
  console.log(
    table(
      ["page", ">gzip bytes (none / 1M)", ">no reports", ">1,000,000 reports", ">ratio", ">round ratios", ""],
      [...results].map(([url, { bytes, runs }]) => {
        const [ra, rb] = runs.map((rs) => rs.map((r) => r.rps));
        const ratio = median(rb) / median(ra);
        const pairs = ra.map((x, k) => rb[k] / x);
        return [
          url,
          `${bytes[0].toLocaleString("en-US")} / ${bytes[1].toLocaleString("en-US")}`,
          `${rate(median(ra))} (${spread(ra, rate)})`,
          `${rate(median(rb))} (${spread(rb, rate)})`,
          pct(ratio),
          spread(pairs, pct),
          check("reports", `${url} with 1,000,000 reports`, pct(ratio), "≥ 90% of none", ratio >= 0.9),
        ];
      }),
    ),
  );
}

/** What each server did during the loads: cache hits, collections, pauses, heap. */
function printInside(results: PageResults) {
  const mb = (n: number) => `${Math.round(n)} MB`;
  console.log(
    `\nInside each server during those loads (median of the runs): render-cache hits, scavenges, major collections, the share of time paused, heap used after`,
  );
  console.log(
    table(
      ["page", "journal", ">cache hits", ">scavenges/s", ">major GCs a run", ">paused", ">heap used"],
      [...results].flatMap(([url, { runs }]) =>
        runs.map((rs, side) => [
          side === 0 ? url : "",
          side === 0 ? "no reports" : "1M reports",
          pct(median(rs.map((r) => r.hitRate))),
          `${Math.round(median(rs.map((r) => r.minorPerS)))}`,
          `${median(rs.map((r) => r.major))}`,
          `${(median(rs.map((r) => r.gcShare)) * 100).toFixed(1)}%`,
          mb(median(rs.map((r) => r.heapUsedMb))),
        ]),
      ),
    ),
  );
}
