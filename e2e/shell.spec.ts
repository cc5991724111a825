import { expect, test } from "@playwright/test";
import { DATA_YEAR, PRICE_YEAR } from "../test-support/data-year.ts";

test.describe("site shell", () => {
  test("home page has the header, the footer notice and the category links", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    // "Updated" is the year of the price figures, the year the titles and headings name too.
    await expect(header.getByRole("link", { name: new RegExp(`^Menu Prices Updated ${PRICE_YEAR} ?, home$`) })).toBeVisible();
    for (const name of ["Secret Menu", "Reviews", "Prices by State", "Rewards", "Global Prices"]) {
      await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name })).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${DATA_YEAR}`);
    await expect(footer).toContainText(`Updated ${PRICE_YEAR}`);
    await expect(footer).toContainText("not affiliated");
    await expect(footer.getByRole("link", { name: "Chicken & Fish" })).toHaveAttribute("href", "/menu/chicken-and-fish");
    await expect(footer.getByRole("link", { name: "McCafé Coffees" })).toHaveAttribute("href", "/menu/mccafe-coffees");
    await expect(footer.getByRole("link", { name: "McDonald's Near Me" })).toHaveAttribute("href", "/mcdonalds-near-me");
  });

  test("the Tools dropdown opens and closes with the keyboard", async ({ page }) => {
    await page.goto("/");
    // Escape to close comes with the scripts, which load after the first paint.
    await page.waitForLoadState("networkidle");
    const nav = page.getByRole("navigation", { name: "Main" });
    const summary = nav.locator("summary", { hasText: "Tools" });
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Meal Calculator" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Meal Calculator" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Meal Calculator" })).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test("a Tools menu opened before the scripts arrive stays open when they do", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Tools" }).click();
    await expect(nav.getByRole("link", { name: "Meal Calculator" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(nav.getByRole("link", { name: "Meal Calculator" })).toBeVisible();
  });

  test("the mobile menu shows the links and a TOOLS group", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByLabel("Open menu").click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.getByText("TOOLS", { exact: true })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "All Tools" })).toHaveAttribute("href", "/tools");
    await expect(mobile.getByRole("link", { name: "Nutrition Tracker" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Global Prices" })).toBeVisible();
  });

  test("the phone menu lists every page once, Big Mac Prices, Near me and Contact among them, and fits a phone's screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByLabel("Open menu").click();
    const links = page.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(15);
    expect(new Set(hrefs).size, `listed twice: ${hrefs.filter((h, i) => hrefs.indexOf(h) !== i).join(", ")}`).toBe(hrefs.length);
    for (const href of ["/big-mac-prices", "/mcdonalds-near-me", "/contact", "/deals-hub", "/explore", "/compare"])
      expect(hrefs).toContain(href);
    const last = await links.last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(844);
  });

  test("the desktop header sits on one line at 1366 and 1280 px", async ({ page }) => {
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/menu/item/big-mac", "/prices/texas"]) {
        await page.goto(path);
        const tops = await page
          .getByRole("navigation", { name: "Main" })
          .locator(":scope > ul > li")
          .evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${width} px, ${path}`).toBe(1);
        expect((await page.locator("header").first().boundingBox())!.height, `${width} px, ${path}`).toBeLessThanOrEqual(72);
      }
    }
  });

  test("on a phone, page text keeps a margin from the screen's edges and the header fits on one row", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of ["/", "/menu/item/big-mac", "/menu/burgers", "/reviews", "/about", "/meal-calculator", "/no-such-page"]) {
      await page.goto(path);
      const h1 = await page.locator("main h1").first().boundingBox();
      expect(h1, path).not.toBeNull();
      expect(h1!.x, `${path}: h1 left edge`).toBeGreaterThanOrEqual(12);
      const summary = await page.getByLabel("Open menu").boundingBox();
      // "☰ Menu" on one line: a single line of the button is well under 60 px tall.
      expect(summary!.height, `${path}: menu button height`).toBeLessThan(56);
      const header = await page.locator("header").first().boundingBox();
      expect(header!.height, `${path}: header height`).toBeLessThanOrEqual(72);
    }
  });

  test("an unknown path answers 404 with the not-found screen, then goes home after 3 seconds", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("You will be automatically redirected to the homepage in 3 seconds...")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    for (const href of ["/my-deals", "/big-mac-prices", "/mcvalue-deals", "/delivery"]) {
      await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
    }
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6000 });
  });

  test("on the not-found screen, 'Stay on this page' stops the redirect home (WCAG 2.2.1)", async ({ page }) => {
    const start = Date.parse("2026-11-25T12:00:00Z");
    await page.clock.install({ time: start });
    const installed = Date.now();
    await page.goto("/no-such-page");
    await expect(page.getByText("You will be automatically redirected to the homepage in 3 seconds...")).toBeVisible();
    // Hydrated: the page's timers now run only when the test runs the clock, so the redirect cannot race the click.
    await page.clock.pauseAt(start + (Date.now() - installed) + 250);
    const stay = page.getByRole("button", { name: "Stay on this page" });
    await stay.click();
    await expect(page.getByRole("status").filter({ hasText: "the automatic redirect is off" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Staying on this page" })).toBeFocused();
    await page.clock.runFor(10_000);
    expect(new URL(page.url()).pathname).toBe("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("routing is case-insensitive: capitals redirect to the lowercase page", async ({ request }) => {
    const res = await request.get("/Menu/Item/Big-Mac?size=Large", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/menu/item/big-mac?size=Large");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});
