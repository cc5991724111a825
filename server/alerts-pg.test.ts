/**
 * Price alerts on PostgreSQL (issue 29) with two real instances on one real database (server/testing/postgres.ts)
 * and a real SMTP server (server/testing/smtp.ts): both instances run the outbox, and each email goes out once
 * (a lease per email, and record ids the same on every instance); addresses live only in `alert_addresses`,
 * unsubscribing on either instance deletes the row, and an instance's sweep deletes the rows of follows left
 * unconfirmed for 7 days and of follows never recorded.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { connect } from "./journal-pg.ts";
import { startPostgres, type TestPostgres } from "./testing/postgres.ts";
import { startSmtp, type ReceivedMail, type TestSmtp } from "./testing/smtp.ts";
import { eventually, makeDataCopy, spawnServer, type TestServer } from "./testing/spawn-server.ts";

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
  for (let i = 0; i < 2; i++) servers.push(await spawnServer({ env: { DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3" }, dataDir }));
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
  const res = await post(server, "/api/price-reports", { itemName: "Big Mac", price, state: "Oregon", channel: "in-store" }, { "x-forwarded-for": `198.51.100.${++clientNo}` });
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
const postForm = (u: string, body = "") => fetch(u, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

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
      assert.deepEqual(rows.map((r) => r.email), ["ana@example.com"]);
      // Each email sent has one sent record, whichever instance sent it.
      const sent = await sql<{ n: number; messages: number }[]>`SELECT count(*)::int AS n, count(DISTINCT data->>'message')::int AS messages FROM journal_records WHERE type = 'alert-sent'`;
      assert.equal(sent[0]!.n, 6);
      assert.equal(sent[0]!.messages, 6);
    } finally {
      await sql.end({ timeout: 2 });
    }
    await report(a, 6.59);
    await exactly("ana@example.com", 4);
    await exactly("bo@example.com", 3, 0);
  });

  test("an instance starting sweeps alert_addresses: a follow left unconfirmed for 7 days and an address with no follow record stored 2 hours ago are deleted, a fresh one kept", async () => {
    const sql = connect(url, { max: 1 });
    try {
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
      await sql`INSERT INTO journal_records (id, type, at, data) VALUES ('fPgUnconfirmed', 'follow', ${eightDaysAgo}, ${sql.json({ itemName: "Big Mac", size: "Standard", state: "Oregon", address: "hashOfOld" })})`;
      await sql`INSERT INTO alert_addresses (follow, email, created_at) VALUES
        ('fPgUnconfirmed', 'old@example.com', now() - interval '8 days'),
        ('fPgOrphan', 'orphan@example.com', now() - interval '2 hours'),
        ('fPgJustNow', 'new@example.com', now())`;
      const third = await spawnServer({ env: { DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3" }, dataDir: a.dataDir });
      servers.push(third);
      const emails = async () => (await sql<{ email: string }[]>`SELECT email FROM alert_addresses ORDER BY email`).map((r) => r.email);
      await eventually(async () => (await emails()).length === 2, 10_000);
      assert.deepEqual(await emails(), ["ana@example.com", "new@example.com"]);
      // The 8-day-old follow's confirmation is never sent, by any of the three instances.
      await new Promise((r) => setTimeout(r, 2000));
      assert.equal(smtp.to("old@example.com").length, 0);
    } finally {
      await sql.end({ timeout: 2 });
    }
  });
});
