/**
 * The search answers what a diner types, with and without JavaScript: a sum of calories with sizes,
 * the cheapest breakfast first, "X vs Y" to compare; the phone menu and an unknown address have a search; an
 * unknown state answers 404 with "did you mean". Expected figures come from /api/menu-items, never typed in.
 */
import { expect, test, type Page } from "@playwright/test";
import { apiItem, apiMenu, caloriesOf, thousands } from "../test-support/api-figures.ts";

test.use({ viewport: { width: 390, height: 844 } });

async function ask(page: Page, query: string) {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search menu items" });
  await box.fill(query);
  await box.press("Enter");
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test('"calories in a large fries and a mcflurry" answers the sum, each part with its size and source', async ({ page, request }) => {
      const fries = caloriesOf(await apiItem(request, "World Famous Fries"), "Large")!;
      const mcflurry = caloriesOf(await apiItem(request, "McFlurry with OREO Cookies"))!;
      await ask(page, "calories in a large fries and a mcflurry");
      await expect(page).toHaveURL(/\/search\?q=calories/);
      const answer = page.getByTestId("question-answer");
      await expect(answer.getByTestId("question-total")).toHaveText(`${thousands(fries + mcflurry)} cal`);
      await expect(answer.getByRole("link", { name: "World Famous Fries (Large)" })).toBeVisible();
      await expect(answer).toContainText("McFlurry with OREO Cookies");
      await expect(answer).toContainText("Published: McDonald's US nutrition calculator");
      await expect(answer).toBeInViewport();
    });

    test('"cheap breakfast" lists breakfast items cheapest first, each price labelled with its basis', async ({ page, request }) => {
      const breakfast = (await apiMenu(request)).filter((i) => (i as unknown as { category: string }).category === "Breakfast");
      const cheapest = [...breakfast].sort((a, b) => a.avgPriceUsd - b.avgPriceUsd || a.name.localeCompare(b.name))[0];
      await ask(page, "cheap breakfast");
      const first = page.getByTestId("question-list").getByRole("listitem").first();
      await expect(first).toContainText(cheapest.name);
      await expect(first.locator(`[data-price-item]`)).toHaveText(`$${cheapest.avgPriceUsd.toFixed(2)}`);
      await expect(first).toContainText(/estimate, US average, \w+ \d{4}|advertised price/);
    });

    test('"mcchicken vs mccrispy" leads to the comparison of both', async ({ page }) => {
      await ask(page, "mc chicken vs mccrispy");
      await page.getByRole("link", { name: "Compare McChicken and McCrispy side by side" }).click();
      await expect(page).toHaveURL(/\/compare\?items=mcchicken,mccrispy$/);
    });

    test("the phone menu's search answers a question", async ({ page, request }) => {
      const bigMac = caloriesOf(await apiItem(request, "Big Mac"))!;
      await page.goto("/reviews");
      await page.getByLabel("Open menu").click();
      const panel = page.getByRole("navigation", { name: "Mobile" });
      await panel.getByRole("searchbox", { name: "Search the menu" }).fill("big mac calories");
      await panel.getByRole("button", { name: "Search" }).click();
      await expect(page.getByTestId("question-total")).toHaveText(`${thousands(bigMac)} cal`);
    });
  });
}

test("a question naming a city answers with its state's figure, the one the item-in-state page shows, and names the state", async ({
  page,
}) => {
  await page.goto("/prices/texas/big-mac");
  const texas = page.locator('[data-price-kind="state"][data-price-item="big-mac"][data-price-state="texas"]').first();
  const shown = (await texas.textContent())!.trim();
  await page.goto(`/search?q=${encodeURIComponent("big mac austin")}`);
  const answer = page.getByTestId("question-answer");
  await expect(answer).toContainText("Austin is in Texas");
  await expect(answer.locator('[data-price-kind="state"][data-price-item="big-mac"][data-price-state="texas"]')).toHaveText(shown);
  await expect(answer.getByRole("link", { name: "Big Mac in Texas" })).toHaveAttribute("href", "/prices/texas/big-mac");
});

test.describe("a city typed in the home search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test('"mcchicken price in los angeles" goes to the answer for California', async ({ page }) => {
    await ask(page, "mcchicken price in los angeles");
    await expect(page).toHaveURL(/\/search\?q=mcchicken/);
    await expect(page.getByTestId("question-answer")).toContainText("Los Angeles is in California");
  });
});

test("an unknown state answers 404 with the state it may mean and a search", async ({ page }) => {
  const res = await page.goto("/prices/texass");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("State Not Found");
  await expect(page.getByText("Make Texass my state")).toHaveCount(0);
  await page.getByTestId("did-you-mean").getByRole("link", { name: "Texas" }).click();
  await expect(page).toHaveURL(/\/prices\/texas$/);
});

test("an unknown item answers 404 with the items it may mean, and the search there works", async ({ page }) => {
  const res = await page.goto("/menu/item/big-macc");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("did-you-mean").getByRole("link", { name: "Big Mac", exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Or search the menu" }).fill("protein in mcchicken");
  await page.getByRole("searchbox", { name: "Or search the menu" }).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=protein/);
  await expect(page.getByTestId("question-total")).toHaveText(/^\d+ g$/);
});

test('compare reads "mc chicken" and offers every McCrispy for "crispy"', async ({ page }) => {
  await page.goto("/compare?items=mc+chicken,crispy");
  await expect(page.getByRole("alert")).toContainText('"crispy" could be several items');
  await page.getByTestId("compare-offers").getByRole("link", { name: "Spicy McCrispy", exact: true }).click();
  await expect(page).toHaveURL(/\/compare\?items=mcchicken,spicy-mccrispy$/);
});
