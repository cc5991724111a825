/**
 * sizes in both tools, on a phone, with and without JavaScript. Every expected figure is read from the
 * fries item page itself (its marked price and calories for the size), so the tools must show what the item page
 * shows, whatever the data says today.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { itemSlug } from "../domain/rules/slug.ts";
import { apiItem, apiMenu, caloriesOf, thousands } from "../test-support/api-figures.ts";

test.use({ viewport: { width: 390, height: 844 } });

interface Figures {
  price: number;
  calories: number;
}

/** What the World Famous Fries page shows for a size (its marked price and calories). */
async function itemPageFigures(page: Page, size: "Small" | "Medium" | "Large"): Promise<Figures> {
  await page.goto(`/menu/item/world-famous-fries?size=${size}`);
  const price = page.getByTestId("item-price");
  await expect(price).toHaveAttribute("data-price-size", size);
  const calories = page.getByTestId("item-calories");
  await expect(calories).toHaveAttribute("data-cal-size", size);
  return { price: Number(await price.getAttribute("data-price")), calories: Number(await calories.getAttribute("data-cal")) };
}

/**
 * Scrolls a control into view, waits until it stops moving, then clicks it. On a phone the order panel sits below
 * the whole menu list, whose cards stand in at a typical height until they come near the screen: right after a
 * jump there, the cards above lay out and move the panel (by 180 px in one measured case), which Playwright's
 * own two-frame stability check can miss, and the click then lands on the wrong size.
 */
async function clickSettled(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  // (Read twice 100 ms apart: with JavaScript off, animation-frame callbacks never run.)
  const top = () => control.evaluate((el) => el.getBoundingClientRect().top);
  await expect
    .poll(
      async () => {
        const before = await top();
        await new Promise((r) => setTimeout(r, 100));
        return before === (await top());
      },
      { message: "the control stops moving" },
    )
    .toBe(true);
  await control.click();
}

const money = (n: number) => `$${n.toFixed(2)}`;
const cal = (n: number) => n.toLocaleString("en-US");
const orderLines = (page: Page) => page.getByRole("list", { name: "Order lines" }).getByRole("listitem");
const addToOrder = (page: Page, size: string) =>
  page.getByRole("button", { name: new RegExp(`^Add World Famous Fries \\(${size}\\) to order`) });
const addToDay = (page: Page, size: string) =>
  page.getByRole("button", { name: new RegExp(`^Add World Famous Fries \\(${size}\\) to today's intake`) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "sizes with JavaScript" : "sizes without JavaScript", () => {
    test.use({ javaScriptEnabled });

    async function ready(page: Page) {
      if (javaScriptEnabled) await expect(page.locator("[data-ready]")).toHaveCount(1);
    }

    test("meal calculator: choosing Large fries prices and counts them at the item page's Large figures", async ({ page }) => {
      const medium = await itemPageFigures(page, "Medium");
      const large = await itemPageFigures(page, "Large");
      expect(large.price).toBeGreaterThan(medium.price);

      // A line added without a size (an old link) is the Medium; its size switch makes it Large.
      await page.goto("/meal-calculator?order=world-famous-fries:1");
      await ready(page);
      await expect(page.getByTestId("subtotal")).toHaveText(money(medium.price));
      await expect(page.getByTestId("total-calories")).toHaveText(cal(medium.calories));
      await clickSettled(
        orderLines(page)
          .getByRole("group", { name: /^Size of World Famous Fries/ })
          .getByRole("button", { name: "Large" }),
      );
      await expect(orderLines(page)).toHaveCount(1);
      await expect(orderLines(page)).toContainText("World Famous Fries (Large)");
      await expect(page.getByTestId("subtotal")).toHaveText(money(large.price));
      await expect(page.getByTestId("total-calories")).toHaveText(cal(large.calories));
      await expect.poll(() => new URL(page.url()).searchParams.get("order")).toBe("world-famous-fries:large:1");
      // The line's own figures carry the same marks as the item page.
      const unit = orderLines(page).locator("[data-price-item=world-famous-fries]");
      await expect(unit).toHaveAttribute("data-price", large.price.toFixed(2));
      await expect(unit).toHaveAttribute("data-price-size", "Large");
    });

    test("meal calculator: four fries as one Small and three Large", async ({ page }) => {
      const small = await itemPageFigures(page, "Small");
      const large = await itemPageFigures(page, "Large");
      await page.goto("/meal-calculator?q=fries");
      await ready(page);
      await addToOrder(page, "Small").click();
      await expect(orderLines(page)).toHaveCount(1);
      for (let i = 0; i < 3; i++) {
        await addToOrder(page, "Large").click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get("order"))
          .toBe(`world-famous-fries:small:1,world-famous-fries:large:${i + 1}`);
      }
      await expect(orderLines(page)).toHaveText([/World Famous Fries \(Small\)/, /World Famous Fries \(Large\)/]);
      await expect(page.getByTestId("subtotal")).toHaveText(money(Math.round((small.price + 3 * large.price) * 100) / 100));
      await expect(page.getByTestId("total-calories")).toHaveText(cal(small.calories + 3 * large.calories));
      await expect.poll(() => new URL(page.url()).searchParams.get("order")).toBe("world-famous-fries:small:1,world-famous-fries:large:3");
      // The add buttons show each size's figures as the item page does.
      await expect(addToOrder(page, "Large")).toContainText(money(large.price));
      await expect(addToOrder(page, "Small")).toContainText(`${cal(small.calories)} cal`);
    });

    test("nutrition tracker: Large fries count the item page's Large calories, and the size stays in the address", async ({ page }) => {
      const large = await itemPageFigures(page, "Large");
      // The item page, showing Large, links to the tracker with Large fries.
      await page.getByRole("region", { name: "More information" }).getByRole("link", { name: "Nutrition Tracker" }).click();
      await expect(page).toHaveURL(/\/nutrition-calculator\?items=world-famous-fries:large$/);
      await ready(page);
      await expect(page.getByTestId("panel-calories")).toHaveText(cal(large.calories));
      await expect(page.getByRole("list", { name: "Items added today" })).toContainText("World Famous Fries (Large)");

      // An empty day (`items=` wins over what this browser saved), then Large fries from the list.
      await page.goto("/nutrition-calculator?q=fries&items=");
      await ready(page);
      await expect(page.getByTestId("panel-count")).toHaveText("0");
      await addToDay(page, "Large").click();
      await expect(page.getByTestId("panel-count")).toHaveText("1");
      await expect(page.getByTestId("panel-calories")).toHaveText(cal(large.calories));
      await expect(page.getByTestId("intake")).toHaveText(`${cal(large.calories)} calories`);
      await expect.poll(() => new URL(page.url()).searchParams.get("items")).toBe("world-famous-fries:large");
      if (javaScriptEnabled) {
        // Kept in this browser: a visit without ?items= shows it again.
        await page.goto("/nutrition-calculator");
        await ready(page);
        await expect(page.getByTestId("panel-calories")).toHaveText(cal(large.calories));
      }
    });
  });
}

test("a size we have no calories for says so on its item page and in the calculator, and the total leaves it out and says so", async ({
  page,
  request,
}) => {
  const item = (await apiMenu(request)).find((i) => i.sizes && i.sizes.every((size) => caloriesOf(i, size) === null))!;
  const slug = itemSlug(item.name);
  await page.goto(`/menu/item/${slug}?size=Large`);
  const itemCalories = page.getByTestId("item-calories");
  await expect(itemCalories).toHaveText("calories not in our data");
  await expect(itemCalories).toHaveAttribute("data-cal", "none");
  await page.goto(`/meal-calculator?q=${encodeURIComponent(item.name)}`);
  const button = page.getByRole("button", { name: `Add ${item.name} (Large) to order` });
  const card = page.getByRole("listitem").filter({ has: button });
  await expect(card).toContainText("No size's calories are in our data");
  await expect(button.locator(`[data-cal-item=${slug}]`)).toHaveAttribute("data-cal", "none");
  await expect(button).toContainText("calories not in our data");
  await page.goto(`/meal-calculator?order=${slug}:large:2,big-mac:1`);
  // The known sum, labelled partial, naming what it lacks.
  await expect(page.getByTestId("total-calories")).toHaveText(
    `at least ${thousands(caloriesOf(await apiItem(request, "Big Mac"))!)}; no figure for the ${item.name} (Large)`,
  );
});
