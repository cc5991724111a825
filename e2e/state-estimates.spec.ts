/**
 * Any item in any state: item pages list all 50 states, every price an estimate from the price model (nothing
 * was measured) or an advertised deal's price;
 * state pages list the whole menu, state data first, sortable with plain links (no JavaScript needed).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/** The states no dated survey prices: their level is our earlier estimate (data/state-levels.json). */
const estimatedLevels = (
  JSON.parse(readFileSync(new URL("../data/state-levels.json", import.meta.url), "utf8")) as { state: string }[]
).map((l) => l.state);

test.describe("state prices for every item", () => {
  test("an item shows 50 states, each our estimate for the price index's month, with the map", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; lastUpdated: string }[];
    const sprite = prices.filter((p) => p.itemName === "Sprite");
    expect(sprite).toHaveLength(50);
    const month = new Date(`${sprite[0].lastUpdated}-01T00:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await page.goto("/menu/item/sprite");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Price by State" }) });
    const rows = section.locator("table").last().locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasText: "Estimate" })).toHaveCount(50);
    await expect(section).toContainText(
      `in all 50 states: each our estimate for ${month}, the national estimate times the state's level: for ${50 - estimatedLevels.length} states from the newest published survey that prices the state, for the other ${estimatedLevels.length} our earlier estimate`,
    );
    await expect(section).not.toContainText(/measured|last reviewed/i);
    await expect(section.getByRole("link", { name: "how we estimate" })).toHaveAttribute("href", "/about#state-model");
    await expect(section.locator('svg a[href="/prices/alaska"]')).toHaveAttribute(
      "aria-label",
      /^Alaska: Sprite \$\d+\.\d\d \(estimate\)$/,
    );
  });

  test("every state price is an estimate, never 'Measured'; an advertised deal is its advertised price, with its published regional price", async ({
    page,
  }) => {
    for (const slug of ["big-mac", "mcchicken"]) {
      await page.goto(`/menu/item/${slug}`);
      const rows = page
        .locator("section", { has: page.getByRole("heading", { name: "Price by State" }) })
        .locator("table")
        .last()
        .locator("tbody tr");
      await expect(rows).toHaveCount(50);
      await expect(rows.filter({ hasText: "Estimate" })).toHaveCount(50);
      await expect(rows.filter({ hasText: "Measured" })).toHaveCount(0);
    }
    // The $5 Meal Deal: $6 was reported in the high-cost markets (Alaska among them), $5 elsewhere.
    await page.goto("/prices/alaska");
    const alaska = page.locator("#menu tbody tr", { has: page.locator("a", { hasText: /^\$5 Meal Deal$/ }) });
    await expect(alaska).toContainText("Advertised price");
    await expect(alaska.locator('[data-price-kind="state"]')).toHaveAttribute("data-price", "6.00");
    await page.goto("/prices/texas");
    const texas = page.locator("#menu tbody tr", { has: page.locator("a", { hasText: /^\$5 Meal Deal$/ }) });
    await expect(texas.locator('[data-price-kind="state"]')).toHaveAttribute("data-price", "5.00");
  });

  test("the same state price on the item page and the state page, and the same national price", async ({ page }) => {
    await page.goto("/menu/item/sprite");
    const vermontOnItem = await page.locator('[data-price-kind="state"][data-price-state="vermont"]').first().getAttribute("data-price");
    await page.goto("/prices/vermont");
    const row = page.locator("#menu tbody tr", { has: page.locator("a", { hasText: /^Sprite \(Medium\)$/ }) });
    await expect(row).toContainText("Estimate");
    await expect(row.locator('[data-price-kind="state"]')).toHaveAttribute("data-price", vermontOnItem!);
  });

  for (const js of [true, false]) {
    test(`a state page lists the whole menu in groups, meals first and state data first in each, and sorts by price with a link (${js ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      const items = (await (await page.request.get("/api/menu-items")).json()) as { fixedPrice?: boolean }[];
      await page.goto("/prices/texas");
      const rows = page.locator("#menu tbody tr");
      await expect(rows).toHaveCount(items.length);
      // Grouped: the meals first, then each category; within each group, state data first.
      await expect(page.locator("#menu h3").first()).toHaveText("Meals");
      const groups = page.locator("#menu details");
      const kindsByGroup = await groups.evaluateAll((sections) =>
        sections.map((sec) => [...sec.querySelectorAll("tbody tr")].map((tr) => tr.getAttribute("data-state-kind"))),
      );
      // Every item but the advertised deals is an estimate stored by the price model.
      expect(kindsByGroup.flat().filter((k) => k === "stored")).toHaveLength(items.filter((i) => !i.fixedPrice).length);
      for (const kinds of kindsByGroup) {
        const firstOther = kinds.findIndex((k) => k !== "stored");
        // After them, estimates and the chain's fixed national prices (kind "national").
        if (firstOther >= 0) expect(kinds.slice(firstOther).every((k) => k === "estimate" || k === "national")).toBe(true);
      }
      await page.getByRole("link", { name: "Price, high to low" }).click();
      await expect(page).toHaveURL(/\/prices\/texas\?sort=price-desc/);
      await expect(page.locator("#menu [aria-current]")).toHaveText("Price, high to low");
      const pricesByGroup = await page
        .locator("#menu details")
        .evaluateAll((sections) =>
          sections.map((sec) =>
            [...sec.querySelectorAll('tbody [data-price-kind="state"]')].map((e) => Number(e.getAttribute("data-price"))),
          ),
        );
      expect(pricesByGroup.flat().length).toBe(items.length);
      for (const prices of pricesByGroup) expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      await context.close();
    });
  }

  test("a saved link with the stored-first order's older name (?sort=measured) opens that order, linked by its new name", async ({
    page,
  }) => {
    await page.goto("/prices/texas?sort=measured");
    await expect(page.locator("#menu [aria-current]")).toHaveText("Most precise first");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/prices\/texas$/);
    await page.getByRole("link", { name: "Name", exact: true }).click();
    await expect(page).toHaveURL(/\/prices\/texas\?sort=name/);
    await expect(page.getByRole("link", { name: "Most precise first" })).toHaveAttribute("href", /\?sort=stored#menu$/);
  });

  test("a state page says where its level comes from: a published survey, or our earlier estimate where no survey prices it", async ({
    page,
  }) => {
    expect(estimatedLevels.length).toBeGreaterThan(0);
    const estimated = estimatedLevels[0];
    const surveyed = ["California", "Texas", "New York"].find((s) => !estimatedLevels.includes(s));
    expect(surveyed).toBeTruthy();
    await page.goto(`/prices/${estimated.toLowerCase().replaceAll(" ", "-")}`);
    await expect(page.getByTestId("prices-checked")).toContainText(`times ${estimated}'s level, our earlier estimate: no published survey`);
    await expect(page.getByTestId("prices-checked")).not.toContainText("from the newest published survey");
    await page.goto(`/prices/${surveyed!.toLowerCase().replaceAll(" ", "-")}`);
    await expect(page.getByTestId("prices-checked")).toContainText(
      `times ${surveyed}'s level, from the newest published survey that prices it.`,
    );
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
