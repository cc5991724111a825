// What a visitor reads on /deals-hub (spec §2 Deals hub): the sections the headings promise, and the items at $3
// or less as the API prices them. (domain/copy/deals-hub.test.ts checks the rules behind them.)
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiMenu } from "../test-support/api-figures.ts";

const usd = (n: number) => `$${n.toFixed(2)}`;

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

test("the ways to save and the app steps are as many as their headings say, each a titled card", async ({ page }) => {
  await page.goto("/deals-hub");
  for (const name of [/^\w+ Ways? to Save$/, /^Get App Deals in \w+ Steps$/]) {
    const region = page.getByRole("region", { name });
    const heading = (await region.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const said = heading.split(" ").map((w) => WORDS.indexOf(w.toLowerCase()));
    const count = said.find((n) => n > 0) ?? Number(heading.match(/\d+/)?.[0]);
    const items = region.getByRole("listitem");
    await expect(items, heading).toHaveCount(count);
    for (const item of await items.all()) {
      await expect(item.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(item.locator("p").first()).not.toBeEmpty();
    }
  }
  // The steps are in order: an ordered list.
  await expect(page.getByRole("region", { name: /^Get App Deals in/ }).locator("ol > li")).toHaveCount(3);
});

/** The rewards rules the pages read (data/rewards.json), and what a visitor should see of one rule's figure. */
function rewardRules(): Map<string, { points?: number; sourceUrl: string; read: string }> {
  const rules = JSON.parse(readFileSync("data/rewards.json", "utf8")) as { id: string; points?: number; sourceUrl: string; read: string }[];
  return new Map(rules.map((r) => [r.id, r]));
}
const pts = (n: number | undefined) => `${n!.toLocaleString("en-US")} points`;
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

test("the rewards card and the points tip say rewards.json's earn rate and first reward, with the FAQ and the day it was read", async ({
  page,
}) => {
  const rules = rewardRules();
  const earn = rules.get("earn-rate")!;
  const first = rules.get("first-reward")!;
  await page.goto("/deals-hub");
  const card = page.getByRole("region", { name: "Best Deals Right Now" }).getByRole("listitem").filter({ hasText: "Rewards Points" });
  await expect(card).toContainText(`${pts(earn.points)} per $1 spent on eligible items, and rewards start at ${pts(first.points)}.`);
  await expect(card.getByRole("link", { name: /Rewards FAQ/ })).toHaveAttribute("href", earn.sourceUrl);
  await expect(card).toContainText(`read ${longDate(earn.read)}`);
  const tip = page
    .getByRole("region", { name: /Ways to Save$/ })
    .getByRole("listitem")
    .filter({ hasText: "Collect points" });
  await expect(tip).toContainText(`${pts(earn.points)} per $1 on eligible items, and rewards start at ${pts(first.points)}`);
});

test("the home page's deals line: rewards.json's earn rate with its FAQ, and the delivery fee range of the study in the data", async ({
  page,
}) => {
  const earn = rewardRules().get("earn-rate")!;
  const fees = (
    JSON.parse(readFileSync("data/delivery-estimate.json", "utf8")) as {
      deliveryFeeLowUsd: number;
      deliveryFeeHighUsd: number;
      sourceUrl: string;
    }[]
  )[0];
  await page.goto("/");
  const line = page.getByRole("region", { name: "Deals and delivery" }).locator("p").first();
  await expect(line).toContainText(`Rewards members collect ${pts(earn.points)} per $1 on eligible items`);
  await expect(line.getByRole("link", { name: /Rewards FAQ/ })).toHaveAttribute("href", earn.sourceUrl);
  await expect(line).toContainText(`${usd(fees.deliveryFeeLowUsd)} to ${usd(fees.deliveryFeeHighUsd)}`);
  await expect(line.locator(`a[href="${fees.sourceUrl}"]`)).toBeVisible();
});

test("the best deals lead to the value menu, rewards, the visitor's deals and the menu", async ({ page }) => {
  await page.goto("/deals-hub");
  // The site's own pages (the rewards card also links out to the chain's FAQ its figures are read from).
  const links = page.getByRole("region", { name: "Best Deals Right Now" }).locator('a[href^="/"]');
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
