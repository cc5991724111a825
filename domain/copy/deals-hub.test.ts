import assert from "node:assert/strict";
import { test } from "node:test";
import { published } from "../../test-support/nutrition.ts";
import { APP_STEPS, bestDeals, cheapItemCount, cheapItems, statCards, strategies, waysToSaveHeading } from "./deals-hub.ts";
import { rewardsFigures, type RewardRule } from "./rewards.ts";
import { testItem } from "../../test-support/menu-item.ts";
import { loadDataSet } from "../../test-support/data-set.ts";
import { formatLongDate } from "../rules/dates.ts";

const it = (name: string, avgPriceUsd: number, calories?: number) =>
  testItem({
    name,
    category: "Burgers",
    avgPriceUsd,
    ...(calories === undefined ? { nutrition: {} } : published({ Standard: { calories } })),
  });

test("cheap items: at or under $3, menu order, at most 6, with the site's one calorie figure (null when we have none)", () => {
  const list = [it("A", 3.01), it("B", 3), it("C", 1.5, 250), it("D", 0.5), it("E", 2), it("F", 2.99), it("G", 1), it("H", 1)];
  const out = cheapItems(list);
  assert.deepEqual(
    out.map((i) => i.name),
    ["B", "C", "D", "E", "F", "G"],
  );
  assert.equal(out[0].calories, null, "no figure: none shown, never a guess");
  assert.equal(out[1].calories, 250);
  assert.deepEqual(cheapItems([it("A", 9)]), []);
});

test("the at-a-glance cards count the data: running deals, items at $3 or less; a missing figure drops its card", () => {
  const cards = statCards({ deals: 7, cheapItems: cheapItemCount([it("A", 3), it("B", 3.01), it("C", 1)]), sourced: 5 });
  assert.deepEqual(
    cards.map((c) => c.value),
    ["7 deals", "2 items"],
  );
  // No check of a deal is recorded: the card says how many name a dated source, never "last checked".
  assert.match(cards[0].label, /5 of them with a dated source$/);
  assert.doesNotMatch(cards[0].label, /checked/);
  assert.deepEqual(
    statCards({ deals: 0, sourced: 0, cheapItems: 1 }).map((c) => c.value),
    ["1 item"],
  );
});

// A rules file of our own making, read on the day the shipped rewards.json says its FAQ was read.
const faq = { source: "The chain's Rewards FAQ", sourceUrl: "https://example.com/faq", read: loadDataSet().rewards[0]!.read };
const rules = (earn: number, first: number): RewardRule[] => [
  { id: "earn-rate", question: "q", answer: "a", points: earn, pointsLabel: "points per $1", ...faq },
  { id: "first-reward", question: "q", answer: "a", points: first, pointsLabel: "points", ...faq },
];

// What a visitor sees of the static content (the strategies and steps as many as their headings say, the best
// deals' links) is checked on the page, in e2e/deals-hub.spec.ts.
test("every strategy and app step has a title and a sentence of text, none of them repeated", () => {
  for (const list of [strategies(rewardsFigures(rules(100, 1500))), strategies(rewardsFigures([])), APP_STEPS]) {
    assert.equal(new Set(list.map((s) => s.title)).size, list.length);
    for (const s of list) assert.match(s.text, /^[A-Z].{20,}\.$/, s.title);
  }
});

test("no strategy states a coupon's percentage: no record backs one", () => {
  for (const st of strategies(rewardsFigures(rules(100, 1500)))) assert.doesNotMatch(st.text, /\d+%/);
});

test("the rewards card and the points tip say rewards.json's figures, with the FAQ and the day it was read; none without them", () => {
  // Figures other than the shipped ones: the copy follows the data, it does not type it.
  const figures = rewardsFigures(rules(120, 2250));
  const card = bestDeals(figures).find((d) => d.href === "/rewards")!;
  assert.equal(card.savings, "120 points per $1");
  assert.match(card.description, /120 points per \$1 spent on eligible items, and rewards start at 2,250 points\./);
  assert.deepEqual(card.source, { title: faq.source, url: faq.sourceUrl, read: formatLongDate(faq.read) });
  const tip = strategies(figures).find((s) => /points/i.test(s.title))!;
  assert.match(tip.text, /120 points per \$1 on eligible items, and rewards start at 2,250 points\.$/);

  const none = rewardsFigures([]);
  const bare = bestDeals(none).find((d) => d.href === "/rewards")!;
  assert.equal(bare.source, undefined);
  for (const text of [bare.savings, bare.description, ...strategies(none).map((s) => s.text)]) assert.doesNotMatch(text, /\d/, text);
});

test("the ways-to-save heading counts its list", () => {
  assert.equal(waysToSaveHeading(strategies(rewardsFigures([])).length), "Five Ways to Save");
  assert.equal(waysToSaveHeading(1), "One Way to Save");
  assert.equal(waysToSaveHeading(12), "12 Ways to Save");
});
