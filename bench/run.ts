/**
 * `npm run bench`: the performance figures, measured against the production build.
 *
 * Starts the production server itself (free port, RATE_LIMIT_PER_MINUTE=0, a temporary
 * journal), then prints, each figure beside its target with ✓/✗:
 *   weights     page weight (HTML, JS, CSS; gzip -9 bytes) of home, a category, an item, the reviews page,
 *               /explore and /compare,
 *               and the JS of the pages with nothing interactive (only app-lite.js, under 5 KB)
 *   throughput  requests/s and latency p50/p99 (wrk, 16 connections) for /, /menu/burgers,
 *               /menu/item/big-mac and /api/menu-items, beside nginx (one worker) serving the same gzip
 *               bytes (checked: 200, same length), and two instances behind deploy/nginx.conf
 *   memory      server RSS after 1, 2 and 3 rounds of 100,000 requests (pages and API mixed)
 *   soak        RSS of a fresh server over 40,000 requests mixing render-cache hits, misses and evictions,
 *               printed every 2,000 (soak.ts)
 *   lighthouse  Lighthouse mobile (default config, simulated Slow 4G) for /, /menu/item/big-mac, /reviews and
 *               every tool page (/meal-calculator, /nutrition-calculator, /explore, /compare, /mcdonalds-near-me), one
 *               line a page, and a bare React Router reference page (reference.ts)
 *               before and after them: each page's TBT and main-thread time beside the reference's
 *   posts       durable POST /api/reviews per second with 32 concurrent clients (all must answer 201)
 *   journal     start-up time and RSS of a server whose journal holds 1,000,000 records (read as a stream),
 *               beside one with an empty journal
 *   reports     a server whose journal holds 1,000,000 generated price reports, beside one with none: start-up
 *               time, RSS, the time to add one report and update its figure, page throughput (wrk)
 *   history     a server whose journal holds 1,000,000 reviews and comments plus 1,000,000 price reports, beside an
 *               empty one: start-up (first and again), RSS after start and after crawling every page, item-page
 *               throughput (wrk) and a fresh item render, and RSS under 4,000 unique query strings (history.ts)
 *   queries     RSS, heap and render-cache stores of the shared server before and after 4,000 requests (1,000 with
 *               --quick) each with a query string never seen before (unique-queries.ts)
 *   platform    this checkout against a baseline checkout (BASELINE_DIR), each on its own runtime: wrk share of
 *               nginx, Lighthouse and JS weight, the sides taking turns over several rounds (platform.ts)
 * and a summary of the targets met. Nothing is asserted: this is a measurement, not a test.
 *
 * Flags: --quick (shorter runs, 20,000-request memory rounds, a 10,000-request soak, one Lighthouse run per page),
 *        --only=model,weights,throughput,memory,soak,lighthouse,posts,journal,reports,history,queries,platform,
 *        --pages=/meal-calculator,/compare?items=big-mac,mcdouble (the Lighthouse section measures only these pages;
 *        a comma starts a new page only before a "/").
 * Settings: BUILD_DIR (default ./build; built with `npm run build` when missing), CHROME_PATH
 * (default /usr/bin/chromium, else /usr/bin/chromium-headless-shell), NGINX (path of the nginx binary; apt-get installs nginx-light when missing),
 * WRK (path of wrk; apt-get installs it when missing), LIGHTHOUSE_REPORTS (a folder: the Lighthouse section
 * writes each page's median-TBT run there as a JSON report, to read its long tasks and bootup time).
 *
 * This file only reads the flags and calls the sections, one file each (weights.ts, throughput.ts, memory.ts,
 * lighthouse.ts, posts.ts, journal.ts); the server comes from server.ts, the helpers from lib.ts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { journalStartup } from "./journal.ts";
import { reportsAtScale } from "./reports.ts";
import { historyAtScale } from "./history.ts";
import { uniqueQueriesSection } from "./unique-queries.ts";
import { lighthouseSection } from "./lighthouse.ts";
import { check, heading, root, table, targets, type BenchOptions } from "./lib.ts";
import { memory } from "./memory.ts";
import { modelSection } from "./model.ts";
import { platform } from "./platform.ts";
import { posts } from "./posts.ts";
import { soak } from "./soak.ts";
import { startServer, type Server } from "./server.ts";
import { throughput } from "./throughput.ts";
import { weights } from "./weights.ts";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  // The doc comment at the top of this file is the help: sections, flags and settings, one place to keep true.
  const doc = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(new URL(import.meta.url), "utf8"))?.[1] ?? "";
  console.log(doc.replace(/^ \* ?/gm, "").trim());
  process.exit(0);
}
const quick = args.includes("--quick");
const SECTIONS = [
  "model",
  "weights",
  "throughput",
  "memory",
  "soak",
  "lighthouse",
  "posts",
  "journal",
  "reports",
  "history",
  "queries",
  "platform",
] as const;
type Section = (typeof SECTIONS)[number];
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = new Set<Section>(
  onlyArg
    ? (onlyArg
        .slice("--only=".length)
        .split(",")
        .map((s) => s.trim()) as Section[])
    : SECTIONS,
);
for (const s of only) {
  if (!SECTIONS.includes(s)) {
    console.error(`bench: unknown section "${s}"; the sections are ${SECTIONS.join(", ")}`);
    process.exit(2);
  }
}

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const pagesArg = args.find((a) => a.startsWith("--pages="));
const pages = pagesArg
  ? pagesArg
      .slice("--pages=".length)
      // Split before each "/" only: a page's own query may hold commas (/compare?items=big-mac,mcdouble).
      .split(/,(?=\/)/)
      .map((p) => p.trim())
      .filter(Boolean)
  : undefined;
if (pages?.some((p) => !p.startsWith("/"))) {
  console.error(`bench: --pages takes paths starting with "/", such as --pages=/meal-calculator,/`);
  process.exit(2);
}
const reportDir = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : undefined;
const opts: BenchOptions = { quick, buildDir, pages, reportDir, postgres: args.includes("--postgres") };

function gitCommit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

async function main() {
  const started = Date.now();
  console.log("# Menu Prices benchmark");
  console.log(
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · commit ${gitCommit()} · Node ${process.version} · ` +
      `${os.cpus().length} cores · build ${buildDir.startsWith(root + path.sep) ? path.relative(root, buildDir) : buildDir}${quick ? " · --quick" : ""}`,
  );
  const server = await startServer({ buildDir });
  let failed = false;
  try {
    const steps: [Section, (s: Server, o: BenchOptions) => Promise<void>][] = [
      // The price model's error table: the data's figures, no server load.
      ["model", () => modelSection()],
      ["weights", weights],
      ["throughput", throughput],
      ["memory", memory],
      // Its own fresh server, so its first sample is a server that has answered nothing yet.
      ["soak", (_s, o) => soak(o)],
      ["lighthouse", lighthouseSection],
      // Last: thousands of new reviews change the pages that list them.
      ["posts", posts],
      ["journal", journalStartup],
      ["reports", reportsAtScale],
      // 1,000,000 reviews and comments plus 1,000,000 reports against an empty store.
      ["history", historyAtScale],
      ["queries", uniqueQueriesSection],
      // Against a baseline checkout (BASELINE_DIR); without one it prints how to make one.
      ["platform", platform],
    ];
    for (const [name, run] of steps) {
      if (!only.has(name)) continue;
      try {
        await run(server, opts);
      } catch (err) {
        failed = true;
        console.log(`\n${name}: could not be measured: ${(err as Error).stack ?? err}`);
        check(name, `${name} section`, "error", "measured", false);
      }
      if (!server.alive()) {
        console.log(`\nThe server exited during ${name}:\n${server.output().slice(-3000)}`);
        failed = true;
        break;
      }
    }
  } finally {
    await server.stop(12_000);
  }

  heading("Summary");
  const met = targets.filter((t) => t.ok).length;
  console.log(`${met} of ${targets.length} targets met`);
  const missed = targets.filter((t) => !t.ok);
  if (missed.length) {
    console.log(
      `\nMissed:\n${table(
        ["section", "figure", ">measured", "target"],
        missed.map((t) => [t.section, t.name, t.measured, t.target]),
      )}`,
    );
  }
  console.log(`\nbench took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
