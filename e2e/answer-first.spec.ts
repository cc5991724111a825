/**
 * The answer first, on a phone (390x844): on state and item pages the prices come before the forms and the
 * long explanations, which fold into <details> (their text stays in the page without JavaScript); a state page is
 * under 8 phone screens and an item page under 10, every section laid out (test-support/page-length.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { laidOutHeight } from "../test-support/page-length.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SCREEN = 844;

/** Where each element starts, from the top of the document. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("a state page: its menu of prices comes before the report form, and the page is under 8 phone screens", async ({ page }) => {
      await page.goto("/prices/texas");
      await page.waitForLoadState("networkidle");
      expect(await topOf(page, "#menu"), "the price list before the report form").toBeLessThan(await topOf(page, "#reported"));
      if (js) {
        const height = await laidOutHeight(page);
        expect(height, `the Texas page is ${(height / SCREEN).toFixed(1)} phone screens`).toBeLessThan(8 * SCREEN);
      }
      // Folded, not gone: the comparison table and every state are in the page without JavaScript too.
      await expect(page.locator("#compare-table-caption")).toHaveCount(1);
      await expect(page.locator("nav[aria-labelledby=other-states-title] li")).toHaveCount(50);
    });

    // A meal's page is the longest kind (its parts and what the meal saves come on top of the item's sections).
    for (const path of ["/menu/item/big-mac", "/menu/item/big-mac-extra-value-meal"]) {
      test(`an item page (${path}): the price answer first, the report and comment forms folded after the prices, and the page under 10 phone screens`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await topOf(page, "[data-testid=item-price]")).toBeLessThan(SCREEN);
        expect(await topOf(page, "#reported")).toBeLessThan(await topOf(page, "#leave-a-reply"));
        await expect(page.locator("[data-testid=report-fold] form")).toHaveCount(1);
        // Folded, not gone: the comment form is in the page, one tap away, with or without JavaScript.
        await expect(page.locator("[data-testid=comment-fold] form")).toHaveCount(1);
        if (js) {
          const height = await laidOutHeight(page);
          expect(height, `${path} is ${(height / SCREEN).toFixed(1)} phone screens`).toBeLessThan(10 * SCREEN);
        }
      });
    }
  });
}
