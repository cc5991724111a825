/**
 * No zeros for unknowns, and a family's prices where it lives. The meal calculator's calorie total over an
 * item without a published figure is the known sum, labelled partial, naming what it lacks (never "0"); a group sees
 * its per-person price and calories; the calculator opens with the visitor's saved state and prices the order there.
 * Every expected figure is computed from the API (GET /api/menu-items, /api/prices).
 */
import { expect, test, type Page } from "@playwright/test";
import { MY_STATE_KEY } from "../components/my-state.ts";
import { itemSlug as slug } from "../domain/rules/slug.ts";
import { apiMenu, caloriesOf, thousands } from "../test-support/api-figures.ts";

const usd = (n: number) => `$${(Math.round(n * 100) / 100).toFixed(2)}`;

async function ready(page: Page) {
  await expect(page.locator("[data-ready]")).toHaveCount(1);
}

test.describe("meal calculator totals", () => {
  test("an item without a published calorie figure: the total is 'at least' the known sum and names it, per person too; alone it is no zero", async ({
    page,
    request,
  }) => {
    const menu = await apiMenu(request);
    const unknown = menu.find((i) => !i.sizes && caloriesOf(i) === null)!;
    const bigMac = menu.find((i) => i.name === "Big Mac")!;
    expect(unknown, "the menu has a one-size item without a calorie figure").toBeTruthy();
    const known = 2 * caloriesOf(bigMac)!;
    const order = `big-mac:2,${slug(unknown.name)}:1`;
    await page.goto(`/meal-calculator?order=${order}&people=4`);
    await ready(page);
    await expect(page.getByTestId("total-calories")).toHaveText(`at least ${thousands(known)}; no figure for the ${unknown.name}`);
    await expect(page.getByText("Total calories (partial)")).toBeVisible();
    await expect(page.getByTestId("calories-per-person")).toHaveText(
      `at least ${thousands(Math.round(known / 4))}; no figure for the ${unknown.name}`,
    );
    const total = 2 * bigMac.avgPriceUsd + unknown.avgPriceUsd;
    await expect(page.getByTestId("total")).toHaveText(usd(total));
    await expect(page.getByTestId("price-per-person")).toHaveText(usd(Math.round(Math.round(total * 100) / 4) / 100));

    await page.goto(`/meal-calculator?order=${slug(unknown.name)}:2&people=4`);
    await ready(page);
    await expect(page.getByTestId("total-calories")).toHaveText(`no figure for the ${unknown.name}`);
    await expect(page.getByTestId("calories-per-person")).toHaveText(`no figure for the ${unknown.name}`);
  });

  test("the calculator opens with the saved state and prices the order there; national prices stay one choice away", async ({
    page,
    request,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "texas"), MY_STATE_KEY);
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; state: string; price: number }[];
    const texas = prices.find((p) => p.itemName === "Big Mac" && p.state === "Texas")!.price;
    const national = (await apiMenu(request)).find((i) => i.name === "Big Mac")!.avgPriceUsd;
    expect(texas).not.toBe(national);
    await page.goto("/meal-calculator?order=big-mac:4&people=4");
    await expect(page).toHaveURL(/[?&]state=texas/);
    await ready(page);
    await expect(page.getByLabel("Prices for")).toHaveValue("texas");
    await expect(page.getByTestId("meal-state-basis")).toContainText("Our estimates for Texas");
    await expect(page.getByTestId("total")).toHaveText(usd(4 * texas));
    await expect(page.getByTestId("price-per-person")).toHaveText(usd(texas));
    await page.getByLabel("Prices for").selectOption("");
    await expect(page.getByTestId("total")).toHaveText(usd(4 * national));
    await expect(page).toHaveURL(/[?&]state=(&|$)/);
  });

  test("without JavaScript the state is a plain form: the order, people and state stay in the address", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; state: string; price: number }[];
    const texas = prices.find((p) => p.itemName === "Big Mac" && p.state === "Texas")!.price;
    await page.goto("/meal-calculator?order=big-mac:2&people=2");
    await page.getByLabel("Prices for").selectOption("texas");
    await page.getByRole("button", { name: "Show prices" }).click();
    await expect(page).toHaveURL(/state=texas/);
    await expect(page.getByTestId("total")).toHaveText(usd(2 * texas));
    await expect(page.getByTestId("price-per-person")).toHaveText(usd(texas));
    await context.close();
  });
});
