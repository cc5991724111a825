/**
 * docs/deploy.md's shell blocks, run as written in a scratch copy of the project: the one-process start, then the
 * walk-through to several processes behind nginx (database and user, the hash key, the journal import, two
 * instances, nginx started and stopped from the folders the doc creates). Only the ports are swapped for free ones
 * (5432 for a throwaway PostgreSQL, 3000-3002 and the config's 8080), as server/http/nginx.test.ts does.
 *
 * No command is skipped. The one step that needs root on a stock Debian machine is becoming PostgreSQL's superuser
 * (`sudo -u postgres`, which the doc gives as a comment): here PGHOST, PGPORT and PGUSER name the throwaway
 * server's superuser instead, so `createuser` and `createdb` run as written. That server trusts 127.0.0.1, so the
 * password typed at `--pwprompt` is set but not checked.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { freePort, startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { eventually } from "../testing/spawn-server.ts";

const ROOT = path.join(import.meta.dirname, "..", "..");
/** The longest wait for a start; on a quiet machine each takes a few seconds. */
const START_MS = 120_000;
const PG_BIN = existsSync("/usr/lib/postgresql")
  ? (await fs.readdir("/usr/lib/postgresql")).map((v) => `/usr/lib/postgresql/${v}/bin`)
  : [];

/** The fenced `sh` blocks of docs/deploy.md, in order. */
async function shellBlocks(): Promise<string[]> {
  const doc = await fs.readFile(path.join(ROOT, "docs/deploy.md"), "utf8");
  return [...doc.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/** A scratch project: the repository's files linked, its own data/ (with a journal) and deploy/ (with the config). */
async function scratchCopy(ports: Record<number, number>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-deploy-"));
  // A checkout is readable by all (nginx's workers, which run as `nobody` when nginx starts as root, open its tmp/).
  await fs.chmod(dir, 0o755);
  for (const name of await fs.readdir(ROOT)) {
    if (name === "data" || name === "deploy" || name === "build" || name.startsWith(".")) continue;
    await fs.symlink(path.join(ROOT, name), path.join(dir, name));
  }
  await fs.mkdir(path.join(dir, "data"));
  for (const f of await fs.readdir(path.join(ROOT, "data"))) {
    if (f.endsWith(".json")) await fs.copyFile(path.join(ROOT, "data", f), path.join(dir, "data", f));
  }
  await fs.mkdir(path.join(dir, "deploy"));
  await fs.writeFile(
    path.join(dir, "deploy/nginx.conf"),
    swapPorts(await fs.readFile(path.join(ROOT, "deploy/nginx.conf"), "utf8"), ports),
  );
  return dir;
}

function swapPorts(text: string, ports: Record<number, number>): string {
  return text.replace(/(?<=PORT=|127\.0\.0\.1:|listen )(\d{4})\b/g, (p) => String(ports[Number(p)] ?? p));
}

interface Shell {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a script with bash -e in its own process group (killed as a group: the doc's `&` instances with it). */
function shell(script: string, cwd: string, env: NodeJS.ProcessEnv, stdin = ""): Shell {
  const proc = spawn("bash", ["-euo", "pipefail", "-c", script], { cwd, env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  proc.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  proc.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  proc.stdin!.end(stdin);
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

function killGroup(s: Shell | undefined) {
  if (s?.proc.pid && s.proc.exitCode === null) {
    try {
      process.kill(-s.proc.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** Runs the script while it keeps running (its `&` instances), until `marker` is printed; fails if it exits first. */
async function startUntil(s: Shell, marker: string, timeoutMs: number) {
  const code = await Promise.race([s.exited, eventually(() => s.output().includes(marker), timeoutMs, 50).then(() => "started" as const)]);
  assert.equal(code, "started", `the commands stopped (exit ${String(code)}) before the end:\n${s.output()}`);
}

let pg: TestPostgres;
let scratch: string;
const shells: Shell[] = [];
const ports: Record<number, number> = {};
before(async () => {
  pg = await startPostgres();
  for (const p of [3000, 3001, 3002, 8080]) ports[p] = await freePort();
  ports[5432] = pg.port;
  scratch = await scratchCopy(ports);
});
after(async () => {
  shells.forEach(killGroup);
  // nginx runs as a daemon: if the test stopped before the doc's stop line, stop it by its pid file.
  const pid = scratch ? Number(await fs.readFile(path.join(scratch, "deploy/tmp/nginx.pid"), "utf8").catch(() => "")) : 0;
  if (pid) process.kill(pid, "SIGTERM");
  await Promise.all(shells.map((s) => s.exited));
  await pg?.destroy();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

test("docs/deploy.md runs as written: one process, then two instances on PostgreSQL behind nginx, stopped again", async () => {
  const [one, several] = await shellBlocks();
  assert.ok(one && several, "docs/deploy.md has its two sh blocks (one process; several behind nginx)");
  const env = {
    ...process.env,
    PATH: [...PG_BIN, "/usr/sbin", "/usr/bin", process.env.PATH].join(":"),
    PGHOST: "127.0.0.1",
    PGPORT: String(pg.port),
    PGUSER: "postgres",
  };

  // 1. One process on the file journal; a review posted to it is what the walk-through later moves to PostgreSQL.
  const single = shell(swapPorts(one, ports), scratch, env);
  shells.push(single);
  const alone = `http://127.0.0.1:${ports[3000]}`;
  await eventually(async () => (await fetch(`${alone}/healthz`)).ok, START_MS, 100).catch((e) =>
    assert.fail(`${String(e)}\n${single.output()}`),
  );
  const posted = await fetch(`${alone}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://example.com" },
    body: JSON.stringify({
      reviewer: "Sam",
      itemName: "McChicken",
      location: "Boise, ID",
      rating: 4,
      priceRating: 4,
      review: "Posted before the move.",
    }),
  });
  assert.equal(posted.status, 201, await posted.clone().text());
  const { id } = (await posted.json()) as { id: string };
  killGroup(single);
  await single.exited;
  await eventually(
    async () =>
      !(await fetch(`${alone}/healthz`).then(
        () => true,
        () => false,
      )),
    10_000,
    50,
  );

  // 2. The walk-through up to the stop line, left running (its instances run in the background, as the doc says).
  const lines = swapPorts(several, ports).split("\n");
  const stopAt = lines.findIndex((l) => /^nginx .* -s stop/.test(l));
  assert.ok(stopAt > 0, "the walk-through ends by stopping nginx");
  const walk = shell(`${lines.slice(0, stopAt).join("\n")}\necho walk-through-started\nwait`, scratch, env, "PASSWORD\nPASSWORD\n");
  shells.push(walk);
  await startUntil(walk, "walk-through-started", START_MS);
  assert.match(walk.output(), /Imported 1 records from \S+ into PostgreSQL/);

  // Both instances answer, on the database (a start takes seconds; the ceiling is for a machine under load).
  for (const p of [ports[3001], ports[3002]]) {
    await eventually(async () => (await fetch(`http://127.0.0.1:${p}/healthz`)).ok, START_MS, 100).catch((e) =>
      assert.fail(`${String(e)}\n${walk.output()}`),
    );
    const health = (await (await fetch(`http://127.0.0.1:${p}/healthz`)).json()) as { database?: { state?: string } };
    assert.equal(health.database?.state, "up", `the instance on ${p} uses the database`);
  }
  // The site answers through nginx, with the imported review.
  const site = `http://127.0.0.1:${ports[8080]}`;
  await eventually(async () => (await fetch(`${site}/healthz`)).ok, 10_000, 100).catch(async (e) => {
    const log = await fs.readFile(path.join(scratch, "deploy/logs/error.log"), "utf8").catch(() => "(no error.log)");
    assert.fail(`${String(e)}\n${walk.output()}\nnginx's error.log:\n${log}`);
  });
  const reviews = (await (await fetch(`${site}/api/reviews`)).json()) as { id: string }[];
  assert.ok(
    reviews.some((r) => r.id === id),
    "the review posted to the one process is served through nginx",
  );
  const page = await fetch(`${site}/menu/item/mcchicken`);
  assert.equal(page.status, 200);
  await page.arrayBuffer();

  // 3. The stop line, as written: nginx goes, and the doc's folders hold only what .gitignore lists.
  const stop = shell(lines[stopAt]!, scratch, env);
  shells.push(stop);
  assert.equal(await stop.exited, 0, stop.output());
  await eventually(
    async () =>
      !(await fetch(`${site}/healthz`).then(
        () => true,
        () => false,
      )),
    5000,
    50,
  );
  assert.deepEqual((await fs.readdir(path.join(scratch, "deploy"))).sort(), ["logs", "nginx.conf", "tmp"]);
});
