/**
 * The home search answers the diner's question: a state and a meal ("big mac meal texas") go to that
 * price, a size ("large fries") to that size, a typo ("mcchiken") still finds the item; with and without
 * JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

async function search(page: Page, query: string) {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search menu items" }).fill(query);
  await page.getByRole("searchbox", { name: "Search menu items" }).press("Enter");
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test('"big mac meal texas" opens the Big Mac meal with its Texas price leading, the national one beside it', async ({ page }) => {
      await search(page, "big mac meal texas");
      await expect(page).toHaveURL(/\/menu\/item\/big-mac-extra-value-meal\?state=texas#price$/);
      const lead = page.getByTestId("state-lead");
      await expect(lead).toContainText("In Texas");
      const texas = lead.locator('[data-price-kind="state"][data-price-state="texas"]');
      await expect(texas).toBeInViewport();
      await expect(texas).toHaveText(/^\$\d+\.\d\d$/);
      await expect(lead.locator('[data-price-item="big-mac-extra-value-meal"]:not([data-price-kind])')).toContainText("$");
      // The same figure as the page's state table (one function, one number).
      // (The table is folded under the map: its row is read without opening it.)
      const row = page.locator("tr", { has: page.locator('a[href="/prices/texas"]') }).locator('[data-price-state="texas"]');
      await expect(row).toHaveText((await texas.textContent())!);
    });

    test('"texas" finds the state', async ({ page }) => {
      await search(page, "texas");
      await expect(page).toHaveURL(/\/prices\/texas#menu$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Texas");
    });

    test('"large fries" offers the fries in Large', async ({ page }) => {
      await search(page, "large fries");
      const answer = page.getByTestId("search-answer").getByRole("link");
      await expect(answer).toHaveText(/World Famous Fries \(Large\)/);
      await answer.click();
      await expect(page).toHaveURL(/\/menu\/item\/world-famous-fries\?size=Large#price$/);
      await expect(page.getByRole("heading", { level: 2, name: "Nutrition Facts (Large)" })).toBeVisible();
    });

    test('"mcchiken" finds the McChicken', async ({ page }) => {
      await search(page, "mcchiken");
      await expect(page.locator("#menu").getByRole("link", { name: "McChicken", exact: true }).first()).toBeVisible();
      await expect(page.locator("#menu-results")).toContainText('Showing results for "mcchicken"');
    });
  });
}

test("choosing a state on an item page leads with it, and the choice is remembered on the next item", async ({ page }) => {
  await page.goto("/menu/item/big-mac");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByTestId("state-lead").getByLabel("Your state").selectOption("Ohio");
  await expect(page).toHaveURL(/state=ohio/);
  await expect(page.getByTestId("item-state-price")).toHaveAttribute("data-price-state", "ohio");
  await page.goto("/menu/item/mcchicken");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByTestId("item-state-price")).toHaveAttribute("data-price-state", "ohio");
  await expect(page.getByTestId("state-lead")).toContainText("In Ohio");
});
