/**
 * Price reports on PostgreSQL, with a real database (server/testing/postgres.ts) and two real
 * instances: a report to one changes the figure on the other within a second, a hide reaches both, the client's
 * address is in no row, one client is one client whichever instance it posts to, and `npm run journal` carries
 * reports both ways (exported to a file journal, imported from it into an empty database).
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { connect } from "./journal-pg.ts";
import { startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

let pg: TestPostgres;
let url: string;
let dataDir: string;
const servers: TestServer[] = [];
let a: TestServer;
let b: TestServer;
before(async () => {
  pg = await startPostgres();
  url = await pg.newDatabase();
  dataDir = await makeDataCopy();
  // No REPORT_HASH_KEY: the instances share the key the first one keeps in the database.
  for (let i = 0; i < 2; i++) servers.push(await spawnServer({ env: { DATABASE_URL: url, TRUST_PROXY: "1" }, dataDir }));
  [a, b] = servers as [TestServer, TestServer];
});
after(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await pg?.destroy();
});

const post = (server: TestServer, body: Record<string, unknown>, client: string) =>
  fetch(`${server.url}/api/price-reports`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

async function inStore(server: TestServer, item: string, state: string) {
  const json = (await (await fetch(`${server.url}/api/price-reports?item=${item}&state=${state}`)).json()) as {
    figures: { channel: string; median: number; count: number; shown: boolean }[];
    reports: { id: string }[];
  };
  return { figure: json.figures.find((f) => f.channel === "in-store") ?? null, reports: json.reports };
}

/** Polls every 20 ms for up to `ms`: the time the other instance took, or a failure. */
async function within<T>(ms: number, check: () => Promise<T | null>): Promise<{ value: T; took: number }> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== null) return { value, took: Date.now() - start };
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const body = { itemName: "Big Mac", price: 5.89, state: "Oregon", channel: "in-store" };

describe("price reports on PostgreSQL, two instances", () => {
  test("a report to one instance changes the figure on the other within a second", async () => {
    for (const [i, price] of [5.79, 5.99].entries()) assert.equal((await post(a, { ...body, price }, `198.51.100.${i + 1}`)).status, 201);
    const res = await post(a, { ...body, price: 6.19 }, "198.51.100.3");
    assert.equal(res.status, 201);
    const seen = await within(1000, async () => {
      const { figure } = await inStore(b, "big-mac", "oregon");
      return figure?.shown ? figure : null;
    });
    assert.deepEqual({ median: seen.value.median, count: seen.value.count }, { median: 5.99, count: 3 });
  });

  test("one client is one client on either instance (the key is shared)", async () => {
    assert.equal((await post(b, { ...body, price: 9.5 }, "198.51.100.1")).status, 201);
    const again = (await (await post(a, { ...body, price: 9.5 }, "198.51.100.1")).json()) as { counted: boolean };
    assert.equal(again.counted, false);
    const { figure } = await inStore(a, "big-mac", "oregon");
    assert.equal(figure?.count, 3);
  });

  test("a hide from npm run moderate leaves the figure on both instances within a second", async () => {
    const { reports } = await inStore(a, "big-mac", "oregon");
    const target = reports.at(-1)!.id;
    await run(process.execPath, ["scripts/moderate.ts", "hide", target], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
    });
    for (const s of [a, b]) {
      const seen = await within(1000, async () => {
        const { figure } = await inStore(s, "big-mac", "oregon");
        return figure && figure.count === 2 ? figure : null;
      });
      assert.equal(seen.value.shown, false);
    }
  });

  test("no client address is in any row of the database", async () => {
    const sql = connect(url, { max: 1 });
    try {
      const rows = await sql<
        { t: string }[]
      >`SELECT string_agg(id || type || at || coalesce(data::text, ''), ' ') AS t FROM journal_records`;
      const all = rows[0]!.t;
      assert.match(all, /price-report/);
      const secrets = await sql<{ value: string }[]>`SELECT value FROM menu_prices_secrets`;
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "127.0.0.1"]) {
        assert.ok(!all.includes(address), `${address} is stored`);
        assert.ok(!secrets.some((s) => s.value.includes(address)));
      }
    } finally {
      await sql.end({ timeout: 2 });
    }
  });

  test("npm run journal exports the reports to a file journal, whose server shows the same figure", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-export-"));
    await run(process.execPath, ["scripts/journal.ts", "export"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, JOURNAL_DIR: dir },
    });
    const fileServer = await spawnServer({ journalDir: dir });
    servers.push(fileServer);
    const { figure } = await inStore(fileServer, "big-mac", "oregon");
    const { figure: pgFigure } = await inStore(a, "big-mac", "oregon");
    assert.deepEqual(figure, pgFigure);
    // And back: `npm run journal -- import` of that file journal into an empty database, whose instance shows the
    // same figure and the same visible reports (the hidden one stays hidden).
    const other = await pg.newDatabase();
    const imported = await run(process.execPath, ["scripts/journal.ts", "import"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: other, JOURNAL_DIR: dir },
    });
    assert.match(imported.stdout, /Imported \d+ records/);
    const pgServer = await spawnServer({ env: { DATABASE_URL: other }, dataDir });
    servers.push(pgServer);
    const back = await inStore(pgServer, "big-mac", "oregon");
    const there = await inStore(a, "big-mac", "oregon");
    assert.deepEqual(back.figure, there.figure);
    assert.deepEqual(
      back.reports.map((r) => r.id),
      there.reports.map((r) => r.id),
    );
  });
});
