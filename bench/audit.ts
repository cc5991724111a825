/**
 * `npm run audit`: Lighthouse (default mobile config) five times on each of home, a category, an item, the
 * reviews page, the meal calculator, /explore and /compare, against the production server started here on a
 * free port from the existing build (BUILD_DIR or ./build). Prints the four category scores per page (the
 * median performance score, the worst of the other three), then the median and worst TBT, LCP, FCP and CLS;
 * exits 1 if accessibility, best practices or SEO is below 100 in any run, listing the failing audits (a page that is
 * `noindex` by design, the comparison of chosen items, is not failed for being so).
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH / CHROMIUM_PATH). Lighthouse 12: see lighthouse.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { onCleanup, table } from "./lib.ts";
import {
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
  PERFORMANCE_HEADERS,
  launchChrome,
  lighthouseRuns,
  lighthouseVersion,
  loadNote,
  performanceRow,
  summarize,
} from "./lighthouse.ts";
import { startServer } from "./server.ts";

const PAGES = [...new Set(["/", "/menu/burgers", ...LIGHTHOUSE_PAGES])];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const MUST_BE_100 = new Set(["accessibility", "best-practices", "seo"]);

/**
 * A page that asks not to be indexed on purpose (a comparison of chosen items: `noindex, follow`, routes/compare.tsx)
 * fails Lighthouse's "Page is blocked from indexing" audit by design; every other SEO audit still counts on it.
 */
function noindexByDesign(lhr: { audits: Record<string, { details?: unknown }> }): boolean {
  return /noindex/i.test(JSON.stringify(lhr.audits["is-crawlable"]?.details ?? ""));
}

async function main(): Promise<number> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server"))) {
    console.error(`No build in ${buildDir}: run npm run build first (or set BUILD_DIR).`);
    return 2;
  }
  const runs = Number(process.env.AUDIT_RUNS ?? LIGHTHOUSE_RUNS);
  const server = await startServer({ buildDir, host: "localhost", env: { RATE_LIMIT_PER_MINUTE: "30" } });
  const origin = server.base;
  const chrome = await launchChrome();
  onCleanup(() => void chrome.kill());
  const load = loadNote();

  const scoreRows: string[][] = [];
  const perfRows: string[][] = [];
  const failures = new Set<string>();
  try {
    for (const page of PAGES) {
      const all = await lighthouseRuns(`${origin}${page}`, chrome.port, runs, [...CATEGORIES]);
      const scores = CATEGORIES.map((id) => {
        if (id === "performance") return String(summarize(all).median.score);
        return String(Math.min(...all.map((r) => Math.round((r.lhr.categories[id]?.score ?? 0) * 100))));
      });
      for (const { lhr } of all) {
        for (const id of MUST_BE_100) {
          const cat = lhr.categories[id];
          if (Math.round((cat?.score ?? 0) * 100) >= 100) continue;
          for (const ref of cat?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
            if (audit.id === "is-crawlable" && noindexByDesign(lhr)) continue;
            failures.add(`${page} ${id}: ${audit.id}: ${audit.title}`);
          }
        }
      }
      scoreRows.push([page, ...scores]);
      perfRows.push(performanceRow("audit", page, all, false));
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${lighthouseVersion()} (mobile, default config) against ${origin}, ${runs} run${runs === 1 ? "" : "s"} a page`);
  console.log(`(Node ${process.version}; started with the ${load})\n`);
  console.log(table(["page", ">performance (median)", ">accessibility", ">best practices", ">SEO"], scoreRows));
  console.log("\nTargets: TBT median ≤ 50 ms and worst ≤ 150 ms, performance 100 at the median, LCP < 1.2 s\n");
  console.log(table(PERFORMANCE_HEADERS, perfRows));
  if (failures.size) {
    console.log("\nBelow 100 (accessibility, best practices and SEO must be 100):");
    for (const f of failures) console.log(`  ${f}`);
    return 1;
  }
  console.log("\nAccessibility, best practices and SEO are 100 on every page, in every run.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
