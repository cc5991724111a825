/**
 * Submissions on PostgreSQL, against a real server (server/testing/postgres.ts): instances on one database
 * are one site, nothing acknowledged is lost to kill -9, writes get 503 while the database is down and work
 * again when it is back, and moderation reaches every instance.
 */
import { visibleReviews } from "#domain/indexes/journal-records.ts";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import type postgres from "postgres";
import { promisify } from "node:util";
import { connect, migrate, MIGRATIONS, PgJournal, readAllPg } from "./journal-pg.ts";
import { Journal } from "./journal.ts";
import { derivePosts } from "./posts-pg.ts";
import { createLogger } from "../base/log.ts";
import { startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { allReviewIds, eventually, makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);
const quiet = createLogger("silent");

let pg: TestPostgres;
const servers: TestServer[] = [];
const stores: { close(): Promise<void> }[] = [];
before(async () => {
  pg = await startPostgres();
});
after(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  for (const s of stores) await s.close().catch(() => undefined);
  await pg?.destroy();
});

async function serve(url: string, dataDir?: string): Promise<TestServer> {
  const s = await spawnServer({ env: { DATABASE_URL: url }, ...(dataDir ? { dataDir } : {}) });
  servers.push(s);
  return s;
}

const reviewBody = (n: number | string) => ({
  reviewer: "Pat",
  itemName: "Big Mac",
  location: "Austin, TX",
  rating: 4,
  priceRating: 3,
  review: `Two instances, one site: review number ${n}.`,
});

async function postReview(base: string, n: number | string, timeoutMs = 15_000): Promise<Response> {
  return fetch(`${base}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(reviewBody(n)),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** Every review an instance serves (all pages of GET /api/reviews). */
const reviewIds = allReviewIds;

async function moderate(url: string, dataDir: string, ...args: string[]) {
  return run(process.execPath, ["scripts/moderate.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
  });
}

describe("the PostgreSQL store", () => {
  test("migrating is idempotent, also from several processes at once", async () => {
    const url = await pg.newDatabase();
    const clients = [connect(url), connect(url), connect(url)];
    await Promise.all(clients.map((c) => migrate(c)));
    await migrate(clients[0]!);
    const rows = await clients[0]!<{ version: number }[]>`SELECT version FROM menu_prices_schema ORDER BY version`;
    assert.deepEqual(
      rows.map((r) => r.version),
      MIGRATIONS.map((_, i) => i + 1),
      "each migration step is recorded once, in order",
    );
    await Promise.all(clients.map((c) => c.end()));
  });

  test("a record appended on one store is folded into another within a second, and survives a reopen", async () => {
    const url = await pg.newDatabase();
    const a = await PgJournal.open(url, quiet);
    const b = await PgJournal.open(url, quiet);
    stores.push(a, b);
    const rec = await a.append("review", { itemName: "Big Mac", rating: 5, review: "shared" });
    assert.equal(a.state.posts.latest(1)[0]?.id, rec.id, "the writer folds its own record in before answering");
    const t0 = Date.now();
    await eventually(() => b.state.posts.latest(1)[0]?.id === rec.id, 1000, 10);
    assert.ok(Date.now() - t0 < 1000);
    await a.append("hide", { target: rec.id });
    await eventually(() => b.state.hidden.has(rec.id), 1000, 10);
    await a.close();
    await b.close();
    const c = await PgJournal.open(url, quiet);
    stores.push(c);
    assert.equal((await c.state.posts.reviewKey(rec.id))?.hidden, true, "read back, and hidden");
    assert.deepEqual(await visibleReviews([], c.state).slice(), []);
    assert.ok(c.state.hidden.has(rec.id));
    await c.close();
  });

  test("a catch-up read finds what was committed before it, and ends while others keep asking", { timeout: 20_000 }, async () => {
    const url = await pg.newDatabase();
    const a = await PgJournal.open(url, quiet);
    const b = await PgJournal.open(url, quiet);
    stores.push(a, b);
    // Others asking all the time (pages of a busy instance, notifications): each asks while a read is under way.
    let asking = true;
    const others = (async () => {
      while (asking) await Promise.race([b.readNew(), new Promise((r) => setImmediate(r))]);
    })();
    try {
      for (let i = 0; i < 5; i++) {
        const rec = await a.append("review", { itemName: "Big Mac", rating: 4, review: `catch-up ${i}` });
        await b.readNew();
        assert.equal(b.state.posts.latest(1)[0]?.id, rec.id, `record ${i} is folded in when the read resolves`);
      }
    } finally {
      asking = false;
      await others;
    }
    await a.close();
    await b.close();
  });

  test("npm run journal moves records from the file journal to PostgreSQL and back, idempotently", async () => {
    const url = await pg.newDatabase();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "journal-move-"));
    const j = await Journal.open(dir, quiet);
    const r1 = await j.append("review", { itemName: "Big Mac", rating: 4, review: "from the file" });
    const c1 = await j.append("comment", { itemName: "Big Mac", name: "Al", comment: "hi" });
    await j.close();
    await fs.writeFile(
      path.join(dir, "moderation.jsonl"),
      JSON.stringify({ type: "hide", id: "h1", at: new Date().toISOString(), data: { target: c1.id } }) + "\n",
    );
    const env = { ...process.env, DATABASE_URL: url, JOURNAL_DIR: dir };
    const journal = (cmd: string, e = env) => run(process.execPath, ["scripts/journal.ts", cmd], { cwd: ROOT, env: e });
    assert.match((await journal("import")).stdout, /Imported 3 records/);
    assert.match((await journal("import")).stdout, /Imported 0 records .*3 were already there/);
    assert.deepEqual(
      (await readAllPg(url)).map((r) => r.id),
      [r1.id, c1.id, "h1"],
    );
    const out = await fs.mkdtemp(path.join(os.tmpdir(), "journal-export-"));
    assert.match((await journal("export", { ...env, JOURNAL_DIR: out })).stdout, /Exported 3 records/);
    assert.match((await journal("export", { ...env, JOURNAL_DIR: out })).stdout, /Exported 0 records/);
    const back = await Journal.open(out, quiet);
    assert.deepEqual(
      (await visibleReviews([], back.state).slice()).map((r) => r.id),
      [r1.id],
    );
    assert.ok(back.state.hidden.has(c1.id), "the hide came along");
    await back.close();
    const usage = await journal("import", { ...env, DATABASE_URL: "" }).catch((e: { code: number; stderr: string }) => e);
    assert.equal((usage as { code: number }).code, 2);
    assert.match((usage as { stderr: string }).stderr, /Set DATABASE_URL/);
  });
});

describe("settings", () => {
  test("a DATABASE_URL naming a database that does not exist stops the server at start, saying so", async () => {
    const url = (await pg.newDatabase()).replace(/\/[^/]+$/, "/no_such_database");
    const s = await spawnServer({ env: { DATABASE_URL: url }, expectExit: true });
    assert.equal(await s.exited, 1);
    const logged = s.logs.map((l) => String(l.msg)).join("\n");
    assert.match(logged, /cannot use DATABASE_URL .*"no_such_database" does not exist/);
  });

  test("a DATABASE_URL that is not a PostgreSQL URL is refused with the setting's name", async () => {
    const s = await spawnServer({ env: { DATABASE_URL: "mysql://root@localhost/menu" }, expectExit: true });
    assert.equal(await s.exited, 1);
    assert.match(s.stderr(), /DATABASE_URL must be a PostgreSQL URL/);
  });
});

describe("several instances on one database", () => {
  let url: string;
  let dataDir: string;
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    url = await pg.newDatabase();
    dataDir = await makeDataCopy();
    [a, b] = await Promise.all([serve(url, dataDir), serve(url, dataDir)]);
  });

  test("a review posted to one instance shows on the other's API and page within a second", async () => {
    const res = await postReview(a.url, "cross");
    assert.equal(res.status, 201);
    const { id } = (await res.json()) as { id: string };
    // The other instance's API has it within a second of the 201; its page shows the same state (rendering a
    // page on this shared, busy machine can itself take a while, so the page gets more time).
    await eventually(async () => (await reviewIds(b.url)).has(id), 1000, 20);
    await eventually(async () => (await (await fetch(`${b.url}/reviews`)).text()).includes(`review number cross`), 3000, 20);
    const health = (await (await fetch(`${b.url}/healthz`)).json()) as { database: { state: string; listening: boolean } };
    assert.equal(health.database.state, "up");
    assert.equal(health.database.listening, true);
  });

  test("the page a review form sends its poster to shows the review, also from an instance not yet notified", async () => {
    // A record committed without a NOTIFY reaching this instance: as if the redirect after the post got to it
    // before the notification did. Its regular catch-up read is seconds away.
    const res = await postReview(a.url, "model");
    assert.equal(res.status, 201);
    const sql = connect(url, { max: 1 });
    try {
      const id = randomUUID();
      const [row] = await sql<
        { data: Record<string, unknown> }[]
      >`SELECT data FROM journal_records WHERE type = 'review' ORDER BY seq DESC LIMIT 1`;
      const data = { ...row!.data, review: "Posted a moment ago, one instance over." };
      // Stored as insertRecords stores it (with its rows in the posts tables), but without its NOTIFY.
      const record = { id, type: "review" as const, at: new Date().toISOString(), data };
      await sql.begin(async (tx) => {
        const [{ seq }] = await tx<{ seq: string }[]>`
          INSERT INTO journal_records (id, type, at, data) VALUES (${id}, 'review', ${record.at}, ${tx.json(data as postgres.JSONValue)})
          RETURNING seq`;
        await derivePosts(tx, [{ seq: Number(seq), record }]);
      });
      const page = await (await fetch(`${b.url}/reviews?submitted=${id}`)).text();
      assert.match(page, /Review submitted successfully!/);
      assert.match(page, /Posted a moment ago, one instance over\./);
      // An id nobody stored: the page answers at once, without the message.
      const started = Date.now();
      const other = await fetch(`${b.url}/reviews?submitted=${randomUUID()}`);
      assert.equal(other.status, 200);
      assert.doesNotMatch(await other.text(), /Review submitted successfully!/);
      assert.ok(Date.now() - started < 3000, "a catch-up read is bounded");
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  test("a hide from npm run moderate reaches both instances", async () => {
    const res = await postReview(b.url, "to hide");
    const { id } = (await res.json()) as { id: string };
    await eventually(async () => (await reviewIds(a.url)).has(id), 1000, 20);
    const listed = await moderate(url, dataDir, "list", "5");
    assert.match(listed.stdout, new RegExp(id));
    const hid = await moderate(url, dataDir, "hide", id);
    assert.match(hid.stdout, /Hid review/);
    await eventually(async () => !(await reviewIds(a.url)).has(id) && !(await reviewIds(b.url)).has(id), 1000, 20);
    assert.doesNotMatch(await (await fetch(`${a.url}/reviews`)).text(), /review number to hide/);
    assert.match((await moderate(url, dataDir, "list", "5")).stdout, new RegExp(`${id}.*\\[hidden\\]`));
  });

  test("kill -9 of an instance under 32-client write load loses no acknowledged review", async () => {
    const victim = await serve(url, dataDir);
    const acked: string[] = [];
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await postReview(victim.url, `load-${c}-${i}`, 5000);
          if (res.status === 201) acked.push(((await res.json()) as { id: string }).id);
          else await res.body?.cancel();
        } catch {
          return; // the instance is gone
        }
      }
    };
    const clients = Array.from({ length: 32 }, (_, c) => client(c));
    after(() => void (stop = true));
    await eventually(() => acked.length >= 200, 20_000, 10);
    victim.proc.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    assert.ok(acked.length >= 200);
    const onB = await eventually(
      async () => {
        const ids = await reviewIds(b.url);
        return acked.every((id) => ids.has(id)) ? ids : null;
      },
      3000,
      50,
    );
    assert.ok(onB!.size >= acked.length);
    const inDb = new Set((await readAllPg(url)).map((r) => r.id));
    assert.deepEqual(
      acked.filter((id) => !inDb.has(id)),
      [],
      "every acknowledged review is in the table",
    );
  });

  test("with the database stopped mid-load, writes get 503 with Retry-After, pages keep serving, and writes resume", async () => {
    const statuses: number[] = [];
    let slowest = 0;
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        const t0 = Date.now();
        const res = await postReview(a.url, `outage-${c}-${i}`, 10_000).catch(() => null);
        if (!res) {
          statuses.push(0); // no answer at all: a hang or a dropped connection
          continue;
        }
        slowest = Math.max(slowest, Date.now() - t0);
        statuses.push(res.status);
        if (res.status === 503) {
          assert.equal(res.headers.get("retry-after"), "5");
          assert.match(((await res.json()) as { error: string }).error, /try again/i);
          await new Promise((r) => setTimeout(r, 100));
        } else await res.body?.cancel();
      }
    };
    const clients = Array.from({ length: 8 }, (_, c) => client(c));
    after(() => void (stop = true));
    await eventually(() => statuses.filter((s) => s === 201).length >= 20, 10_000, 10);
    await pg.stop();
    await eventually(() => statuses.includes(503), 8000, 20);
    const page = await fetch(`${b.url}/reviews`);
    assert.equal(page.status, 200, "pages keep serving while the database is down");
    assert.equal((await fetch(`${a.url}/api/reviews`)).status, 200, "GET APIs keep serving");
    const down = (await (await fetch(`${a.url}/healthz`)).json()) as { database: { state: string } };
    assert.equal(down.database.state, "down");
    // Forms posted without JavaScript get the same 503 and a page that says nothing was saved.
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${a.url}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
    for (const [path, fields] of [
      [
        "/reviews/new",
        {
          reviewer: "Ann",
          itemName: "Big Mac",
          location: "Austin, TX",
          rating: "5",
          priceRating: "3",
          review: "Posted while the database is down.",
        },
      ],
      [
        "/menu/item/big-mac",
        { itemName: "Big Mac", name: "Ann", email: "ann@example.com", website: "", comment: "Posted while the database is down." },
      ],
    ] as const) {
      const res = await form(path, fields);
      assert.equal(res.status, 503, `${path} answers 503`);
      assert.equal(res.headers.get("retry-after"), "5");
      const html = await res.text();
      assert.match(
        html,
        /<p>[^<]*Nothing was saved\. Please try again in a minute\.<\/p>/,
        "the message is on the page, not only in its data",
      );
      // The review page says so in its heading; the item page in its comment form, which keeps the text.
      if (path === "/reviews/new") assert.match(html, /<h1[^>]*>Not saved<\/h1>/);
      else assert.match(html, /<textarea[^>]*>Posted while the database is down\.<\/textarea>/);
    }
    // No 5xx leaves without a line in the log that names it.
    for (const path of ["/api/reviews", "/reviews/new", "/menu/item/big-mac"]) {
      assert.ok(
        a.logs.some((l) => l.msg === "http: answered 503" && typeof l.url === "string" && l.url.startsWith(path)),
        `the 503s of ${path} are in the log`,
      );
    }
    const before = statuses.length;
    await pg.start();
    await eventually(() => statuses.slice(before).includes(201) && statuses.at(-1) === 201, 15_000, 50);
    stop = true;
    await Promise.all(clients);
    assert.deepEqual([...new Set(statuses)].sort(), [201, 503], "nothing but 201 and 503");
    assert.ok(slowest < 9000, `a write waited ${slowest} ms (each has a 4 s deadline)`);
    await eventually(
      async () =>
        ((await (await fetch(`${b.url}/healthz`)).json()) as { database: { state: string; listening: boolean } }).database.listening,
      5000,
      100,
    );
    const res = await postReview(a.url, "after the outage");
    const { id } = (await res.json()) as { id: string };
    await eventually(async () => (await reviewIds(b.url)).has(id), 1000, 20);
  });
});
