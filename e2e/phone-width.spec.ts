/**
 * No page is wider than a phone: on a 390 px screen, with JavaScript off (the first paint everyone gets), the page
 * scrolls only up and down. A select sized by its longest option made /prices 508 px wide; anything wide belongs in
 * a box that scrolls on its own (tables do), not in the page.
 */
import { expect, test } from "@playwright/test";
import { PAGES } from "../domain/rules/pages.ts";

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const screens = PAGES.filter((p) => (p.kind ?? "page") === "page" && !p.canonicalOf).map((p) => p.example ?? `/${p.path}`);

test("every screen fits a 390 px phone's width", async ({ page }) => {
  test.setTimeout(180_000);
  const tooWide: string[] = [];
  for (const url of screens) {
    await page.goto(url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${url}: ${width} px`);
  }
  expect(screens.length).toBeGreaterThan(30);
  expect(tooWide).toEqual([]);
});
