/**
 * /explore with JavaScript updates the list as soon as a choice changes (no "Show items" press, no
 * page load), and the address follows; without JavaScript the same form is a plain GET form. Expected orders are
 * checked from the figures the table itself shows, and the filters against the API's data.
 */
import { expect, test, type Page } from "@playwright/test";

/** The result cards (MenuCard), their names and their figures as the page marks them. */
const rows = (page: Page) => page.getByTestId("explore-results").locator(":scope > li");
const FIGURES = {
  Calories: "[data-cal-item]",
  "Price (est.)": "[data-price-item]",
  "Protein per $": '[data-testid="protein-per-dollar"]',
} as const;
const numbers = async (page: Page, label: keyof typeof FIGURES) =>
  (await rows(page).locator(FIGURES[label]).allTextContents())
    .filter((t) => !t.includes("not in our data"))
    .map((t) => Number(t.replace(/,/g, "").match(/[0-9.]+/)![0]));

/** Marks the document; the mark survives only if no page load happened since. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { explored: boolean }).explored = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { explored?: boolean }).explored === true);

test.describe("/explore with JavaScript", () => {
  test("choosing a sort reorders the rows at once, without a button or a page load, and the address follows", async ({ page }) => {
    await page.goto("/explore?sort=price");
    const firstBefore = await rows(page).first().locator("h2").textContent();
    await markDocument(page);

    await page.getByLabel("Sort by").selectOption("calories");
    await expect(page).toHaveURL(/[?&]sort=calories/);
    await expect(page.getByTestId("explore-summary")).toContainText("sorted by calories, lowest first");
    const calories = await numbers(page, "Calories");
    expect(calories.length).toBeGreaterThan(20);
    expect(calories).toEqual([...calories].sort((a, b) => a - b));

    await page.getByLabel("Order").selectOption("desc");
    await expect(page).toHaveURL(/[?&]order=desc/);
    await expect(page.getByTestId("explore-summary")).toContainText("sorted by calories, highest first");
    const desc = await numbers(page, "Calories");
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(await rows(page).first().locator("h2").textContent()).not.toBe(firstBefore);
    expect(await sameDocument(page)).toBe(true);

    // The address is real: a reload shows the same table.
    const shown = await rows(page).locator("h2").allTextContents();
    await page.reload();
    await expect(rows(page).locator("h2")).toHaveText(shown);
  });

  test("filters apply as they change: a category, an allergen and a typed price limit", async ({ page, request }) => {
    const items = (await (await request.get("/api/menu-items")).json()) as { name: string; category: string; avgPriceUsd: number }[];
    const burgers = items.filter((i) => i.category === "Burgers");
    await page.goto("/explore");
    await markDocument(page);

    await page.getByLabel("Category").selectOption("Burgers");
    await expect(rows(page)).toHaveCount(burgers.length);
    await expect(page).toHaveURL(/category=Burgers/);

    const limit = [...burgers].sort((a, b) => a.avgPriceUsd - b.avgPriceUsd)[Math.floor(burgers.length / 2)].avgPriceUsd;
    await page.getByLabel("Max price ($)").fill(String(limit));
    await expect(rows(page)).toHaveCount(burgers.filter((b) => b.avgPriceUsd <= limit).length);
    await expect(page).toHaveURL(new RegExp(`max-price=${String(limit).replace(".", "\\.")}`));
    for (const price of await numbers(page, "Price (est.)")) expect(price).toBeLessThanOrEqual(limit);

    await page.getByText("Leave out allergens", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Milk" }).check();
    await expect(page).toHaveURL(/exclude=milk/);
    await expect(page.getByTestId("no-allergen-data")).toBeVisible();
    for (const cell of await rows(page).locator('[data-label="Allergens"]').allTextContents()) expect(cell).not.toContain("Milk");
    expect(await sameDocument(page)).toBe(true);
  });

  test("a sort link sorts in place, the form follows, and focus stays on the link", async ({ page }) => {
    await page.goto("/explore?sort=price");
    await markDocument(page);
    await page.getByRole("link", { name: /^Protein per \$/ }).click();
    await expect(page).toHaveURL(/sort=protein-per-dollar/);
    await expect(page.getByLabel("Sort by")).toHaveValue("protein-per-dollar");
    await expect(page.getByRole("link", { name: /^Protein per \$/ })).toBeFocused();
    const ppd = await numbers(page, "Protein per $");
    expect(ppd).toEqual([...ppd].sort((a, b) => b - a));
    expect(await sameDocument(page)).toBe(true);
  });

  test("a choice the server refuses says why, in place", async ({ page }) => {
    await page.goto("/explore");
    await page.getByLabel("Max calories").fill("-5");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/max-calories=-5/);
  });
});

test.describe("/explore without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form waits for Show items, then the server sorts", async ({ page }) => {
    await page.goto("/explore?sort=price");
    await page.getByLabel("Sort by").selectOption("calories");
    await expect(page).toHaveURL(/\/explore\?sort=price$/);
    await page.getByRole("button", { name: "Show items" }).click();
    await expect(page).toHaveURL(/sort=calories/);
    const calories = await numbers(page, "Calories");
    expect(calories).toEqual([...calories].sort((a, b) => a - b));
  });
});

test.describe("/explore reached as a diner reaches it", () => {
  test("after client-side navigation from the phone menu the filters apply at once, without a page load", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/menu/item/big-mac");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await markDocument(page);
    await page.getByLabel("Open menu").click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Explore the Menu" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.locator("form[data-instant-ready]")).toBeAttached();
    const all = await rows(page).count();
    await page.getByLabel("Category").selectOption("Breakfast");
    await expect(page).toHaveURL(/[?&]category=Breakfast/);
    await expect(rows(page).first().locator("h2")).toContainText(
      /McMuffin|Biscuit|McGriddles|Hotcakes|Burrito|Platter|Hash Browns|Oatmeal|Sausage/,
    );
    expect(await rows(page).count()).toBeLessThan(all);
    expect(await sameDocument(page)).toBe(true);
  });

  test('"Show items" brings the results into view, with and without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/explore");
      await page.getByLabel("Min protein (g)").fill("20");
      await page.getByRole("button", { name: "Show items" }).click();
      await expect(page).toHaveURL(/min-protein=20/);
      await expect(page.getByTestId("explore-summary"), `JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBeInViewport();
      await context.close();
    }
  });
});

test.describe("/explore a page at a time (the whole menu was 27 phone screens)", () => {
  test("the first 24 cards, then 'Show 24 more' adds the next page in place, focus on its first card", async ({ page, request }) => {
    const total = ((await (await request.get("/api/menu-items")).json()) as unknown[]).length;
    await page.goto("/explore?sort=price&order=asc");
    await expect(page.locator("form[data-instant-ready]")).toBeAttached();
    await expect(rows(page)).toHaveCount(24);
    await expect(page.getByTestId("explore-summary")).toHaveText(
      `${total} of ${total} items match, sorted by price, cheapest first. Showing the first 24.`,
    );
    const first24 = await rows(page).locator("h2").allTextContents();
    await markDocument(page);

    await page.getByRole("link", { name: "Show 24 more" }).click();
    await expect(rows(page)).toHaveCount(48);
    await expect(page).toHaveURL(/\/explore\?sort=price&shown=48$/);
    await expect(rows(page).nth(24).locator("h2 a")).toBeFocused();
    expect((await rows(page).locator("h2").allTextContents()).slice(0, 24)).toEqual(first24);
    // Still cheapest first across the pages.
    const prices = await numbers(page, "Price (est.)");
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await sameDocument(page)).toBe(true);

    // A filter starts the list again from its first page.
    await page.getByLabel("Category").selectOption("Beverages");
    await expect(page).toHaveURL(/category=Beverages/);
    await expect(page).not.toHaveURL(/shown=/);
  });

  test("without JavaScript 'Show 24 more' opens the longer list at its first new card; a bad 'shown' says why", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore?category=Breakfast");
    // Breakfast is one page (fewer than 24 items): no link.
    await expect(page.getByRole("link", { name: /^Show \d+ more$/ })).toHaveCount(0);
    await page.goto("/explore");
    await page.getByRole("link", { name: "Show 24 more" }).click();
    await expect(page).toHaveURL(/\/explore\?shown=48#result-25$/);
    await expect(rows(page)).toHaveCount(48);
    await expect(rows(page).nth(24)).toBeInViewport();
    const res = await page.goto("/explore?shown=lots");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(
      '"Shown" must be a whole number of items from 1 to 1000, like 48 (you gave "lots").',
    );
    await expect(rows(page)).toHaveCount(24);
    await context.close();
  });
});
