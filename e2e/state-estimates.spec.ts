/**
 * Any item in any state (issue 17, item 3): item pages list all 50 states, every price an estimate (issue 27:
 * nothing was measured; stored ones and computed ones alike read "Estimate");
 * state pages list the whole menu, state data first, sortable with plain links (no JavaScript needed).
 */
import { expect, test } from "@playwright/test";

test.describe("state prices for every item", () => {
  test("an item without stored state prices shows 50 states, each marked as a price-level estimate, with the map", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string }[];
    expect(prices.some((p) => p.itemName === "Sprite")).toBe(false);
    await page.goto("/menu/item/sprite");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Price by State" }) });
    const rows = section.locator("table").last().locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasText: "Estimate" })).toHaveCount(50);
    await expect(section.locator('tbody tr[data-state-kind="estimate"]')).toHaveCount(50);
    await expect(section).toContainText("every price is our estimate. 0 are stored in our state data; the other 50 are worked out from each state's price level");
    await expect(section).not.toContainText(/measured|survey/i);
    await expect(section.getByRole("link", { name: "how we estimate" })).toHaveAttribute("href", "/about#state-estimates");
    await expect(section.locator('svg a[href="/prices/alaska"]')).toHaveAttribute("aria-label", /^Alaska: Sprite \$\d+\.\d\d \(estimate\)$/);
  });

  test("an item with stored state estimates calls every state price an estimate, never 'Measured'", async ({ page }) => {
    await page.goto("/menu/item/big-mac");
    const rows = page.locator("section", { has: page.getByRole("heading", { name: "Price by State" }) }).locator("table").last().locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasText: "Estimate" })).toHaveCount(50);
    await expect(rows.filter({ hasText: "Measured" })).toHaveCount(0);
    await page.goto("/menu/item/mcchicken");
    const mixed = page.locator("section", { has: page.getByRole("heading", { name: "Price by State" }) }).locator("table").last().locator("tbody tr");
    await expect(mixed.filter({ hasText: "Estimate" })).toHaveCount(50);
    await expect(mixed.filter({ hasText: "Measured" })).toHaveCount(0);
    await expect(page.locator('section:has(#state-title) table').last().locator('tbody tr[data-state-kind="stored"]')).toHaveCount(16);
  });

  test("the same state price on the item page and the state page, and the same national price", async ({ page }) => {
    await page.goto("/menu/item/sprite");
    const vermontOnItem = await page.locator('[data-price-kind="state"][data-price-state="vermont"]').first().getAttribute("data-price");
    await page.goto("/prices/vermont");
    const row = page.locator("#menu tbody tr", { has: page.getByRole("link", { name: "Sprite (Medium)", exact: true }) });
    await expect(row).toContainText("Estimate");
    await expect(row.locator('[data-price-kind="state"]')).toHaveAttribute("data-price", vermontOnItem!);
  });

  for (const js of [true, false]) {
    test(`a state page lists the whole menu in groups, meals first and state data first in each, and sorts by price with a link (${js ? "with" : "without"} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      const items = (await (await page.request.get("/api/menu-items")).json()) as unknown[];
      await page.goto("/prices/texas");
      const rows = page.locator("#menu tbody tr");
      await expect(rows).toHaveCount(items.length);
      // Grouped (issue 30): the meals first, then each category; within each group, state data first.
      await expect(page.locator("#menu h3").first()).toHaveText("Meals");
      const groups = page.locator("#menu section");
      const kindsByGroup = await groups.evaluateAll((sections) => sections.map((sec) => [...sec.querySelectorAll("tbody tr")].map((tr) => tr.getAttribute("data-state-kind"))));
      expect(kindsByGroup.flat().filter((k) => k === "stored")).toHaveLength(17);
      for (const kinds of kindsByGroup) {
        const firstOther = kinds.findIndex((k) => k !== "stored");
        // After them, estimates and the chain's fixed national prices (kind "national").
        if (firstOther >= 0) expect(kinds.slice(firstOther).every((k) => k === "estimate" || k === "national")).toBe(true);
      }
      await page.getByRole("link", { name: "Price, high to low" }).click();
      await expect(page).toHaveURL(/\/prices\/texas\?sort=price-desc/);
      await expect(page.locator("#menu [aria-current]")).toHaveText("Price, high to low");
      const pricesByGroup = await page.locator("#menu section").evaluateAll((sections) =>
        sections.map((sec) => [...sec.querySelectorAll('tbody [data-price-kind="state"]')].map((e) => Number(e.getAttribute("data-price")))),
      );
      expect(pricesByGroup.flat().length).toBe(items.length);
      for (const prices of pricesByGroup) expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      await context.close();
    });
  }

  test("a saved link with the stored-first order's older name (?sort=measured) opens that order, linked by its new name", async ({ page }) => {
    await page.goto("/prices/texas?sort=measured");
    await expect(page.locator("#menu [aria-current]")).toHaveText("State data first");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/prices\/texas$/);
    await page.getByRole("link", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(/\/prices\/texas\?sort=name/);
    await expect(page.getByRole("link", { name: "State data first" })).toHaveAttribute("href", /\?sort=stored#menu$/);
  });

  test("the state's level is the same figure on the home page and on its own page", async ({ page }) => {
    await page.goto("/prices/california");
    const verdict = (await page.getByTestId("state-verdict").textContent()) ?? "";
    const pct = verdict.match(/([\d.]+)% above/)?.[1];
    expect(pct).toBeTruthy();
    await page.goto("/");
    await expect(page.locator("#home-insights").locator("..")).toContainText(`California about ${pct}% above`);
  });
});
