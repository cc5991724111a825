/**
 * Price alerts on PostgreSQL with two real instances on one real database (server/testing/postgres.ts)
 * and a real SMTP server (server/testing/smtp.ts): both instances run the outbox, and each email goes out once
 * (a lease per email, and record ids the same on every instance); addresses live only in `alert_addresses`,
 * unsubscribing on either instance deletes the row, and an instance's sweep deletes the rows of follows left
 * unconfirmed for 7 days and of follows never recorded: at start, and on a later pass (ALERT_SWEEP_SECONDS) for a
 * follow that turns 7 days old while the instance runs. And the one duplicate decision 17 allows: an instance killed
 * after the SMTP server received an email and before it answered; the email goes out again, once, with the same
 * Message-ID, when the dead instance's lease runs out.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { LEASE_MS } from "./alerts.ts";
import { connect } from "../store/journal-pg.ts";
import { startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../testing/smtp.ts";
import { eventually, makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

let pg: TestPostgres;
let url: string;
let smtp: TestSmtp;
const servers: TestServer[] = [];
let a: TestServer;
let b: TestServer;

before(async () => {
  pg = await startPostgres();
  url = await pg.newDatabase();
  smtp = await startSmtp();
  const dataDir = await makeDataCopy();
  for (let i = 0; i < 2; i++)
    servers.push(
      await spawnServer({
        env: { DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3", ALERT_EVERY_SECONDS: "0" },
        dataDir,
      }),
    );
  [a, b] = servers as [TestServer, TestServer];
});
after(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await smtp?.stop();
  await pg?.destroy();
});

const post = (server: TestServer, p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + p, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

let clientNo = 0;
async function report(server: TestServer, price: number) {
  const res = await post(
    server,
    "/api/price-reports",
    { itemName: "Big Mac", price, state: "Oregon", channel: "in-store" },
    { "x-forwarded-for": `198.51.100.${++clientNo}` },
  );
  assert.equal(res.status, 201, await res.text());
}

async function exactly(address: string, n: number, settleMs = 3000): Promise<ReceivedMail[]> {
  await eventually(() => smtp.to(address).length >= n, 10_000);
  await new Promise((r) => setTimeout(r, settleMs));
  const mails = smtp.to(address);
  assert.equal(mails.length, n, `${address} got ${mails.length} emails: ${mails.map((m) => m.subject).join(" | ")}`);
  return mails;
}

const link = (mail: ReceivedMail, kind: string, server: TestServer) => {
  const m = new RegExp(`http://\\S+(/alerts/${kind}\\?follow=[\\w-]+&token=[\\w-]+)`).exec(mail.text);
  assert.ok(m, mail.text);
  return server.url + m[1];
};
const postForm = (u: string, body = "") =>
  fetch(u, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

describe("price alerts, two instances on one PostgreSQL", () => {
  test("each confirmation and each alert is sent once, whichever instance took the follow or the report", async () => {
    // A follow on each instance: both instances' workers see both, one email each.
    assert.equal((await post(a, "/api/alerts", { email: "ana@example.com", itemName: "Big Mac", state: "Oregon" })).status, 202);
    assert.equal((await post(b, "/api/alerts", { email: "bo@example.com", itemName: "Big Mac", state: "OR" })).status, 202);
    const [anaConfirm] = await exactly("ana@example.com", 1);
    const [boConfirm] = await exactly("bo@example.com", 1, 0);
    // Confirmed on the other instance than the one that took the follow.
    assert.equal((await postForm(link(anaConfirm!, "confirm", b))).status, 200);
    assert.equal((await postForm(link(boConfirm!, "confirm", a))).status, 200);
    // The figure appears (three visitors), on reports to both instances: one alert each.
    await report(a, 5.79);
    await report(b, 5.99);
    await report(a, 6.19);
    const [, anaAlert] = await exactly("ana@example.com", 2);
    await exactly("bo@example.com", 2, 0);
    assert.equal(anaAlert!.subject, "Big Mac in Oregon: reported price $5.99");
    // It moves (a fourth visitor, on the other instance): one more each.
    await report(b, 6.39);
    const [, , moved] = await exactly("ana@example.com", 3);
    await exactly("bo@example.com", 3, 0);
    assert.equal(moved!.subject, "Big Mac in Oregon: reported price now $6.09 (was $5.99)");
  });

  test("addresses are only in alert_addresses, and the one-click unsubscribe on either instance deletes the row and stops the alerts", async () => {
    const sql = connect(url, { max: 1 });
    try {
      const inRecords = await sql`SELECT count(*)::int AS n FROM journal_records WHERE data::text LIKE '%example.com%'`;
      assert.equal(inRecords[0]!.n, 0);
      assert.equal((await sql`SELECT count(*)::int AS n FROM alert_addresses`)[0]!.n, 2);
      const bo = smtp.to("bo@example.com").at(-1)!;
      const res = await postForm(link(bo, "unsubscribe", b), "List-Unsubscribe=One-Click");
      assert.equal(res.status, 200);
      const rows = await sql<{ email: string }[]>`SELECT email FROM alert_addresses`;
      assert.deepEqual(
        rows.map((r) => r.email),
        ["ana@example.com"],
      );
      // Each email sent has one sent record, whichever instance sent it.
      const sent = await sql<
        { n: number; messages: number }[]
      >`SELECT count(*)::int AS n, count(DISTINCT data->>'message')::int AS messages FROM journal_records WHERE type = 'alert-sent'`;
      assert.equal(sent[0]!.n, 6);
      assert.equal(sent[0]!.messages, 6);
    } finally {
      await sql.end({ timeout: 2 });
    }
    await report(a, 6.59);
    await exactly("ana@example.com", 4);
    await exactly("bo@example.com", 3, 0);
  });

  test("an instance sweeps alert_addresses at start and on later passes: a follow left unconfirmed for 7 days (or turning 7 days old while it runs) and an address with no follow record stored 2 hours ago are deleted, younger ones kept", async () => {
    const sql = connect(url, { max: 1 });
    try {
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
      await sql`INSERT INTO journal_records (id, type, at, data) VALUES ('fPgUnconfirmed', 'follow', ${eightDaysAgo}, ${sql.json({ itemName: "Big Mac", size: "Standard", state: "Oregon", address: "hashOfOld" })})`;
      await sql`INSERT INTO alert_addresses (follow, email, created_at) VALUES
        ('fPgUnconfirmed', 'old@example.com', now() - interval '8 days'),
        ('fPgOrphan', 'orphan@example.com', now() - interval '2 hours'),
        ('fPgJustNow', 'new@example.com', now())`;
      // This instance sweeps every second (ALERT_SWEEP_SECONDS=1); the other two every 10 minutes, the default.
      const third = await spawnServer({
        env: { DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3", ALERT_SWEEP_SECONDS: "1" },
        dataDir: a.dataDir,
      });
      servers.push(third);
      const emails = async () => (await sql<{ email: string }[]>`SELECT email FROM alert_addresses ORDER BY email`).map((r) => r.email);
      await eventually(async () => (await emails()).length === 2, 10_000);
      assert.deepEqual(await emails(), ["ana@example.com", "new@example.com"]);
      // The 8-day-old follow's confirmation is never sent, by any of the three instances.
      await new Promise((r) => setTimeout(r, 2000));
      assert.equal(smtp.to("old@example.com").length, 0);

      // Later passes: a follow that turns 7 days old 4 seconds from now, and one 6 days old, both unconfirmed, arrive
      // while the instances run (the rows another instance would write). The first goes on a pass after its 7 days.
      const turnsSevenAt = Date.now() + 4000;
      const follows: [string, string, number][] = [
        ["fPgTurnsSeven", "soon@example.com", turnsSevenAt - 7 * 86_400_000],
        ["fPgSixDays", "six@example.com", Date.now() - 6 * 86_400_000],
      ];
      const waiting = async () => ((await (await fetch(`${third.url}/healthz`)).json()) as { alerts: { waiting: number } }).alerts.waiting;
      const waitingBefore = await waiting();
      for (const [id, , atMs] of follows) {
        await sql`INSERT INTO journal_records (id, type, at, data) VALUES (${id}, 'follow', ${new Date(atMs).toISOString()}, ${sql.json({ itemName: "Big Mac", size: "Standard", state: "Oregon", address: `hashOf${id}` })})`;
      }
      // Once the sweeping instance has read both records (their confirmations wait in its outbox), the addresses,
      // stored when the follows were: before that they would be addresses with no follow record, erased after an hour.
      await eventually(async () => (await waiting()) === waitingBefore + 2, 5000);
      for (const [id, email, atMs] of follows)
        await sql`INSERT INTO alert_addresses (follow, email, created_at) VALUES (${id}, ${email}, ${new Date(atMs)})`;
      assert.deepEqual(await emails(), ["ana@example.com", "new@example.com", "six@example.com", "soon@example.com"]);
      await eventually(async () => !(await emails()).includes("soon@example.com"), 15_000);
      assert.ok(Date.now() >= turnsSevenAt, "erased only once 7 days old");
      assert.deepEqual(await emails(), ["ana@example.com", "new@example.com", "six@example.com"]);
    } finally {
      await sql.end({ timeout: 2 });
    }
  });

  test("an instance killed after the SMTP server received an email and before it answered: sent again once its lease runs out, with the same Message-ID, and never a third time", async () => {
    const db = await pg.newDatabase();
    const start = () => spawnServer({ env: { DATABASE_URL: db, SMTP_URL: smtp.url, TRUST_PROXY: "1" }, dataDir: a.dataDir });
    const first = await start();
    servers.push(first);
    const address = "crash@example.com";
    smtp.beforeAnswer = async (mail) => {
      if (!mail.to.includes(address)) return;
      smtp.beforeAnswer = null;
      first.proc.kill("SIGKILL");
      await first.exited;
    };
    assert.equal((await post(first, "/api/alerts", { email: address, itemName: "Big Mac", state: "Oregon" })).status, 202);
    assert.equal(await first.exited, null, "the instance died of the signal");
    const [received] = smtp.to(address);
    assert.equal(received?.subject, "Confirm: price alerts for Big Mac in Oregon");
    const sql = connect(db, { max: 1 });
    try {
      const sentRecords = () => sql<{ id: string }[]>`SELECT id FROM journal_records WHERE type = 'alert-sent'`;
      assert.equal((await sentRecords()).length, 0, "no sent record: the instance never heard the answer");
      // A new instance on the same database: the dead one's lease (LEASE_MS, 5 minutes) still holds the email.
      const second = await start();
      servers.push(second);
      const [lease] = await sql<
        { holder: string; left: number }[]
      >`SELECT holder, extract(epoch FROM until - now()) * 1000 AS left FROM alert_leases`;
      assert.ok(
        lease && Number(lease.left) > LEASE_MS - 60_000,
        `the dead instance's lease runs for minutes more: ${JSON.stringify(lease)}`,
      );
      await new Promise((r) => setTimeout(r, 3000));
      assert.equal(smtp.to(address).length, 1, "nothing is sent while the lease holds");
      // The lease's 5 minutes, not waited for: its end moved to now (the one thing this test does to the clock).
      await sql`UPDATE alert_leases SET until = now() - interval '1 millisecond'`;
      const mails = await exactly(address, 2, 3500);
      assert.equal(mails[1]!.subject, received.subject);
      assert.match(received.headers.get("message-id") ?? "", /^<s[\w-]+@localhost>$/);
      assert.equal(
        mails[1]!.headers.get("message-id"),
        received.headers.get("message-id"),
        "the second copy carries the first one's Message-ID",
      );
      const sent = await sentRecords();
      assert.equal(sent.length, 1);
      assert.equal(received.headers.get("message-id"), `<${sent[0]!.id}@localhost>`);
    } finally {
      smtp.beforeAnswer = null;
      await sql.end({ timeout: 2 });
    }
  });
});
