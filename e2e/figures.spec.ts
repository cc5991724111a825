import { expect, test } from "@playwright/test";
import { markedFigures } from "../domain/publish/price-hooks.ts";
import { itemSlug } from "../domain/rules/slug.ts";
import { apiItem, apiMenu, caloriesOf, thousands } from "../test-support/api-figures.ts";

/** As a visitor sees it: published-or-absent nutrition, one calorie figure, honest dates, search. */

test.describe("nutrition is published or absent", () => {
  test("the Big Mac shows the chain's published figures with their source and date, % Daily Value, and dates a field from an older edition", async ({
    page,
    request,
  }) => {
    const bigMac = (await apiItem(request, "Big Mac")).nutrition.Standard!;
    await page.goto("/menu/item/big-mac");
    const row = (key: string) => page.locator(`tr[data-nutrient="${key}"]`);
    await expect(row("calories")).toContainText(thousands(bigMac.calories!));
    await expect(row("fat")).toContainText(`${bigMac.fat} g`);
    await expect(row("fat")).toContainText(`${Math.round((bigMac.fat! / 78) * 100)}%`);
    await expect(row("sodium")).toContainText(`${thousands(bigMac.sodium!)} mg`);
    await expect(page.getByTestId("nutrition-source")).toContainText(`Published: ${bigMac.basis.source}`);
    const older = Object.entries(bigMac.fieldsAsOf ?? {})[0];
    if (older) await expect(row(older[0])).toContainText("(edition of ");
    await expect(page.locator("main")).not.toContainText("—");
  });

  test("an item with only some figures says 'not in our data' for the others, never a figure worked out from another", async ({
    page,
    request,
  }) => {
    const item = (await apiMenu(request)).find(
      (i) => !i.sizes && i.nutrition.Standard?.calories !== undefined && i.nutrition.Standard.fat === undefined,
    )!;
    await page.goto(`/menu/item/${itemSlug(item.name)}`);
    await expect(page.locator('tr[data-nutrient="calories"]')).toContainText(thousands(item.nutrition.Standard!.calories!));
    for (const key of ["fat", "fiber", "sugars"]) await expect(page.locator(`tr[data-nutrient="${key}"]`)).toContainText("not in our data");
  });

  test("each size shows that size's own published figure, not a scaled Medium", async ({ page, request }) => {
    const fries = await apiItem(request, "World Famous Fries");
    await page.goto("/menu/item/world-famous-fries");
    const sizes = page.locator("section", { has: page.getByRole("heading", { name: "Sizes and Prices" }) }).locator("tbody tr");
    for (const [n, size] of ["Small", "Medium", "Large"].entries())
      await expect(sizes.nth(n)).toContainText(`${thousands(caloriesOf(fries, size)!)} calories`);
    expect(caloriesOf(fries, "Large")).not.toBe(Math.round(caloriesOf(fries, "Medium")! * 1.2));
  });

  test("a meal's nutrition is the sum of its parts' published figures, labelled as a sum and never marked up as the meal's facts", async ({
    page,
    request,
  }) => {
    const menu = await apiMenu(request);
    const parts = [
      caloriesOf(menu.find((i) => i.name === "Big Mac")!)!,
      caloriesOf(
        menu.find((i) => i.name === "World Famous Fries")!,
        "Medium",
      )!,
      caloriesOf(
        menu.find((i) => i.name === "Coca-Cola")!,
        "Medium",
      )!,
    ];
    await page.goto("/menu/item/big-mac-extra-value-meal");
    await expect(page.locator('tr[data-nutrient="calories"]')).toContainText(thousands(parts.reduce((a, b) => a + b, 0)));
    await expect(page.getByTestId("nutrition-source")).toContainText(
      "Sum of published figures: Big Mac + World Famous Fries (Medium) + Coca-Cola (Medium)",
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join("")).not.toContain("NutritionInformation");
  });
});

test("an item we have no calorie figure for says so on its home card, its page and both calculators; totals leave it out and say so", async ({
  page,
  request,
}) => {
  const item = (await apiMenu(request)).find((i) => !i.sizes && caloriesOf(i) === null && i.avgPriceUsd > 1)!;
  const slug = itemSlug(item.name);
  await page.goto(`/menu/item/${slug}`);
  await expect(page.getByTestId("item-calories")).toHaveText("calories not in our data");
  await expect(page.locator('tr[data-nutrient="calories"]')).toContainText("not in our data");
  await expect(page.getByTestId("nutrition-source")).toContainText("we never estimate them");

  await page.goto(`/?q=${encodeURIComponent(item.name)}`);
  await expect(page.locator("article", { hasText: item.name }).first()).toContainText("calories not in our data");

  await page.goto(`/meal-calculator?order=${slug}:1,big-mac:1`);
  const bigMac = caloriesOf(await apiItem(request, "Big Mac"))!;
  // A total with an unknown part is the known sum, labelled partial, naming what it lacks: never a bare figure.
  await expect(page.getByTestId("total-calories")).toHaveText(`at least ${thousands(bigMac)}; no figure for the ${item.name}`);

  await page.goto(`/nutrition-calculator?items=${slug},big-mac`);
  await expect(page.getByTestId("panel-calories")).toContainText(`at least ${thousands(bigMac)}`);
  await expect(page.getByTestId("panel-calories")).toContainText(`no figure for the ${item.name}`);

  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Nutrition: published figures or nothing" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("per dollar of the item's average price");
});

test("the home page states each item figure once: an index to the answers, not the same price twice", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
    const home = await context.newPage();
    await home.goto("/");
    // Every marked figure (an item's price or calories, by item, size and basis), as the consistency crawl reads them.
    const keys = markedFigures(await home.content()).map((f) => f.key);
    expect(keys.length, "the home page marks its figures").toBeGreaterThan(20);
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated, `JavaScript ${javaScriptEnabled ? "on" : "off"}: figures shown more than once`).toEqual([]);
    // The headline Big Mac price leads to its page, where the menu's strip no longer lists it.
    await expect(home.getByRole("link", { name: "Average Big Mac price (our estimate)" })).toHaveAttribute("href", "/menu/item/big-mac");
    await context.close();
  }
});

test.describe("honest dates", () => {
  /** The month the estimates are for (the price index's newest, npm run model), from the API, and in words. */
  async function estimateMonth(request: import("@playwright/test").APIRequestContext) {
    const prices = (await (await request.get("/api/prices")).json()) as { lastUpdated: string }[];
    const month = prices
      .map((p) => p.lastUpdated)
      .sort()
      .at(-1)!;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    return {
      month,
      words: new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
    };
  }

  test("category pages say the month their estimates are for, from the data, not today's date", async ({ page, request }) => {
    const { month, words } = await estimateMonth(request);
    const today = new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    await page.goto("/menu/burgers");
    const byline = page.locator("header p").filter({ hasText: "are our estimates for" });
    await expect(byline).toContainText(`Prices are our estimates for ${words}`);
    expect(await byline.textContent()).not.toContain(today);
    expect(month < new Date().toISOString().slice(0, 7)).toBe(true);
  });

  test("every page listing many items and every item page give the same month for the estimates, and no review date", async ({
    page,
    request,
  }) => {
    // It said "last reviewed October 30, 2025" everywhere, a date no record carried: the month is the price index's.
    const { month, words } = await estimateMonth(request);
    await page.goto("/meal-calculator");
    await expect(page.getByTestId("prices-checked").locator("time")).toHaveAttribute("datetime", month);
    for (const name of ["Big Mac", "McChicken", "Hash Browns"]) {
      await page.goto(`/menu/item/${itemSlug(name)}`);
      await expect(page.getByTestId("price-basis"), name).toContainText(`Our estimate for ${words}`);
      await expect(page.locator("main"), name).not.toContainText(/last reviewed|Price last updated/);
    }
    const sentence = `Prices are our estimates for ${words}`;
    for (const path of ["/explore", "/deals-hub", "/meal-calculator"]) {
      await page.goto(path);
      await expect(page.locator("main"), path).toContainText(sentence);
      await expect(page.locator("main"), path).not.toContainText(/estimates checked|Prices checked|are estimates, checked|last reviewed/);
    }
    await page.goto("/compare?items=mcchicken,mccrispy");
    await expect(page.getByTestId("prices-checked")).toContainText(sentence);
  });

  test("a figure over 12 months old says it may be out of date, beside its date, wherever its date is shown", async ({ page, request }) => {
    const { month } = await estimateMonth(request);
    const limit = new Date();
    limit.setUTCMonth(limit.getUTCMonth() - 12);
    const stale = month < limit.toISOString().slice(0, 7);
    for (const [path, line] of [
      ["/menu/item/big-mac", page.getByTestId("price-basis")],
      ["/menu/burgers", page.locator("header p").filter({ hasText: "are our estimates for" })],
      ["/meal-calculator", page.getByTestId("prices-checked")],
    ] as const) {
      await page.goto(path);
      await expect(line.getByTestId("stale-note"), path).toHaveCount(stale ? 1 : 0);
      if (stale)
        await expect(line.getByTestId("stale-note")).toHaveText("May be out of date: more than 12 months old, and not re-checked since.");
    }
  });

  test("the deals hub is not headed with this month, and each deal rests on its sources, never a check", async ({ page }) => {
    await page.goto("/deals-hub");
    const month = new Date().toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best McDonald's Deals");
    await expect(page.locator("main")).not.toContainText(`for ${month}`);
    // The line under the heading is about the prices (their wording is the price model's); no deal is called checked.
    await expect(page.getByTestId("deals-checked")).not.toContainText(/checked/i);
    await expect(page.locator("main")).not.toContainText(/Deal details last checked|details last checked/);
    await page.goto("/mcvalue");
    // No check of a deal is recorded: its card says when it took effect and who reported it, from the data.
    const meal = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "$5 Meal Deal" }) });
    await expect(meal.getByTestId("deal-source")).toHaveText(
      "From June 25, 2024, as reported by Wall Street Journal via Mint (2024-05 (WSJ via Mint)).",
    );
    await expect(meal.getByRole("link", { name: "Wall Street Journal via Mint" })).toHaveAttribute("href", /livemint\.com/);
    await expect(page.locator("main")).not.toContainText(/last checked|Deals checked/);
  });
});

test.describe("search and sizes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [q, name] of [
    ["coke", "Coca-Cola"],
    ["nuggs", "10 Piece Chicken McNuggets"],
    ["mc flurry", "McFlurry with OREO Cookies"],
    ["shake", "Chocolate Shake"],
  ] as const) {
    test(`"${q}" finds ${name} on the server-rendered home page`, async ({ page }) => {
      await page.goto(`/?q=${encodeURIComponent(q)}#menu`);
      await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
      await expect(page.getByText(/Showing \d+ results? for/)).toBeVisible();
    });
  }

  test("a state page names the size its drink price is for", async ({ page }) => {
    await page.goto("/prices/california");
    const list = page.locator("#menu");
    // Categories beyond the first fold away; the names are in the page either way.
    await expect(list.locator("a", { hasText: /^Coca-Cola \(Medium\)$/ })).toHaveCount(1);
    await expect(list.locator("a", { hasText: /^World Famous Fries \(Medium\)$/ })).toHaveCount(1);
    await expect(list.locator("a", { hasText: /^Big Mac$/ })).toHaveCount(1);
    await expect(list.locator("a", { hasText: /^(Coca-Cola|World Famous Fries|Sprite)$/ })).toHaveCount(0);
  });
});
