import assert from "node:assert/strict";
import { test } from "node:test";
import { crossCheck, DATA_FILES, parseDataFile, type DataSet } from "../data/data-files.ts";
import { rewardsPage, type RewardRule } from "./rewards.ts";

const src = { source: "The chain's Rewards FAQ", sourceUrl: "https://example.com/faq", read: "2026-11-29" };
const rule = (id: string, extra: Partial<RewardRule> = {}): RewardRule => ({
  id,
  question: `${id}?`,
  answer: `About ${id}.`,
  ...src,
  ...extra,
});

test("a typo in rewards.json names the file, the entry and the field", () => {
  const { errors } = parseDataFile(
    "rewards",
    JSON.stringify([{ ...rule("earn-rate"), readOn: "2026-11-29", read: undefined, sourceUrl: "http://example.com" }]),
  );
  const fields = errors.map((e) => `${e.file} ${e.index} ${e.entry} ${e.field}`);
  assert.ok(fields.includes('rewards.json 0 id "earn-rate" readOn'), fields.join("; "));
  assert.ok(fields.includes('rewards.json 0 id "earn-rate" read'), fields.join("; "));
  assert.ok(fields.includes('rewards.json 0 id "earn-rate" sourceUrl'), fields.join("; "));
});

test("the rules /rewards is built on must be there with their figure, and a figure with its label", () => {
  const check = (rewards: RewardRule[]) => crossCheck({ ...emptyData(), rewards }).filter((e) => e.file === "rewards.json");
  const missing = check([rule("earn-rate", { points: 100, pointsLabel: "points per $1" })]);
  assert.deepEqual(
    missing.map((e) => [e.entry, e.field]),
    [['id "first-reward"', "id"]],
  );
  const unlabelled = check([
    rule("earn-rate", { points: 100 }),
    rule("first-reward", { points: 1500, pointsLabel: "points" }),
    rule("one-per-order"),
    rule("one-per-order"),
  ]);
  assert.deepEqual(
    unlabelled.map((e) => [e.index, e.field]),
    [
      [3, "id"],
      [0, "pointsLabel"],
    ],
  );
});

test("the page says only what the rules carry: figures, steps, benefits, answers and each source once with its read date", () => {
  const page = rewardsPage([
    rule("earn-rate", { points: 100, pointsLabel: "points per $1", step: "Earn." }),
    rule("first-reward", { points: 1500, pointsLabel: "points for the first reward", benefit: "Choose." }),
    rule("expiry"),
  ]);
  assert.deepEqual(page.stats, [
    { value: "100", label: "points per $1" },
    { value: "1,500", label: "points for the first reward" },
  ]);
  assert.deepEqual(page.steps, ["Earn."]);
  assert.deepEqual(page.benefits, ["Choose."]);
  assert.equal(page.faqs.length, 3);
  assert.equal(page.firstRewardPoints, 1500);
  assert.deepEqual(page.sources, [{ title: src.source, url: src.sourceUrl, read: "November 29, 2026" }]);
  assert.equal(
    page.description,
    "How McDonald's rewards work, from the chain's own Rewards FAQ: 100 points per $1, rewards from 1,500 points and when points expire.",
  );
  // With no rules, nothing is said: no figure, no level.
  const none = rewardsPage([]);
  assert.equal(none.firstRewardPoints, null);
  assert.deepEqual(none.stats, []);
});

function emptyData(): DataSet {
  return Object.fromEntries(Object.keys(DATA_FILES).map((k) => [k, []])) as unknown as DataSet;
}
