/**
 * Finding by value as a diner sees it, with and without JavaScript: /explore sorts and filters the whole menu, /compare
 * puts items side by side and marks the better value, a meal's page adds up its parts, and the meal calculator
 * offers the cheaper meal. Expected answers are computed here from the API's data, never written in.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

interface ApiItem {
  name: string;
  category: string;
  avgPriceUsd: number;
  calories?: number;
  protein?: number;
  allergens: { contains: string[]; mayContain: string[]; unmapped?: string[] } | null;
}

const menu = async (request: APIRequestContext): Promise<ApiItem[]> => (await request.get("/api/menu-items")).json();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the explore pages, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("sorting /explore by protein per dollar puts the item with the most protein per dollar first", async ({ page, request }) => {
      const items = await menu(request);
      const ppd = (i: ApiItem) => Math.round(((i.protein ?? 0) / i.avgPriceUsd) * 10) / 10;
      const ranked = items
        .filter((i) => i.protein !== undefined && i.avgPriceUsd > 0)
        .sort((a, b) => ppd(b) - ppd(a) || a.name.localeCompare(b.name));
      const cheapest = [...items].sort((a, b) => a.avgPriceUsd - b.avgPriceUsd || a.name.localeCompare(b.name))[0];

      await page.goto("/explore?sort=price");
      await expect(page.getByTestId("explore-results").locator(":scope > li").first().locator("h2")).toHaveText(cheapest.name);
      await page.getByLabel("Sort by").selectOption("protein-per-dollar");
      await page.getByLabel("Order").selectOption("desc");
      await page.getByRole("button", { name: "Show items" }).click();
      await expect(page).toHaveURL(/sort=protein-per-dollar/);
      const first = page.getByTestId("explore-results").locator(":scope > li").first();
      await expect(first.locator("h2")).toHaveText(ranked[0].name);
      await expect(page.getByTestId("explore-summary")).toContainText(
        `${items.length} of ${items.length} items match, sorted by protein per dollar, highest first.`,
      );
      // The current sort's link sorts the other way.
      await page.getByRole("link", { name: /^Protein per \$/ }).click();
      await expect(page.getByTestId("explore-results").locator(":scope > li").first().locator("h2")).toHaveText(
        [...ranked].sort((a, b) => ppd(a) - ppd(b) || a.name.localeCompare(b.name))[0].name,
      );
    });

    test("choosing Price in the form lists the cheapest item first, whatever order the last sort had", async ({ page, request }) => {
      const items = await menu(request);
      const byPrice = [...items].sort((a, b) => a.avgPriceUsd - b.avgPriceUsd || a.name.localeCompare(b.name));
      // The page opens sorted by protein per dollar, highest first; the diner changes only "Sort by".
      await page.goto("/explore");
      await page.getByLabel("Sort by").selectOption("price");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Show items" }).click();
      await expect(page.getByTestId("explore-summary")).toContainText("sorted by price, cheapest first");
      await expect(page.getByTestId("explore-results").locator(":scope > li").first().locator("h2")).toHaveText(byPrice[0].name);
      await expect(page.getByLabel("Order")).toHaveValue("");
    });

    test("on a phone the whole filter form, its button included, is on the first screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/explore");
      const form = page.getByRole("form", { name: "Sort and filter the menu" });
      const box = await form.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await expect(form.getByRole("button", { name: "Show items" })).toBeInViewport();
      await expect(form.getByText("Leave out allergens", { exact: true })).toBeInViewport();
    });

    test("excluding milk keeps only items whose statement names no milk and says how many were left out without one", async ({
      page,
      request,
    }) => {
      const items = await menu(request);
      const noStatement = items.filter((i) => i.allergens === null).length;
      const kept = items.filter(
        (i) => i.allergens && !i.allergens.unmapped && ![...i.allergens.contains, ...i.allergens.mayContain].includes("Milk"),
      );
      expect(noStatement).toBe(21);
      expect(kept.length).toBe(26);

      await page.goto("/explore");
      // The nine allergens are folded under one line, so the other filters fit a phone's first screen.
      await page.getByText("Leave out allergens", { exact: true }).click();
      await page.getByRole("checkbox", { name: "Milk" }).check();
      await page.getByRole("button", { name: "Show items" }).click();
      await expect(page).toHaveURL(/exclude=milk/);
      await expect(page.getByTestId("no-allergen-data")).toContainText(
        `${noStatement} items were left out because we have no allergen statement for them`,
      );
      await expect(page.getByTestId("explore-summary")).toContainText(`${kept.length} of ${items.length} items match`);
      // The whole list on one page (it shows 24 at a time).
      const whole = new URL(page.url());
      whole.searchParams.set("shown", "48");
      whole.hash = "";
      await page.goto(whole.toString());
      const rows = page.getByTestId("explore-results").locator(":scope > li");
      await expect(rows).toHaveCount(kept.length);
      const names = await rows.locator("h2").allTextContents();
      expect(names.sort()).toEqual(kept.map((i) => i.name).sort());
      expect(names).not.toContain("Bacon McDouble");
      for (const cell of await rows.locator('[data-label="Allergens"]').allTextContents()) expect(cell).not.toContain("Milk");
      await expect(page.getByRole("checkbox", { name: "Milk" })).toBeChecked();
    });

    test("/compare with two items shows both and marks the better value in words", async ({ page, request }) => {
      const items = await menu(request);
      const a = items.find((i) => i.name === "Big Mac")!;
      const b = items.find((i) => i.name === "McDouble")!;
      const cheaper = a.avgPriceUsd < b.avgPriceUsd ? a : b;
      await page.goto("/explore?category=Burgers");
      await page.getByRole("link", { name: `Compare ${a.name}`, exact: true }).click();
      await expect(page).toHaveURL(/\/compare\?items=big-mac$/);
      await page.getByLabel("Pick an item to compare with").fill(b.name);
      await page.getByRole("button", { name: "Add to comparison" }).click();
      await expect(page).toHaveURL(/\/compare\?items=big-mac,mcdouble$/);
      const table = page.getByTestId("compare-table");
      await expect(table.getByRole("columnheader", { name: /Big Mac/ })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: /McDouble/ })).toBeVisible();
      const priceRow = table.getByRole("row", { name: /^Price \(est\., Medium or only size\)/ });
      const best = priceRow.locator('td[data-best="true"]');
      await expect(best).toHaveCount(1);
      await expect(best).toContainText("Cheapest");
      await expect(best).toContainText(`$${cheaper.avgPriceUsd.toFixed(2)}`);
      await table.getByRole("link", { name: "Remove McDouble" }).click();
      await expect(page).toHaveURL(/\/compare\?items=big-mac$/);
    });

    test("a meal's page shows the sum of its parts and the difference", async ({ page, request }) => {
      const items = await menu(request);
      const price = (name: string) => items.find((i) => i.name === name)!.avgPriceUsd;
      const meal = price("Big Mac Extra Value Meal");
      const parts = Math.round((price("Big Mac") + price("World Famous Fries") + price("Coca-Cola")) * 100) / 100;
      await page.goto("/menu/item/big-mac-extra-value-meal");
      const section = page.getByTestId("combo-saving");
      // The answer is in view; the parts' table is folded under it (a meal's page stays short on a phone).
      await expect(section.getByRole("link", { name: "Big Mac", exact: true })).toBeHidden();
      await section.getByText("Each part and its price", { exact: true }).click();
      await expect(section.getByRole("link", { name: "Big Mac", exact: true })).toBeVisible();
      await expect(section.getByTestId("parts-total")).toHaveText(`$${parts.toFixed(2)}`);
      await expect(section.getByTestId("combo-difference")).toHaveText(`$${Math.abs(parts - meal).toFixed(2)}`);
      await expect(page.getByTestId("delivery-estimate")).toContainText("estimated");
      // The published study the markup comes from, linked, with the date it was reported (delivery-estimate.json).
      const source = page.getByTestId("delivery-estimate").getByTestId("delivery-source");
      await expect(source).toHaveText(
        "From Self Financial's 2025 study of one McDonald's order in the 100 largest US cities, reported September 24, 2025.",
      );
      await expect(source.locator("a")).toHaveAttribute("href", /^https:\/\//);
    });

    test("the meal calculator offers the meal when the order holds its parts, and swaps to it", async ({ page }) => {
      await page.goto("/meal-calculator?order=big-mac:1,world-famous-fries:1,coca-cola:1");
      const tip = page.getByTestId("meal-suggestion");
      await expect(tip).toContainText("Big Mac Extra Value Meal");
      await expect(page.getByTestId("delivery-estimate")).toContainText(/In store \$\d+\.\d\d; through a delivery app, an estimated/);
      await expect(page.getByTestId("delivery-estimate").getByTestId("delivery-source")).toContainText("reported September 24, 2025");
      await tip.getByRole("link", { name: "Swap to the meal" }).click();
      await expect(page).toHaveURL(/order=big-mac-extra-value-meal:1$/);
      await expect(page.getByTestId("meal-suggestion")).toHaveCount(0);
    });
  });
}

test("hostile /explore and /compare queries get a 400 with a message, never a 5xx", async ({ request }) => {
  for (const url of [
    "/explore?max-price=%3Cscript%3E",
    `/explore?exclude=${"x,".repeat(2000)}`,
    "/compare?items=no-such-item",
    `/compare?items=${"a".repeat(5000)}`,
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(400);
    expect(await res.text()).not.toContain("<script>");
  }
});
