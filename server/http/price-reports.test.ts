/**
 * Prices that visitors report, against the real server (production build) with the file journal: every
 * refusal with its message, a burst from one client counted once, the threshold, delivery kept apart, deal prices,
 * a hidden report leaving every figure, no client address in any stored file, a city's own figure, and the item
 * page's list of states with a reported figure. (The rate limit on reports: server/http/security.test.ts; the form in a
 * browser, with and without JavaScript: e2e/reports.spec.ts.)
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { todayIso } from "#domain/rules/dates.ts";
import { eventually, spawnServer, type TestServer } from "../testing/spawn-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

let server: TestServer;
before(async () => {
  // TRUST_PROXY=1: the test stands in for a proxy, so each X-Forwarded-For address is one client.
  server = await spawnServer({ env: { TRUST_PROXY: "1", REPORT_THRESHOLD: "3" } });
});
after(async () => {
  await server?.stop();
});

const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));

function report(body: Record<string, unknown>, client = "203.0.113.7") {
  return fetch(`${server.url}/api/price-reports`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
}

interface Figure {
  size: string;
  channel: string;
  state: string;
  median: number;
  count: number;
  visitors: number;
  first: string;
  last: string;
  shown: boolean;
}
interface FiguresAnswer {
  item: string;
  basis: string;
  threshold: number;
  recentDays: number;
  state: string | null;
  figures: Figure[];
  cities: (Figure & { city: string })[];
  reports: { id: string; price: number; channel: string; deal: string | null }[];
}

async function figures(item: string, state: string): Promise<FiguresAnswer> {
  const res = await fetch(`${server.url}/api/price-reports?item=${item}&state=${state}`);
  assert.equal(res.status, 200);
  return (await res.json()) as FiguresAnswer;
}

const figure = (a: FiguresAnswer, channel: string, size = "Standard") => a.figures.find((f) => f.channel === channel && f.size === size);

async function refused(body: Record<string, unknown>, field: string, message: RegExp) {
  const res = await report(body);
  assert.equal(res.status, 400, JSON.stringify(body));
  const json = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
  const issue = json.issues.find((i) => i.field === field);
  assert.ok(issue, `an issue for ${field} in ${JSON.stringify(json)}`);
  assert.match(issue.message, message);
  assert.match(json.error, message);
}

const base = { itemName: "Big Mac", price: 5.79, state: "Ohio", channel: "in-store" };

describe("POST /api/price-reports refuses, with a message a person can act on", () => {
  test("an item that is not on the menu", () => refused({ ...base, itemName: "Big Mack Attack" }, "itemName", /not on our menu/));
  test("a near-miss name is refused with the item it may mean, never recorded as that item", () =>
    refused({ ...base, itemName: "Bigg Mac" }, "itemName", /"Bigg Mac" is not on our menu \(did you mean Big Mac\?\)/));
  test("an item sold in sizes without a size, and a size for an item sold in one", async () => {
    await refused({ ...base, itemName: "World Famous Fries", price: 3.49 }, "size", /sold in sizes: please choose Small, Medium or Large/);
    await refused({ ...base, size: "Large" }, "size", /sold in one size: leave the size empty/);
  });
  test("a state that is none", () => refused({ ...base, state: "Narnia" }, "state", /US state/));
  test("a channel other than in-store, app or delivery", () =>
    refused({ ...base, channel: "drive-in" }, "channel", /in-store, app or delivery/));
  test("a date in the future, more than a year back, or not a date", async () => {
    await refused({ ...base, date: daysAgo(-2) }, "date", /in the future/);
    await refused({ ...base, date: daysAgo(370) }, "date", /within the last 12 months/);
    await refused({ ...base, date: "2026-02-30" }, "date", /real date/);
  });
  test("a price far outside what is plausible for the item, size and state", async () => {
    await refused(
      { ...base, itemName: "Hamburger", price: 55 },
      "price",
      /^\$55\.00 for a Hamburger looks like a typo: it usually costs about \$\d+\.\d\d in Ohio/,
    );
    await refused({ ...base, price: 0.3 }, "price", /looks too low/);
    await refused({ ...base, price: "five" }, "price", /in US dollars/);
    await refused({ ...base, price: 5.555 }, "price", /dollars and cents/);
  });
  test("nothing refused is stored", async () => {
    const a = await figures("big-mac", "ohio");
    assert.equal(a.reports.length, 0);
  });
});

describe("reports and the figures they make", () => {
  test("a state's two-letter code is accepted, and the answer says when it counts", async () => {
    const res = await report({ ...base, state: "oh", city: "Columbus" }, "198.51.100.1");
    assert.equal(res.status, 201);
    const json = (await res.json()) as Record<string, unknown>;
    assert.equal(json.state, "Ohio");
    assert.equal(json.city, "Columbus");
    assert.equal(json.date, todayIso());
    assert.equal(typeof json.id, "string");
    assert.equal(json.counted, true);
    assert.match(String(json.whenItCounts), /It counts once 2 more visitors report/);
    assert.equal(json.client, undefined, "the answer carries no client hash");
  });

  test("a burst of 100 reports from one client moves the figure exactly as one does", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => report({ ...base, itemName: "McChicken", price: 2.99, state: "Texas" }, "192.0.2.55")),
    );
    assert.deepEqual([...new Set(answers.map((r) => r.status))], [201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { counted: boolean; whenItCounts: string }[];
    assert.equal(bodies.filter((b) => b.counted).length, 1);
    assert.match(bodies.find((b) => !b.counted)!.whenItCounts, /already reported this item and size here in the last 7 days/);
    const f = figure(await figures("mcchicken", "texas"), "in-store");
    assert.equal(f?.count, 1);
    assert.equal(f?.visitors, 1);
    assert.equal(f?.shown, false);
  });

  test("a figure is shown once 3 distinct clients agree; its median, count and dates", async () => {
    await report({ ...base, state: "Ohio", price: 5.99, date: daysAgo(20) }, "198.51.100.2");
    let f = figure(await figures("big-mac", "ohio"), "in-store");
    assert.equal(f?.visitors, 2);
    assert.equal(f?.shown, false);
    const third = await report({ ...base, state: "OH", price: 6.49, date: daysAgo(5) }, "198.51.100.3");
    assert.match(
      String(((await third.json()) as { whenItCounts: string }).whenItCounts),
      /It counts now: the reported figure is \$5\.99, reported by 3 visitors/,
    );
    const answer = await figures("big-mac", "ohio");
    f = figure(answer, "in-store");
    assert.deepEqual(
      { median: f?.median, count: f?.count, visitors: f?.visitors, shown: f?.shown, first: f?.first, last: f?.last },
      { median: 5.99, count: 3, visitors: 3, shown: true, first: daysAgo(20), last: todayIso() },
    );
    // The answer names the figures' basis in the site's vocabulary (domain/rules/basis.ts), the threshold (REPORT_THRESHOLD) and the window.
    assert.deepEqual(
      { basis: answer.basis, threshold: answer.threshold, recentDays: answer.recentDays },
      { basis: "reported", threshold: 3, recentDays: 180 },
    );
  });

  test("delivery prices are kept apart: never mixed into the in-store figure", async () => {
    for (const [i, price] of [8.99, 9.49, 9.29].entries()) {
      assert.equal((await report({ ...base, channel: "delivery", price }, `198.51.100.${10 + i}`)).status, 201);
    }
    const a = await figures("big-mac", "ohio");
    assert.equal(figure(a, "in-store")?.median, 5.99);
    assert.equal(figure(a, "in-store")?.count, 3);
    assert.deepEqual({ median: figure(a, "delivery")?.median, count: figure(a, "delivery")?.count }, { median: 9.29, count: 3 });
  });

  test("a deal price ($1 add-on, $5 meal deal) is recognised as the deal, not refused as an outlier, and counts toward no item figure", async () => {
    const res = await report({ ...base, itemName: "McDouble", price: 1, state: "Ohio" }, "198.51.100.20");
    assert.equal(res.status, 201);
    const json = (await res.json()) as { deal: string; whenItCounts: string; counted: boolean };
    assert.equal(json.deal, "Buy One, Add One for $1");
    assert.equal(json.counted, false);
    assert.match(json.whenItCounts, /deal price: it is kept apart/);
    const a = await figures("mcdouble", "ohio");
    assert.equal(a.figures.length, 0);
    assert.equal(a.reports[0]?.deal, "Buy One, Add One for $1");
    // $5 for a meal that costs over $10 (in Hawaii, where we take reports of it from half its price): the $5 Meal
    // Deal, not "looks too low"; a low price that is no deal's is still refused.
    const meal = await report(
      { ...base, itemName: "Double Quarter Pounder with Cheese Extra Value Meal", price: 5, state: "Hawaii" },
      "198.51.100.21",
    );
    const mealJson = (await meal.json()) as { deal: string; counted: boolean };
    assert.equal(meal.status, 201, JSON.stringify(mealJson));
    assert.deepEqual({ deal: mealJson.deal, counted: mealJson.counted }, { deal: "$5 Meal Deal", counted: false });
    assert.equal((await figures("double-quarter-pounder-with-cheese-extra-value-meal", "hawaii")).figures.length, 0);
    const low = await report(
      { ...base, itemName: "Double Quarter Pounder with Cheese Extra Value Meal", price: 4.5, state: "Hawaii" },
      "198.51.100.22",
    );
    assert.equal(low.status, 400);
    assert.match(
      ((await low.json()) as { error: string }).error,
      /^\$4\.50 for a Double Quarter Pounder with Cheese Extra Value Meal looks too low for the item itself/,
    );
  });

  test("GET answers 400 or 404 with a message for a missing or unknown item or state", async () => {
    assert.equal((await fetch(`${server.url}/api/price-reports`)).status, 400);
    const unknown = await fetch(`${server.url}/api/price-reports?item=no-such-thing`);
    assert.equal(unknown.status, 404);
    assert.match(((await unknown.json()) as { error: string }).error, /No menu item has the slug/);
    assert.equal((await fetch(`${server.url}/api/price-reports?item=big-mac&state=atlantis`)).status, 400);
  });

  test("a report hidden with npm run moderate leaves every figure within a second; restored, it counts again", async () => {
    const id = ((await (await report({ ...base, state: "Utah", price: 5.49 }, "198.51.100.30")).json()) as { id: string }).id;
    await report({ ...base, state: "Utah", price: 5.59 }, "198.51.100.31");
    await report({ ...base, state: "Utah", price: 5.69 }, "198.51.100.32");
    const before = figure(await figures("big-mac", "utah"), "in-store");
    assert.deepEqual({ median: before?.median, shown: before?.shown }, { median: 5.59, shown: true });
    const listed = await run(process.execPath, ["scripts/moderate.ts", "list", "200"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
    });
    assert.match(listed.stdout, new RegExp(`${id}  report .*Big Mac · client `));
    await run(process.execPath, ["scripts/moderate.ts", "hide", id], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
    });
    const left = await eventually(async () => {
      const f = figure(await figures("big-mac", "utah"), "in-store");
      return f && f.count === 2 ? f : undefined;
    }, 1500);
    assert.ok(left);
    assert.deepEqual({ median: left.median, visitors: left.visitors, shown: left.shown }, { median: 5.64, visitors: 2, shown: false });
    assert.ok(!(await figures("big-mac", "utah")).reports.some((r) => r.id === id), "the hidden report is not listed");
    await run(process.execPath, ["scripts/moderate.ts", "restore", id], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
    });
    const back = await eventually(async () => {
      const f = figure(await figures("big-mac", "utah"), "in-store");
      return f && f.count === 3 ? f : undefined;
    }, 1500);
    assert.deepEqual({ median: back?.median, shown: back?.shown }, { median: 5.59, shown: true }, "restored, it counts again");
    // Hidden for the rest of this file (the downloads test counts it out).
    await run(process.execPath, ["scripts/moderate.ts", "hide", id], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, JOURNAL_DIR: server.journalDir },
    });
    await eventually(async () => figure(await figures("big-mac", "utah"), "in-store")?.count === 2, 1500);
  });

  test("no client address is stored anywhere in the journal folder", async () => {
    const files = await fs.readdir(server.journalDir);
    assert.ok(files.includes("journal.jsonl"));
    const all = (await Promise.all(files.map((f) => fs.readFile(path.join(server.journalDir, f), "utf8")))).join("\n");
    assert.match(all, /"type":"price-report"/);
    for (const address of ["203.0.113.7", "198.51.100.1", "198.51.100.2", "192.0.2.55", "127.0.0.1"])
      assert.ok(!all.includes(address), `${address} is stored`);
  });

  test("the state page shows a reported figure as the figure, with who and when, our estimate beside it, and its history", async () => {
    const text = async (u: string) => (await (await fetch(server.url + u)).text()).replace(/<!-- -->/g, "");
    const html = await text("/prices/ohio");
    const row = /<tr data-testid="reported-row">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
    assert.match(row, /Big Mac/);
    assert.match(row, /data-price-kind="reported" data-price="5.99" data-price-state="ohio"/);
    assert.match(row, /reported by 3 visitors, [A-Z][a-z]{2} \d+ - [A-Z][a-z]{2} \d+, \d{4}/);
    assert.match(row, /data-price-kind="state"[^>]*>\$\d+\.\d\d/, "our estimate beside it");
    assert.match(html, /Big Mac in Ohio: the median price visitors reported each month/);
    const itemInState = await text("/prices/ohio/big-mac");
    assert.match(itemInState, /<h1>Big Mac in Ohio<\/h1>/);
    assert.match(itemInState, /data-price-kind="reported" data-price="5.99" data-price-state="ohio"/);
    assert.match(itemInState, /Big Mac in Ohio: the median price visitors reported each month/);
    assert.match(itemInState, /In the app and through delivery apps \(counted separately\)/);
    assert.equal((await fetch(`${server.url}/prices/ohio/no-such-item`)).status, 404);
    const other = await text("/prices/vermont");
    assert.match(other, /No one has reported a price in Vermont yet/);
  });

  test("a city gets a figure of its own once enough visitors there agree; the item page lists the states with a reported figure", async () => {
    for (const [i, price] of [2.09, 2.19, 2.29].entries())
      assert.equal(
        (await report({ ...base, itemName: "Hamburger", price, state: "Texas", city: "Austin" }, `198.51.100.${40 + i}`)).status,
        201,
      );
    assert.equal(
      (await report({ ...base, itemName: "Hamburger", price: 2.49, state: "Texas", city: "Dallas" }, "198.51.100.43")).status,
      201,
    );
    const a = await figures("hamburger", "texas");
    const city = (name: string) => a.cities.find((c) => c.city === name && c.channel === "in-store");
    assert.deepEqual(
      { median: city("Austin")?.median, visitors: city("Austin")?.visitors, shown: city("Austin")?.shown },
      { median: 2.19, visitors: 3, shown: true },
    );
    assert.equal(city("Dallas")?.shown ?? false, false, "one visitor in Dallas is not a figure");
    // The state figure counts all four, whatever their city.
    assert.deepEqual({ median: figure(a, "in-store")?.median, visitors: figure(a, "in-store")?.visitors }, { median: 2.24, visitors: 4 });
    const page = (await (await fetch(`${server.url}/prices/texas/hamburger`)).text()).replace(/<!-- -->/g, "");
    const byCity = /<h2 id="cities-title">By city<\/h2>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
    assert.match(byCity, /Austin: <span data-figure="reported">\$2\.19<\/span>, reported by 3 visitors/);
    assert.doesNotMatch(byCity, /Dallas/);
    // The item page: the states where the Big Mac has a reported figure (Ohio, from the reports above), and none for an item no one agreed on.
    const item = (await (await fetch(`${server.url}/menu/item/big-mac`)).text()).replace(/<!-- -->/g, "");
    const listed = /<ul data-testid="item-reported">([\s\S]*?)<\/ul>/.exec(item)?.[1] ?? "";
    assert.match(listed, /<a href="\/prices\/ohio\/big-mac"[^>]*>Ohio<\/a>/);
    assert.doesNotMatch(listed, /Utah|Texas/);
    const none = (await (await fetch(`${server.url}/menu/item/mcdouble`)).text()).replace(/<!-- -->/g, "");
    assert.ok(
      /<p data-testid="no-reports">No one has reported a price for McDouble yet/.test(none),
      "the McDouble's page says no one has reported it yet",
    );
  });

  test("a report empties the cached pages of its item and its state, and no other", async () => {
    const health = async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { renderCache: { hits: number } }).renderCache;
    const isHit = async (u: string) => {
      const before = (await health()).hits;
      await (await fetch(server.url + u)).arrayBuffer();
      return (await health()).hits === before + 1;
    };
    const urls = ["/prices/ohio", "/menu/item/big-mac", "/about", "/prices/texas"];
    for (const u of urls) await eventually(() => isHit(u), 5000, 100);
    assert.equal((await report({ ...base, price: 5.99 }, "198.51.100.77")).status, 201);
    const hits: Record<string, boolean> = {};
    for (const u of urls) hits[u] = await isHit(u);
    assert.deepEqual(hits, { "/prices/ohio": false, "/menu/item/big-mac": false, "/about": true, "/prices/texas": true });
  });

  test("without JavaScript: a refused form comes back with its values and the message; a good one with the thank-you", async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/report-price`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": "198.51.100.90" },
        body: new URLSearchParams(fields).toString(),
      });
    const fields = { itemName: "Hamburger", size: "", price: "55", state: "Iowa", city: "Ames", channel: "app", date: todayIso() };
    const bad = await form(fields);
    assert.equal(bad.status, 400);
    const badHtml = (await bad.text()).replace(/<!-- -->/g, "");
    assert.match(badHtml, /\$55\.00 for a Hamburger looks like a typo/);
    assert.match(badHtml, /<option value="Hamburger" selected="">/);
    assert.match(badHtml, /<option value="Iowa" selected="">/);
    assert.match(badHtml, /value="Ames"/);
    assert.match(badHtml, /<input type="radio" name="channel" checked="" value="app"\/>/);
    // What is published is said on the form in plain words, with the way to the licence (/open-data names it).
    assert.match(badHtml, /published as <a href="\/open-data">open data<\/a> that anyone may reuse/, "the licence is stated on the form");
    const good = await form({ ...fields, price: "2.19" });
    assert.equal(good.status, 200);
    const goodHtml = (await good.text()).replace(/<!-- -->/g, "");
    assert.match(goodHtml, /Thank you: your report is saved/);
    assert.match(goodHtml, /It counts once 2 more visitors report this item and size in this state/);
  });

  test("the open-data downloads hold every visible report and nothing identifying; the feeds and the national page announce them", async () => {
    const journal = await fs.readFile(path.join(server.journalDir, "journal.jsonl"), "utf8");
    const records = journal
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; id: string; data: { client: string } });
    const clients = new Set(records.filter((r) => r.type === "price-report").map((r) => r.data.client));
    const csv = await (await fetch(`${server.url}/open-data/price-reports.csv`)).text();
    const json = (await (await fetch(`${server.url}/open-data/price-reports.json`)).json()) as { id: string; item: string }[];
    assert.equal(csv.split("\r\n")[0], "id,item,size,price_usd,state,city,channel,date,deal,reported_at");
    assert.equal(csv.trim().split("\r\n").length - 1, json.length);
    const stored = records.filter((r) => r.type === "price-report").length;
    const moderation = (await fs.readFile(path.join(server.journalDir, "moderation.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; data: { target: string } });
    const hiddenNow = new Set<string>();
    for (const m of moderation)
      if (m.type === "hide") hiddenNow.add(m.data.target);
      else hiddenNow.delete(m.data.target);
    const hidden = hiddenNow.size;
    assert.equal(json.length, stored - hidden, "every report but the hidden one");
    for (const c of clients) assert.ok(!csv.includes(c) && !JSON.stringify(json).includes(c), "no client hash in the downloads");
    const feed = await (await fetch(`${server.url}/feeds/state/ohio.atom`)).text();
    assert.match(feed, /<title>Big Mac in Ohio: \$\d+\.\d\d<\/title>/);
    assert.match(await (await fetch(`${server.url}/feeds/item/big-mac.atom`)).text(), /<title>Big Mac in Ohio: /);
    assert.equal((await fetch(`${server.url}/feeds/state/atlantis.atom`)).status, 404);
    const national = (await (await fetch(`${server.url}/prices`)).text()).replace(/<!-- -->/g, "");
    assert.match(/data-testid="newest-reports">([\s\S]*?)<\/ul>/.exec(national)?.[1] ?? "", /Ohio/);
  });

  test("what the privacy page says of reports holds: published as open data without the sender, whose address is never stored and whose stand-in is never published", async () => {
    const privacy = (await (await fetch(`${server.url}/privacy`)).text()).replace(/<!-- -->/g, "");
    const said = /<li data-testid="privacy-reports">([\s\S]*?)<\/li>/.exec(privacy)?.[1] ?? "";
    // In plain words: the licence is named on /open-data, where the link goes.
    assert.match(said, /published as <a href="\/open-data">open data<\/a> that anyone may reuse/);
    assert.match(said, /we never store your internet\s+address, only a scrambled stand-in/);
    assert.match(said, /That stand-in is never published, in the open data or anywhere else/);
    // The address: in no stored file (the test above); the code: in no download, API answer, feed or page.
    const journal = await fs.readFile(path.join(server.journalDir, "journal.jsonl"), "utf8");
    const clients = new Set(
      journal
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { type: string; data: { client?: string } })
        .filter((r) => r.type === "price-report")
        .map((r) => r.data.client!),
    );
    assert.ok(clients.size > 10);
    for (const p of [
      "/open-data/price-reports.csv",
      "/open-data/price-reports.json",
      "/api/price-reports?item=big-mac&state=ohio",
      "/api/price-reports?item=hamburger&state=texas",
      "/feeds/state/ohio.atom",
      "/feeds/item/big-mac.atom",
      "/prices/ohio/big-mac",
      "/prices/ohio",
      "/prices",
      "/menu/item/big-mac",
    ]) {
      const res = await fetch(server.url + p);
      assert.equal(res.status, 200, p);
      const text = await res.text();
      for (const c of clients) assert.ok(!text.includes(c), `${p} holds a client code`);
    }
  });

  test("every reported figure a page shows is one the API answers for that item and state (one place, one function)", async () => {
    // The browser tests' consistency crawl runs on a journal without reports; this is that crawl for reported figures.
    const pages = [
      "/",
      "/prices",
      "/prices/ohio",
      "/prices/texas",
      "/prices/utah",
      "/prices/ohio/big-mac",
      "/prices/texas/hamburger",
      "/menu/item/big-mac",
      "/menu/item/hamburger",
      "/menu/burgers",
      "/compare?items=big-mac,hamburger",
    ];
    const answers = new Map<string, FiguresAnswer>();
    const where = new Set<string>();
    for (const p of pages) {
      const res = await fetch(server.url + p);
      assert.equal(res.status, 200, p);
      const html = await res.text();
      for (const [tag, attrs] of html.matchAll(/<[a-z]+ ([^>]*data-price-kind="reported"[^>]*)>/g)) {
        const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
        const item = attr("data-price-item");
        const state = attr("data-price-state");
        assert.ok(item && state, `${p}: a reported figure names its item and state: ${tag}`);
        const key = `${item}/${state}`;
        if (!answers.has(key)) answers.set(key, await figures(item, state));
        const shown = answers.get(key)!.figures.filter((f) => f.shown);
        const price = Number(attr("data-price"));
        assert.ok(
          shown.some((f) => f.median === price),
          `${p}: ${item} in ${state} shown at $${price}, but the API's figures there are ${JSON.stringify(shown.map((f) => [f.size, f.channel, f.median]))}`,
        );
        where.add(p);
      }
    }
    for (const p of ["/prices/ohio", "/prices/ohio/big-mac", "/prices/texas/hamburger", "/menu/item/hamburger"])
      assert.ok(where.has(p), `${p} shows a reported figure`);
  });

  test("the figures survive a restart, read back from the journal in one pass", async () => {
    const was = await figures("big-mac", "ohio");
    await server.stop();
    server = await spawnServer({
      env: { TRUST_PROXY: "1", REPORT_THRESHOLD: "3" },
      dataDir: server.dataDir,
      journalDir: server.journalDir,
    });
    const a = await figures("big-mac", "ohio");
    assert.ok(figure(a, "in-store")?.shown);
    assert.deepEqual(a, was);
    // The same client key after the restart: its report within the week still does not count again.
    const again = (await (await report({ ...base, state: "Ohio", price: 5.99 }, "198.51.100.2")).json()) as { counted: boolean };
    assert.equal(again.counted, false);
  });

  test("REPORT_THRESHOLD is the setting: at 2, the two visible reports in Utah make a figure that 3 did not", async () => {
    const before = figure(await figures("big-mac", "utah"), "in-store");
    assert.deepEqual({ visitors: before?.visitors, shown: before?.shown }, { visitors: 2, shown: false });
    await server.stop();
    server = await spawnServer({
      env: { TRUST_PROXY: "1", REPORT_THRESHOLD: "2" },
      dataDir: server.dataDir,
      journalDir: server.journalDir,
    });
    const answer = await figures("big-mac", "utah");
    assert.equal(answer.threshold, 2);
    assert.deepEqual(
      { median: figure(answer, "in-store")?.median, shown: figure(answer, "in-store")?.shown },
      { median: 5.64, shown: true },
    );
    const page = (await (await fetch(`${server.url}/prices/utah`)).text()).replace(/<!-- -->/g, "");
    assert.match(
      /<tr data-testid="reported-row">([\s\S]*?)<\/tr>/.exec(page)?.[1] ?? "",
      /data-price-kind="reported" data-price="5.64" data-price-state="utah"[\s\S]*reported by 2 visitors/,
    );
  });
});
