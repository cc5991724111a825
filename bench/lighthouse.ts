/**
 * Bench section "lighthouse": Lighthouse mobile (default config, simulated Slow 4G) for /, /menu/item/big-mac,
 * /explore and /compare.
 */
import { check, heading, ms, onCleanup, table, type BenchOptions } from "./lib.ts";
import type { Server } from "./server.ts";

export async function lighthouseSection(server: Server, opts: BenchOptions) {
  const LIGHTHOUSE_RUNS = opts.quick ? 1 : 3;
  heading(`Lighthouse ${"mobile"} (default config: simulated Slow 4G, 4x CPU slowdown; median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? "s" : ""})`);
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    logLevel: "silent",
  });
  onCleanup(() => {
    try {
      process.kill(chrome.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  });
  const rows: string[][] = [];
  const notes: string[] = [];
  try {
    for (const url of ["/", "/menu/item/big-mac", "/explore", "/compare?items=big-mac,mcdouble"]) {
      const runs: { score: number; fcp: number; lcp: number; tbt: number; cls: number; why: string }[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(server.base + url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: n("first-contentful-paint"),
          lcp: n("largest-contentful-paint"),
          tbt: n("total-blocking-time"),
          cls: n("cumulative-layout-shift"),
          why: diagnose(lhr.audits),
        });
      }
      runs.sort((a, b) => a.score - b.score || b.lcp - a.lcp);
      const m = runs[Math.floor(runs.length / 2)];
      rows.push([
        url,
        `${m.score} ${check("lighthouse", `${url} performance`, String(m.score), "≥ 98", m.score >= 98)}`,
        ms(m.fcp),
        `${ms(m.lcp)} ${check("lighthouse", `${url} LCP`, ms(m.lcp), "< 1.5 s", m.lcp < 1500)}`,
        `${ms(m.tbt)} ${check("lighthouse", `${url} TBT`, ms(m.tbt), "< 100 ms", m.tbt < 100)}`,
        `${m.cls.toFixed(3)} ${check("lighthouse", `${url} CLS`, m.cls.toFixed(3), "< 0.05", m.cls < 0.05)}`,
        runs.length > 1 ? runs.map((r) => r.score).join(", ") : "",
      ]);
      notes.push(`${url}: ${m.why}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(table(["page", ">score (≥ 98)", ">FCP", ">LCP (< 1.5 s)", ">TBT (< 100 ms)", ">CLS (< 0.05)", "all scores"], rows));
  console.log(`\nWhere the time goes (median run):\n${notes.map((n) => `- ${n}`).join("\n")}`);
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

/** One line from the median run: server response, render-blocking files, and the LCP element's phases. */
function diagnose(audits: Audits): string {
  const parts: string[] = [];
  const ttfb = audits["server-response-time"]?.numericValue;
  if (ttfb !== undefined) parts.push(`server response ${ms(ttfb)}`);
  const blocking = (audits["render-blocking-resources"]?.details as { items?: { url: string; wastedMs?: number }[] } | undefined)?.items ?? [];
  const saving = audits["render-blocking-resources"]?.numericValue ?? 0;
  parts.push(`${blocking.length} render-blocking file${blocking.length === 1 ? "" : "s"} (Lighthouse estimates ${ms(saving)} to save)`);
  const lcpDetails = audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[] }
    | undefined;
  const tables = lcpDetails?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (node) parts.push(`LCP element ${JSON.stringify((node.nodeLabel ?? node.snippet ?? "").slice(0, 60))}`);
  const phases = tables[1]?.items?.filter((p) => p.phase && p.timing !== undefined) ?? [];
  if (phases.length) parts.push(`phases ${phases.map((p) => `${p.phase} ${ms(p.timing!)}`).join(", ")}`);
  return parts.join(" · ");
}
