/**
 * Helpers for the bench sections (bench/run.ts calls them): the options they share, raw HTTP fetches (no automatic decompression, so the byte counts are the real
 * ones), free ports, child processes that are always stopped, autocannon as a promise, tables and targets.
 */
import { execFile, spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";

/** The repository's folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What bench/run.ts read from its flags and settings, handed to every section. */
export interface BenchOptions {
  /** --quick: shorter runs. */
  quick: boolean;
  /** BUILD_DIR, resolved (default ./build). */
  buildDir: string;
  /** --pages=/a,/b: the Lighthouse section measures only these pages (default: all of LIGHTHOUSE_PAGES). */
  pages?: string[];
  /** LIGHTHOUSE_REPORTS=dir: the Lighthouse section writes each page's median-TBT run there as JSON. */
  reportDir?: string;
  /** --postgres: the history section stores its records in a throwaway PostgreSQL (DATABASE_URL), not a file journal. */
  postgres?: boolean;
}

export const KB = 1024;

export const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

export const BROWSER_HEADERS = {
  "user-agent": BROWSER_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
};
export const LOAD_HEADERS = { ...BROWSER_HEADERS, "accept-encoding": "gzip, br" };
/** Throughput compares like with like: both servers send the same gzip bytes. */
export const GZIP_HEADERS = { ...BROWSER_HEADERS, "accept-encoding": "gzip" };

// ---------------------------------------------------------------------------------------------- HTTP

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly the headers given; the body comes back as sent (compressed or not). */
export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? "GET", headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/** The decoded body of a response, whatever Content-Encoding the server chose. */
export function decoded(res: RawResponse): Buffer {
  const enc = String(res.headers["content-encoding"] ?? "identity");
  if (enc === "gzip") return zlib.gunzipSync(res.body);
  if (enc === "br") return zlib.brotliDecompressSync(res.body);
  if (enc === "deflate") return zlib.inflateSync(res.body);
  return res.body;
}

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);
export const gzip9 = (b: Buffer) => gzipAsync(b, { level: 9 });
export const brotli11 = (b: Buffer) =>
  brotliAsync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });

export async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      const res = await request(url, { timeoutMs: 2_000 });
      if (res.status > 0) return;
    } catch (err) {
      last = err;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${String(last)})`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------------------------- child processes

const children = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];

/** Runs at exit, on Ctrl-C and on a crash: nothing the bench started outlives it. */
export function onCleanup(fn: () => void) {
  cleanups.push(fn);
}

function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill("SIGKILL");
      } catch {
        /* already gone */
      }
    }
  }
  children.clear();
  for (const fn of cleanups.splice(0)) {
    try {
      fn();
    } catch {
      /* best effort */
    }
  }
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping everything it started`);
    killAll();
    process.exit(130);
  });
}

export interface Child {
  proc: ChildProcess;
  output: () => string;
  alive: () => boolean;
  /** SIGTERM, then SIGKILL after graceMs. */
  stop: (graceMs?: number) => Promise<void>;
}

export function startChild(cmd: string, args: string[], opts: SpawnOptions): Child {
  const proc = spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
  children.add(proc);
  let out = "";
  const keep = (c: Buffer) => {
    out += c.toString();
    if (out.length > 20_000) out = out.slice(-10_000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  return {
    proc,
    output: () => out,
    alive,
    stop: async (graceMs = 5_000) => {
      if (alive()) {
        const exited = new Promise<void>((r) => proc.once("exit", () => r()));
        proc.kill("SIGTERM");
        const timer = setTimeout(() => alive() && proc.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      children.delete(proc);
    },
  };
}

// ------------------------------------------------------------------------------------------ autocannon

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
}

/** autocannon with a hard time cap (stop() after capMs), so a slow server cannot hold the bench. */
export function load(opts: autocannon.Options, capMs?: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(opts, (err, r) => {
      if (timer) clearTimeout(timer);
      if (err) return reject(err);
      const codes: Record<string, number> = {};
      const stats = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
      for (const [code, { count }] of Object.entries(stats)) codes[code] = count;
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodes: codes,
        seconds: r.duration,
      });
    });
    if (capMs) timer = setTimeout(() => instance.stop(), capMs);
  });
}

// ------------------------------------------------------------------------------------- targets, tables

export interface Target {
  section: string;
  name: string;
  measured: string;
  target: string;
  ok: boolean;
}
export const targets: Target[] = [];

export function check(section: string, name: string, measured: string, target: string, ok: boolean): string {
  targets.push({ section, name, measured, target, ok });
  return ok ? "✓" : "✗";
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);

/** A plain aligned table; numbers and marks right-aligned when the column header says so (leading ">"). */
export function table(headers: string[], rows: (string | number)[][]): string {
  const right = headers.map((h) => h.startsWith(">"));
  const heads = headers.map((h) => h.replace(/^>/, ""));
  const cells = rows.map((r) => r.map(String));
  const width = heads.map((h, i) => Math.max([...h].length, ...cells.map((r) => [...(r[i] ?? "")].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => {
        const pad = " ".repeat(Math.max(0, width[i] - [...c].length));
        return right[i] ? pad + c : c + pad;
      })
      .join("  ")
      .trimEnd();
  return [line(heads), width.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

export function heading(title: string) {
  console.log(`\n## ${title}\n`);
}

// ------------------------------------------------------------------------------------------------ wrk

/**
 * wrk (Debian package `wrk`, a C load generator): unlike autocannon it does not saturate before the servers
 * do. Installed with apt-get when missing.
 */
export function wrkBinary(): string {
  const candidates = [process.env.WRK, "/usr/bin/wrk", "/usr/local/bin/wrk"];
  const found = () => candidates.find((c) => c && fs.existsSync(c));
  let bin = found();
  if (!bin) {
    console.log("bench: wrk is missing; installing it with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "wrk"], { stdio: "inherit", env });
    bin = found();
    if (!bin) throw new Error("wrk could not be installed (apt-get install wrk)");
  }
  return bin;
}

export interface WrkResult {
  rps: number;
  p50: string;
  p99: string;
  /** Answers that were not 2xx or 3xx, plus socket errors (connect, read, write, timeout). */
  failures: number;
}

/** Runs wrk against one URL and parses its report (--latency gives the percentiles). */
export function wrk(
  url: string,
  opts: { connections: number; threads?: number; seconds: number; headers: Record<string, string> },
): Promise<WrkResult> {
  const args = [`-t${opts.threads ?? 2}`, `-c${opts.connections}`, `-d${opts.seconds}s`, "--latency", "--timeout", "5s"];
  for (const [k, v] of Object.entries(opts.headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(wrkBinary(), args, { timeout: (opts.seconds + 30) * 1000 }, (err, stdout) => {
      if (err) return reject(new Error(`wrk failed: ${err.message}\n${stdout}`));
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
      if (!rps) return reject(new Error(`wrk printed no Requests/sec:\n${stdout}`));
      const pct = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(stdout)?.[1] ?? "?";
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
      const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
      resolve({ rps: Number(rps[1]), p50: pct("50"), p99: pct("99"), failures: non2xx + socketErrors });
    });
  });
}
