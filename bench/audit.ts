/**
 * `npm run audit`: Lighthouse 12 (default mobile config) on home, a category, an item and the reviews page,
 * against the production server started here on a free port from the existing build (BUILD_DIR or ./build).
 * Prints the four category scores per page; exits 1 if accessibility, best practices or SEO is below 100,
 * listing the failing audits. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH / CHROMIUM_PATH).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { freePort } from "./lib.ts";
import { startServer } from "./server.ts";

const PAGES = ["/", "/menu/burgers", "/menu/item/big-mac", "/reviews", "/explore", "/compare?items=big-mac,mcdouble"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const MUST_BE_100 = new Set(["accessibility", "best-practices", "seo"]);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

const children: ChildProcess[] = [];
function stopAll() {
  for (const c of children) if (c.exitCode === null && c.pid) c.kill("SIGTERM");
}
process.on("exit", stopAll);
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => process.exit(130));

async function main(): Promise<number> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server"))) {
    console.error(`No build in ${buildDir}: run npm run build first (or set BUILD_DIR).`);
    return 2;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "menu-prices-audit-"));
  const server = await startServer({ buildDir, host: "localhost", journalDir: path.join(tmp, "journal"), env: { RATE_LIMIT_PER_MINUTE: "30" } });
  const origin = server.base;

  const debugPort = await freePort();
  const chrome = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${path.join(tmp, "chrome")}`, "about:blank"], {
    stdio: "ignore",
  });
  children.push(chrome);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok, "Chromium", chrome);

  const rows: { page: string; scores: Record<string, number> }[] = [];
  const failures: string[] = [];
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${origin}${page}`, { port: debugPort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores: Record<string, number> = {};
      for (const id of CATEGORIES) {
        const cat = lhr.categories[id];
        scores[id] = Math.round((cat?.score ?? 0) * 100);
        if (MUST_BE_100.has(id) && scores[id] < 100) {
          for (const ref of cat?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failures.push(`${page} ${id}: ${audit.id}: ${audit.title}`);
          }
        }
      }
      rows.push({ page, scores });
    }
  } finally {
    stopAll();
    await server.stop();
  }

  const head = ["Page", "Performance", "Accessibility", "Best practices", "SEO"];
  const body = rows.map((r) => [r.page, ...CATEGORIES.map((c) => String(r.scores[c]))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(`\nLighthouse ${lighthouseVersion()} (mobile, default config) against ${origin}\n`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const b of body) console.log(line(b));
  fs.rmSync(tmp, { recursive: true, force: true });
  if (failures.length) {
    console.log("\nBelow 100 (accessibility, best practices and SEO must be 100):");
    for (const f of failures) console.log(`  ${f}`);
    return 1;
  }
  console.log("\nAccessibility, best practices and SEO are 100 on every page.");
  return 0;
}

function lighthouseVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.resolve("node_modules/lighthouse/package.json"), "utf8")).version;
  } catch {
    return "12";
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
