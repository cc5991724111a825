/**
 * Bench section "throughput": requests/s and latency p50/p99 (wrk, 16 connections) for /, /menu/burgers,
 * /menu/item/big-mac and /api/menu-items, beside nginx (one worker) serving the same gzip bytes (checked: 200,
 * same length), and two instances behind deploy/nginx.conf.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runNginx } from "#server/testing/nginx.ts";
import {
  GZIP_HEADERS,
  check,
  decoded,
  freePort,
  heading,
  onCleanup,
  request,
  startChild,
  table,
  waitForHttp,
  wrk,
  type BenchOptions,
} from "./lib.ts";
import { startServer, type Server } from "./server.ts";

const THROUGHPUT_URLS = ["/", "/menu/burgers", "/menu/item/big-mac", "/api/menu-items"];

function nginxBinary(): string {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];
  const found = () => candidates.find((c) => c && fs.existsSync(c));
  let bin = found();
  if (!bin) {
    console.log("bench: nginx is missing; installing nginx-light with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    const light = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], { stdio: "inherit", env });
    if (light.status !== 0) spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
    bin = found();
    if (!bin) throw new Error("nginx could not be installed (apt-get install nginx-light / nginx)");
  }
  return bin;
}

/** nginx, one worker, serving the bytes our server returned for each URL (plus gzip -9 copies). */
export async function startNginx(server: Pick<Server, "base">, urls: string[]) {
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
    // The stored copy: the first render of a page streams (flushed gzip, its own nonce); once stored (a few
    // milliseconds after), answers come from the render cache, which is what the load measures.
    let res = await request(server.base + url, { headers: GZIP_HEADERS });
    for (let i = 0; i < 50 && !url.startsWith("/api/") && res.headers["x-render-cache"] !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await request(server.base + url, { headers: GZIP_HEADERS });
    }
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
        throw new Error(
          `nginx answered ${url} with ${res.status} ${res.headers["content-encoding"] ?? "identity"} ${res.body.length} bytes, not 200 gzip ${want} bytes\n${fs.readFileSync(path.join(dir, "error.log"), "utf8").slice(-800)}\n${fs.readdirSync(www).join(" ")}`,
        );
      }
    }
  } catch (err) {
    console.error(child.output());
    throw err;
  }
  return { child, base, sizes };
}

export async function throughput(server: Server, opts: BenchOptions) {
  const LOAD_SECONDS = opts.quick ? 3 : 8;
  const WARMUP_SECONDS = opts.quick ? 1 : 2;
  heading(
    `Throughput (wrk, 16 connections, ${LOAD_SECONDS} s each, accept-encoding: gzip; nginx: 1 worker serving our gzip bytes; two instances: deploy/nginx.conf)`,
  );
  const nginx = await startNginx(server, THROUGHPUT_URLS);
  // A second instance and deploy/nginx.conf in front of both (each with its own temporary journal: only GETs here).
  const second = await startServer({ buildDir: opts.buildDir });
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
    await second.stop(2_000);
    await nginx.child.stop(2_000);
    fs.rmSync(proxied.prefix, { recursive: true, force: true });
  }
  console.log(
    table(
      [
        "URL",
        ">ours req/s",
        ">ours p50 / p99",
        ">ours bytes",
        ">nginx req/s",
        ">nginx p50 / p99",
        ">nginx bytes",
        ">ours/nginx",
        "target",
        ">2 instances via nginx req/s (p50 / p99)",
        "errors",
      ],
      rows,
    ),
  );
  console.log("(wrk, nginx and the server share this machine's cores: the figures compare servers, not hosts.)");
}
