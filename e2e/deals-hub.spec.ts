// What a visitor reads on /deals-hub (spec §2 Deals hub): the sections the headings promise, and the items at $3
// or less as the API prices them. (domain/copy/deals-hub.test.ts checks the rules behind them.)
import { expect, test } from "@playwright/test";
import { apiMenu } from "../test-support/api-figures.ts";

const usd = (n: number) => `$${n.toFixed(2)}`;

test("the ways to save and the app steps are as many as their headings say, each a titled card", async ({ page }) => {
  await page.goto("/deals-hub");
  for (const [heading, count] of [
    ["Six Ways to Save", 6],
    ["Get App Deals in Three Steps", 3],
  ] as const) {
    const items = page.getByRole("region", { name: heading }).getByRole("listitem");
    await expect(items, heading).toHaveCount(count);
    for (const item of await items.all()) {
      await expect(item.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(item.locator("p").first()).not.toBeEmpty();
    }
  }
  // The steps are in order: an ordered list.
  await expect(page.getByRole("region", { name: "Get App Deals in Three Steps" }).locator("ol > li")).toHaveCount(3);
});

test("the best deals lead to the value menu, rewards, the visitor's deals and the menu", async ({ page }) => {
  await page.goto("/deals-hub");
  const links = page.getByRole("region", { name: "Best Deals Right Now" }).getByRole("link");
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/mcvalue", "/rewards", "/my-deals", "/"]);
});

test("items at $3 or less: the first six of the menu the API prices at $3 or less, each with that price", async ({ page, request }) => {
  const cheap = (await apiMenu(request)).filter((i) => i.avgPriceUsd <= 3).slice(0, 6);
  expect(cheap.length, "the menu has items at $3 or less").toBeGreaterThan(0);
  await page.goto("/deals-hub");
  const cards = page.getByTestId("cheap-items").getByRole("link");
  await expect(cards).toHaveCount(cheap.length);
  for (const [i, item] of cheap.entries()) {
    await expect(cards.nth(i)).toContainText(item.name);
    await expect(cards.nth(i).getByTestId("cheap-price")).toContainText(usd(item.avgPriceUsd));
  }
});
