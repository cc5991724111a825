/**
 * Price alerts under attack, in both stores: the file journal (one real server) and PostgreSQL (two real
 * instances on one real database, requests spread over both), with a real SMTP server (server/testing/smtp.ts)
 * that refuses chosen recipients.
 *
 * - The follow race: 20 concurrent follows for one mailbox (its address in other cases and with `+tags`) sent 20
 *   confirmation emails; at most 3 a day now.
 * - The poisoned outbox: an address the SMTP server refuses (501) and a follower whose mailbox bounces (550), queued
 *   before good mail, held up every email behind them for ever; now each ends, is counted by
 *   `npm run journal -- alerts`, and good mail arrives. A 4xx refusal delays only its own email.
 * - Coalesced alerts: alternating reports sent a follower an email per change; now at most one a day (the default of
 *   ALERT_EVERY_SECONDS), carrying the newest figure.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startPostgres, type TestPostgres } from "../testing/postgres.ts";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../testing/smtp.ts";
import { eventually, makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let smtp: TestSmtp;
let pg: TestPostgres;
before(async () => {
  smtp = await startSmtp();
  pg = await startPostgres();
});
after(async () => {
  await smtp?.stop();
  await pg?.destroy();
});

/** The emails whose recipient is this mailbox, whatever the case and `+tag` it was written with. */
const toMailbox = (mailbox: string) => smtp.mails.filter((m) => m.to.some((t) => t.toLowerCase().replace(/\+[^@]*@/, "@") === mailbox));

for (const store of ["file journal", "PostgreSQL"] as const) {
  describe(`price alerts under attack: ${store}`, () => {
    const servers: TestServer[] = [];
    let databaseUrl = "";
    // Each store its own addresses: the SMTP server is shared.
    const tag = store === "file journal" ? "file" : "pg";
    const at = (name: string) => `${name}-${tag}@example.com`;
    let turn = 0;
    /** The next server, in turn: with PostgreSQL, consecutive requests reach different instances. */
    const next = () => servers[turn++ % servers.length]!;

    before(async () => {
      const env: Record<string, string> = { SMTP_URL: smtp.url, TRUST_PROXY: "1", REPORT_THRESHOLD: "3" };
      if (store === "PostgreSQL") {
        databaseUrl = await pg.newDatabase();
        const dataDir = await makeDataCopy();
        // One at a time, each kept as soon as it runs (the after hook stops it); a loaded machine may take a while to start one.
        for (let i = 0; i < 2; i++)
          servers.push(await spawnServer({ env: { ...env, DATABASE_URL: databaseUrl }, dataDir, startTimeoutMs: 90_000 }));
      } else servers.push(await spawnServer({ env, startTimeoutMs: 90_000 }));
    });
    after(async () => {
      await Promise.all(servers.map((s) => s.stop("SIGKILL")));
    });

    const post = (p: string, body: unknown, headers: Record<string, string> = {}, server = next()) =>
      fetch(server.url + p, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const follow = async (email: string, state: string) => {
      const res = await post("/api/alerts", { email, itemName: "Big Mac", state });
      assert.equal(res.status, 202, await res.text());
    };
    /** A price report from a client (X-Forwarded-For with TRUST_PROXY=1); answers the figure it leaves shown. */
    const report = async (client: string, price: number, state: string) => {
      const res = await post(
        "/api/price-reports",
        { itemName: "Big Mac", price, state, channel: "in-store" },
        { "x-forwarded-for": client },
      );
      const text = await res.text();
      assert.equal(res.status, 201, text);
      return (JSON.parse(text) as { figure: { median: number; shown: boolean } | null }).figure;
    };
    const confirm = async (mail: ReceivedMail) => {
      const link = /http:\/\/\S+?(\/alerts\/confirm\?follow=[\w-]+&token=[\w-]+)/.exec(mail.text)?.[1];
      assert.ok(link, mail.text);
      const res = await fetch(next().url + link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      assert.equal(res.status, 200);
    };
    const followConfirmed = async (email: string, state: string) => {
      await follow(email, state);
      await eventually(() => smtp.to(email).length === 1, 10_000);
      await confirm(smtp.to(email)[0]!);
    };

    test("20 concurrent follows for one mailbox, in other cases and with +tags, send at most 3 confirmation emails", async () => {
      const mailbox = at("victim");
      const [local, domain] = mailbox.split("@") as [string, string];
      const spellings = Array.from({ length: 20 }, (_, i) =>
        i % 2 ? `${local}+${i}@${domain}` : `${local.toUpperCase()}+${i}@${domain.toUpperCase()}`,
      );
      const answers = await Promise.all(spellings.map((email) => post("/api/alerts", { email, itemName: "Big Mac", state: "Ohio" })));
      // Every one is answered alike (a refusal naming the cap would tell who follows what).
      assert.deepEqual(
        answers.map((r) => r.status),
        Array<number>(20).fill(202),
      );
      await eventually(() => toMailbox(mailbox).length >= 3, 10_000);
      await sleep(3000);
      assert.equal(toMailbox(mailbox).length, 3, `the mailbox got ${toMailbox(mailbox).length} emails`);
    });

    test("an address refused (501) and a mailbox that bounces (550), queued before good mail, do not stop it; each is tried once and counted", async () => {
      const bounce = at("bounce");
      const bad = at("bad");
      const later = at("later");
      const good = at("good");
      await followConfirmed(bounce, "Iowa");
      smtp.refuse.set(bad, { code: 501, message: "5.1.3 Bad recipient address syntax" });
      smtp.refuse.set(bounce, { code: 550, message: "5.1.1 Mailbox unavailable" });
      smtp.refuse.set(later, { code: 451, message: "4.3.0 Try again later" });
      await follow(bad, "Iowa");
      await eventually(() => smtp.refused.some((r) => r.to === bad), 10_000);
      await follow(later, "Iowa");
      // The figure appears: an alert for the follower whose mailbox now bounces.
      for (const [i, price] of [5.49, 5.69, 5.89].entries()) await report(`192.0.2.${i + 1}`, price, "Iowa");
      await eventually(() => smtp.refused.some((r) => r.to === bounce), 10_000);
      await follow(good, "Iowa");
      await eventually(() => smtp.to(good).length === 1, 10_000);
      await sleep(3000);
      // Refused for good: tried once each, never again.
      assert.deepEqual(
        smtp.refused.filter((r) => r.to === bad).map((r) => r.code),
        [501],
      );
      assert.deepEqual(
        smtp.refused.filter((r) => r.to === bounce).map((r) => r.code),
        [550],
      );
      // Refused for now: tried again on its own, and delivered once the server takes it.
      assert.ok(smtp.refused.filter((r) => r.to === later).every((r) => r.code === 451));
      smtp.refuse.delete(later);
      await eventually(() => smtp.to(later).length === 1, 20_000);
      const env = { ...process.env, DATABASE_URL: databaseUrl, JOURNAL_DIR: servers[0]!.journalDir };
      const { stdout } = await run(process.execPath, ["scripts/journal.ts", "alerts"], { cwd: ROOT, env });
      assert.match(stdout, /refused for good by the mail server \(5xx, not tried again\): 2;/);
      assert.match(stdout, /waiting to be sent: 0\n/);
    });

    test("alternating reports send a follower one alert, with the newest figure, and no more that day", async () => {
      const fan = at("fan");
      await followConfirmed(fan, "Utah");
      // The fan's mailbox takes nothing for now, so the changes pile up behind it.
      smtp.refuse.set(fan, { code: 451, message: "4.2.1 Mailbox busy" });
      for (const [i, price] of [5.49, 5.69, 5.89].entries()) await report(`198.51.100.${i + 1}`, price, "Utah");
      // New clients, high and low in turn, flip the median back and forth (4 clients: between the middle two; 5: the
      // middle one): a change every 1.2 s, each seen by the worker (every second).
      let client = 10;
      const flip = async (i: number) => {
        const figure = await report(`198.51.100.${++client}`, i % 2 ? 5.09 : 6.29, "Utah");
        assert.ok(figure?.shown);
        return figure.median;
      };
      let newest = 0;
      for (let i = 0; i < 8; i++) {
        newest = await flip(i);
        await sleep(1200);
      }
      smtp.refuse.delete(fan);
      await eventually(() => smtp.to(fan).length === 2, 20_000);
      const alert = smtp.to(fan)[1]!;
      assert.match(alert.subject, new RegExp(`reported price (now )?\\$${newest.toFixed(2).replace(".", "\\.")}\\b`));
      // More flips, 15 seconds of them: no more email today.
      for (let i = 0; i < 12; i++) {
        await flip(i);
        await sleep(1250);
      }
      assert.equal(
        smtp.to(fan).length,
        2,
        smtp
          .to(fan)
          .map((m) => m.subject)
          .join(" | "),
      );
    });
  });
}
