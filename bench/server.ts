/**
 * The production server for the bench and the audit: server/testing/spawn-server.ts (the integration tests'
 * spawner) on a port chosen here, so that SITE_URL and the canonical links name the address measured. Built
 * with `npm run build` first when the build is missing; stopped at exit, on Ctrl-C and on a crash (lib.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer } from "#server/testing/spawn-server.ts";
import { freePort, onCleanup, root } from "./lib.ts";

/**
 * The production start's memory settings, as `npm run serve` reads them (package.json; scripts/runtime.test.ts
 * checks the defaults agree): V8's old-space limit, glibc's number of malloc arenas (0: glibc's default) and its mmap threshold.
 */
export const heapLimitMb = process.env.HEAP_LIMIT_MB ?? "256";
export const mallocArenaMax = process.env.MALLOC_ARENA_MAX ?? "2";
export const mallocMmapThreshold = process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072";

export interface Server {
  base: string;
  pid: number;
  alive: () => boolean;
  /** What the server printed (stderr, and its log lines), for an error report. */
  output: () => string;
  /** SIGTERM, then SIGKILL after graceMs. */
  stop: (graceMs?: number) => Promise<void>;
}

export interface ServerOptions {
  buildDir: string;
  /** Journal folder (default: a fresh temporary one, removed at exit). */
  journalDir?: string;
  /** Origin host in SITE_URL and `base` (the audit uses localhost, as a visitor would). */
  host?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** A fixed port instead of a free one (page-snapshot.ts: the origin, and so the ETags, stay the same between runs). */
  port?: number;
}

export function ensureBuild(buildDir: string) {
  if (fs.existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`bench: no production build in ${buildDir}; running npm run build`);
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (r.status !== 0) throw new Error("npm run build failed");
}

export async function startServer(opts: ServerOptions): Promise<Server> {
  ensureBuild(opts.buildDir);
  let journalDir = opts.journalDir;
  if (!journalDir) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-"));
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    journalDir = dir;
  }
  const port = opts.port ?? (await freePort());
  const base = `http://${opts.host ?? "127.0.0.1"}:${port}`;
  const server = await spawnServer({
    // The repository's data, as `npm run serve` reads it; the same Node flags as `npm run serve` (package.json).
    dataDir: path.join(root, "data"),
    journalDir,
    nodeArgs: ["--max-semi-space-size=2", "--no-allocation-site-pretenuring", `--max-old-space-size=${heapLimitMb}`],
    startTimeoutMs: opts.startTimeoutMs,
    env: {
      BUILD_DIR: opts.buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      RATE_LIMIT_PER_MINUTE: "0",
      MALLOC_ARENA_MAX: mallocArenaMax,
      MALLOC_MMAP_THRESHOLD_: mallocMmapThreshold,
      // "info" only for the start-up lines (the spawner waits for "server: listening"); no request is logged.
      LOG_LEVEL: "info",
      ...opts.env,
    },
  });
  const proc = server.proc;
  onCleanup(() => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
  });
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  return {
    base,
    pid: proc.pid!,
    alive,
    output: () => `${server.stderr()}${server.logs.map((l) => JSON.stringify(l)).join("\n")}`,
    stop: async (graceMs = 5_000) => {
      if (!alive()) return;
      const timer = setTimeout(() => alive() && proc.kill("SIGKILL"), graceMs);
      await server.stop("SIGTERM");
      clearTimeout(timer);
    },
  };
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!m) throw new Error("no VmRSS in /proc status");
  return Number(m[1]) / 1024;
}
