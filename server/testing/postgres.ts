/**
 * Test helper: a throwaway PostgreSQL server (Debian's postgresql package; .ci/run installs it). initdb into
 * a temporary folder, pg_ctl on a free port, trust authentication on 127.0.0.1 only. initdb refuses to run
 * as root, so as root the binaries run as the `postgres` user, which owns the folder.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import { promisify } from "node:util";

const run = promisify(execFile);

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin/initdb"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install -y postgresql (.ci/run does)");
  return path.join(base, versions[0], "bin");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  port: number;
  dir: string;
  /** A URL for a fresh, empty database on this server. */
  newDatabase(): Promise<string>;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: connections are closed, the port stops answering. */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-pg-"));
  const data = path.join(dir, "data");
  const pgRun = async (cmd: string, args: string[]) => {
    const file = path.join(bin, cmd);
    return asRoot ? run("runuser", ["-u", "postgres", "--", file, ...args]) : run(file, args);
  };
  if (asRoot) {
    await fs.chmod(dir, 0o755);
    await run("chown", ["postgres:postgres", dir]);
  }
  await pgRun("initdb", ["-D", data, "--auth=trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;
  let n = 0;
  const pg: TestPostgres = {
    port,
    dir,
    async newDatabase() {
      const name = `menu_prices_${process.pid}_${++n}`;
      await pgRun("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async start() {
      await pgRun("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "start"]);
      running = true;
    },
    async stop() {
      await pgRun("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await pg.stop().catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}

/**
 * A throwaway server for one test file: started before its tests, removed after them, once the stores they left in
 * `open` are closed. `newDatabase()` gives each test a fresh database on it.
 */
export function postgresForTests<Store extends { close(): Promise<void> }>(): {
  newDatabase(): Promise<string>;
  open: Store[];
} {
  let pg: TestPostgres | undefined;
  const open: Store[] = [];
  before(async () => {
    pg = await startPostgres();
  });
  after(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await pg?.destroy();
  });
  return {
    newDatabase: () => {
      if (!pg) throw new Error("postgresForTests: the server starts before the file's tests");
      return pg.newDatabase();
    },
    open,
  };
}
