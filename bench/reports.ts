/**
 * Bench section "reports" (issue 29): a server whose journal holds 1,000,000 price reports (generated here: every
 * state, 40 items, their sizes, three channels, a city in a third of them, purchase dates over the last year,
 * 200,000 clients), beside one with no reports. Prints the start-up time (until /healthz answers), the RSS then,
 * the time to add one report and have its figure updated (a POST, whose answer carries the new figure; median and
 * p95 of 50), and page throughput (wrk) on pages that show reports, against the same pages with none (both servers
 * up together, measured in turn).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { STATE_NAMES } from "#domain/states.ts";
import { check, GZIP_HEADERS, heading, ms, onCleanup, request, table, waitForHttp, wrk, type BenchOptions } from "./lib.ts";
import { rssMb, startServer, type Server } from "./server.ts";

const REPORTS = 1_000_000;
const PAGES = ["/prices/texas", "/menu/item/big-mac", "/prices"];
const ITEMS: [string, boolean][] = [
  ["Big Mac", false], ["Quarter Pounder with Cheese", false], ["McDouble", false], ["Cheeseburger", false], ["Hamburger", false],
  ["McChicken", false], ["McCrispy", false], ["Filet-O-Fish", false], ["Egg McMuffin", false], ["Sausage McMuffin with Egg", false],
  ["Hash Browns", false], ["10 Piece Chicken McNuggets", false], ["4 Piece Chicken McNuggets", false], ["Big Breakfast", false], ["Hotcakes", false],
  ["World Famous Fries", true], ["Coca-Cola", true], ["Sprite", true], ["Premium Roast Coffee", true], ["Sweet Tea", true],
  ["Double Quarter Pounder with Cheese", false], ["Bacon McDouble", false], ["Double Cheeseburger", false], ["Spicy McCrispy", false], ["Deluxe McCrispy", false],
  ["Sausage Biscuit", false], ["Sausage Burrito", false], ["20 Piece Chicken McNuggets", false], ["Apple Slices", false], ["Chocolate Chip Cookie", false],
  ["Egg McMuffin Extra Value Meal", false], ["Big Mac Extra Value Meal", false], ["McCrispy Extra Value Meal", false], ["Sausage McGriddles", false], ["Hotcakes and Sausage", false],
  ["Dr Pepper", true], ["Orange Fanta", true], ["Hi-C Orange Lavaburst", true], ["McCafé Iced Coffee", true], ["Minute Maid Premium Orange Juice", true],
];
const CHANNELS = ["in-store", "in-store", "in-store", "app", "delivery"];
const CITIES = ["Springfield", "Franklin", "Greenville", "Clinton", "Madison"];
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A deterministic journal of `n` price reports, written a megabyte at a time. */
function writeReports(file: string, n: number) {
  const fd = fs.openSync(file, "w");
  const now = Date.now();
  let seed = 2026;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  let batch = "";
  for (let i = 0; i < n; i++) {
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
    const record = {
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
    batch += JSON.stringify(record) + "\n";
    if (batch.length > 1 << 20) {
      fs.writeSync(fd, batch);
      batch = "";
    }
  }
  fs.writeSync(fd, batch);
  fs.closeSync(fd);
}

async function started(buildDir: string, journalDir: string): Promise<{ server: Server; ms: number; rssMb: number }> {
  const t = performance.now();
  const server = await startServer({ buildDir, journalDir, startTimeoutMs: 300_000 });
  await waitForHttp(`${server.base}/healthz`, 300_000, server.alive);
  const took = performance.now() - t;
  return { server, ms: took, rssMb: rssMb(server.pid) };
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
async function stored(server: Server, url: string) {
  for (let i = 0; i < 50 && (await request(server.base + url, { headers: GZIP_HEADERS })).headers["x-render-cache"] !== "hit"; i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Both servers run side by side and each page is loaded on one, then the other, twice over (A B A B), keeping each
 * one's better run: other work on the machine then lands on both sides alike instead of on one.
 */
async function pageRates(a: Server, b: Server, seconds: number): Promise<Map<string, [number, number]>> {
  const out = new Map<string, [number, number]>();
  const run = async (s: Server, url: string, secs: number) => {
    const r = await wrk(s.base + url, { connections: 16, headers: GZIP_HEADERS, seconds: secs });
    if (r.failures) throw new Error(`${url}: ${r.failures} failed answers under load`);
    return r.rps;
  };
  for (const url of PAGES) {
    await stored(a, url);
    await stored(b, url);
    await run(a, url, 2);
    await run(b, url, 2);
    const ra = [await run(a, url, seconds), 0];
    const rb = [await run(b, url, seconds), 0];
    ra[1] = await run(a, url, seconds);
    rb[1] = await run(b, url, seconds);
    out.set(url, [Math.max(...ra), Math.max(...rb)]);
  }
  return out;
}

export async function reportsAtScale(_server: Server, opts: BenchOptions) {
  const seconds = opts.quick ? 3 : 8;
  heading(`Price reports at scale (a journal of ${REPORTS.toLocaleString("en-US")} generated reports vs none; wrk, 16 connections, ${seconds} s a page)`);
  const none = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reports-none-"));
  const full = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reports-1m-"));
  onCleanup(() => fs.rmSync(none, { recursive: true, force: true }));
  onCleanup(() => fs.rmSync(full, { recursive: true, force: true }));
  const g = performance.now();
  writeReports(path.join(full, "journal.jsonl"), REPORTS);
  const size = fs.statSync(path.join(full, "journal.jsonl")).size;
  console.log(`generated ${REPORTS.toLocaleString("en-US")} reports (${Math.round(size / 1048576)} MB) in ${ms(performance.now() - g)}`);

  const a = await started(opts.buildDir, none);
  let b: Awaited<ReturnType<typeof started>> | undefined;
  let rates: Map<string, [number, number]>;
  let emptyAdd: { p50: number; p95: number };
  let fullAdd: { p50: number; p95: number };
  try {
    b = await started(opts.buildDir, full);
    rates = await pageRates(a.server, b.server, seconds);
    emptyAdd = await addOne(a.server);
    fullAdd = await addOne(b.server);
  } finally {
    await a.server.stop(12_000);
    await b?.server.stop(12_000);
  }
  console.log(
    table(
      ["journal", ">start-up", ">RSS", ">add one report (p50 / p95)", ""],
      [
        ["no reports", ms(a.ms), `${Math.round(a.rssMb)} MB`, `${ms(emptyAdd.p50)} / ${ms(emptyAdd.p95)}`, ""],
        [
          `${REPORTS.toLocaleString("en-US")} reports`,
          ms(b.ms),
          `${Math.round(b.rssMb)} MB`,
          `${ms(fullAdd.p50)} / ${ms(fullAdd.p95)}`,
          [
            check("reports", "start-up with 1,000,000 reports", ms(b.ms), "under 20 s", b.ms < 20_000),
            check("reports", "RSS with 1,000,000 reports", `${Math.round(b.rssMb)} MB`, "under 600 MB", b.rssMb < 600),
          ].join(" "),
        ],
      ],
    ),
  );
  console.log(
    table(
      ["page", ">no reports (req/s)", ">1,000,000 reports (req/s)", ">ratio", ""],
      PAGES.map((url) => {
        const [none, many] = rates.get(url)!;
        const ratio = many / none;
        return [
          url,
          `${Math.round(none)}`,
          `${Math.round(many)}`,
          `${(ratio * 100).toFixed(0)}%`,
          check("reports", `${url} with 1,000,000 reports`, `${(ratio * 100).toFixed(0)}%`, "≥ 90% of none", ratio >= 0.9),
        ];
      }),
    ),
  );
}
