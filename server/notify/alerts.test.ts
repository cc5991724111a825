/**
 * Price alerts, against the real server (production build, file journal) and a real SMTP server started
 * here (server/testing/smtp.ts): the confirmation email and its link, nothing before confirming, one alert per
 * follower per change, the one-click unsubscribe, hostile input, a restart between queueing and sending, the
 * counts of `npm run journal -- alerts`, an alert when `npm run moderate` hides (and restores) a report that made
 * the figure, the erasure of addresses left unconfirmed for 7 days, replaced or never recorded (at start, and on a
 * later pass of a running server for a follow that turns 7 days old while it runs), the expiry of a
 * confirmation link, /healthz's counts, the feed offered where no SMTP_URL is set, and the old price-alert sign-up
 * links leading to the follow page either way.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { JOURNAL_FILE } from "../store/journal-file.ts";
import { ADDRESS_DIR } from "../store/alert-store.ts";
import { AlertKeys } from "./alerts.ts";
import { DAY_MS, topicKey } from "#domain/indexes/alerts.ts";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../testing/smtp.ts";
import { eventually, makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

let smtp: TestSmtp;
let server: TestServer;
// ALERT_EVERY_SECONDS=0: these tests send a follower several alerts in a minute (the daily coalescing: alerts-abuse.test.ts).
const env = () => ({
  SMTP_URL: smtp.url,
  TRUST_PROXY: "1",
  REPORT_THRESHOLD: "3",
  MAIL_FROM: "Menu Prices <alerts@menu.example>",
  ALERT_EVERY_SECONDS: "0",
});

before(async () => {
  smtp = await startSmtp();
  server = await spawnServer({ env: env() });
});
after(async () => {
  await server?.stop();
  await smtp?.stop();
});

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + p, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

let clientNo = 0;
/** A report from a new client each time (X-Forwarded-For with TRUST_PROXY=1): each one counts. Answers its id. */
async function report(price: number, state = "Ohio"): Promise<string> {
  const res = await post(
    "/api/price-reports",
    { itemName: "Big Mac", price, state, channel: "in-store" },
    { "x-forwarded-for": `198.51.100.${++clientNo}` },
  );
  const text = await res.text();
  assert.equal(res.status, 201, text);
  return (JSON.parse(text) as { id: string }).id;
}

const linkIn = (mail: ReceivedMail, kind: "confirm" | "unsubscribe") => {
  const m = new RegExp(`(http://\\S+/alerts/${kind}\\?follow=[\\w-]+&token=[\\w-]+)`).exec(mail.text);
  assert.ok(m, `no ${kind} link in:\n${mail.text}`);
  return m[1].replace(/^http:\/\/[^/]+/, server.url);
};

/** Waits for the n-th email to an address, then a little longer to see that no other one comes. */
async function exactly(address: string, n: number, settleMs = 2500): Promise<ReceivedMail[]> {
  await eventually(() => smtp.to(address).length >= n, 10_000);
  await new Promise((r) => setTimeout(r, settleMs));
  const mails = smtp.to(address);
  assert.equal(mails.length, n, `${address} got ${mails.length} emails: ${mails.map((m) => m.subject).join(" | ")}`);
  return mails;
}

async function follow(email: string, state = "Ohio") {
  const res = await post("/api/alerts", { email, itemName: "Big Mac", state });
  assert.equal(res.status, 202, await res.text());
  const [confirmation] = await exactly(email, 1, 0);
  return confirmation!;
}

async function confirm(mail: ReceivedMail) {
  const link = linkIn(mail, "confirm");
  const res = await fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
  assert.equal(res.status, 200);
  assert.match(await res.text(), /Confirmed: we will email you/);
}

const journalLines = async (dir = server.journalDir) =>
  (await fs.readFile(path.join(dir, JOURNAL_FILE), "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { type: string; data?: Record<string, unknown> });

describe("price alerts by email", () => {
  test("a follow sends a confirmation email with a working link and a one-click unsubscribe; nothing else before it is confirmed", async () => {
    const mail = await follow("ana@example.com");
    assert.match(mail.subject, /^Confirm: price alerts for Big Mac in Ohio$/);
    assert.equal(mail.headers.get("from"), "Menu Prices <alerts@menu.example>");
    assert.match(mail.headers.get("list-unsubscribe") ?? "", /^<http:\/\/localhost:\d+\/alerts\/unsubscribe\?follow=[\w-]+&token=[\w-]+>$/);
    assert.equal(mail.headers.get("list-unsubscribe-post"), "List-Unsubscribe=One-Click");
    assert.match(mail.text, /Stop these emails: http:\/\/\S+\/alerts\/unsubscribe\?/);
    // Two parts, plain text and HTML, with the same links: the HTML one's confirm link a button, its unsubscribe link in the footer.
    assert.match(mail.headers.get("content-type") ?? "", /^multipart\/alternative;/);
    assert.ok(mail.html, "an HTML part");
    assert.match(mail.html, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.match(mail.html, /<h1 [^>]*>Confirm: price alerts for Big Mac in Ohio<\/h1>/);
    for (const kind of ["confirm", "unsubscribe"]) {
      const raw = new RegExp(`(http://\\S+/alerts/${kind}\\?\\S+)`).exec(mail.text)![1]!;
      assert.ok(mail.html.includes(`href="${raw.replace(/&/g, "&amp;")}"`), `the HTML part links to the ${kind} page`);
    }
    // Opening the link (what a mail scanner does) only shows the button.
    const page = await fetch(linkIn(mail, "confirm"));
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Confirm that you want an email when the reported price of Big Mac in Ohio changes/);
    // A figure appears (three visitors agree), but the follow is not confirmed: no alert.
    for (const price of [5.49, 5.69, 5.89]) await report(price);
    await exactly("ana@example.com", 1, 3000);
    // A link with a wrong token confirms nothing.
    const bad = linkIn(mail, "confirm").replace(/token=[\w-]+/, "token=AAAAAAAAAAAAAAAAAAAAAAAA");
    const refused = await fetch(bad, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    assert.equal(refused.status, 400);
    await confirm(mail);
    // Confirming starts from the figure shown then ($5.69): no alert until it moves.
    await exactly("ana@example.com", 1, 2500);
  });

  test("a report that changes the figure sends exactly one alert to each confirmed follower", async () => {
    await confirm(await follow("bo@example.com"));
    await report(6.29);
    const [, ana] = await exactly("ana@example.com", 2);
    const [, bo] = await exactly("bo@example.com", 2, 0);
    for (const m of [ana!, bo!]) {
      assert.equal(m.subject, "Big Mac in Ohio: reported price now $5.79 (was $5.69)");
      assert.match(m.text, /reported by 4 visitors/);
      assert.match(m.html ?? "", /moved from \$5\.69 to <strong [^>]*>\$5\.79<\/strong>/);
      assert.match(m.html ?? "", /It is reported by 4 visitors, /);
      assert.equal(m.headers.get("list-unsubscribe-post"), "List-Unsubscribe=One-Click");
    }
    // Each email's own unsubscribe link names its own follow.
    assert.notEqual(linkIn(ana!, "unsubscribe"), linkIn(bo!, "unsubscribe"));
  });

  test("the one-click unsubscribe (RFC 8058 POST) stops the alerts and erases the address; opening the link does neither", async () => {
    const boMail = smtp.to("bo@example.com").at(-1)!;
    const url = /^<(.+)>$/.exec(boMail.headers.get("list-unsubscribe")!)![1]!.replace(/^http:\/\/[^/]+/, server.url);
    // What a mail scanner does: GET. It shows a button and changes nothing.
    assert.match(await (await fetch(url)).text(), /Stop the price alerts for Big Mac in Ohio/);
    // What a mail program does for its unsubscribe button: a POST from its own servers, no Origin.
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /Unsubscribed: no more alerts for Big Mac in Ohio, and your address is erased/);
    const kept = await fs.readdir(path.join(server.journalDir, ADDRESS_DIR));
    const contents = await Promise.all(kept.map((f) => fs.readFile(path.join(server.journalDir, ADDRESS_DIR, f), "utf8")));
    assert.ok(!contents.includes("bo@example.com"));
    assert.ok(contents.includes("ana@example.com"));
    await report(6.49);
    await exactly("ana@example.com", 3);
    await exactly("bo@example.com", 2, 0);
  });

  test("no address is in the journal, a download, an API answer, a feed or a log line: the records hold a keyed hash of it", async () => {
    const text = await fs.readFile(path.join(server.journalDir, JOURNAL_FILE), "utf8");
    assert.ok(!/example\.com/.test(text));
    assert.ok(text.includes('"type":"follow"'));
    // What the privacy page promises: "never published, in the open data or anywhere else".
    for (const p of [
      "/open-data/price-reports.csv",
      "/open-data/price-reports.json",
      "/api/price-reports?item=big-mac&state=ohio",
      "/feeds/state/ohio/big-mac.atom",
      "/prices/ohio/big-mac",
      "/healthz",
    ]) {
      const res = await fetch(server.url + p);
      assert.equal(res.status, 200, p);
      assert.doesNotMatch(await res.text(), /example\.com/, p);
    }
    // "A file only the server reads": the addresses' folder and files are its user's alone.
    const dir = path.join(server.journalDir, ADDRESS_DIR);
    assert.equal((await fs.stat(dir)).mode & 0o777, 0o700);
    for (const f of await fs.readdir(dir)) assert.equal((await fs.stat(path.join(dir, f))).mode & 0o777, 0o600, f);
    assert.ok(
      server.logs.some((l) => l.msg === "alerts: sent"),
      "the log has lines about the emails",
    );
    assert.doesNotMatch(JSON.stringify(server.logs) + server.stderr(), /example\.com/);
  });

  test("hostile input: each refusal is a 4xx with a message, stores nothing, and one address cannot be mailed again and again", async () => {
    const before = (await journalLines()).length;
    const addresses = (await fs.readdir(path.join(server.journalDir, ADDRESS_DIR))).length;
    const cases: [unknown, number, RegExp][] = [
      [{ email: "not-an-address", itemName: "Big Mac", state: "Ohio" }, 400, /Please enter your email address/],
      [{ email: `a@${"a.".repeat(30_000)}com`, itemName: "Big Mac", state: "Ohio" }, 400, /Please enter your email address/],
      [{ email: "cy@example.com", itemName: "Caviar Burger", state: "Ohio" }, 400, /not on our menu/],
      [{ email: "cy@example.com", itemName: "Coca-Cola", state: "Ohio" }, 400, /sold in sizes: please choose Small, Medium or Large/],
      [{ email: "cy@example.com", itemName: "Big Mac", state: "Atlantis" }, 400, /Please choose a US state/],
      [[1, 2], 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const started = Date.now();
      const res = await post("/api/alerts", body);
      assert.equal(res.status, status, JSON.stringify(body).slice(0, 80));
      assert.match(((await res.json()) as { error: string }).error, message);
      assert.ok(Date.now() - started < 2000);
    }
    // A form post without JavaScript: the page again, with the message beside the field and the value kept.
    const form = await fetch(`${server.url}/alerts/follow`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "itemName=Big+Mac&state=Ohio&email=nope",
    });
    assert.equal(form.status, 400);
    const html = await form.text();
    assert.match(html, /Please enter your email address/);
    assert.match(html, /value="nope"/);
    assert.equal((await journalLines()).length, before);
    assert.equal((await fs.readdir(path.join(server.journalDir, ADDRESS_DIR))).length, addresses);
    // Three confirmation emails a day per address, whatever the items: the fourth is not sent. No answer tells
    // whether an address follows a price: ana's Big Mac in Ohio again today (she had its confirmation), her fourth
    // of the day and a first follow are answered alike, in status and words.
    const answer = async (body: unknown) => {
      const res = await post("/api/alerts", body);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const followsBefore = (await journalLines()).filter((r) => r.type === "follow").length;
    const first = await answer({ email: "ana@example.com", itemName: "Hamburger", state: "Ohio" });
    assert.equal(first.status, 202);
    assert.match(String(first.body.message), /Check your inbox for a link to confirm/);
    assert.equal((await answer({ email: "ana@example.com", itemName: "Cheeseburger", state: "Ohio" })).status, 202);
    const again = await answer({ email: "ANA@example.com", itemName: "Big Mac", state: "OH" });
    assert.deepEqual(
      again,
      { ...first, body: { ...first.body, itemName: "Big Mac" } },
      "a follow asked for again today reads as a first one",
    );
    const fourth = await answer({ email: "ana@example.com", itemName: "McChicken", state: "Ohio" });
    assert.deepEqual(fourth, { ...first, body: { ...first.body, itemName: "McChicken" } }, "past the daily cap reads the same");
    // A +tag, in any case, is the same mailbox to the cap.
    assert.deepEqual(await answer({ email: "Ana+Promo@example.com", itemName: "McDouble", state: "Ohio" }), {
      ...first,
      body: { ...first.body, itemName: "McDouble" },
    });
    assert.equal(
      (await journalLines()).filter((r) => r.type === "follow").length,
      followsBefore + 2,
      "only the two first follows were stored",
    );
  });

  test("npm run journal -- alerts counts follows, alerts and addresses without printing an address", async () => {
    // Every email so far has gone out: ana's confirmation, two alerts and the Hamburger's and Cheeseburger's confirmations.
    await exactly("ana@example.com", 5, 500);
    const { stdout } = await run(process.execPath, ["scripts/journal.ts", "alerts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", JOURNAL_DIR: server.journalDir },
    });
    assert.match(stdout, /Follows asked for: 4 \(confirmed 2, unsubscribed 1\)/);
    assert.match(stdout, /Following now: 1, of 1 item, size and state choice/);
    assert.match(stdout, /Addresses kept: 3/);
    // Two changes of the figure; seven emails (three confirmations to ana, one to bo, two alerts to ana, one to bo).
    assert.match(
      stdout,
      /Alerts queued: 2; emails sent: 7; refused for good by the mail server \(5xx, not tried again\): 0; waiting to be sent: 0/,
    );
    // /healthz says the same of this instance: email on, nothing waiting, seven sent, none failed.
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { alerts: unknown };
    assert.deepEqual(health.alerts, { email: true, waiting: 0, sent: 7, failed: 0, refused: 0 });
    assert.doesNotMatch(stdout, /@/);
  });

  test("a restart between queueing an alert and sending it neither loses it nor sends it twice", async () => {
    // ana's mail so far: the Big Mac's confirmation and two alerts, and the Hamburger's and Cheeseburger's confirmations.
    const before = (await exactly("ana@example.com", 5, 500)).length;
    await smtp.stop();
    await report(6.59);
    // The alert is queued in the journal while the mail server is away, and not sent.
    await eventually(async () => (await journalLines()).filter((r) => r.type === "alert-queued").length === 3, 10_000);
    await server.stop();
    await smtp.start();
    server = await spawnServer({ env: env(), dataDir: server.dataDir, journalDir: server.journalDir });
    const mails = await exactly("ana@example.com", before + 1, 3000);
    assert.equal(mails.at(-1)!.subject, "Big Mac in Ohio: reported price now $6.09 (was $5.89)");
    const sent = (await journalLines()).filter((r) => r.type === "alert-sent");
    assert.equal(new Set(sent.map((r) => r.data?.message)).size, sent.length);
  });

  test("npm run moderate hiding a report that made the figure sends exactly one 'no reported price' alert; restoring it sends the next", async () => {
    const moderate = (...args: string[]) =>
      run(process.execPath, ["scripts/moderate.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
      });
    await confirm(await follow("dee@example.com", "Utah"));
    const first = await report(5.49, "Utah");
    await report(5.59, "Utah");
    await report(5.69, "Utah");
    const [, shown] = await exactly("dee@example.com", 2);
    assert.equal(shown!.subject, "Big Mac in Utah: reported price $5.59");
    // The maintainer hides one of the three reports: two visitors are under the threshold, so there is no figure.
    const hid = await moderate("hide", first);
    assert.match(hid.stdout, new RegExp(first));
    const [, , gone] = await exactly("dee@example.com", 3, 3000);
    assert.equal(gone!.subject, "Big Mac in Utah: no reported price any more");
    assert.match(gone!.text, /Big Mac in Utah has no reported price any more \(it was \$5\.59\)/);
    assert.match(gone!.text, /hidden by moderation/);
    assert.match(gone!.text, /Stop these emails: http:\/\/\S+\/alerts\/unsubscribe\?/);
    // Restored, the report counts again, the figure is back, and the follower hears it once.
    await moderate("restore", first);
    const [, , , back] = await exactly("dee@example.com", 4, 3000);
    assert.equal(back!.subject, "Big Mac in Utah: reported price $5.59");
    // ana follows Ohio only: none of this reached her.
    assert.ok(!smtp.to("ana@example.com").some((m) => /Utah/.test(m.subject)));
  });
});

describe("what the privacy page and the follow form promise of unconfirmed and ended follows", () => {
  // A journal written as if the server had run for days: follows of 8 and 6 days ago never confirmed, one address that
  // followed twice (the newer follow replaces the older), and address files with no follow record (a refused follow).
  const KEY = "alerts-test-report-hash-key-0123456789abcdef";
  const keys = new AlertKeys(KEY);
  const target = { itemName: "Big Mac", size: "Standard", state: "Ohio" };
  const daysAgo = (d: number) => Date.now() - d * DAY_MS;
  const followOf = (email: string, atMs: number) => {
    const address = keys.addressHash(email);
    return { id: keys.followId(address, topicKey(target), Math.floor(atMs / DAY_MS)), address, at: new Date(atMs).toISOString() };
  };
  const old = followOf("old@example.com", daysAgo(8));
  const fresh = followOf("fresh@example.com", daysAgo(6));
  const first = followOf("twice@example.com", daysAgo(3));
  const second = followOf("twice@example.com", daysAgo(2));
  let aged: TestServer;

  before(async () => {
    const dataDir = await makeDataCopy();
    const journalDir = path.join(dataDir, "journal");
    const records = [
      ...[old, fresh, first, second].map((f) => ({ type: "follow", id: f.id, at: f.at, data: { ...target, address: f.address } })),
      ...[first, second].map((f) => ({ type: "follow-confirm", id: `c${f.id}`, at: f.at, data: { follow: f.id, median: null } })),
    ];
    await fs.mkdir(path.join(journalDir, ADDRESS_DIR), { recursive: true });
    await fs.writeFile(path.join(journalDir, JOURNAL_FILE), records.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const files: [string, string, number][] = [
      [old.id, "old@example.com", daysAgo(8)],
      [fresh.id, "fresh@example.com", daysAgo(6)],
      [first.id, "twice@example.com", daysAgo(3)],
      [second.id, "twice@example.com", daysAgo(2)],
      // No follow record: one stored two hours ago (its follow was refused), one stored just now (its record may be on its way).
      ["fOrphanTwoHoursOld", "orphan@example.com", Date.now() - 2 * 3_600_000],
      ["fOrphanJustNow", "new@example.com", Date.now()],
    ];
    for (const [id, email, mtime] of files) {
      const file = path.join(journalDir, ADDRESS_DIR, id);
      await fs.writeFile(file, email, { mode: 0o600 });
      await fs.utimes(file, new Date(mtime), new Date(mtime));
    }
    aged = await spawnServer({ env: { ...env(), REPORT_HASH_KEY: KEY }, dataDir, journalDir });
  });
  after(async () => {
    await aged?.stop();
  });

  test("an address left unconfirmed for 7 days, replaced by a newer follow, or never recorded is erased; a 6-day-old one is kept and still confirmed", async () => {
    const kept = async () => (await fs.readdir(path.join(aged.journalDir, ADDRESS_DIR))).sort();
    await eventually(async () => (await kept()).length === 3, 10_000);
    assert.deepEqual(await kept(), [fresh.id, second.id, "fOrphanJustNow"].sort());
    // The 6-day-old follow still gets its confirmation; the 8-day-old one gets nothing, ever.
    const [confirmation] = await exactly("fresh@example.com", 1, 2500);
    assert.equal(confirmation!.subject, "Confirm: price alerts for Big Mac in Ohio");
    assert.equal(smtp.to("old@example.com").length, 0);
    assert.equal(smtp.to("twice@example.com").length, 0);
    const { stdout } = await run(process.execPath, ["scripts/journal.ts", "alerts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", JOURNAL_DIR: aged.journalDir },
    });
    assert.match(stdout, /Following now: 1, of 1 item, size and state choice/);
    assert.match(stdout, /Addresses kept: 3/);
  });

  test("the confirmation link of a follow older than 7 days says it has expired and confirms nothing", async () => {
    const link = `${aged.url}/alerts/confirm?follow=${old.id}&token=${keys.token("confirm", old.id)}`;
    assert.match(
      await (await fetch(link)).text(),
      /This link has expired \(links work for 7 days\): follow Big Mac in Ohio again from its page/,
    );
    const res = await fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    assert.match(await res.text(), /This link has expired/);
    const confirms = (await journalLines(aged.journalDir)).filter((r) => r.type === "follow-confirm" && r.data?.follow === old.id);
    assert.deepEqual(confirms, []);
  });
});

describe("the address sweep's later passes (ALERT_SWEEP_SECONDS=1)", () => {
  // The file journal is read once, at start: a follow that turns 7 days old 15 seconds after the journal is written
  // is younger than that at the server's first pass (start-up takes a few seconds) and older at a later one.
  const KEY = "alerts-test-report-hash-key-0123456789abcdef";
  const keys = new AlertKeys(KEY);
  const target = { itemName: "Big Mac", size: "Standard", state: "Ohio" };
  let sweeping: TestServer;
  let turnsSevenAt = 0;
  const ids: Record<string, string> = {};

  before(async () => {
    const dataDir = await makeDataCopy();
    const journalDir = path.join(dataDir, "journal");
    turnsSevenAt = Date.now() + 15_000;
    const follows: [string, number][] = [
      ["eight@example.com", Date.now() - 8 * DAY_MS],
      ["soon@example.com", turnsSevenAt - 7 * DAY_MS],
      ["six@example.com", Date.now() - 6 * DAY_MS],
    ];
    await fs.mkdir(path.join(journalDir, ADDRESS_DIR), { recursive: true });
    const records = [];
    for (const [email, atMs] of follows) {
      const address = keys.addressHash(email);
      const id = keys.followId(address, topicKey(target), Math.floor(atMs / DAY_MS));
      ids[email] = id;
      records.push({ type: "follow", id, at: new Date(atMs).toISOString(), data: { ...target, address } });
      const file = path.join(journalDir, ADDRESS_DIR, id);
      await fs.writeFile(file, email, { mode: 0o600 });
      await fs.utimes(file, new Date(atMs), new Date(atMs));
    }
    await fs.writeFile(path.join(journalDir, JOURNAL_FILE), records.map((r) => JSON.stringify(r)).join("\n") + "\n");
    sweeping = await spawnServer({ env: { ...env(), REPORT_HASH_KEY: KEY, ALERT_SWEEP_SECONDS: "1" }, dataDir, journalDir });
  });
  after(async () => {
    await sweeping?.stop();
  });

  test("an address whose follow turns 7 days old unconfirmed while the server runs is erased by a later pass; a younger one stays", async () => {
    const kept = async () => (await fs.readdir(path.join(sweeping.journalDir, ADDRESS_DIR))).sort();
    // The first pass, at start: the 8-day-old follow's address goes, the other two are under 7 days.
    await eventually(async () => !(await kept()).includes(ids["eight@example.com"]!), 10_000);
    assert.ok(
      Date.now() < turnsSevenAt - 1000,
      `the server took ${Math.round((Date.now() - turnsSevenAt + 15_000) / 1000)} s to start: too long for this test`,
    );
    assert.deepEqual(await kept(), [ids["soon@example.com"]!, ids["six@example.com"]!].sort());
    // A later pass of the same process, once the follow is 7 days old.
    const pid = sweeping.proc.pid;
    await eventually(async () => !(await kept()).includes(ids["soon@example.com"]!), 30_000, 200);
    assert.ok(Date.now() >= turnsSevenAt, "erased only once 7 days old");
    assert.equal(sweeping.proc.pid, pid);
    assert.equal(sweeping.proc.exitCode, null, "by the server that was running all along");
    assert.deepEqual(await kept(), [ids["six@example.com"]!]);
    // Its confirmation went out while it was young; its link now says it has expired and confirms nothing.
    assert.equal(smtp.to("soon@example.com").length, 1);
    const link = `${sweeping.url}/alerts/confirm?follow=${ids["soon@example.com"]!}&token=${keys.token("confirm", ids["soon@example.com"]!)}`;
    assert.match(await (await fetch(link)).text(), /This link has expired/);
  });
});

describe("without SMTP_URL", () => {
  let plain: TestServer;
  before(async () => {
    plain = await spawnServer({ env: { TRUST_PROXY: "1" } });
  });
  after(async () => {
    await plain?.stop();
  });

  test("the item-in-state page and the follow page offer the item's Atom feed, and no email form", async () => {
    for (const p of ["/prices/ohio/big-mac", "/alerts/follow?item=big-mac&state=ohio"]) {
      const html = await (await fetch(plain.url + p)).text();
      assert.match(html, /This site does not send email/, p);
      assert.match(html, /href="\/feeds\/state\/ohio\/big-mac\.atom"/, p);
      assert.doesNotMatch(html, /type="email"/, p);
    }
    const feed = await fetch(`${plain.url}/feeds/state/ohio/big-mac.atom`);
    assert.equal(feed.status, 200);
    assert.match(await feed.text(), /<title>Menu Prices: Big Mac in Ohio, the price visitors report<\/title>/);
    const res = await fetch(`${plain.url}/api/alerts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ana@example.com", itemName: "Big Mac", state: "Ohio" }),
    });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error: string }).error, /does not send email: follow the reported price with a news-reader app/);
    const files = await fs.readdir(plain.journalDir).catch((): string[] => []);
    assert.ok(!files.includes(ADDRESS_DIR));
    assert.deepEqual(((await (await fetch(`${plain.url}/healthz`)).json()) as { alerts: unknown }).alerts, {
      email: false,
      waiting: 0,
      sent: 0,
      failed: 0,
      refused: 0,
    });
  });

  test("old sign-up links, the home page, /deals and /big-mac-prices lead to the follow page, with the item chosen, whether or not the site sends email", async () => {
    const cases: [string, string][] = [
      ["/signup?topic=big-mac-prices", "/alerts/follow?item=big-mac"],
      ["/signup?title=Get+Big+Mac+Price+Alerts", "/alerts/follow?item=big-mac"],
      ["/signup?topic=price-drops", "/alerts/follow"],
      // The sign-ups for emails nobody sends are gone: their old links land on what runs.
      ["/signup?topic=news", "/alerts/follow"],
      ["/signup?title=Get+Delivery+Updates&from=%2Fdelivery", "/alerts/follow"],
    ];
    for (const s of [server, plain]) {
      for (const [from, to] of cases) {
        const res = await fetch(s.url + from, { redirect: "manual" });
        assert.equal(res.status, 302, from);
        assert.equal(res.headers.get("location"), to, from);
      }
      // Nothing takes a sign-up any more: the form's action and the API are gone.
      assert.notEqual(
        (
          await fetch(`${s.url}/api/signups`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: s.url },
            body: JSON.stringify({ name: "Ann", email: "ann@example.com" }),
          })
        ).status,
        201,
      );
    }
    const withEmail = await (await fetch(`${server.url}/alerts/follow?item=big-mac`)).text();
    assert.match(withEmail, /type="email"/);
    assert.match(withEmail, /<option value="Big Mac" selected="">/);
    // The pages whose price alerts were sign-ups lead to the follow page too (README: the home page, /deals, /big-mac-prices).
    const leads: [string, string][] = [
      ["/", "/alerts/follow"],
      ["/deals", "/alerts/follow?item=big-mac"],
      ["/big-mac-prices", "/alerts/follow?item=big-mac"],
    ];
    for (const s of [server, plain]) {
      for (const [page, to] of leads) {
        const html = await (await fetch(s.url + page)).text();
        assert.ok(html.includes(`href="${to}"`), `${page} links to ${to}`);
      }
    }
  });
});
