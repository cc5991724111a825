/**
 * Runs the real server (server.ts, production build) as a child process on a free port, with its own copy of
 * the data and its own journal folder. The one spawner of the integration tests, `npm run bench` and
 * `npm run audit` (bench/server.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  journalDir: string;
  proc: ChildProcess;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  stderr: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** Reuse these folders (a restart); by default fresh temporary copies. */
  dataDir?: string;
  journalDir?: string;
  /** Wait for "listening" (default) or only for the process to exit. */
  expectExit?: boolean;
  /** Node flags before the script (the bench passes the same ones as `npm run serve`). */
  nodeArgs?: string[];
  /** How long to wait for "listening" (default 30 s; a server opening a huge journal takes longer). */
  startTimeoutMs?: number;
}

export async function makeDataCopy(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-data-"));
  for (const f of await fs.readdir(path.join(ROOT, "data"))) {
    if (f.endsWith(".json")) await fs.copyFile(path.join(ROOT, "data", f), path.join(dir, f));
  }
  return dir;
}

export async function spawnServer(opts: SpawnOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? (await makeDataCopy());
  const journalDir = opts.journalDir ?? path.join(dataDir, "journal");
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JOURNAL_DIR: journalDir,
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "info",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let err = "";
  let buf = "";
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    proc.stdout!.on("data", (c: Buffer) => {
      buf += c.toString("utf8");
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === "server: listening") resolve(String(entry.url));
        } catch {
          logs.push({ raw: line });
        }
      }
    });
    proc.stderr!.on("data", (c: Buffer) => (err += c.toString("utf8")));
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${err}`)));
  });
  let url = "";
  if (!opts.expectExit) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((_, rej) => {
      timer = setTimeout(() => rej(new Error(`server did not start:\n${err}`)), opts.startTimeoutMs ?? 30_000);
    });
    url = await Promise.race([listening, timeout]).finally(() => clearTimeout(timer));
  } else listening.catch(() => undefined);
  return {
    url,
    port: url ? Number(new URL(url).port) : 0,
    dataDir,
    journalDir,
    proc,
    logs,
    stderr: () => err,
    exited,
    async stop(signal = "SIGTERM") {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** Polls until check() is truthy or the time runs out. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000, stepMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await check();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${String(last)}` : ""}`);
}

/** Every review id GET /api/reviews serves, following its Link cursor (it answers a page at a time, newest first). */
export async function allReviewIds(base: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let next: string | null = "/api/reviews?limit=100"; next;) {
    const res: Response = await fetch(base + next);
    for (const r of (await res.json()) as { id: string }[]) ids.add(r.id);
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  }
  return ids;
}
