/**
 * Runs the repository's deploy/nginx.conf as it is, with its upstream ports, listen port and paths swapped for
 * the given ones: used by server/http/nginx.test.ts and by `npm run bench` (two instances behind nginx).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually } from "./spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

/** The repository's nginx.conf, pointed at these upstream ports and listening on `port`. */
export async function runNginx(upstreams: number[], port: number, bin = NGINX): Promise<{ proc: ChildProcess; prefix: string }> {
  if (!bin) throw new Error("nginx is not installed: apt-get install -y nginx (.ci/run does)");
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-nginx-"));
  await fs.chmod(prefix, 0o755);
  for (const d of ["logs", "tmp"]) await fs.mkdir(path.join(prefix, d), { mode: 0o777 });
  await fs.chmod(path.join(prefix, "tmp"), 0o777);
  let conf = await fs.readFile(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const servers = conf.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm) ?? [];
  if (servers.length < 2) throw new Error("deploy/nginx.conf should list the instances as `server 127.0.0.1:PORT ...` lines");
  conf = conf.replace(servers.join("\n"), upstreams.map((p) => servers[0]!.replace(/:\d+/, `:${p}`)).join("\n"));
  conf = conf.replace(/listen 8080;/, `listen 127.0.0.1:${port};`).replace(/worker_processes auto;/, "worker_processes 1;");
  const file = path.join(prefix, "nginx.conf");
  await fs.writeFile(file, conf);
  const proc = spawn(bin, ["-p", prefix, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  proc.stderr!.on("data", (c: Buffer) => (err += c.toString()));
  await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 10_000, 100).catch((e) => {
    throw new Error(`nginx did not start: ${err} ${String(e)}`);
  });
  return { proc, prefix };
}
