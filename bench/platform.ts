/**
 * Bench section "platform": this checkout against a baseline checkout, each on its own runtime, measured
 * by the same tools in the same run. BASELINE_DIR names the baseline: a clone at an older commit, installed
 * (`npm ci`) and built (`npm run build`) as its README says; it is started with its own `npm run serve`, so it runs
 * on the Node its own node_modules bring, or on the system's when it brings none (before the Node 24 move: 20).
 *
 * Because this machine's figures move from one minute to the next, nothing is measured once: the two sides take
 * turns, round after round (the side that goes first alternates), and the table gives the median and the worst
 * round of each figure. The noise is printed beside them: nginx serving fixed bytes should not change between
 * rounds, so the spread of its rounds is what the machine alone does to a figure.
 *
 *   throughput  wrk (16 connections) on /, /menu/item/big-mac and /api/menu-items for each side, and nginx (one
 *               worker) serving that side's own gzip bytes, right after: the side's rate as a share of nginx's
 *   lighthouse  Lighthouse 13 mobile runs of /, /menu/item/big-mac and /meal-calculator, the sides alternating run
 *               by run: score, TBT and LCP, median and worst
 *   weights     the JS and CSS each side's pages load at start (gzip -9 bytes)
 *
 * Without BASELINE_DIR the section says how to make one and measures nothing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  GZIP_HEADERS,
  freePort,
  heading,
  kb,
  onCleanup,
  startChild,
  table,
  waitForHttp,
  wrk,
  type BenchOptions,
  type Child,
} from "./lib.ts";
import { launchChrome, lighthouseRuns, lighthouseVersion, loadNote, type Run } from "./lighthouse.ts";
import type { Server } from "./server.ts";
import { startNginx } from "./throughput.ts";
import { HEAVY_PAGES, pageWeight, sum } from "./weights.ts";

const WRK_URLS = ["/", "/menu/item/big-mac", "/api/menu-items"];
const LIGHTHOUSE_URLS = ["/", "/menu/item/big-mac", "/meal-calculator"];

interface Side {
  name: string;
  base: string;
  runtime: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Spread of some rounds: (highest - lowest) / median, as a percentage. */
const spread = (xs: number[]) => `±${Math.round(((Math.max(...xs) - Math.min(...xs)) / median(xs) / 2) * 100)}%`;

/** PATH without any node_modules/.bin, so the baseline's `npm run` finds its own runtime or the system's, not ours. */
function baselinePath(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((p) => !p.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
}

function baselineRuntime(dir: string): string {
  const own = path.join(dir, "node_modules/.bin/node");
  const r = spawnSync(fs.existsSync(own) ? own : "node", ["--version"], {
    env: { ...process.env, PATH: baselinePath() },
    encoding: "utf8",
  });
  return `Node ${r.stdout.trim().replace(/^v/, "")}`;
}

async function startBaseline(dir: string): Promise<Side & { child: Child }> {
  if (!fs.existsSync(path.join(dir, "build/server/index.js")))
    throw new Error(`${dir} has no production build: run npm ci && npm run build there`);
  const journal = fs.mkdtempSync(path.join(os.tmpdir(), "bench-baseline-journal-"));
  onCleanup(() => fs.rmSync(journal, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PATH: baselinePath(),
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    RATE_LIMIT_PER_MINUTE: "0",
    JOURNAL_DIR: journal,
    LOG_LEVEL: "info",
  };
  delete env.BUILD_DIR;
  const child = startChild("npm", ["run", "--silent", "serve"], { cwd: dir, env });
  await waitForHttp(`${base}/healthz`, 60_000, child.alive).catch((err: Error) => {
    throw new Error(`the baseline did not start: ${err.message}\n${child.output().slice(-2000)}`);
  });
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).stdout.trim();
  return { name: `baseline ${commit || path.basename(dir)}`, base, runtime: baselineRuntime(dir), child };
}

async function throughputRounds(sides: Side[], rounds: number, seconds: number) {
  const nginx = await Promise.all(sides.map((s) => startNginx(s, WRK_URLS)));
  const rps = new Map<string, number[]>();
  const ratio = new Map<string, number[]>();
  const nginxRps = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number) => m.set(k, [...(m.get(k) ?? []), v]);
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
      for (const url of WRK_URLS) {
        for (const i of order) {
          const key = `${i} ${url}`;
          await wrk(sides[i].base + url, { connections: 16, headers: GZIP_HEADERS, seconds: 1 });
          const ours = await wrk(sides[i].base + url, { connections: 16, headers: GZIP_HEADERS, seconds });
          const theirs = await wrk(nginx[i].base + url, { connections: 16, headers: GZIP_HEADERS, seconds });
          if (ours.failures) throw new Error(`${sides[i].name} ${url}: ${ours.failures} failed requests under load`);
          push(rps, key, ours.rps);
          push(nginxRps, key, theirs.rps);
          push(ratio, key, ours.rps / theirs.rps);
        }
      }
      console.log(`  round ${round + 1} of ${rounds} done (${loadNote()})`);
    }
  } finally {
    await Promise.all(nginx.map((n) => n.child.stop(2_000)));
  }
  const rows: string[][] = [];
  for (const url of WRK_URLS) {
    for (const [i, side] of sides.entries()) {
      const key = `${i} ${url}`;
      const r = ratio.get(key)!;
      rows.push([
        url,
        `${side.name} (${side.runtime})`,
        `${Math.round(median(rps.get(key)!))} ${spread(rps.get(key)!)}`,
        `${(median(r) * 100).toFixed(0)}%`,
        `${(Math.min(...r) * 100).toFixed(0)}%`,
        `${Math.round(median(nginxRps.get(key)!))} ${spread(nginxRps.get(key)!)}`,
      ]);
    }
  }
  console.log(
    table(["URL", "side", ">req/s median ± half-spread", ">share of nginx, median", ">worst round", ">nginx req/s (noise)"], rows),
  );
}

async function lighthouseRounds(sides: Side[], runs: number) {
  const chrome = await launchChrome();
  const rows: string[][] = [];
  try {
    for (const url of LIGHTHOUSE_URLS) {
      const bySide: Run[][] = sides.map(() => []);
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
        for (const i of order) bySide[i].push(...(await lighthouseRuns(sides[i].base + url, chrome.port, 1)));
      }
      for (const [i, side] of sides.entries()) {
        const of = (k: "score" | "tbt" | "lcp") => bySide[i].map((r) => r[k]);
        rows.push([
          url,
          `${side.name} (${side.runtime})`,
          `${median(of("score"))} / ${Math.min(...of("score"))}`,
          `${Math.round(median(of("tbt")))} / ${Math.round(Math.max(...of("tbt")))} ms`,
          `${Math.round(median(of("lcp")))} / ${Math.round(Math.max(...of("lcp")))} ms`,
        ]);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(table(["URL", "side", ">score median / worst", ">TBT median / worst", ">LCP median / worst"], rows));
}

async function weightsOf(sides: Side[]) {
  const rows: string[][] = [];
  for (const page of HEAVY_PAGES) {
    const cells: string[] = [];
    for (const side of sides) {
      const w = await pageWeight(side.base, page.path);
      cells.push(`${kb(sum(w.js))} JS (${w.js.length} files), ${kb(sum(w.css))} CSS`);
    }
    rows.push([`${page.label} ${page.path}`, ...cells]);
  }
  console.log(table(["page", ...sides.map((s) => `>${s.name} (${s.runtime})`)], rows));
}

export async function platform(server: Server, opts: BenchOptions) {
  heading("Platform: this checkout against a baseline checkout, each on its own runtime");
  const dir = process.env.BASELINE_DIR;
  if (!dir) {
    console.log(
      "Not measured: set BASELINE_DIR to a built clone of the commit to compare with, e.g.\n" +
        "  git clone . /tmp/base && git -C /tmp/base checkout 4c048be && (cd /tmp/base && npm ci && npm run build)\n" +
        "  BASELINE_DIR=/tmp/base npm run bench -- --only=platform",
    );
    return;
  }
  const baseline = await startBaseline(path.resolve(dir));
  try {
    const current: Side = { name: "this checkout", base: server.base, runtime: `Node ${process.versions.node}` };
    const sides = [baseline, current];
    const rounds = opts.quick ? 2 : 5;
    const seconds = opts.quick ? 3 : 5;
    console.log(`${loadNote()} at the start; Lighthouse ${lighthouseVersion()} for both sides.`);
    heading(`Throughput: ${rounds} rounds, wrk ${seconds} s per URL and side, the sides taking turns`);
    await throughputRounds(sides, rounds, seconds);
    console.log(
      "(Each side's rate over nginx serving its own bytes, measured right after it: the machine's mood cancels out of the\n" +
        "share more than out of the rate. nginx's half-spread is the noise: a difference smaller than it is not a difference.)",
    );
    heading(`Lighthouse ${lighthouseVersion()} mobile: ${rounds} runs per page and side, alternating`);
    await lighthouseRounds(sides, rounds);
    heading("Page weight: what each side's pages load at start (gzip -9)");
    await weightsOf(sides);
  } finally {
    await baseline.child.stop(5_000);
  }
}
