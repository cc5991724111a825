/**
 * `npm test`: every check, as a small job graph on all cores instead of one long chain. Type generation, tsc,
 * ESLint, knip, the build, the unit tests and the integration test files are jobs sharing the cores, two at a
 * time on our 2-core machines. The integration files need the build and run one after another (several time
 * their answers, and each starts servers of its own), beside the other jobs; the browser tests run last, alone,
 * since Playwright's two workers fill the machine by themselves. Each job's output is printed whole
 * when it ends, with its time; the first failure stops new jobs from starting, and the run exits non-zero.
 *
 *   node --import tsx scripts/test.ts                  everything (npm test)
 *   node --import tsx scripts/test.ts unit integration  some jobs by kind (npm run test:unit, test:quick...)
 *
 * Kinds: typecheck, lint (ESLint, knip, prettier --check), build, unit, integration, e2e.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** Test files that start a server, PostgreSQL or nginx: integration tests. The others are unit tests. */
const INTEGRATION = /testing\/(spawn-server|postgres|nginx)/;
/** Folders that hold no test of ours: dependencies, builds, reports, dot-folders (.git, .react-router...). */
const NOT_SOURCE = new Set(["node_modules", "build", "public", "test-results", "playwright-report", "e2e"]);

/** Every `*.test.ts` in the tree (routes/, bench/, test-support/ as well as the usual folders); e2e/ is Playwright's. */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir))
    .flatMap((name) => {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) return name.startsWith(".") || NOT_SOURCE.has(name) ? [] : testFiles(rel);
      return name.endsWith(".test.ts") ? [rel] : [];
    })
    .sort();
}

type Kind = "typecheck" | "lint" | "build" | "unit" | "integration" | "e2e";

interface Job {
  name: string;
  kind: Kind;
  command: string[];
  after: string[];
  /** Runs alone, with its output shown as it comes (the browser tests). */
  alone?: boolean;
  /** At most one job of a group runs at a time. */
  group?: string;
}

const node = process.execPath;
const nodeTest = (files: string[], concurrency: number) => [
  node,
  "--import",
  "tsx",
  "--test",
  `--test-concurrency=${concurrency}`,
  ...files,
];

function jobs(): Job[] {
  const all = testFiles("");
  const integration = all.filter((f) => INTEGRATION.test(readFileSync(path.join(root, f), "utf8")));
  const unit = all.filter((f) => !integration.includes(f));
  return [
    { name: "typegen", kind: "typecheck", command: [bin("react-router"), "typegen"], after: [] },
    { name: "build", kind: "build", command: ["npm", "run", "build"], after: [] },
    // One job a file, one file at a time, beside the jobs that need no server.
    ...integration.map((f): Job => ({
      name: `integration ${path.basename(f)}`,
      kind: "integration",
      command: nodeTest([f], 1),
      after: ["build"],
      group: "integration",
    })),
    { name: "tsc", kind: "typecheck", command: [bin("tsc"), "--noEmit"], after: ["typegen"] },
    { name: "eslint", kind: "lint", command: [bin("eslint"), "."], after: ["typegen"] },
    { name: "knip", kind: "lint", command: [bin("knip")], after: ["typegen"] },
    { name: "prettier", kind: "lint", command: [bin("prettier"), "--check", "."], after: [] },
    { name: "unit", kind: "unit", command: nodeTest(unit, 2), after: [] },
    { name: "e2e", kind: "e2e", command: [bin("playwright"), "test"], after: ["build"], alone: true },
  ];
}

function run(job: Job, live: boolean): Promise<{ ok: boolean; output: string; seconds: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command[0], job.command.slice(1), {
      cwd: root,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (c: Buffer) => chunks.push(c));
    child.stderr?.on("data", (c: Buffer) => chunks.push(c));
    const done = (ok: boolean, extra = "") =>
      resolve({ ok, output: Buffer.concat(chunks).toString("utf8") + extra, seconds: (performance.now() - start) / 1000 });
    child.on("error", (err) => done(false, String(err)));
    child.on("close", (code, signal) => done(code === 0, code === 0 ? "" : `\n(exit ${code ?? signal})`));
  });
}

async function main() {
  const wanted = process.argv.slice(2) as Kind[];
  const kinds: Kind[] = ["typecheck", "lint", "build", "unit", "integration", "e2e"];
  for (const k of wanted) if (!kinds.includes(k)) throw new Error(`unknown kind "${k}": one of ${kinds.join(", ")}`);
  const every = jobs();
  const chosen = wanted.length
    ? every.filter((j) => wanted.includes(j.kind) || (j.name === "typegen" && wanted.some((k) => k === "lint")))
    : every;
  const names = new Set(chosen.map((j) => j.name));
  // A dependency not chosen (the build, for `test:integration` after `npm run build`) counts as done.
  const pending = chosen.map((j) => ({ ...j, after: j.after.filter((a) => names.has(a)) }));
  const finished = new Set<string>();
  const running = new Set<string>();
  const slots = Math.max(2, os.availableParallelism());
  const times: string[] = [];
  let failed: string | null = null;
  const started = performance.now();

  await new Promise<void>((resolveAll) => {
    const next = () => {
      if (failed === null) {
        for (const job of [...pending]) {
          const othersLeft = pending.length > 1 || running.size > 0;
          if (job.alone && othersLeft) continue;
          if (running.size >= slots || (running.size > 0 && [...running].some((n) => chosen.find((j) => j.name === n)?.alone))) break;
          if (!job.after.every((a) => finished.has(a))) continue;
          if (job.group && [...running].some((n) => chosen.find((j) => j.name === n)?.group === job.group)) continue;
          pending.splice(pending.indexOf(job), 1);
          running.add(job.name);
          const live = !!job.alone;
          if (live) console.log(`\n── ${job.name}: ${job.command.map((c) => path.basename(c)).join(" ")}`);
          void run(job, live).then((r) => {
            running.delete(job.name);
            finished.add(job.name);
            times.push(`${job.name.padEnd(44)} ${r.seconds.toFixed(1).padStart(6)} s${r.ok ? "" : "  FAILED"}`);
            if (!live) console.log(`\n── ${job.name} (${r.seconds.toFixed(1)} s)${r.ok ? "" : ": FAILED"}\n${r.output.trimEnd()}`);
            if (!r.ok && failed === null) failed = job.name;
            next();
          });
        }
      }
      if (running.size === 0 && (pending.length === 0 || failed !== null)) resolveAll();
    };
    next();
  });

  const total = (performance.now() - started) / 1000;
  console.log(
    `\n── times (wall, ${slots} at once; e2e alone)\n${times.join("\n")}\n${"total".padEnd(44)} ${total.toFixed(1).padStart(6)} s`,
  );
  if (failed !== null) {
    console.error(`\nnpm test: ${failed} failed${pending.length ? `; not started: ${pending.map((j) => j.name).join(", ")}` : ""}`);
    process.exit(1);
  }
}

await main();
