import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  formatTracker,
  goalProblem,
  groupForTracker,
  initialTracker,
  parseTracker,
  resolveEntry,
  summarizeTracker,
  trackerPath,
  trackerReducer,
  type TrackerState,
} from "./tracker.ts";
import { indexBySlug, toToolItem } from "./order.ts";
import { published } from "../../test-support/nutrition.ts";

const calories: Record<string, number> = { "big-mac": 590, fries: 320, coke: 200 };
const caloriesOf = (slug: string) => calories[slug];

describe("tracker reducer", () => {
  test("starts at moderate with a 2000 goal and nothing selected", () => {
    assert.deepEqual(initialTracker, { level: "moderate", goal: 2000, items: [] });
  });
  test("activity level sets the goal: sedentary 1800, moderate 2000, active 2400", () => {
    assert.equal(trackerReducer(initialTracker, { type: "setLevel", level: "sedentary" }).goal, 1800);
    assert.equal(trackerReducer(initialTracker, { type: "setLevel", level: "active" }).goal, 2400);
    const edited = trackerReducer(trackerReducer(initialTracker, { type: "setLevel", level: "active" }), { type: "setGoal", goal: 2100 });
    assert.deepEqual([edited.level, edited.goal], ["active", 2100]);
    assert.equal(trackerReducer(edited, { type: "setLevel", level: "moderate" }).goal, 2000);
  });
  test("adds duplicates and removes by position", () => {
    let s: TrackerState = initialTracker;
    for (const slug of ["big-mac", "coke", "big-mac"]) s = trackerReducer(s, { type: "add", slug });
    assert.deepEqual(s.items, ["big-mac", "coke", "big-mac"]);
    s = trackerReducer(s, { type: "removeAt", index: 2 });
    assert.deepEqual(s.items, ["big-mac", "coke"]);
    s = trackerReducer(s, { type: "removeAt", index: 0 });
    assert.deepEqual(s.items, ["coke"]);
    assert.deepEqual(trackerReducer(s, { type: "clear" }).items, []);
    assert.equal(trackerReducer(s, { type: "clear" }).goal, 2000);
  });
  test("an empty or non-numeric goal is kept as empty", () => {
    assert.equal(trackerReducer(initialTracker, { type: "setGoal", goal: null }).goal, null);
    assert.equal(trackerReducer(initialTracker, { type: "setGoal", goal: Number.NaN }).goal, null);
  });
});

describe("tracker summary", () => {
  test("intake, percentage, remaining", () => {
    const s = summarizeTracker({ level: "moderate", goal: 2000, items: ["big-mac", "fries"] }, caloriesOf);
    assert.deepEqual(s, {
      intake: 910,
      intakeSum: { known: 910, missing: [] },
      count: 2,
      missing: 0,
      goal: 2000,
      percent: 46,
      barPercent: 45.5,
      remaining: 1090,
      over: 0,
      exceeded: false,
    });
  });
  test("an item we have no calorie figure for counts as an item, adds nothing, and is counted as left out", () => {
    const s = summarizeTracker({ level: "moderate", goal: 2000, items: ["big-mac", "mystery", "mystery"] }, (e) =>
      e === "mystery" ? null : caloriesOf(e),
    );
    assert.deepEqual([s.intake, s.count, s.missing], [590, 3, 2]);
    // the total names what it lacks, once, by the name the page gives it.
    const named = summarizeTracker(
      { level: "moderate", goal: 2000, items: ["big-mac", "mystery", "mystery"] },
      (e) => (e === "mystery" ? null : caloriesOf(e)),
      (e) => (e === "mystery" ? "$5 Meal Deal" : e),
    );
    assert.deepEqual(named.intakeSum, { known: 590, missing: ["$5 Meal Deal"] });
  });
  test("exactly at the goal is 100% and not exceeded", () => {
    const s = summarizeTracker({ level: "moderate", goal: 1180, items: ["big-mac", "big-mac"] }, caloriesOf);
    assert.equal(s.percent, 100);
    assert.equal(s.exceeded, false);
    assert.equal(s.remaining, 0);
  });
  test("above the goal: exceeded, bar capped at 100, real percentage shown", () => {
    const s = summarizeTracker({ level: "sedentary", goal: 1000, items: ["big-mac", "big-mac"] }, caloriesOf);
    assert.equal(s.exceeded, true);
    assert.equal(s.barPercent, 100);
    assert.equal(s.percent, 118);
    assert.equal(s.remaining, 0);
    assert.equal(s.over, 180);
  });
  test("an empty, zero or negative goal gives no figures instead of NaN or Infinity", () => {
    for (const goal of [null, 0, -5]) {
      const s = summarizeTracker({ level: "moderate", goal, items: ["big-mac"] }, caloriesOf);
      assert.equal(s.goal, null);
      assert.equal(s.percent, null);
      assert.equal(s.remaining, null);
      assert.equal(s.exceeded, false);
      assert.equal(s.barPercent, 0);
      assert.equal(s.intake, 590);
    }
    assert.equal(goalProblem(null), "empty");
    assert.equal(goalProblem(0), "not-positive");
    assert.equal(goalProblem(-1), "not-positive");
    assert.equal(goalProblem(1), null);
  });
  test("unknown items are not counted", () => {
    assert.equal(summarizeTracker({ level: "moderate", goal: 2000, items: ["gone", "coke"] }, caloriesOf).count, 1);
  });
});

describe("tracker groups", () => {
  test("every item of every category, in menu order", () => {
    const items = [];
    for (let c = 0; c < 10; c++) for (let i = 0; i < 8; i++) items.push({ category: `C${c}`, name: `${c}-${i}` });
    const groups = groupForTracker(items);
    assert.equal(groups.length, 10);
    assert.deepEqual(
      groups.map((g) => g.category),
      ["C0", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9"],
    );
    assert.ok(groups.every((g) => g.items.length === 8));
    assert.equal(groups[9].items[7].name, "9-7");
  });
  test("a search keeps only matching items (name or category, any case) and drops empty groups", () => {
    const items = [
      { category: "Burgers", name: "Big Mac" },
      { category: "Chicken & Fish", name: "Filet-O-Fish" },
      { category: "Chicken & Fish", name: "McChicken" },
      { category: "Drinks", name: "Sweet Tea" },
    ];
    assert.deepEqual(
      groupForTracker(items, "  filet ").map((g) => [g.category, g.items.map((i) => i.name)]),
      [["Chicken & Fish", ["Filet-O-Fish"]]],
    );
    assert.deepEqual(
      groupForTracker(items, "fish").flatMap((g) => g.items.map((i) => i.name)),
      ["Filet-O-Fish", "McChicken"],
    );
    assert.deepEqual(groupForTracker(items, "nothing like this"), []);
  });
});

describe("tracker in the URL", () => {
  const known = new Set(Object.keys(calories));
  test("defaults: moderate, 2000, nothing", () => {
    assert.deepEqual(parseTracker(new URLSearchParams("")), initialTracker);
    assert.equal(trackerPath(initialTracker), "/nutrition-calculator");
  });
  test("level without goal uses the level's goal; an explicit goal wins; goal= is empty", () => {
    assert.equal(parseTracker(new URLSearchParams("level=active")).goal, 2400);
    assert.deepEqual(parseTracker(new URLSearchParams("level=active&goal=2600")), { level: "active", goal: 2600, items: [] });
    assert.equal(parseTracker(new URLSearchParams("goal=")).goal, null);
    assert.equal(parseTracker(new URLSearchParams("goal=abc")).goal, null);
    assert.equal(parseTracker(new URLSearchParams("level=nope")).level, "moderate");
  });
  test("items keep duplicates, drop unknown; round-trips", () => {
    const s = parseTracker(new URLSearchParams("items=big-mac,zzz,coke,big-mac&level=sedentary&goal=0"), known);
    assert.deepEqual(s, { level: "sedentary", goal: 0, items: ["big-mac", "coke", "big-mac"] });
    assert.equal(formatTracker(s), "items=big-mac,coke,big-mac&level=sedentary&goal=0");
    assert.deepEqual(parseTracker(new URLSearchParams(formatTracker(s)), known), s);
    const empty = { level: "active" as const, goal: null, items: [] };
    assert.deepEqual(parseTracker(new URLSearchParams(formatTracker(empty))), empty);
  });
});

describe("sizes in the tracker", () => {
  // Built from full menu items the way the loader builds them: each size's figures are the item page's.
  const menu = [
    toToolItem({
      id: 51,
      name: "World Famous Fries",
      category: "Fries & Sides",
      avgPriceUsd: 3.44,
      sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[],
      ...published({ Small: { calories: 220 }, Medium: { calories: 320 }, Large: { calories: 480 } }),
    }),
    toToolItem({
      id: 89,
      name: "Coca-Cola",
      category: "Beverages",
      avgPriceUsd: 1.99,
      sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[],
      ...published({ Medium: { calories: 210 } }),
    }),
    toToolItem({ id: 1, name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58, ...published({ Standard: { calories: 590 } }) }),
  ];
  const bySlug = indexBySlug(menu);
  test("entries name a size; the bare slug is the default; sizes an item is not sold in are dropped", () => {
    const s = parseTracker(
      new URLSearchParams(
        "items=world-famous-fries:small,world-famous-fries:LARGE,world-famous-fries:medium,big-mac:large,coca-cola:huge,world-famous-fries",
      ),
      bySlug,
    );
    assert.deepEqual(s.items, [
      "world-famous-fries:small",
      "world-famous-fries:large",
      "world-famous-fries",
      "big-mac",
      "world-famous-fries",
    ]);
    assert.equal(formatTracker(s), "items=world-famous-fries:small,world-famous-fries:large,world-famous-fries,big-mac,world-famous-fries");
    assert.deepEqual(parseTracker(new URLSearchParams(formatTracker(s)), bySlug), s);
    // Old links still read as they did.
    assert.deepEqual(parseTracker(new URLSearchParams("items=big-mac,world-famous-fries"), bySlug).items, [
      "big-mac",
      "world-famous-fries",
    ]);
  });
  test("intake adds each entry at its size: one Small and three Large fries", () => {
    const state = {
      ...initialTracker,
      items: ["world-famous-fries:small", "world-famous-fries:large", "world-famous-fries:large", "world-famous-fries:large"],
    };
    const sum = summarizeTracker(state, (e) => resolveEntry(e, bySlug)?.calories);
    assert.equal(sum.intake, 220 + 3 * 480);
    assert.equal(sum.count, 4);
  });
  test("a size with no published figure has no calories (null, never a guess); a published one has its figure", () => {
    const large = resolveEntry("coca-cola:large", bySlug)!;
    assert.deepEqual([large.size, large.calories], ["Large", null]);
    const fries = resolveEntry("world-famous-fries:large", bySlug)!;
    assert.deepEqual([fries.size, fries.calories, fries.price], ["Large", 480, 4.3]);
    assert.equal(resolveEntry("gone-item:large", bySlug), undefined);
  });
});
