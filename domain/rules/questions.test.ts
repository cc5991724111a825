/**
 * The search's questions, read against the shipped menu: each pattern a diner types gets its kind of
 * answer, and every expected figure is computed here from the data's own functions, never typed in.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadDataSet } from "../../test-support/data-set.ts";
import { buildCatalog } from "../data/catalog.ts";
import { sizeVariations } from "./menu.ts";
import { nearestNames, resolveName } from "./names.ts";
import { figuresFor } from "./nutrition.ts";
import { answerQuestion, DOLLAR_MENU_MAX, FAMILY_DEFAULT, type QuestionAnswer, type QuestionItem } from "./questions.ts";
import { QUESTION_HINT } from "./search.ts";
import { questionCities } from "./cities.ts";
import { statePrice } from "./state-estimates.ts";

const catalog = buildCatalog(loadDataSet(), "test");
const items = catalog.menuItems;
const item = (name: string) => items.find((i) => i.name === name)!;
const ask = <K extends QuestionAnswer["kind"]>(q: string, kind: K) => {
  const a = answerQuestion(q, items);
  assert.equal(a?.kind, kind, `"${q}" should be read as ${kind}; got ${JSON.stringify(a)?.slice(0, 200)}`);
  return a as Extract<QuestionAnswer, { kind: K }>;
};

describe("an item with a nutrient", () => {
  test('"big mac calories" is the Big Mac\'s published calories, with its source and date', () => {
    const a = ask("big mac calories", "nutrient");
    const f = figuresFor(item("Big Mac"), "Standard")!;
    assert.equal(a.lines.length, 1);
    assert.equal(a.lines[0].name, "Big Mac");
    assert.equal(a.lines[0].value, f.calories);
    assert.deepEqual(a.lines[0].basis, f.basis);
    assert.equal(a.total, f.calories);
  });
  test('"protein in mcchicken" is the McChicken\'s protein in grams', () => {
    const a = ask("protein in mcchicken", "nutrient");
    assert.equal(a.nutrient, "protein");
    assert.equal(a.unit, "g");
    assert.equal(a.lines[0].name, "McChicken");
    assert.equal(a.lines[0].value, figuresFor(item("McChicken"))!.protein);
  });
  test("a misspelt item is read as the nearest name, and the answer says what was typed", () => {
    const a = ask("mcchiken calories", "nutrient");
    assert.equal(a.lines[0].name, "McChicken");
    assert.equal(a.lines[0].typed, "mcchiken");
  });
  test("a state in the question is not taken for part of the item's name", () => {
    assert.equal(ask("big mac calories texas", "nutrient").lines[0].name, "Big Mac");
  });
  test("a name that holds a nutrient's word is a name search, not a question", () => {
    assert.equal(answerQuestion("coca cola zero sugar", items), null);
    assert.equal(answerQuestion("low fat milk", items), null);
  });
});

describe("two items joined by and / +", () => {
  test('"calories in a large fries and a mcflurry" sums the Large fries and the McFlurry, sizes named', () => {
    const a = ask("calories in a large fries and a mcflurry", "nutrient");
    assert.deepEqual(
      a.lines.map((l) => [l.name, l.size]),
      [
        ["World Famous Fries", "Large"],
        ["McFlurry with OREO Cookies", "Standard"],
      ],
    );
    const expected = figuresFor(item("World Famous Fries"), "Large")!.calories! + figuresFor(item("McFlurry with OREO Cookies"))!.calories!;
    assert.equal(a.total, expected);
    assert.deepEqual(a.missing, []);
  });
  test('"big mac + fries" is a sum of prices and calories, the fries in the usual size, said to be assumed', () => {
    const a = ask("big mac + fries", "sum");
    const fries = a.lines.find((l) => l.name === "World Famous Fries")!;
    assert.equal(fries.size, "Medium");
    assert.equal(fries.sizeAssumed, true);
    const medium = sizeVariations(item("World Famous Fries")).find((s) => s.size === "Medium")!;
    assert.equal(a.totalPrice, Math.round((item("Big Mac").avgPriceUsd + medium.price) * 100) / 100);
    assert.equal(a.totalCalories, figuresFor(item("Big Mac"))!.calories! + medium.calories!);
    assert.equal(a.anyEstimate, true);
  });
  test("a part without a figure makes the total partial and is named, never counted as zero", () => {
    const noFigure = items.find((i) => !sizeVariations(i).some((s) => s.calories !== null))!;
    assert.ok(noFigure, "the data has an item without calories");
    const a = ask(`calories in a big mac and ${noFigure.name}`, "nutrient");
    assert.equal(a.total, figuresFor(item("Big Mac"))!.calories);
    assert.deepEqual(a.missing, [noFigure.name]);
  });
  test("a part that names nothing is reported with the nearest names", () => {
    const a = ask("calories in a big mac and a big macc burger", "nutrient");
    assert.ok(a.lines.some((l) => l.name === "Big Mac"));
    const b = ask("calories in a big mac and a qwzx", "nutrient");
    assert.deepEqual(
      b.unknown.map((u) => u.typed),
      ["qwzx"],
    );
  });
  test("a count before an item multiplies it; a number in the name stays the name's", () => {
    const a = ask("2 big macs calories", "nutrient");
    assert.equal(a.lines[0].quantity, 2);
    assert.equal(a.total, 2 * figuresFor(item("Big Mac"))!.calories!);
    assert.equal(ask("5 meal deal calories", "nutrient").lines[0].name, "$5 Meal Deal");
    assert.equal(ask("20 piece nuggets protein", "nutrient").lines[0].name, "20 Piece Chicken McNuggets");
  });
  test('a name with "and" in it stays one name', () => {
    assert.equal(answerQuestion("hotcakes and sausage", items), null);
    assert.deepEqual(
      ask("hotcakes and sausage calories", "nutrient").lines.map((l) => l.name),
      ["Hotcakes and Sausage"],
    );
    assert.deepEqual(
      ask("bacon egg & cheese biscuit calories", "nutrient").lines.map((l) => l.name),
      ["Bacon, Egg & Cheese Biscuit"],
    );
  });
});

describe("X vs Y", () => {
  test('"mcchicken vs mccrispy" opens compare with both', () => {
    const a = ask("mcchicken vs mccrispy", "compare");
    assert.equal(a.href, "/compare?items=mcchicken,mccrispy");
    assert.deepEqual(a.names, ["McChicken", "McCrispy"]);
  });
  test("near-miss names on either side are read", () => {
    assert.equal(ask("mc chicken versus big macc", "compare").href, "/compare?items=mcchicken,big-mac");
  });
});

describe("a price ceiling and a part of the day", () => {
  test('"under $5" lists items whose price is under five dollars, cheapest first, each an estimate or advertised', () => {
    const a = ask("under $5", "list");
    assert.equal(a.max, 5);
    assert.ok(a.lines.length > 0);
    for (const l of a.lines) {
      assert.ok(l.price <= 5, `${l.name} ${l.price}`);
      assert.equal(l.price, sizeVariations(item(l.name)).find((s) => s.size === l.size)!.price);
      assert.match(l.priceBasis.words, /^(estimate, US average, \w+ \d{4}|advertised price)/);
    }
    assert.deepEqual(
      a.lines.map((l) => l.price),
      [...a.lines.map((l) => l.price)].sort((x, y) => x - y),
    );
    const under = items.filter((i) => sizeVariations(i).some((s) => s.price <= 5)).length;
    assert.equal(a.count, under);
  });
  test('"dollar menu" says there is none in our data and lists items at the dollar-menu ceiling or less', () => {
    const a = ask("dollar menu", "list");
    assert.equal(a.dollarMenu, true);
    assert.equal(a.max, DOLLAR_MENU_MAX);
    assert.ok(a.lines.every((l) => l.price <= DOLLAR_MENU_MAX));
  });
  test('"cheap breakfast" is breakfast items, cheapest first', () => {
    const a = ask("cheap breakfast", "list");
    assert.equal(a.category, "Breakfast");
    const breakfast = items
      .filter((i) => i.category === "Breakfast")
      .map((i) => i.avgPriceUsd)
      .sort((x, y) => x - y);
    assert.equal(a.lines[0].price, breakfast[0]);
    assert.ok(a.lines.every((l) => item(l.name).category === "Breakfast"));
  });
  test('"burgers under 4.50" combines a category and a ceiling', () => {
    const a = ask("burgers under 4.50", "list");
    assert.equal(a.max, 4.5);
    assert.ok(a.lines.length > 0 && a.lines.every((l) => item(l.name).category === "Burgers" && l.price <= 4.5));
  });
});

describe("family and group sizes", () => {
  test('"family of 4" opens the meal calculator for four people', () => {
    const a = ask("family of 4", "group");
    assert.equal(a.people, 4);
    assert.equal(a.href, "/meal-calculator?people=4");
  });
  test('"family meal" assumes a family of four and says so; "for six people under $40" gives a per-person budget', () => {
    const a = ask("family meal", "group");
    assert.equal(a.people, FAMILY_DEFAULT);
    assert.equal(a.assumed, true);
    const b = ask("dinner for six people under $40", "group");
    assert.equal(b.people, 6);
    assert.equal(b.perPerson, Math.round((40 / 6) * 100) / 100);
  });
});

describe("not a question", () => {
  test("plain names, a place and a meal are left to the name search", () => {
    for (const q of ["big mac", "fries", "big mac meal texas", "mcflurry m&m", ""]) assert.equal(answerQuestion(q, items), null, q);
  });
  test("the browser's hint sends every question pattern to the server", () => {
    for (const q of [
      "big mac calories",
      "protein in mcchicken",
      "fries + coke",
      "mcchicken vs mccrispy",
      "under $5",
      "dollar menu",
      "cheap breakfast",
      "family of 4",
    ])
      assert.ok(QUESTION_HINT.test(q), q);
    assert.ok(!QUESTION_HINT.test("big mac meal texas"));
  });
  test("a long input is read as its first 200 characters", () => {
    const long = "calories in a big mac and a mcflurry and ".repeat(400);
    assert.deepEqual(answerQuestion(long, items), answerQuestion(long.slice(0, 200), items));
  });
});

describe("near-miss names everywhere a name is typed", () => {
  test('"mc chicken" is the McChicken; "mcchiken" too', () => {
    for (const typed of ["mc chicken", "MC-Chicken", "mcchiken"]) {
      const m = resolveName(typed, items);
      assert.equal(m.kind === "one" && m.item.name, "McChicken", typed);
    }
  });
  test('"crispy" offers every McCrispy, the plain one first', () => {
    const m = resolveName("crispy", items);
    assert.equal(m.kind, "several");
    if (m.kind !== "several") return;
    assert.equal(m.options[0].name, "McCrispy");
    assert.ok(m.options.every((o) => /crispy/i.test(o.name)));
  });
  test("a name with a typo that holds nothing offers the nearest names", () => {
    const close = resolveName("big macc", items);
    assert.equal(close.kind === "one" && close.item.name, "Big Mac");
    const m = resolveName("bigg makk", items);
    assert.equal(m.kind, "none");
    if (m.kind === "none") assert.equal(m.nearest[0].name, "Big Mac");
    assert.deepEqual(nearestNames("qqqqqqqqqq", items), []);
  });
});

describe("an item in a city: its state's figure, saying which state the city is in", () => {
  const places = {
    cities: questionCities(catalog.data.observedPrices),
    statePrice: (i: QuestionItem, state: string) => statePrice(catalog.statePrices, i, state),
  };
  const askIn = (q: string) => {
    const a = answerQuestion(q, items, places);
    assert.equal(a?.kind, "city", `"${q}" should be read as a city; got ${JSON.stringify(a)?.slice(0, 200)}`);
    return a as Extract<QuestionAnswer, { kind: "city" }>;
  };

  test('"big mac austin" is the Big Mac in Texas, at our Texas figure, linking to that page', () => {
    const a = askIn("big mac austin");
    assert.equal(a.city, "Austin");
    assert.equal(a.state, "Texas");
    assert.equal(a.lines.length, 1);
    assert.equal(a.lines[0].name, "Big Mac");
    assert.deepEqual(a.lines[0].statePrice, statePrice(catalog.statePrices, item("Big Mac"), "Texas"));
    assert.notEqual(a.lines[0].statePrice, null);
    assert.equal(a.lines[0].href, "/prices/texas/big-mac");
  });

  test('"mcchicken price in los angeles" is the McChicken in California (a large city not among the observed prices)', () => {
    const a = askIn("mcchicken price in los angeles");
    assert.equal(a.state, "California");
    assert.equal(a.lines[0].name, "McChicken");
    assert.deepEqual(a.lines[0].statePrice, statePrice(catalog.statePrices, item("McChicken"), "California"));
  });

  test("a sized item is priced in the size the state figures are for (Medium), whatever size was typed", () => {
    const a = askIn("large fries seattle");
    assert.equal(a.state, "Washington");
    assert.equal(a.lines[0].size, "Medium");
    assert.deepEqual(a.lines[0].statePrice, statePrice(catalog.statePrices, item(a.lines[0].name), "Washington"));
  });

  test('"michigan city" is the Indiana city, not the state of Michigan', () => {
    assert.equal(askIn("big mac michigan city").state, "Indiana");
  });

  test("a misspelt item in a city is still read, and an unknown one offers the nearest names", () => {
    assert.equal(askIn("big macc in houston").lines[0].name, "Big Mac");
    const a = askIn("zzqx burger in chicago");
    assert.equal(a.state, "Illinois");
    assert.ok(a.lines.length + a.unknown.length > 0);
  });

  test("a city in a calories question is dropped: calories are the same everywhere", () => {
    const a = answerQuestion("big mac calories in austin", items, places);
    assert.equal(a?.kind, "nutrient");
    assert.equal((a as Extract<QuestionAnswer, { kind: "nutrient" }>).lines[0].name, "Big Mac");
  });

  test("a state's name, a city alone, or no places given are not city questions", () => {
    assert.equal(answerQuestion("big mac new york", items, places), null);
    assert.equal(answerQuestion("austin", items, places), null);
    assert.equal(answerQuestion("big mac austin", items), null);
  });

  test("the cities include every observed price's city with its state, and no state's name", () => {
    const cities = questionCities(catalog.data.observedPrices);
    for (const o of catalog.data.observedPrices) {
      if (o.city && o.state && o.city !== o.state)
        assert.ok(
          cities.some((c) => c.city === o.city && c.state === o.state),
          `${o.city}, ${o.state}`,
        );
    }
    assert.ok(!cities.some((c) => c.city === "New York"));
  });
});
