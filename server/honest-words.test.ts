/**
 * What a visitor reads says only what is true (issue 27), against the real server: no claim of work nobody did on
 * the pages that made them, every state price called an estimate, sign-ups that promise no email, the brand year
 * from the data (and moving with it), and a "may be out of date" note on figures over 12 months old.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, test } from "node:test";
import { isOutOfDate, todayIso } from "#domain/dates.ts";
import { makeDataCopy, spawnServer, type TestServer } from "./testing/spawn-server.ts";
import { DATA_YEAR } from "../test-support/data-year.ts";

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
  return (await res.text()).replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
};

test("the pages that claimed an editorial team, surveys, measurements or weekly checks no longer do", async () => {
  const claims = /editorial team|research team|our survey|measured|we collected|we check prices|every week|Basis: Measured|How we verify|Verified/i;
  for (const p of ["/", "/about", "/prices/texas", "/prices/vermont", "/menu/item/big-mac", "/menu/burgers", "/mcdonalds-near-me", "/disclaimer", "/compare?items=big-mac,mcdouble"]) {
    const page = await text(server.url, p);
    assert.doesNotMatch(page, claims, p);
  }
  const home = await text(server.url, "/");
  const item = await text(server.url, "/menu/item/big-mac");
  assert.match(item, /How often are these prices updated\? Not on a schedule\. Every price here is our estimate, last reviewed on \w+ \d+, \d{4}/);
  assert.match(item, /every price is our estimate/);
  const vermont = await text(server.url, "/prices/vermont");
  assert.match(vermont, /Every price here is our estimate/);
  // The hero's national Big Mac figure is our estimate, and says so where it stands.
  assert.match(home, /Average Big Mac price \(our estimate\)/);
  // The US count is the newest published one in the data: the page says who counted it and when, never "our estimate".
  const counts = JSON.parse(await fs.readFile(new URL("../data/restaurant-counts.json", import.meta.url), "utf8")) as { state: string; locations: number; asOf: string; publisher: string }[];
  const us = counts.filter((c) => c.state === "United States").sort((a, b) => (a.asOf < b.asOf ? 1 : -1))[0];
  assert.ok(home.includes(`${us.locations.toLocaleString("en-US")} restaurants in the US (`), "the US count");
  assert.match(home.slice(home.indexOf(`${us.locations.toLocaleString("en-US")} restaurants in the US (`)), new RegExp(`^[\\d,]+ restaurants in the US \\( ?${us.publisher}, [A-Z][a-z]+ \\d+, \\d{4} ?\\)`));
  assert.doesNotMatch(vermont, /Measured/);
});

test("no card says Popular, and the free-fries deals state no figure the menu contradicts", async () => {
  const home = await text(server.url, "/");
  assert.doesNotMatch(home, /\bPopular\b/);
  assert.doesNotMatch(await text(server.url, "/mcvalue"), /\$3\.29/);
  assert.doesNotMatch(home, /\$3\.29/);
  // A deal is never undated or called "hot": each home deal card says when its details were last checked.
  assert.match(home, /A reported offer: details last checked \w+ \d+, \d{4} ?\./);
  assert.doesNotMatch(home, /Hot deal/);
});

test("sign-ups promise no email: they say the address is stored and nothing is sent", async () => {
  for (const p of ["/", "/deals", "/rewards", "/news", "/signup?topic=Get%20Price%20Drop%20Alerts&from=%2F"]) {
    const page = await text(server.url, p);
    assert.doesNotMatch(page, /We'll email you|every Monday|Weekly emails|Weekly deal digest|One email a week|in your inbox/i, p);
  }
  const signup = await text(server.url, "/signup?topic=Get%20Deal%20Alerts&from=%2F");
  assert.match(signup, /Deal alerts are not running yet/);
  assert.match(signup, /Nothing is sent yet: we store your name and address/);
  assert.match(signup, /To have your address removed, ask on the contact page/);
  assert.match(await text(server.url, "/deals"), /Alerts on our estimates are not running yet/);
  // A price alert is following a reported price (issue 29): without SMTP_URL its page offers the feed, no email form.
  const follow = await text(server.url, "/signup?topic=Get%20Price%20Drop%20Alerts&from=%2F");
  assert.match(follow, /This site does not send email/);
  assert.doesNotMatch(follow, /type="email"/);
});

test("the brand year and the copyright year are the data's newest year, the price year the newest price's; old figures say they may be out of date", async () => {
  const home = await text(server.url, "/");
  assert.match(home, new RegExp(`Menu Prices Updated ${DATA_YEAR}`));
  assert.match(home, new RegExp(`© ${DATA_YEAR} Menu Prices · Updated ${DATA_YEAR}`));
  // A newer nutrition capture or index edition is an update, but does not make a 2025 estimate a 2026 price.
  assert.match(home, /How much is a Big Mac in 2025\?/);
  // The data's dates are from 2025: more than 12 months before today (2026-11-25 when this was written).
  const stale = isOutOfDate("2025-10-30", todayIso());
  for (const p of ["/", "/menu/item/big-mac", "/menu/burgers", "/prices/texas", "/deals-hub", "/mcvalue", "/meal-calculator"]) {
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
  await rewrite<{ checked: string }>("deals.json", (d) => ({ ...d, checked: today }));
  await rewrite<{ lastUpdated: string }>("prices.json", (p) => ({ ...p, lastUpdated: today }));
  await rewrite<{ priceAsOf: string }>("menu-items.json", (i) => ({ ...i, priceAsOf: today }));
  const fresh = await spawnServer({ dataDir: dir });
  try {
    const home = await text(fresh.url, "/");
    assert.match(home, new RegExp(`Menu Prices Updated ${today.slice(0, 4)}`));
    assert.match(home, new RegExp(`© ${today.slice(0, 4)} Menu Prices`));
    // The titles and the hero that named "2025" name the prices' year.
    assert.match(home, new RegExp(`McDonald's Menu Prices ${today.slice(0, 4)} \\| Menu Prices|McDonald's Menu Prices ${today.slice(0, 4)}`));
    assert.match(home, new RegExp(`How much is a Big Mac in ${today.slice(0, 4)}\\?`));
    assert.doesNotMatch(home, /Menu Prices 2025|Big Mac in 2025/);
    const mcvalue = await text(fresh.url, "/mcvalue");
    assert.match(mcvalue, /Deal details last checked/);
    assert.doesNotMatch(mcvalue, /May be out of date/);
  } finally {
    await fresh.stop();
  }
});
