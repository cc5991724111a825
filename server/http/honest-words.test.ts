/**
 * What a visitor reads says only what is true, against the real server: no claim of work nobody did on
 * the pages that made them, every state price called an estimate, sign-ups that promise no email, the brand year
 * from the data (and moving with it), and a "may be out of date" note on figures over 12 months old.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, test } from "node:test";
import { isOutOfDate, todayIso } from "#domain/rules/dates.ts";
import { makeDataCopy, spawnServer, type TestServer } from "../testing/spawn-server.ts";
import { DATA_YEAR, PRICE_YEAR } from "../../test-support/data-year.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

const text = async (base: string, p: string) => {
  const res = await fetch(base + p, { headers: { "user-agent": "curl/8.0" } });
  assert.equal(res.status, 200, p);
  // The readable text: tags out, entities that matter here decoded.
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
};

test("the pages that claimed an editorial team, surveys, measurements or weekly checks no longer do", async () => {
  const claims =
    /editorial team|research team|our survey|measured|we collected|we check prices|every week|Basis: Measured|How we verify|Verified/i;
  for (const p of [
    "/",
    "/about",
    "/prices/texas",
    "/prices/vermont",
    "/menu/item/big-mac",
    "/menu/burgers",
    "/mcdonalds-near-me",
    "/disclaimer",
    "/compare?items=big-mac,mcdouble",
  ]) {
    const page = await text(server.url, p);
    assert.doesNotMatch(page, claims, p);
  }
  const home = await text(server.url, "/");
  const item = await text(server.url, "/menu/item/big-mac");
  assert.match(item, /How often are these prices updated\? Not on a schedule\. Every price here is our estimate/);
  assert.match(item, /Every price here is our estimate/);
  const vermont = await text(server.url, "/prices/vermont");
  assert.match(vermont, /Every price here is our estimate/);
  // The hero's national Big Mac figure is our estimate, and says so where it stands.
  assert.match(home, /Average Big Mac price \(our estimate\)/);
  // The US count is the newest published one in the data: the page says who counted it and when, never "our estimate".
  const counts = JSON.parse(await fs.readFile(new URL("../../data/restaurant-counts.json", import.meta.url), "utf8")) as {
    state: string;
    locations: number;
    asOf: string;
    publisher: string;
  }[];
  const us = counts.filter((c) => c.state === "United States").sort((a, b) => (a.asOf < b.asOf ? 1 : -1))[0];
  assert.ok(home.includes(`${us.locations.toLocaleString("en-US")} restaurants in the US (`), "the US count");
  assert.match(
    home.slice(home.indexOf(`${us.locations.toLocaleString("en-US")} restaurants in the US (`)),
    new RegExp(`^[\\d,]+ restaurants in the US \\( ?${us.publisher}, [A-Z][a-z]+ \\d+, \\d{4} ?\\)`),
  );
  assert.doesNotMatch(vermont, /Measured/);
});

test("no card says Popular, and the free-fries deals state no figure the menu contradicts", async () => {
  const home = await text(server.url, "/");
  assert.doesNotMatch(home, /\bPopular\b/);
  const mcvalue = await text(server.url, "/mcvalue");
  assert.doesNotMatch(mcvalue, /\$3\.29/);
  // In its place, each offer says when it took effect and who reported it.
  assert.match(mcvalue, /From June 25, 2024, as reported by Wall Street Journal via Mint/);
  assert.doesNotMatch(home, /\$3\.29/);
  // A deal is never undated or called "hot", and never "checked" (no check is recorded): each says when it took
  // effect and who reported it, from its timeline rows, or that no dated source reports it.
  assert.match(
    home,
    /Extra Value Meals are back : Less than their parts From September 2025, as reported by Restaurant Business \(syndicated\), confirming a WSJ report \(August 2025\)/,
  );
  // An offer no dated source reports is not shown (the free-fries offers, with terms of our own, were).
  assert.doesNotMatch(home, /No dated source for this offer/);
  assert.doesNotMatch(mcvalue, /No dated source for this offer|Free Fries Friday/);
  assert.doesNotMatch(home, /last checked/);
  assert.doesNotMatch(home, /Hot deal/);
});

test("no promise of email nobody sends, and no sign-up that leads to nothing", async () => {
  for (const p of ["/", "/deals", "/rewards", "/news"]) {
    const page = await text(server.url, p);
    assert.doesNotMatch(page, /We'll email you|every Monday|Weekly emails|Weekly deal digest|One email a week|in your inbox/i, p);
  }
  // Where a sign-up stood, the visitor reads what the site sends instead, and where to follow a price.
  for (const [p, what] of [
    ["/rewards", "rewards tips or deal alerts"],
    ["/deals-hub", "deal alerts"],
    ["/delivery", "delivery updates"],
  ]) {
    assert.match(
      await text(server.url, p),
      new RegExp(
        `We send no ${what}\\. What you can follow is the price visitors report for an item in your state: follow a reported price`,
      ),
      p,
    );
  }
  // The sign-up for deal, menu, news and delivery emails is gone: its old links land on what runs.
  const gone = await fetch(`${server.url}/signup?topic=Get%20Deal%20Alerts&from=%2F`, { redirect: "manual" });
  assert.equal(gone.status, 302);
  assert.equal(gone.headers.get("location"), "/alerts/follow");
  const deals = await text(server.url, "/deals");
  // Alerts run (push on this device, email or a feed): the page leads to turning them on.
  assert.match(deals, /Turn on alerts for the Big Mac/);
  assert.doesNotMatch(deals, /There are no alerts on our estimates/);
  // The tracker names the month its estimates are for, never "checked" (no check is recorded).
  assert.match(deals, /by our estimates for [A-Z][a-z]+ \d{4} ?\./);
  assert.doesNotMatch(deals, /checked [A-Z][a-z]+ \d/);
  // No invented places, distances or milestones that unlock nothing.
  assert.doesNotMatch(deals, /\(sample\)|\d\.\d mi\b|Price Alert Pro|Deal Hunter Elite|An idea, not running/);
  // A price alert is following a reported price: without SMTP_URL its page offers the feed, no email form.
  const follow = await text(server.url, "/alerts/follow");
  assert.match(follow, /This site does not send email/);
  assert.doesNotMatch(follow, /type="email"/);
});

test("one year on a screen: the header, the titles, the headings and the FAQs name the price figures' year; the copyright the data's newest", async () => {
  const home = await text(server.url, "/");
  // It read "Updated 2026" in the header over "Menu Prices 2025" and "in 2025?" on the same first screen.
  for (const [p, page] of [
    ["/", home],
    ["/menu/item/big-mac", await text(server.url, "/menu/item/big-mac")],
    ["/secret-menu", await text(server.url, "/secret-menu")],
  ] as const) {
    const named = [
      ...page.matchAll(/Updated (\d{4})|Menu Prices (\d{4})|Big Mac in (\d{4})\?|Price and Calories in (\d{4})|Secret Menu (\d{4})/g),
    ].map((m) => m.slice(1).find(Boolean));
    assert.ok(named.length >= 2, p);
    assert.deepEqual([...new Set(named)], [PRICE_YEAR], p);
  }
  assert.match(home, new RegExp(`© ${DATA_YEAR} Menu Prices · Updated ${PRICE_YEAR}`));
  // A newer nutrition capture, index edition or article is an update, but does not make a 2025 estimate a 2026 price.
  assert.match(home, new RegExp(`How much is a Big Mac in ${PRICE_YEAR}\\?`));
  // A note only where the price figures are more than 12 months old (their month, from the data).
  const newest = JSON.parse(await fs.readFile(new URL("../../data/menu-items.json", import.meta.url), "utf8"))
    .map((i: { priceAsOf: string }) => i.priceAsOf)
    .sort()
    .at(-1) as string;
  const stale = isOutOfDate(newest.length === 7 ? `${newest}-01` : newest, todayIso());
  // (/mcvalue shows no "checked" date any more: each deal says when it took effect and who reported it.)
  // (/prices/texas also shows the third-party surveys, each with its own date and note.)
  for (const p of ["/", "/menu/item/big-mac", "/menu/burgers", "/deals-hub", "/meal-calculator"]) {
    const page = await text(server.url, p);
    assert.equal(/May be out of date: more than 12 months old/.test(page), stale, p);
  }
});

test("with newer prices the year moves and the note goes", async () => {
  const dir = await makeDataCopy();
  const today = todayIso();
  const rewrite = async <T>(file: string, change: (entry: T) => T) => {
    const list = JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as T[];
    await fs.writeFile(path.join(dir, file), JSON.stringify(list.map(change)));
  };
  // Prices are dated by the month they are for (YYYY-MM).
  await rewrite<{ lastUpdated: string }>("prices.json", (p) => ({ ...p, lastUpdated: today.slice(0, 7) }));
  await rewrite<{ priceAsOf: string }>("menu-items.json", (i) => ({ ...i, priceAsOf: today.slice(0, 7) }));
  const fresh = await spawnServer({ dataDir: dir });
  try {
    const home = await text(fresh.url, "/");
    assert.match(home, new RegExp(`Menu Prices Updated ${today.slice(0, 4)}`));
    assert.match(home, new RegExp(`© ${today.slice(0, 4)} Menu Prices`));
    // The titles and the hero that named "2025" name the prices' year.
    assert.match(
      home,
      new RegExp(`McDonald's Menu Prices ${today.slice(0, 4)} \\| Menu Prices|McDonald's Menu Prices ${today.slice(0, 4)}`),
    );
    assert.match(home, new RegExp(`How much is a Big Mac in ${today.slice(0, 4)}\\?`));
    assert.doesNotMatch(home, /Menu Prices 2025|Big Mac in 2025/);
    const mcvalue = await text(fresh.url, "/mcvalue");
    assert.match(mcvalue, /From June 25, 2024, as reported by Wall Street Journal via Mint/);
    assert.doesNotMatch(mcvalue, /May be out of date|last checked/);
  } finally {
    await fresh.stop();
  }
});

test("no promise of a reply, a reply time or a check on /contact and /disclaimer; a price paid goes to the price reports", async () => {
  for (const p of ["/contact", "/disclaimer"]) {
    const page = await text(server.url, p);
    assert.doesNotMatch(page, /24-48 hours|read by a person|we will check|we'll get back to you|we answer every message/i, p);
  }
  const contact = await text(server.url, "/contact");
  assert.match(contact, /We promise no reply time/);
  assert.match(await text(server.url, "/disclaimer"), /Paid a different price\? Report it/);
  // Every nutrition figure is published or a labelled sum: the disclaimer no longer calls some of them our estimates.
  assert.doesNotMatch(await text(server.url, "/disclaimer"), /some are our own estimates/);
});

test("news: dated the day it was written, in the page, its JSON-LD and the sitemap; signed by the site, never a Person", async () => {
  const news = JSON.parse(await fs.readFile(new URL("../../data/news.json", import.meta.url), "utf8")) as { id: string; date: string }[];
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  for (const a of news) {
    const html = await (await fetch(`${server.url}/news/article/${a.id}`, { headers: { "user-agent": "curl/8.0" } })).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const article = ld.find((b) => b["@type"] === "NewsArticle") as { datePublished: string; author: { "@type": string; name: string } };
    assert.equal(article.datePublished, a.date, a.id);
    assert.deepEqual([article.author["@type"], article.author.name], ["Organization", "Menu Prices"], a.id);
    assert.match(html, new RegExp(`<time dateTime="${a.date}"|<time datetime="${a.date}"`), a.id);
    assert.match(sitemap, new RegExp(`/news/article/${a.id}</loc>\\s*<lastmod>${a.date}</lastmod>`), a.id);
    // Dated no earlier than the file itself (first written 2026-11-22).
    assert.ok(a.date >= "2026-11-22", a.id);
  }
  assert.doesNotMatch(await text(server.url, "/news"), /Jordan Ellis|Priya Raman|Sam Whitaker|Sign up for news|Get news by email/i);
});
