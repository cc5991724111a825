import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  categoriesOf,
  openCategories,
  formatOrder,
  orderPath,
  parsePeople,
  shareAmong,
  MAX_PEOPLE,
  orderReducer,
  parseOrder,
  searchItems,
  summarizeOrder,
  toToolItem,
  indexBySlug,
  figuresFor,
  stateToolItems,
  type Order,
  type ToolItem,
} from "./order.ts";
import { published } from "../../test-support/nutrition.ts";
import { sizeVariations } from "./menu.ts";
import { formatPartialSum } from "./nutrition.ts";
import { buildStatePriceIndex, statePrice, type PricedRecord } from "./state-estimates.ts";
import { testItem } from "../../test-support/menu-item.ts";
import type { Category } from "./categories.ts";

const item = (id: number, name: string, category: Category, avgPriceUsd: number, calories: number | null): ToolItem => ({
  id,
  name,
  category,
  avgPriceUsd,
  calories,
});
const bigMac = item(1, "Big Mac", "Burgers", 5.58, 590);
const fries = item(2, "World Famous Fries", "Fries & Sides", 3.79, 320);
const coke = item(3, "Coca-Cola", "Beverages", 1.99, 200);
const pie = item(4, "Apple Pie", "Sweets & Treats", 2.09, 230);
const items = [bigMac, fries, coke, pie];
const bySlug = indexBySlug(items);

describe("calorie rule of the calculators", () => {
  test("the calculators' calories are caloriesFor's published figure, or none: never a guess", () => {
    const withFigure = toToolItem({
      id: 1,
      name: "Big Mac",
      category: "Burgers",
      avgPriceUsd: 5.58,
      ...published({ Standard: { calories: 590 } }),
    });
    assert.equal(withFigure.calories, 590);
    const missing = testItem({ id: 2, name: "Triple Cheeseburger", category: "Burgers", avgPriceUsd: 4.49, nutrition: {} });
    assert.equal(toToolItem(missing).calories, null);
  });
  test("toToolItem keeps only what the page shows", () => {
    const full = testItem({
      id: 9,
      name: "X",
      category: "Burgers",
      cuisine: "American",
      avgPriceUsd: 1,
      description: "long",
      ...published({ Standard: { calories: 100, fat: 1 } }),
    });
    assert.deepEqual(toToolItem(full), { id: 9, name: "X", category: "Burgers", avgPriceUsd: 1, calories: 100 });
  });
  test("a total adds the figures it has and says how many items it leaves out", () => {
    const mystery = item(5, "Mystery", "Burgers", 3, null);
    const index = indexBySlug([...items, mystery]);
    const s = summarizeOrder(
      [
        { slug: "big-mac", quantity: 2 },
        { slug: "mystery", quantity: 3 },
      ],
      index,
    );
    assert.equal(s.calories, 1180);
    assert.equal(s.caloriesMissing, 3);
    assert.equal(summarizeOrder([{ slug: "big-mac", quantity: 1 }], index).caloriesMissing, 0);
    // the partial sum names the line it lacks; an order of unknowns is no "0".
    assert.equal(formatPartialSum(s.caloriesSum), "at least 1,180 cal; no figure for the Mystery");
    assert.equal(
      formatPartialSum(summarizeOrder([{ slug: "mystery", quantity: 2 }], index).caloriesSum, "cal each", 4),
      "no figure for the Mystery",
    );
  });
  test("priced for a state: the state page's figure for the default size, the other sizes from it, the state's date", () => {
    const menu = [
      testItem({ id: 1, name: "Big Mac", category: "Burgers", avgPriceUsd: 5, nutrition: {} }),
      testItem({
        id: 2,
        name: "World Famous Fries",
        category: "Fries & Sides",
        avgPriceUsd: 4,
        sizes: ["Small", "Medium", "Large"],
        nutrition: {},
      }),
      testItem({ id: 3, name: "$5 Meal Deal", category: "McValue", avgPriceUsd: 5, fixedPrice: true, nutrition: {} }),
    ];
    const index = buildStatePriceIndex(menu, [
      { itemName: "Big Mac", state: "Texas", price: 5.5, lastUpdated: "2025-10-28" },
    ] as PricedRecord[]);
    const { items: texas, checked } = stateToolItems(menu, index, "Texas");
    assert.equal(checked, "2025-10-28");
    assert.equal(texas[0].avgPriceUsd, statePrice(index, menu[0], "Texas")!.price);
    assert.equal(texas[1].avgPriceUsd, statePrice(index, menu[1], "Texas")!.price);
    assert.deepEqual(
      texas[1].sizeFigures!.map((f) => f.price),
      sizeVariations({ ...menu[1], avgPriceUsd: texas[1].avgPriceUsd }).map((f) => f.price),
    );
    assert.equal(texas[2].avgPriceUsd, 5, "an advertised deal keeps its price");
    // A state without any figure keeps the national prices, with no date.
    assert.deepEqual(stateToolItems(menu, index, "Ohio"), { items: menu.map(toToolItem), checked: null });
  });
});

describe("search", () => {
  test("matches name or category, case-insensitively", () => {
    assert.deepEqual(
      searchItems(items, "big MAC").map((i) => i.name),
      ["Big Mac"],
    );
    assert.deepEqual(
      searchItems(items, "fries & SIDES").map((i) => i.name),
      ["World Famous Fries"],
    );
    assert.deepEqual(
      searchItems(items, "  bev ").map((i) => i.name),
      ["Coca-Cola"],
    );
    assert.deepEqual(searchItems(items, "zzz"), []);
  });
  test("an empty search lists everything, at most 20", () => {
    const many = Array.from({ length: 30 }, (_, i) => item(i, `Item ${i}`, "Burgers", 1, 1));
    assert.equal(searchItems(many, "").length, 20);
    assert.equal(searchItems(many, "item").length, 20);
    assert.equal(searchItems(many, "item 2").length, 12); // every word matches: Item 2, 12, 20-29
  });
});

describe("order reducer", () => {
  test("add puts a new item at quantity 1, and adds 1 when present", () => {
    let o: Order = [];
    o = orderReducer(o, { type: "add", slug: "big-mac" });
    assert.deepEqual(o, [{ slug: "big-mac", quantity: 1 }]);
    o = orderReducer(o, { type: "add", slug: "coca-cola" });
    o = orderReducer(o, { type: "add", slug: "big-mac" });
    assert.deepEqual(o, [
      { slug: "big-mac", quantity: 2 },
      { slug: "coca-cola", quantity: 1 },
    ]);
  });
  test("plus and minus change by one; minus at 1 removes the line", () => {
    let o: Order = [
      { slug: "big-mac", quantity: 1 },
      { slug: "coca-cola", quantity: 1 },
    ];
    o = orderReducer(o, { type: "increment", slug: "big-mac" });
    assert.equal(o[0].quantity, 2);
    o = orderReducer(o, { type: "decrement", slug: "big-mac" });
    assert.equal(o[0].quantity, 1);
    o = orderReducer(o, { type: "decrement", slug: "big-mac" });
    assert.deepEqual(o, [{ slug: "coca-cola", quantity: 1 }]);
  });
  test("plus on an absent line does nothing; quantities stop at 99", () => {
    assert.deepEqual(orderReducer([], { type: "increment", slug: "big-mac" }), []);
    assert.deepEqual(orderReducer([{ slug: "a", quantity: 99 }], { type: "increment", slug: "a" }), [{ slug: "a", quantity: 99 }]);
  });
  test("remove deletes one line; clear empties; the input is never mutated", () => {
    const o: Order = Object.freeze([Object.freeze({ slug: "a", quantity: 3 }), Object.freeze({ slug: "b", quantity: 1 })]) as Order;
    assert.deepEqual(orderReducer(o, { type: "remove", slug: "a" }), [{ slug: "b", quantity: 1 }]);
    assert.deepEqual(orderReducer(o, { type: "clear" }), []);
    assert.deepEqual(orderReducer(o, { type: "add", slug: "a" })[0], { slug: "a", quantity: 4 });
    assert.equal(o[0].quantity, 3);
  });
});

describe("order in the URL", () => {
  test("round-trips", () => {
    const o: Order = [
      { slug: "big-mac", quantity: 2 },
      { slug: "world-famous-fries", quantity: 1 },
    ];
    assert.equal(formatOrder(o), "big-mac:2,world-famous-fries:1");
    assert.deepEqual(parseOrder(formatOrder(o)), o);
    assert.equal(orderPath(o), "/meal-calculator?order=big-mac:2,world-famous-fries:1");
    assert.equal(orderPath(o, "mac"), "/meal-calculator?q=mac&order=big-mac:2,world-famous-fries:1");
    assert.equal(orderPath([]), "/meal-calculator");
  });
  test("drops malformed and unknown entries, sums repeats, defaults quantity to 1", () => {
    const known = new Set(["big-mac", "coca-cola"]);
    assert.deepEqual(parseOrder("big-mac:2,nope:1,coca-cola,big-mac:1,BIG-MAC:0,big-mac:x,coca-cola:1.5,<script>:1,a:1:2", known), [
      { slug: "big-mac", quantity: 3 },
      { slug: "coca-cola", quantity: 1 },
    ]);
    assert.deepEqual(parseOrder(null), []);
    assert.deepEqual(parseOrder(""), []);
    assert.deepEqual(parseOrder("big-mac:500"), []);
  });
});

describe("totals, savings, tip and warning", () => {
  test("subtotal in cents, calories, total equals subtotal", () => {
    const s = summarizeOrder(
      [
        { slug: "big-mac", quantity: 2 },
        { slug: "coca-cola", quantity: 1 },
      ],
      bySlug,
    );
    assert.equal(s.subtotal, 13.15);
    assert.equal(s.total, 13.15);
    assert.equal(s.calories, 1380);
    assert.equal(s.itemCount, 3);
    assert.equal(s.lines[0].lineTotal, 11.16);
    assert.equal(s.showComboTip, false);
    assert.equal(s.calorieWarning, false);
  });
  test("no coupon is applied: the total is the subtotal whatever its size (no record backs an app coupon's terms)", () => {
    const s = summarizeOrder([{ slug: "big-mac", quantity: 3 }], bySlug);
    assert.equal(s.subtotal, 16.74);
    assert.equal(s.total, s.subtotal);
    assert.equal("appSavings" in s, false);
  });
  test("combo tip from 3 lines, not from 3 of one item", () => {
    assert.equal(summarizeOrder([{ slug: "big-mac", quantity: 3 }], bySlug).showComboTip, false);
    const three = summarizeOrder(
      [
        { slug: "big-mac", quantity: 1 },
        { slug: "coca-cola", quantity: 1 },
        { slug: "apple-pie", quantity: 1 },
      ],
      bySlug,
    );
    assert.equal(three.showComboTip, true);
  });
  test("calorie warning above 2000, not at 2000", () => {
    const at = summarizeOrder([{ slug: "coca-cola", quantity: 10 }], bySlug);
    assert.equal(at.calories, 2000);
    assert.equal(at.calorieWarning, false);
    assert.equal(summarizeOrder([{ slug: "big-mac", quantity: 4 }], bySlug).calorieWarning, true);
  });
  test("lines whose item left the menu are ignored", () => {
    const s = summarizeOrder(
      [
        { slug: "gone", quantity: 1 },
        { slug: "coca-cola", quantity: 1 },
      ],
      bySlug,
    );
    assert.equal(s.lines.length, 1);
    assert.equal(s.subtotal, 1.99);
  });
});

describe("people sharing an order", () => {
  test("the people count comes from the address, whole numbers 1 to 20, anything else is one person", () => {
    assert.equal(parsePeople("4"), 4);
    assert.equal(parsePeople(null), 1);
    assert.equal(parsePeople(""), 1);
    assert.equal(parsePeople("0"), 1);
    assert.equal(parsePeople("-3"), 1);
    assert.equal(parsePeople("2.5"), 1);
    assert.equal(parsePeople("abc"), 1);
    assert.equal(parsePeople("1e9"), MAX_PEOPLE);
  });
  test("the calorie warning is per person: 4,400 calories is a warning for one, not for four", () => {
    assert.deepEqual(shareAmong({ calories: 4400, total: 20 }, 1), {
      people: 1,
      pricePerPerson: 20,
      caloriesPerPerson: 4400,
      calorieWarning: true,
    });
    assert.deepEqual(shareAmong({ calories: 4400, total: 20 }, 4), {
      people: 4,
      pricePerPerson: 5,
      caloriesPerPerson: 1100,
      calorieWarning: false,
    });
    assert.equal(shareAmong({ calories: 8004, total: 0 }, 4).calorieWarning, true);
    assert.equal(shareAmong({ calories: 8000, total: 0 }, 4).calorieWarning, false);
    assert.equal(shareAmong({ calories: 1000, total: 0 }, 3).caloriesPerPerson, 333);
  });
  test("a group sees the price per person, to the cent", () => {
    const s = summarizeOrder(
      [
        { slug: "big-mac", quantity: 4 },
        { slug: "world-famous-fries", quantity: 2 },
      ],
      bySlug,
    );
    assert.equal(shareAmong(s, 4).pricePerPerson, Math.round(((4 * 5.58 + 2 * 3.79) / 4) * 100) / 100);
    assert.equal(shareAmong({ calories: 0, total: 10 }, 3).pricePerPerson, 3.33);
  });
  test("a shared link keeps the state of its prices: a slug, or empty for national prices on purpose", () => {
    assert.equal(orderPath([{ slug: "big-mac", quantity: 4 }], "", 4, "texas"), "/meal-calculator?state=texas&order=big-mac:4&people=4");
    assert.equal(orderPath([], "", 1, ""), "/meal-calculator?state=");
  });
  test("a shared link keeps the people count, and one person adds nothing to it", () => {
    assert.equal(orderPath([{ slug: "big-mac", quantity: 4 }], "", 4), "/meal-calculator?order=big-mac:4&people=4");
    assert.equal(orderPath([{ slug: "big-mac", quantity: 1 }], "", 1), "/meal-calculator?order=big-mac:1");
  });
});

describe("sizes in the order", () => {
  // Full menu items through toToolItem, as the loader does: each size's price and calories are the item page's.
  const friesItem = testItem({
    id: 51,
    name: "World Famous Fries",
    category: "Fries & Sides",
    avgPriceUsd: 3.44,
    sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[],
    ...published({ Small: { calories: 220 }, Medium: { calories: 320 }, Large: { calories: 480 } }),
  });
  const cokeItem = testItem({
    id: 89,
    name: "Coca-Cola",
    category: "Beverages",
    avgPriceUsd: 1.99,
    sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[],
    ...published({ Medium: { calories: 210 } }),
  });
  const menu = [
    toToolItem(friesItem),
    toToolItem(cokeItem),
    toToolItem({ id: 1, name: "Big Mac", category: "Burgers", avgPriceUsd: 5.58, ...published({ Standard: { calories: 590 } }) }),
  ];
  const index = indexBySlug(menu);
  const friesPage = sizeVariations(friesItem);

  test("sized items carry the item page's figures for each size; one-size items none", () => {
    assert.deepEqual(index.get("world-famous-fries")!.sizeFigures, friesPage);
    assert.equal(index.get("big-mac")!.sizeFigures, undefined);
  });
  test("the URL format: slug[:size][:qty]; old links read as before; medium is the default and is left out", () => {
    const o = parseOrder(
      "world-famous-fries:small:1,world-famous-fries:large:3,big-mac:2,coca-cola:large,world-famous-fries:medium:2,world-famous-fries:1",
      index,
    );
    assert.deepEqual(o, [
      { slug: "world-famous-fries", size: "Small", quantity: 1 },
      { slug: "world-famous-fries", size: "Large", quantity: 3 },
      { slug: "big-mac", quantity: 2 },
      { slug: "coca-cola", size: "Large", quantity: 1 },
      { slug: "world-famous-fries", quantity: 3 },
    ]);
    assert.equal(formatOrder(o), "world-famous-fries:small:1,world-famous-fries:large:3,big-mac:2,coca-cola:large:1,world-famous-fries:3");
    assert.deepEqual(parseOrder(formatOrder(o), index), o);
    assert.equal(orderPath(o.slice(0, 2)), "/meal-calculator?order=world-famous-fries:small:1,world-famous-fries:large:3");
  });
  test("sizes that do not exist are refused: unknown words dropped, a size on a one-size item ignored", () => {
    assert.deepEqual(parseOrder("world-famous-fries:huge:2,world-famous-fries:large:2:1,big-mac:large:2,coca-cola:small:0", index), [
      { slug: "big-mac", quantity: 2 },
    ]);
  });
  test("lines are kept per size: adding, plus, minus and remove act on that size only", () => {
    let o: Order = [];
    o = orderReducer(o, { type: "add", slug: "world-famous-fries", size: "Small" });
    o = orderReducer(o, { type: "add", slug: "world-famous-fries", size: "Large" });
    o = orderReducer(o, { type: "add", slug: "world-famous-fries", size: "Large" });
    o = orderReducer(o, { type: "increment", slug: "world-famous-fries", size: "Large" });
    assert.deepEqual(o, [
      { slug: "world-famous-fries", size: "Small", quantity: 1 },
      { slug: "world-famous-fries", size: "Large", quantity: 3 },
    ]);
    assert.deepEqual(orderReducer(o, { type: "decrement", slug: "world-famous-fries", size: "Small" }), [
      { slug: "world-famous-fries", size: "Large", quantity: 3 },
    ]);
    assert.deepEqual(orderReducer(o, { type: "remove", slug: "world-famous-fries" }), o, "the Medium line is another line");
  });
  test("resize moves a line to another size, joining a line already in it", () => {
    const o: Order = [
      { slug: "world-famous-fries", quantity: 2 },
      { slug: "world-famous-fries", size: "Large", quantity: 1 },
    ];
    assert.deepEqual(orderReducer(o, { type: "resize", slug: "world-famous-fries", to: "Small" }), [
      { slug: "world-famous-fries", size: "Small", quantity: 2 },
      { slug: "world-famous-fries", size: "Large", quantity: 1 },
    ]);
    assert.deepEqual(orderReducer(o, { type: "resize", slug: "world-famous-fries", to: "Large" }), [
      { slug: "world-famous-fries", size: "Large", quantity: 3 },
    ]);
    assert.deepEqual(orderReducer(o, { type: "resize", slug: "world-famous-fries", size: "Large" }), [
      { slug: "world-famous-fries", quantity: 3 },
    ]);
    assert.deepEqual(orderReducer(o, { type: "resize", slug: "big-mac", to: "Large" }), o);
  });
  test("totals by size: one Small and three Large fries cost and count the item page's figures", () => {
    const [small, medium, large] = friesPage;
    const s = summarizeOrder(
      [
        { slug: "world-famous-fries", size: "Small", quantity: 1 },
        { slug: "world-famous-fries", size: "Large", quantity: 3 },
      ],
      index,
    );
    assert.equal(s.subtotal, Math.round((small.price + 3 * large.price) * 100) / 100);
    assert.equal(s.subtotal, 15.65); // 2.75 + 3 x 4.30
    assert.equal(s.calories, 220 + 3 * 480);
    assert.deepEqual(
      s.lines.map((l) => [l.sizeName, l.unitPrice, l.unitCalories]),
      [
        ["Small", small.price, 220],
        ["Large", large.price, 480],
      ],
    );
    assert.equal(s.caloriesMissing, 0);
    const m = summarizeOrder([{ slug: "world-famous-fries", quantity: 1 }], index);
    assert.deepEqual([m.lines[0].sizeName, m.subtotal, m.calories], ["Medium", medium.price, 320]);
  });
  test("a size with no published calories is left out of the total, which says how many items it leaves out", () => {
    const s = summarizeOrder(
      [
        { slug: "coca-cola", size: "Large", quantity: 2 },
        { slug: "coca-cola", quantity: 1 },
      ],
      index,
    );
    assert.equal(sizeVariations(cokeItem)[2].calories, null);
    assert.equal(s.calories, 210);
    assert.equal(s.caloriesMissing, 2);
    assert.equal(figuresFor(index.get("big-mac")!, "Large").size, "Standard", "a one-size item has no Large");
  });
});

test("a calculator's folded list opens the picked items' categories, and during a search those with results", () => {
  const items = [
    { name: "Big Mac", category: "Burgers" },
    { name: "McChicken", category: "Chicken & Fish" },
    { name: "Apple Pie", category: "Sweets & Treats" },
  ] as ToolItem[];
  const bySlug = indexBySlug(items);
  assert.deepEqual([...categoriesOf(["big-mac", "no-such-item"], bySlug)], ["Burgers"]);
  assert.deepEqual([...openCategories(["big-mac"], bySlug, "  ", [items[2]!])], ["Burgers"]);
  assert.deepEqual([...openCategories(["big-mac"], bySlug, "pie", [items[2]!])], ["Burgers", "Sweets & Treats"]);
});
