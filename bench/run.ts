/**
 * `npm run bench`: the performance figures of issue 8, measured against the production build.
 *
 * Starts the production server itself (free port, RATE_LIMIT_PER_MINUTE=0, LOG_LEVEL=warn, a temporary
 * journal), then prints, each figure beside its target with ✓/✗:
 *   weights     page weight (HTML, JS, CSS; gzip -9 bytes) of home, a category, an item, the reviews page,
 *               /explore and /compare,
 *               and the JS of the pages with nothing interactive (only app-lite.js, under 5 KB)
 *   throughput  requests/s and latency p50/p99 (wrk, 16 connections) for /, /menu/burgers,
 *               /menu/item/big-mac and /api/menu-items, beside nginx (one worker) serving the same gzip
 *               bytes (checked: 200, same length), and two instances behind deploy/nginx.conf
 *   memory      server RSS after 1, 2 and 3 rounds of 100,000 requests (pages and API mixed)
 *   lighthouse  Lighthouse mobile (default config, simulated Slow 4G) for /, /menu/item/big-mac, /explore and /compare
 *   posts       durable POST /api/reviews per second with 32 concurrent clients (all must answer 201)
 *   journal     start-up time and RSS of a server whose journal holds 1,000,000 records (read as a stream),
 *               beside one with an empty journal
 * and a summary of the targets met. Nothing is asserted: this is a measurement, not a test.
 *
 * Flags: --quick (shorter runs, 20,000-request memory rounds, one Lighthouse run per page),
 *        --only=weights,throughput,memory,lighthouse,posts.
 * Settings: BUILD_DIR (default ./build; built with `npm run build` when missing), CHROME_PATH
 * (default /usr/bin/chromium), NGINX (path of the nginx binary; apt-get installs nginx-light when missing),
 * WRK (path of wrk; apt-get installs it when missing).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { itemSlug } from "#domain/slug.ts";
import { runNginx } from "#server/testing/nginx.ts";
import {
  BROWSER_UA,
  check,
  decoded,
  freePort,
  gzip9,
  heading,
  kb,
  load,
  ms,
  onCleanup,
  request,
  wrk,
  sleep,
  startChild,
  table,
  targets,
  waitForHttp,
  type Child,
} from "./lib.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const SECTIONS = ["weights", "throughput", "memory", "lighthouse", "posts", "journal"] as const;
type Section = (typeof SECTIONS)[number];
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = new Set<Section>(
  onlyArg ? (onlyArg.slice("--only=".length).split(",").map((s) => s.trim()) as Section[]) : SECTIONS,
);
for (const s of only) {
  if (!SECTIONS.includes(s)) {
    console.error(`bench: unknown section "${s}"; the sections are ${SECTIONS.join(", ")}`);
    process.exit(2);
  }
}

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const KB = 1024;
const LOAD_SECONDS = quick ? 3 : 8;
const WARMUP_SECONDS = quick ? 1 : 2;
const MEMORY_ROUND = quick ? 20_000 : 100_000;
/** A memory round stops after this long even if it has not reached its request count. */
const MEMORY_ROUND_CAP_MS = quick ? 40_000 : 75_000;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
/** RSS "does not grow" between the 2nd and 3rd round: allow this much noise from the GC. */
const RSS_NOISE_MB = 5;

const BROWSER_HEADERS = {
  "user-agent": BROWSER_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
};
const LOAD_HEADERS = { ...BROWSER_HEADERS, "accept-encoding": "gzip, br" };
/** Throughput compares like with like: both servers send the same gzip bytes. */
const GZIP_HEADERS = { ...BROWSER_HEADERS, "accept-encoding": "gzip" };

const HEAVY_PAGES = [
  { path: "/", label: "home" },
  { path: "/menu/burgers", label: "category" },
  { path: "/menu/item/big-mac", label: "item" },
  { path: "/reviews", label: "reviews" },
  { path: "/explore", label: "explore" },
  { path: "/compare?items=big-mac,mcdouble", label: "compare" },
];
const THROUGHPUT_URLS = ["/", "/menu/burgers", "/menu/item/big-mac", "/api/menu-items"];

function liteUrls(): string[] {
  const news = JSON.parse(fs.readFileSync(path.join(root, "data/news.json"), "utf8")) as { id: string }[];
  return ["/about", "/privacy", "/disclaimer", `/news/article/${news[0].id}`, "/mcdonalds-near-me", "/seo-guide", "/sitemap", "/explore", "/compare?items=big-mac,mcdouble"];
}

// ---------------------------------------------------------------------------------------------- server

interface Server {
  child: Child;
  base: string;
  pid: number;
}

async function startServer(): Promise<Server> {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    console.log(`bench: no production build in ${buildDir}; running npm run build`);
    const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
    if (r.status !== 0) throw new Error("npm run build failed");
  }
  const journalDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-"));
  onCleanup(() => fs.rmSync(journalDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The same flags as `npm run serve` (package.json).
  const child = startChild(process.execPath, ["--max-semi-space-size=2", "--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      JOURNAL_DIR: journalDir,
    },
  });
  try {
    await waitForHttp(`${base}/api/menu-items`, 30_000, child.alive);
  } catch (err) {
    console.error(child.output());
    throw err;
  }
  return { child, base, pid: child.proc.pid! };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!m) throw new Error("no VmRSS in /proc status");
  return Number(m[1]) / 1024;
}

// --------------------------------------------------------------------------------------------- weights

interface PageWeight {
  html: number;
  js: { url: string; gz: number }[];
  css: { url: string; gz: number }[];
}

const assetCache = new Map<string, Promise<{ body: Buffer; gz: number }>>();
function asset(base: string, url: string) {
  let p = assetCache.get(url);
  if (!p) {
    p = (async () => {
      const res = await request(base + url, { headers: BROWSER_HEADERS });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      const body = decoded(res);
      return { body, gz: (await gzip9(body)).length };
    })();
    assetCache.set(url, p);
  }
  return p;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
/** Same-origin path without fragment or query; undefined for other origins and data: URLs. */
function localPath(href: string | undefined, from = "/"): string | undefined {
  if (!href || href.startsWith("data:")) return undefined;
  const u = new URL(href, `http://x${from}`);
  return u.host === "x" ? u.pathname : undefined;
}

/** The JS a page loads at start: <script src>, modulepreloads, imports and preload lists in inline module
 *  scripts, and the static imports inside those files (not dynamic import(), which loads on demand). And its CSS. */
async function pageWeight(base: string, url: string): Promise<PageWeight> {
  const res = await request(base + url, { headers: BROWSER_HEADERS });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const html = decoded(res).toString("utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = localPath(attrValue(m[0], "src"));
    if (src) js.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attrValue(m[0], "rel") ?? "").toLowerCase().split(/\s+/);
    const href = localPath(attrValue(m[0], "href"));
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(href);
    if (rel.includes("stylesheet") || (rel.includes("preload") && attrValue(m[0], "as") === "style")) css.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/type\s*=\s*["']?module/i.test(m[1])) continue;
    for (const im of m[2].matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+\.m?js)["']|\bfrom\s*["']([^"']+\.m?js)["']/g)) {
      const p = localPath(im[1] ?? im[2]);
      if (p) js.add(p);
    }
    // The files the script preloads once the page has painted (server/html-first.ts).
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(m[2]);
    for (const href of preloads ? (JSON.parse(preloads[1]) as string[]) : []) {
      const p = localPath(href);
      if (p) js.add(p);
    }
  }
  // Follow static imports inside the JS files themselves.
  const queue = [...js];
  while (queue.length) {
    const file = queue.shift()!;
    const { body } = await asset(base, file);
    for (const im of body.toString("utf8").matchAll(/\b(?:import|from)\s*["']([^"']+\.m?js)["']/g)) {
      const p = localPath(im[1], file);
      if (p && !js.has(p)) {
        js.add(p);
        queue.push(p);
      }
    }
  }
  const sized = async (set: Set<string>) =>
    Promise.all([...set].map(async (u) => ({ url: u, gz: (await asset(base, u)).gz })));
  return { html: (await gzip9(Buffer.from(html))).length, js: await sized(js), css: await sized(css) };
}

const sum = (xs: { gz: number }[]) => xs.reduce((n, x) => n + x.gz, 0);

async function weights(server: Server) {
  heading("Page weight (gzip -9 bytes; 1 KB = 1,024 bytes)");
  const rows: string[][] = [];
  for (const page of HEAVY_PAGES) {
    const w = await pageWeight(server.base, page.path);
    const js = sum(w.js);
    const css = sum(w.css);
    const jsMark =
      page.label === "home" ? check("weights", "home JS", kb(js), "≤ 115 KB", js <= 115 * KB) : "";
    const cssMark = check("weights", `${page.label} CSS`, kb(css), "≤ 20 KB", css <= 20 * KB);
    const htmlMark = check("weights", `${page.label} HTML`, kb(w.html), "≤ 60 KB", w.html <= 60 * KB);
    rows.push([
      `${page.label} ${page.path}`,
      `${kb(w.html)} ${htmlMark}`,
      `${kb(js)} (${w.js.length} files)${jsMark ? ` ${jsMark}` : ""}`,
      `${kb(css)} (${w.css.length} files) ${cssMark}`,
    ]);
  }
  console.log(table(["page", ">HTML (≤ 60 KB)", ">JS (home ≤ 115 KB)", ">CSS (≤ 20 KB)"], rows));

  console.log("\nPages with nothing interactive: only app-lite.js, under 5 KB gzip, no framework JS\n");
  const liteRows: string[][] = [];
  for (const url of liteUrls()) {
    const w = await pageWeight(server.base, url);
    const js = sum(w.js);
    const framework = w.js.filter((f) => f.url.startsWith("/assets/"));
    const onlyLite = framework.length === 0;
    const ok = onlyLite && js < 5 * KB;
    const mark = check("weights", `${url} JS`, `${kb(js)}${onlyLite ? "" : `, ${framework.length} framework files`}`, "app-lite only, < 5 KB", ok);
    const htmlMark = check("weights", `${url} HTML`, kb(w.html), "≤ 60 KB", w.html <= 60 * KB);
    const names = w.js.map((f) => path.basename(f.url));
    const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3} more` : names.join(", ") || "none";
    liteRows.push([url, `${kb(js)} ${mark}`, shown, `${kb(w.html)} ${htmlMark}`, kb(sum(w.css))]);
  }
  console.log(table(["page", ">JS (< 5 KB)", "scripts", ">HTML (≤ 60 KB)", ">CSS"], liteRows));
}

// ------------------------------------------------------------------------------------------ throughput

function nginxBinary(): string {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];
  const found = () => candidates.find((c) => c && fs.existsSync(c));
  let bin = found();
  if (!bin) {
    console.log("bench: nginx is missing; installing nginx-light with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    let r = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], { stdio: "inherit", env });
    if (r.status !== 0) r = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
    bin = found();
    if (!bin) throw new Error("nginx could not be installed (apt-get install nginx-light / nginx)");
  }
  return bin;
}

/** nginx, one worker, serving the bytes our server returned for each URL (plus gzip -9 copies). */
async function startNginx(server: Server, urls: string[]) {
  const bin = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's worker drops root for an unprivileged user: it must be able to read what it serves.
  fs.chmodSync(dir, 0o755);
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  const www = path.join(dir, "www");
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const locations: string[] = [];
  const sizes = new Map<string, { identity: number; gz: number }>();
  for (const [i, url] of urls.entries()) {
    // The second answer: the first render of a page streams (flushed gzip); later ones come from the render
    // cache, which is what the load measures.
    await request(server.base + url, { headers: GZIP_HEADERS });
    const res = await request(server.base + url, { headers: GZIP_HEADERS });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (res.headers["content-encoding"] !== "gzip") throw new Error(`${url} was not sent gzip-encoded`);
    const body = decoded(res);
    const file = `/u${i}`;
    fs.mkdirSync(www, { recursive: true });
    fs.chmodSync(www, 0o755);
    fs.writeFileSync(path.join(www, file), body, { mode: 0o644 });
    // Exactly the gzip bytes our server sent, so both sides move the same bytes.
    const gz = res.body;
    fs.writeFileSync(path.join(www, `${file}.gz`), gz, { mode: 0o644 });
    sizes.set(url, { identity: body.length, gz: gz.length });
    const type = String(res.headers["content-type"] ?? "text/html; charset=utf-8");
    locations.push(`    location = ${url} { default_type "${type}"; try_files ${file} =404; }`);
  }
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types { }
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
${locations.join("\n")}
    location / { return 404; }
  }
}
`,
  );
  const child = startChild(bin, ["-c", conf, "-p", dir], { cwd: dir });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}${urls[0]}`, 10_000, child.alive);
    // The comparison is only fair if nginx really sends the same bytes: check each URL once (200, gzip, and
    // the same length as our server's answer).
    for (const url of urls) {
      const res = await request(base + url, { headers: GZIP_HEADERS });
      const want = sizes.get(url)!.gz;
      if (res.status !== 200 || res.headers["content-encoding"] !== "gzip" || res.body.length !== want) {
        throw new Error(`nginx answered ${url} with ${res.status} ${res.headers["content-encoding"] ?? "identity"} ${res.body.length} bytes, not 200 gzip ${want} bytes\n${fs.readFileSync(path.join(dir, "error.log"), "utf8").slice(-800)}\n${fs.readdirSync(www).join(" ")}`);
      }
    }
  } catch (err) {
    console.error(child.output());
    throw err;
  }
  return { child, base, sizes };
}

async function throughput(server: Server) {
  heading(`Throughput (wrk, 16 connections, ${LOAD_SECONDS} s each, accept-encoding: gzip; nginx: 1 worker serving our gzip bytes; two instances: deploy/nginx.conf)`);
  const nginx = await startNginx(server, THROUGHPUT_URLS);
  // A second instance and deploy/nginx.conf in front of both (each with its own temporary journal: only GETs here).
  const second = await startServer();
  const proxyPort = await freePort();
  const proxied = await runNginx([Number(new URL(server.base).port), Number(new URL(second.base).port)], proxyPort, nginxBinary());
  onCleanup(() => proxied.proc.kill("SIGKILL"));
  const pair = `http://127.0.0.1:${proxyPort}`;
  const rows: string[][] = [];
  try {
    for (const url of THROUGHPUT_URLS) {
      const opts = { connections: 16, headers: GZIP_HEADERS };
      await wrk(server.base + url, { ...opts, seconds: WARMUP_SECONDS });
      await wrk(second.base + url, { ...opts, seconds: WARMUP_SECONDS });
      const ours = await wrk(server.base + url, { ...opts, seconds: LOAD_SECONDS });
      const theirs = await wrk(nginx.base + url, { ...opts, seconds: LOAD_SECONDS });
      const two = await wrk(pair + url, { ...opts, seconds: LOAD_SECONDS });
      const sample = await request(server.base + url, { headers: GZIP_HEADERS });
      const ratio = ours.rps / theirs.rps;
      const need = url.startsWith("/api/") ? 0.8 : 0.5;
      const failures = ours.failures + two.failures;
      const mark = check(
        "throughput",
        `${url} ours/nginx`,
        `${(ratio * 100).toFixed(0)}% (${Math.round(ours.rps)} vs ${Math.round(theirs.rps)} req/s)`,
        `≥ ${need * 100}%`,
        ratio >= need && failures === 0,
      );
      rows.push([
        url,
        `${Math.round(ours.rps)}`,
        `${ours.p50} / ${ours.p99}`,
        `${sample.body.length} ${sample.headers["content-encoding"] ?? "identity"}`,
        `${Math.round(theirs.rps)}`,
        `${theirs.p50} / ${theirs.p99}`,
        `${nginx.sizes.get(url)!.gz} gzip`,
        `${(ratio * 100).toFixed(0)}% ${mark}`,
        `≥ ${need * 100}%`,
        `${Math.round(two.rps)} (${two.p50} / ${two.p99})`,
        failures ? `${failures} failed` : "",
      ]);
    }
  } finally {
    proxied.proc.kill("SIGTERM");
    await second.child.stop(2_000);
    await nginx.child.stop(2_000);
    fs.rmSync(proxied.prefix, { recursive: true, force: true });
  }
  console.log(
    table(
      ["URL", ">ours req/s", ">ours p50 / p99", ">ours bytes", ">nginx req/s", ">nginx p50 / p99", ">nginx bytes", ">ours/nginx", "target", ">2 instances via nginx req/s (p50 / p99)", "errors"],
      rows,
    ),
  );
  console.log("(wrk, nginx and the server share this machine's cores: the figures compare servers, not hosts.)");
}

// ---------------------------------------------------------------------------------------------- memory

function memoryMix(): { path: string }[] {
  const items = JSON.parse(fs.readFileSync(path.join(root, "data/menu-items.json"), "utf8")) as { name: string }[];
  const paths = [
    "/",
    "/menu/burgers",
    "/menu/item/big-mac",
    "/api/menu-items",
    "/reviews",
    "/about",
    "/menu/chicken-and-fish",
    "/api/prices",
    "/api/reviews",
    ...items.slice(1, 11).map((i) => `/menu/item/${itemSlug(i.name)}`),
  ];
  return paths.map((p) => ({ path: p }));
}

async function memory(server: Server) {
  heading(`Memory (RSS of the server process; rounds of ${MEMORY_ROUND.toLocaleString("en-US")} requests mixing pages and the API, 16 connections)`);
  const mix: { path: string }[] = [];
  for (const m of memoryMix()) {
    const res = await request(server.base + m.path, { headers: LOAD_HEADERS });
    if (res.status === 200) mix.push(m);
    else console.log(`(left out of the mix: ${m.path} answered ${res.status})`);
  }
  console.log(`Mix: ${mix.map((m) => m.path).join(" ")}\n`);
  const rows: string[][] = [[`after start (and the sections before)`, "", "", `${rssMb(server.pid).toFixed(1)} MB`]];
  const after: number[] = [];
  for (let round = 1; round <= 3; round++) {
    const r = await load(
      { url: server.base, connections: 16, amount: MEMORY_ROUND, headers: LOAD_HEADERS, requests: mix },
      MEMORY_ROUND_CAP_MS,
    );
    await sleep(1_000);
    const rss = rssMb(server.pid);
    after.push(rss);
    const failures = r.non2xx + r.errors + r.timeouts;
    const codes = Object.entries(r.statusCodes).filter(([c]) => !c.startsWith("2")).map(([c, n]) => `${n}× ${c}`);
    if (r.errors) codes.push(`${r.errors} errors`);
    if (r.timeouts) codes.push(`${r.timeouts} timeouts`);
    const capped = r.total < MEMORY_ROUND ? `, stopped at the ${MEMORY_ROUND_CAP_MS / 1000} s cap` : "";
    rows.push([
      `after round ${round}`,
      `${r.total.toLocaleString("en-US")} requests in ${r.seconds.toFixed(0)} s${capped}${failures ? ` (failed: ${codes.join(", ")})` : ""}`,
      `${Math.round(r.rps)} req/s`,
      `${rss.toFixed(1)} MB ${check("memory", `RSS after round ${round}`, `${rss.toFixed(1)} MB`, "< 200 MB", rss < 200)}`,
    ]);
  }
  console.log(table(["when", "requests", ">rate", ">RSS (< 200 MB)"], rows));
  const growth = after[2] - after[1];
  const mark = check(
    "memory",
    "RSS growth, round 2 → 3",
    `${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB`,
    `≤ +${RSS_NOISE_MB} MB (GC noise)`,
    growth <= RSS_NOISE_MB,
  );
  console.log(`\nGrowth between round 2 and round 3: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB ${mark} (no growth: ≤ +${RSS_NOISE_MB} MB)`);
}

// ------------------------------------------------------------------------------------------ lighthouse

async function lighthouseSection(server: Server) {
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

// ----------------------------------------------------------------------------------------------- posts

async function posts(server: Server) {
  heading(`Durable review POSTs (autocannon, 32 connections, ${LOAD_SECONDS} s, POST /api/reviews with JSON)`);
  const body = JSON.stringify({
    reviewer: "Bench Runner",
    itemName: "Big Mac",
    location: "Austin, TX",
    rating: 4,
    priceRating: 3,
    review: "Written by npm run bench to measure durable review writes.",
  });
  const headers = { "user-agent": BROWSER_UA, "content-type": "application/json", accept: "application/json" };
  const probe = await request(`${server.base}/api/reviews`, { method: "POST", headers, body });
  if (probe.status !== 201) throw new Error(`POST /api/reviews answered ${probe.status}: ${decoded(probe).toString().slice(0, 300)}`);
  const r = await load({ url: `${server.base}/api/reviews`, method: "POST", connections: 32, duration: LOAD_SECONDS, headers, body });
  const created = r.statusCodes["201"] ?? 0;
  const other = Object.entries(r.statusCodes).filter(([code]) => code !== "201");
  const allCreated = other.length === 0 && r.errors === 0 && r.timeouts === 0;
  const perSecond = created / r.seconds;
  const mark = check("posts", "durable review POSTs", `${Math.round(perSecond)}/s`, "≥ 2,000/s, all 201", perSecond >= 2000 && allCreated);
  console.log(
    table(
      ["endpoint", ">created/s (≥ 2,000)", ">p50 / p99", ">201 answers", "other answers"],
      [
        [
          "POST /api/reviews",
          `${Math.round(perSecond)} ${mark}`,
          `${r.p50} / ${r.p99} ms`,
          created.toLocaleString("en-US"),
          [...other.map(([c, n]) => `${n}× ${c}`), r.errors ? `${r.errors} errors` : "", r.timeouts ? `${r.timeouts} timeouts` : ""]
            .filter(Boolean)
            .join(", ") || "none",
        ],
      ],
    ),
  );
}

// ------------------------------------------------------------------------------------------------ main

function gitCommit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

/** Starts a second server on `journalDir` and returns the ms until it answers and its RSS then. */
async function timedStart(journalDir: string): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = startChild(process.execPath, ["--max-semi-space-size=2", "--import", "tsx", "server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, LOG_LEVEL: "warn", JOURNAL_DIR: journalDir },
  });
  try {
    await waitForHttp(`${base}/healthz`, 300_000, child.alive);
    const took = performance.now() - started;
    const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.proc.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
    return { ms: took, rssMb: rss };
  } finally {
    await child.stop(12_000);
  }
}

async function journalStartup(_server: Server) {
  const RECORDS = 1_000_000;
  heading(`Journal start-up (a server opening a journal of ${RECORDS.toLocaleString("en-US")} records, read as a stream; time until /healthz answers)`);
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-empty-"));
  const full = fs.mkdtempSync(path.join(os.tmpdir(), "bench-journal-1m-"));
  onCleanup(() => fs.rmSync(empty, { recursive: true, force: true }));
  onCleanup(() => fs.rmSync(full, { recursive: true, force: true }));
  // Mostly contact messages and sign-ups (what spam would be), one in ten a review or a comment.
  const fd = fs.openSync(path.join(full, "journal.jsonl"), "w");
  const at = new Date().toISOString();
  let batch = "";
  for (let i = 0; i < RECORDS; i++) {
    const kind = i % 10;
    const line =
      kind === 0
        ? { type: "review", id: `b${i}`, at, data: { itemName: "Big Mac", category: "Burgers", rating: 4, priceRating: 3, review: `Bench review ${i}`, reviewer: "Bench", location: "Reno, NV", verified: false } }
        : kind === 1
          ? { type: "comment", id: `b${i}`, at, data: { itemName: "Big Mac", name: "Bench", email: "b@example.com", website: null, comment: `Bench comment ${i}` } }
          : kind % 2
            ? { type: "contact", id: `b${i}`, at, data: { name: "Bench", email: "b@example.com", subject: "Bench subject", message: `Bench message number ${i}` } }
            : { type: "signup", id: `b${i}`, at, data: { name: "Bench", email: "b@example.com", page: "/", topic: "deals" } };
    batch += JSON.stringify(line) + "\n";
    if (batch.length > 1 << 20) {
      fs.writeSync(fd, batch);
      batch = "";
    }
  }
  fs.writeSync(fd, batch);
  fs.closeSync(fd);
  const size = fs.statSync(path.join(full, "journal.jsonl")).size;
  const a = await timedStart(empty);
  const b = await timedStart(full);
  console.log(
    table(
      ["journal", ">file", ">start-up", ">RSS", ""],
      [
        ["empty", "0 MB", ms(a.ms), `${Math.round(a.rssMb)} MB`, ""],
        [`${RECORDS.toLocaleString("en-US")} records`, `${Math.round(size / 1048576)} MB`, ms(b.ms), `${Math.round(b.rssMb)} MB`, check("journal", "start-up with 1,000,000 records", ms(b.ms), "under 30 s", b.ms < 30_000)],
      ],
    ),
  );
}

async function main() {
  const started = Date.now();
  console.log("# Menu Prices benchmark");
  console.log(
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · commit ${gitCommit()} · Node ${process.version} · ` +
      `${os.cpus().length} cores · build ${buildDir.startsWith(root + path.sep) ? path.relative(root, buildDir) : buildDir}${quick ? " · --quick" : ""}`,
  );
  const server = await startServer();
  let failed = false;
  try {
    const steps: [Section, (s: Server) => Promise<void>][] = [
      ["weights", weights],
      ["throughput", throughput],
      ["memory", memory],
      ["lighthouse", lighthouseSection],
      // Last: thousands of new reviews change the pages that list them.
      ["posts", posts],
      ["journal", journalStartup],
    ];
    for (const [name, run] of steps) {
      if (!only.has(name)) continue;
      try {
        await run(server);
      } catch (err) {
        failed = true;
        console.log(`\n${name}: could not be measured: ${(err as Error).stack ?? err}`);
        check(name, `${name} section`, "error", "measured", false);
      }
      if (!server.child.alive()) {
        console.log(`\nThe server exited during ${name}:\n${server.child.output().slice(-3000)}`);
        failed = true;
        break;
      }
    }
  } finally {
    await server.child.stop(12_000);
  }

  heading("Summary");
  const met = targets.filter((t) => t.ok).length;
  console.log(`${met} of ${targets.length} targets met`);
  const missed = targets.filter((t) => !t.ok);
  if (missed.length) {
    console.log(`\nMissed:\n${table(["section", "figure", ">measured", "target"], missed.map((t) => [t.section, t.name, t.measured, t.target]))}`);
  }
  console.log(`\nbench took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
