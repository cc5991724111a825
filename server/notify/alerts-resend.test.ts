/**
 * The one duplicate decision 17 allows (docs/decisions/0017-price-alerts-outbox.md, "at least once"), shown with real
 * processes on the file journal: the site's server is killed (SIGKILL) after the SMTP server has received an alert and
 * before it answers, so the site never learns that the email was accepted and writes no `alert-sent` record. A new
 * server on the same journal sends it again, once, with the same Message-ID, and never a third time. (The same on
 * PostgreSQL, where the dead instance's lease must run out first: server/notify/alerts-pg.test.ts.)
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { JOURNAL_FILE } from "../store/journal-file.ts";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../testing/smtp.ts";
import { eventually, spawnServer, type TestServer } from "../testing/spawn-server.ts";

let smtp: TestSmtp;
let server: TestServer;
const env = () => ({ SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3" });

before(async () => {
  smtp = await startSmtp();
  server = await spawnServer({ env: env() });
});
after(async () => {
  smtp.beforeAnswer = null;
  await server?.stop();
  await smtp?.stop();
});

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + p, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

const journal = async () =>
  (await fs.readFile(path.join(server.journalDir, JOURNAL_FILE), "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { type: string; id: string; data?: Record<string, unknown> });

/** Waits for the n-th email to an address, then `settleMs` more (the worker looks at its outbox every second) to see that no other one comes. */
async function exactly(address: string, n: number, settleMs: number): Promise<ReceivedMail[]> {
  await eventually(() => smtp.to(address).length >= n, 15_000);
  await new Promise((r) => setTimeout(r, settleMs));
  const mails = smtp.to(address);
  assert.equal(mails.length, n, `${address} got ${mails.length} emails: ${mails.map((m) => m.subject).join(" | ")}`);
  return mails;
}

describe("a crash between the SMTP server's acceptance of an alert and its sent record (file journal)", () => {
  test("a new server on the same journal sends it again once, with the same Message-ID, and never a third time", async () => {
    const address = "crash@example.com";
    assert.equal((await post("/api/alerts", { email: address, itemName: "Big Mac", state: "Idaho" })).status, 202);
    const [confirmation] = await exactly(address, 1, 0);
    const confirm = /http:\/\/\S+(\/alerts\/confirm\?follow=[\w-]+&token=[\w-]+)/.exec(confirmation!.text)![1]!;
    assert.equal(
      (await fetch(server.url + confirm, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" }))
        .status,
      200,
    );

    // The next email to this address is the alert: once the SMTP server has it, the site is killed before the "250".
    const killed = server;
    smtp.beforeAnswer = async (mail) => {
      if (!mail.to.includes(address)) return;
      smtp.beforeAnswer = null;
      killed.proc.kill("SIGKILL");
      await killed.exited;
    };
    let client = 0;
    for (const price of [4.99, 5.19, 5.39]) {
      const res = await post(
        "/api/price-reports",
        { itemName: "Big Mac", price, state: "Idaho", channel: "in-store" },
        { "x-forwarded-for": `203.0.113.${++client}` },
      );
      assert.equal(res.status, 201, await res.text());
    }
    assert.equal(await killed.exited, null, "the server died of the signal");
    const [, first] = smtp.to(address);
    assert.equal(first?.subject, "Big Mac in Idaho: reported price $5.19");
    // The journal holds the queued alert and no sent record for it: the server never heard the SMTP server's answer.
    const queued = (await journal()).filter((r) => r.type === "alert-queued");
    assert.equal(queued.length, 1);
    const messageKey = (r: { data?: Record<string, unknown> }) => String(r.data?.message);
    assert.deepEqual(
      (await journal()).filter((r) => r.type === "alert-sent").map(messageKey),
      [`confirm:${String((await journal()).find((r) => r.type === "follow")!.id)}`],
      "only the confirmation is recorded as sent",
    );

    server = await spawnServer({ env: env(), dataDir: killed.dataDir, journalDir: killed.journalDir });
    const mails = await exactly(address, 3, 3500);
    const second = mails[2]!;
    assert.equal(second.subject, first!.subject);
    assert.match(first!.headers.get("message-id") ?? "", /^<s[\w-]+@localhost>$/);
    assert.equal(second.headers.get("message-id"), first!.headers.get("message-id"), "the second copy carries the first one's Message-ID");
    // One sent record for the alert now, and its id is the Message-ID's: no further send, whatever the restarts.
    const sent = (await journal()).filter((r) => r.type === "alert-sent" && messageKey(r).startsWith(`${queued[0]!.id}/`));
    assert.equal(sent.length, 1);
    assert.equal(second.headers.get("message-id"), `<${sent[0]!.id}@localhost>`);
    await server.stop();
    server = await spawnServer({ env: env(), dataDir: killed.dataDir, journalDir: killed.journalDir });
    await exactly(address, 3, 3000);
  });
});
