/**
 * The controls a diner found broken, each as a diner uses it on a 390x844 phone: the meal calculator's
 * pinned bar, an Add without JavaScript, the review form's item list and the posted review.
 */
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the meal calculator's pinned bar lands on the order in one tap, and keeps its contrast after it", async ({ page }) => {
  await page.goto("/meal-calculator?order=big-mac:1,world-famous-fries:1");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const bar = page.getByTestId("order-total-bar");
  await expect(bar).toBeInViewport();
  await bar.click();
  const heading = page.getByRole("heading", { name: "Your Order", level: 2 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(-1);
  expect(top).toBeLessThan(200);
  // Scrolled back to the list, the bar reads as before: light text on the brand's green, never a link's colour.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.mouse.move(5, 5);
  const colours = await bar.evaluate((el) => ({
    text: getComputedStyle(el.querySelector("span")!).color,
    bg: getComputedStyle(el).backgroundColor,
  }));
  expect(contrast(colours.text, colours.bg)).toBeGreaterThanOrEqual(4.5);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an Add reloads the page at the item the diner added, not at the top", async ({ page }) => {
    await page.goto("/meal-calculator");
    // The menu is folded by category: the diner opens McChicken's, then adds it.
    await page.getByRole("heading", { level: 3, name: "Chicken & Fish", exact: true }).click();
    const add = page.getByRole("button", { name: /^Add McChicken to order/ });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(page).toHaveURL(/order=mcchicken.*#pick-mcchicken$/);
    await expect(page.getByRole("button", { name: /^Add McChicken to order/ })).toBeInViewport();
    // Not at the top: the page's heading has scrolled away (how far down depends on which categories are open).
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
    await expect(page.getByTestId("order-total-bar")).toBeInViewport();
  });
});

test("the review form lists each item once: McFlurry with OREO Cookies is not there twice", async ({ page }) => {
  await page.goto("/reviews/new");
  await expect(page.locator('select[name="itemName"] option', { hasText: /^McFlurry with OREO Cookies$/ })).toHaveCount(1);
  const names = await page.locator('select[name="itemName"] option').allTextContents();
  expect(new Set(names).size).toBe(names.length);
});

test("after posting a review, the new review is in view", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Submit Your Review" }).click();
  const dialog = page.getByTestId("review-modal");
  await dialog.getByLabel("Your Name").fill("Sam");
  await dialog.getByLabel("Location").fill("Austin, TX");
  await dialog.getByLabel("Menu Item").selectOption("McFlurry with OREO Cookies");
  await dialog.getByRole("radio", { name: "4 stars" }).check({ force: true });
  const text = `Thick and cold, worth it on a hot day ${Date.now()}.`;
  await dialog.getByLabel("Your Review").fill(text);
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText(text)).toBeInViewport();
});

for (const javaScriptEnabled of [true, false]) {
  test(`/compare takes two items typed by name in one go, and ranks only what can be ranked (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/compare");
    // A searchable list: the field offers the menu's names as one types.
    const first = page.getByLabel("First item");
    await expect(first).toHaveAttribute("list", "compare-choices");
    expect(await page.locator("#compare-choices option").count()).toBeGreaterThan(100);
    let loads = 0;
    page.on("load", () => loads++);
    await first.fill("McChicken");
    await page.getByLabel("Second item").fill("McCrispy");
    await page.getByRole("button", { name: "Add to comparison" }).click();
    await expect(page).toHaveURL(/\/compare\?items=mcchicken,mccrispy$/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader", { name: /McChicken/ })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: /McCrispy/ })).toBeVisible();
    expect(loads).toBe(1);
    // The spread across states is shown, not ranked; the marks say what they mean.
    await expect(table.getByRole("row", { name: /^Price across states/ }).locator("[data-best]")).toHaveCount(0);
    await expect(table.locator('[data-best="true"]').first()).toContainText(/Cheapest|Most protein per \$1|Best rated/);
    await expect(page.getByText("Best value")).toHaveCount(0);
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`"I paid a different price": the item page's price box leads to the report form with the item filled in (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/menu/item/big-mac");
    const link = page.getByRole("link", { name: "Paid a different price? Report it" });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/report-price\?item=big-mac$/);
    const item = page.getByRole("combobox", { name: /^Item/ });
    await expect(item).toHaveValue("Big Mac");
    await expect(item).toBeInViewport();
    await context.close();
  });
}
