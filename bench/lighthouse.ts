/**
 * Lighthouse, for the bench section "lighthouse" and for `npm run audit`: five runs a page (mobile defaults:
 * simulated Slow 4G, 4x CPU slowdown) in Debian's Chromium, and the median and the worst of each figure.
 *
 * Lighthouse 13 (the project runs on Node 24). Lighthouse's simulated throttling moves with the host's speed, so
 * the section also measures a reference page (reference.ts) before and after the site's pages and prints each
 * page's TBT and main-thread time beside it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Flags, Result } from "lighthouse";
import { check, heading, ms, onCleanup, root, table, type BenchOptions } from "./lib.ts";
import { startReference } from "./reference.ts";
import type { Server } from "./server.ts";

/** Home, an item, the reviews, and every tool page: the meal calculator, the calorie tracker, explore, compare and near me. */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/menu/item/big-mac",
  "/reviews",
  "/meal-calculator",
  "/nutrition-calculator",
  "/explore",
  "/compare?items=big-mac,mcdouble",
  "/mcdonalds-near-me",
];
export const LIGHTHOUSE_RUNS = 5;
const RETRIES = 2;
/** Runs tried again since the start (see lighthouseRuns). */
export let retried = 0;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export function lighthouseVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "12";
  }
}

/** Headless Chromium (CHROME_PATH, CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-headless-shell), killed at exit whatever happens. */
export async function launchChrome(): Promise<{ port: number; kill: () => Promise<void> }> {
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath:
      process.env.CHROME_PATH ??
      process.env.CHROMIUM_PATH ??
      // .ci/run installs the headless shell only; a developer's machine may have the full browser.
      ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((p) => fs.existsSync(p)) ??
      "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  onCleanup(() => {
    try {
      process.kill(chrome.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  });
  return { port: chrome.port, kill: async () => void (await chrome.kill()) };
}

export interface Run {
  lhr: Result;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown), ms. */
  mainThread: number;
}

/** `runs` Lighthouse runs of one URL. */
export async function lighthouseRuns(url: string, port: number, runs: number, categories: string[] = ["performance"]): Promise<Run[]> {
  const { default: lighthouse } = await import("lighthouse");
  const out: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const flags: Flags = { port, logLevel: "error", output: "json", onlyCategories: categories };
    // On a saturated machine a run sometimes fails to load the page or to record the trace (ERRORED_DOCUMENT_REQUEST,
    // NO_NAVSTART): such a run is tried again, up to RETRIES times, and the retries are counted.
    let lhr: Result | undefined;
    for (let attempt = 0; !lhr; attempt++) {
      const result = await lighthouse(url, flags);
      const error = !result
        ? "Lighthouse returned nothing"
        : result.lhr.runtimeError
          ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
          : null;
      if (!error) lhr = result!.lhr;
      else if (attempt >= RETRIES) throw new Error(`${url}: Lighthouse: ${error}`);
      else retried++;
    }
    const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    out.push({
      lhr,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: n("first-contentful-paint"),
      lcp: n("largest-contentful-paint"),
      tbt: n("total-blocking-time"),
      cls: n("cumulative-layout-shift"),
      mainThread: n("mainthread-work-breakdown"),
    });
  }
  return out;
}

/** Median (the middle run, each figure on its own) and worst (highest time, lowest score) of some runs. */
export function summarize(runs: Run[]) {
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const of = (k: "score" | "fcp" | "lcp" | "tbt" | "cls" | "mainThread") => runs.map((r) => r[k]);
  return {
    median: {
      score: median(of("score")),
      fcp: median(of("fcp")),
      lcp: median(of("lcp")),
      tbt: median(of("tbt")),
      cls: median(of("cls")),
      mainThread: median(of("mainThread")),
    },
    worst: {
      score: Math.min(...of("score")),
      fcp: Math.max(...of("fcp")),
      lcp: Math.max(...of("lcp")),
      tbt: Math.max(...of("tbt")),
      cls: Math.max(...of("cls")),
    },
    medianRun: [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)],
  };
}

/** The machine's load when the runs start: Lighthouse's figures move with it on a shared machine. */
export function loadNote(): string {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${os.cpus().length} cores`;
}

/** The Lighthouse targets (docs/performance.md), checked on the median and the worst of the runs; one table row a page. */
export function performanceRow(section: string, url: string, runs: Run[], record = true): string[] {
  const { median: m, worst: w } = summarize(runs);
  const mark = (name: string, measured: string, target: string, ok: boolean) =>
    record ? ` ${check(section, `${url} ${name}`, measured, target, ok)}` : "";
  return [
    url,
    `${m.score}${mark("performance (median)", String(m.score), "100", m.score >= 100)} / ${w.score}`,
    `${m.tbt.toFixed(0)}${mark("TBT median", ms(m.tbt), "≤ 50 ms", m.tbt <= 50)} / ${w.tbt.toFixed(0)}${mark("TBT worst", ms(w.tbt), "≤ 150 ms", w.tbt <= 150)}`,
    `${ms(m.lcp)}${mark("LCP (median)", ms(m.lcp), "< 1.2 s", m.lcp < 1200)} / ${ms(w.lcp)}`,
    `${ms(m.fcp)} / ${ms(w.fcp)}`,
    `${m.cls.toFixed(3)}${mark("CLS (median)", m.cls.toFixed(3), "< 0.05", m.cls < 0.05)} / ${w.cls.toFixed(3)}`,
    runs.map((r) => `${r.score}:${Math.round(r.tbt)}`).join(" "),
  ];
}

export const PERFORMANCE_HEADERS = [
  "page",
  ">score median / worst (100)",
  ">TBT ms median (≤ 50) / worst (≤ 150)",
  ">LCP median (< 1.2 s) / worst",
  ">FCP median / worst",
  ">CLS median (< 0.05) / worst",
  "each run (score:TBT)",
];

export async function lighthouseSection(server: Server, opts: BenchOptions) {
  const runs = opts.quick ? 1 : LIGHTHOUSE_RUNS;
  heading(
    `Lighthouse ${lighthouseVersion()} mobile (default config: simulated Slow 4G, 4x CPU slowdown; median and worst of ${runs} run${runs > 1 ? "s" : ""} a page)`,
  );
  console.log(`Starting with the ${loadNote()}.\n`);
  const chrome = await launchChrome();
  const rows: string[][] = [];
  const notes: string[] = [];
  const measured: { url: string; runs: Run[] }[] = [];
  // The reference page (reference.ts), before and after the site's pages: the floor they are read against.
  const reference = await startReference();
  const referenceRuns: Run[][] = [];
  try {
    referenceRuns.push(await lighthouseRuns(reference.url, chrome.port, runs));
    for (const url of opts.pages ?? LIGHTHOUSE_PAGES) {
      // One page that Lighthouse cannot load is a row saying so, not the end of the table.
      try {
        const all = await lighthouseRuns(server.base + url, chrome.port, runs);
        rows.push(performanceRow("lighthouse", url, all));
        measured.push({ url, runs: all });
        const { medianRun } = summarize(all);
        notes.push(`${url}: ${diagnose(medianRun.lhr.audits)}`);
        if (opts.reportDir) {
          fs.mkdirSync(opts.reportDir, { recursive: true });
          const file = path.join(opts.reportDir, `${url.replace(/[^a-z0-9]+/gi, "_").replace(/^_+|_+$/g, "") || "home"}.json`);
          fs.writeFileSync(file, JSON.stringify(medianRun.lhr));
          notes.push(`${url}: median-TBT run written to ${file}`);
        }
      } catch (err) {
        check("lighthouse", `${url}`, "not measured", "measured", false);
        rows.push([url, `not measured: ${(err as Error).message.replace(server.base, "").slice(0, 90)}`]);
      }
    }
    referenceRuns.push(await lighthouseRuns(reference.url, chrome.port, runs));
  } finally {
    await chrome.kill();
    await reference.stop();
  }
  console.log(table(PERFORMANCE_HEADERS, rows));
  console.log(`\n${referenceTable(referenceRuns, measured)}`);
  console.log(
    `\nEnding with the ${loadNote()}.${retried ? ` ${retried} run${retried === 1 ? "" : "s"} failed to load or record and ${retried === 1 ? "was" : "were"} tried again.` : ""}`,
  );
  console.log(`\nWhere the time goes (the run with the median TBT):\n${notes.map((n) => `- ${n}`).join("\n")}`);
}

/**
 * Each page's TBT and main-thread time beside the reference page's, measured in the same run (before the pages
 * and after them): the difference and the ratio are what compare across machines and loads.
 */
export function referenceTable(referenceRuns: Run[][], pages: { url: string; runs: Run[] }[]): string {
  const refs = referenceRuns.map((r) => summarize(r).median);
  const refTbt = refs.reduce((n, r) => n + r.tbt, 0) / refs.length;
  const refMain = refs.reduce((n, r) => n + r.mainThread, 0) / refs.length;
  const rows: string[][] = refs.map((r, i) => [
    `reference page (${i === 0 ? "before the pages" : "after them"})`,
    ms(r.tbt),
    ms(r.mainThread),
    "",
    "",
  ]);
  for (const p of pages) {
    const m = summarize(p.runs).median;
    rows.push([
      p.url,
      ms(m.tbt),
      ms(m.mainThread),
      `+${ms(Math.max(0, m.tbt - refTbt))}`,
      refMain > 0 ? `${(m.mainThread / refMain).toFixed(1)}x` : "-",
    ]);
  }
  return (
    `Against the reference page (bench/reference-app: a bare React Router page that hydrates nothing but itself; medians):\n` +
    table(["page", ">TBT", ">main-thread work", ">TBT above the reference", ">main thread ÷ reference"], rows)
  );
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

/**
 * One line from a run: server response, render-blocking files, the LCP element's phases, the longest main-thread tasks.
 * Lighthouse 13 replaced several audits by "insights" under new ids; each figure is read from whichever is there.
 */
export function diagnose(all: Audits): string {
  const renamed: Record<string, string> = {
    "server-response-time": "document-latency-insight",
    "render-blocking-resources": "render-blocking-insight",
    "largest-contentful-paint-element": "lcp-breakdown-insight",
  };
  const audits: Audits = { ...all };
  for (const [old, now] of Object.entries(renamed)) audits[old] ??= all[now];
  const parts: string[] = [];
  const ttfb = audits["server-response-time"]?.numericValue;
  if (ttfb !== undefined) parts.push(`server response ${ms(ttfb)}`);
  const blocking =
    (audits["render-blocking-resources"]?.details as { items?: { url: string; wastedMs?: number }[] } | undefined)?.items ?? [];
  const saving = audits["render-blocking-resources"]?.numericValue ?? 0;
  parts.push(`${blocking.length} render-blocking file${blocking.length === 1 ? "" : "s"} (Lighthouse estimates ${ms(saving)} to save)`);
  const lcpDetails = audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  const tables = lcpDetails?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (node) parts.push(`LCP element ${JSON.stringify((node.nodeLabel ?? node.snippet ?? "").slice(0, 60))}`);
  const phases = tables[1]?.items?.filter((p) => p.phase && p.timing !== undefined) ?? [];
  if (phases.length) parts.push(`phases ${phases.map((p) => `${p.phase} ${ms(p.timing!)}`).join(", ")}`);
  const tasks = (audits["long-tasks"]?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  if (tasks.length)
    parts.push(
      `long tasks (simulated) ${tasks
        .slice(0, 4)
        .map((t) => `${Math.round(t.duration ?? 0)} ms ${path.basename(t.url ?? "?")}`)
        .join(", ")}`,
    );
  return parts.join(" · ");
}
