/**
 * /rewards says only what the chain's own Rewards FAQ backs, against the real server: the figures of
 * data/rewards.json with the page's link and the day it was read, and none of the old unbacked offers (a joining
 * bonus, a free Quarter Pounder with Cheese, reward levels of 3,000 to 6,000 points with item lists).
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { after, before, test } from "node:test";
import { formatLongDate } from "#domain/rules/dates.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

interface Rule {
  id: string;
  question: string;
  answer: string;
  points?: number;
  pointsLabel?: string;
  source: string;
  sourceUrl: string;
  read: string;
}
const rules = JSON.parse(await fs.readFile(new URL("../../data/rewards.json", import.meta.url), "utf8")) as Rule[];

const page = async () => {
  const res = await fetch(`${server.url}/rewards`, { headers: { "user-agent": "curl/8.0" } });
  assert.equal(res.status, 200);
  const html = await res.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  return { html, text };
};

test("/rewards shows the FAQ's figures, names the chain's FAQ with its link and the day it was read", async () => {
  const { html, text } = await page();
  const rule = (id: string) => rules.find((r) => r.id === id)!;
  const earn = rule("earn-rate").points!;
  const first = rule("first-reward").points!;
  const [stats] = html.match(/<ul[^>]*aria-label="Key figures"[\s\S]*?<\/ul>/) ?? [""];
  assert.match(
    stats.replace(/<[^>]+>/g, " "),
    new RegExp(`${earn.toLocaleString("en-US")}\\s+${rule("earn-rate").pointsLabel!.replace("$", "\\$")}`),
  );
  assert.match(stats.replace(/<[^>]+>/g, " "), new RegExp(`${first.toLocaleString("en-US")}\\s+${rule("first-reward").pointsLabel!}`));
  // The one reward level a record backs, and every FAQ answer, in the data's words.
  assert.ok(text.includes(`${first.toLocaleString("en-US")} points Where rewards start`), "the starting level's card");
  for (const r of rules) assert.ok(text.includes(`${r.question} ${r.answer}`), r.id);
  // Where it comes from: a link to the chain's page and the day it was read.
  const src = rules[0];
  assert.ok(html.includes(`href="${src.sourceUrl}"`), "links the chain's Rewards FAQ");
  assert.ok(text.includes(`From ${src.source} , read ${formatLongDate(src.read)}`), "names the FAQ and its read date");
  // The meta description and the FAQPage say the same figures.
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  assert.ok(description.includes(`${earn} points per $1`) && description.includes(`${first.toLocaleString("en-US")} points`), description);
  assert.ok(html.includes(`"name":"${rules[0].question}"`), "FAQPage structured data from the same rules");
});

test("/rewards no longer offers what no record backs: no joining bonus, free sandwich or invented levels", async () => {
  const { html, text } = await page();
  for (const said of [
    /bonus/i,
    /for joining/i,
    /sign-up/i,
    /Quarter Pounder/i,
    /first purchase/i,
    /\b3,000\b/,
    /\b4,500\b/,
    /\b6,000\b/,
    /birthday/i,
    /before tax/i,
    /Snack-size|Everyday favorites|Signature sandwiches|Full meals/,
  ]) {
    assert.doesNotMatch(text, said);
    assert.doesNotMatch(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "", said);
  }
});

test("/delivery says of each way to order only what the chain's Rewards FAQ says of rewards there, with no unbacked badges", async () => {
  const platforms = JSON.parse(await fs.readFile(new URL("../../data/delivery-platforms.json", import.meta.url), "utf8")) as {
    platform: string;
    rewards: string;
  }[];
  const res = await fetch(`${server.url}/delivery`, { headers: { "user-agent": "curl/8.0" } });
  assert.equal(res.status, 200);
  const html = await res.text();
  const words = { redeem: /can be redeemed/, "no-redeem": /cannot be redeemed/, "not-stated": /does not say/ } as Record<string, RegExp>;
  for (const pl of platforms) {
    const card = html.match(new RegExp(`<h3[^>]*>${pl.platform.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h3>[\\s\\S]*?</li>`))?.[0] ?? "";
    assert.ok(card, `a card for ${pl.platform}`);
    assert.match(card, words[pl.rewards], `${pl.platform}: what the FAQ says (${pl.rewards})`);
  }
  // The FAQ says nothing of earning points through other services: no page may say they earn none.
  assert.doesNotMatch(html, /No rewards points|Campus favorite|Most cities|Frequent promos/);
});
