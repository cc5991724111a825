import { expect, test } from "@playwright/test";
import { itemSlug } from "../domain/slug.ts";

/** Issue 14 part A, as a visitor sees it: published-or-absent nutrition, one calorie figure, honest dates, search. */

test.describe("nutrition is published or absent", () => {
  test("the Big Mac shows its published figures with % Daily Value; what is not published says so", async ({ page }) => {
    await page.goto("/menu/item/big-mac");
    const row = (key: string) => page.locator(`tr[data-nutrient="${key}"]`);
    await expect(row("calories")).toContainText("590");
    await expect(row("sodium")).toContainText("1,050 mg");
    await expect(row("sodium")).toContainText("46%");
    await expect(row("fat")).toContainText("34 g");
    await expect(row("fat")).toContainText("44%");
    await expect(row("transFat")).toContainText("not published");
    await expect(row("cholesterol")).toContainText("not published");
    await expect(page.locator("main")).not.toContainText("—");
  });

  test("Coca-Cola no longer has fibre made up from its carbs (it showed 5.5 g)", async ({ page }) => {
    await page.goto("/menu/item/coca-cola");
    await expect(page.locator('tr[data-nutrient="fiber"]')).toContainText("not published");
    await expect(page.locator('tr[data-nutrient="sugars"]')).toContainText("not published");
    await expect(page.locator('tr[data-nutrient="calories"]')).toContainText("200");
    await page.goto("/menu/item/coca-cola?size=Large");
    await expect(page.locator('tr[data-nutrient="calories"]')).toContainText("not published");
  });

  test("fries: each size shows the chain's own figure, not a scaled one (it showed 256/320/384)", async ({ page }) => {
    await page.goto("/menu/item/world-famous-fries");
    const sizes = page.locator("section", { has: page.getByRole("heading", { name: "Sizes and Prices" }) }).locator("tbody tr");
    await expect(sizes.nth(0)).toContainText("220 calories");
    await expect(sizes.nth(1)).toContainText("320 calories");
    await expect(sizes.nth(2)).toContainText("480 calories");
  });
});

test("an item without a published figure shows the same labelled estimate on the home card, its page and the calculator", async ({ page }) => {
  await page.goto("/menu/item/spicy-deluxe-mccrispy");
  const onPage = (await page.getByTestId("item-calories").textContent())!;
  expect(onPage).toMatch(/^~\d+ calories \(estimate\)$/);
  const n = onPage.match(/\d+/)![0];
  await expect(page.locator('tr[data-nutrient="calories"]')).toContainText("not published");

  await page.goto("/?q=spicy+deluxe");
  await expect(page.locator("article", { hasText: "Spicy Deluxe McCrispy" }).first()).toContainText(`~${n} cal (estimate)`);

  await page.goto("/meal-calculator?order=spicy-deluxe-mccrispy:1");
  await expect(page.getByTestId("total-calories")).toHaveText(n);
  await expect(page.getByText("(includes estimates)")).toBeVisible();

  await page.goto("/nutrition-calculator?items=spicy-deluxe-mccrispy");
  await expect(page.getByTestId("panel-calories")).toHaveText(n);
  await expect(page.getByText("(includes estimates)")).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Nutrition: published figures or nothing" })).toBeVisible();
});

test.describe("honest dates", () => {
  test("category pages say when prices were reviewed, from the data, not today's date", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { lastUpdated: string }[];
    const today = new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    await page.goto("/menu/burgers");
    const byline = page.locator("header p").filter({ hasText: "Prices checked" });
    await expect(byline).toBeVisible();
    expect(await byline.textContent()).not.toContain(today);
    const newest = prices.map((p) => p.lastUpdated).sort().at(-1)!;
    expect(newest < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  test("pages listing many items give the span of their check dates, and each item page's own date falls within it", async ({ page, request }) => {
    // It said "last checked October 30, 2025" on the calculator while an item page said October 13: the newest
    // check given as every item's.
    await page.goto("/meal-calculator");
    const span = (await page.getByTestId("prices-checked").locator("time").getAttribute("datetime")) ?? "";
    expect(span).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    const [oldest, newest] = span.split("/");
    // The item checked longest ago (its newest record is the oldest of all items') and a well-known one.
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; lastUpdated: string }[];
    const byItem = new Map<string, string>();
    for (const p of prices) if (p.lastUpdated > (byItem.get(p.itemName) ?? "")) byItem.set(p.itemName, p.lastUpdated);
    const stalest = [...byItem].sort((a, b) => a[1].localeCompare(b[1]))[0][0];
    for (const name of [stalest, "Big Mac"]) {
      await page.goto(`/menu/item/${itemSlug(name)}`);
      // The line may go on to say the price may be out of date: only its date is read here.
      const shown = /^Price last updated: (\w+ \d+, \d{4})/.exec((await page.getByText(/^Price last updated: /).textContent())!)![1];
      const iso = new Date(`${shown} UTC`).toISOString().slice(0, 10);
      expect(iso >= oldest && iso <= newest, `${name}: ${iso} within ${span}`).toBe(true);
      if (name === stalest) expect(iso, "the span starts at the item checked longest ago").toBe(oldest);
    }
    // The same span on the other pages that list the whole menu.
    await page.goto("/explore");
    await expect(page.locator("main")).toContainText(/\(estimates checked (\w+ \d+(, \d{4})? to )?(\w+ )?\d+, \d{4}\)/);
    await page.goto("/deals-hub");
    await expect(page.locator("main")).toContainText(/Prices are estimates, checked \w+ \d+/);
  });

  test("a figure over 12 months old says it may be out of date, beside its date, wherever its date is shown", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { lastUpdated: string }[];
    const newest = prices.map((p) => p.lastUpdated).sort().at(-1)!;
    const limit = new Date();
    limit.setUTCMonth(limit.getUTCMonth() - 12);
    const stale = newest < limit.toISOString().slice(0, 10);
    for (const [path, line] of [
      ["/menu/item/big-mac", page.getByText(/^Price last updated: /)],
      ["/menu/burgers", page.locator("header p").filter({ hasText: "Prices checked" })],
      ["/prices/texas", page.getByTestId("prices-checked")],
      ["/meal-calculator", page.getByTestId("prices-checked")],
      ["/deals-hub", page.getByTestId("deals-checked")],
    ] as const) {
      await page.goto(path);
      await expect(line.getByTestId("stale-note"), path).toHaveCount(stale ? 1 : 0);
      if (stale) await expect(line.getByTestId("stale-note")).toHaveText("May be out of date: more than 12 months old, and not re-checked since.");
    }
  });

  test("the deals hub is not headed with this month; it says when deals and prices were checked", async ({ page }) => {
    await page.goto("/deals-hub");
    const month = new Date().toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best McDonald's Deals");
    await expect(page.locator("main")).not.toContainText(`for ${month}`);
    await expect(page.getByTestId("deals-checked")).toContainText(/Deal details last checked \w+ \d+, \d{4}/);
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
    const list = page.getByRole("list", { name: "Prices in California" });
    await expect(list.getByRole("link", { name: "Coca-Cola (Medium)" })).toBeVisible();
    await expect(list.getByRole("link", { name: "World Famous Fries (Medium)" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Big Mac", exact: true })).toBeVisible();
    await expect(list.getByRole("link", { name: /^(Coca-Cola|World Famous Fries|Sprite)$/ })).toHaveCount(0);
  });
});
