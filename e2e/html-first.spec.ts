/**
 * The ways to a fast first paint, as a visitor sees them: the home page's static sections are server
 * islands (kept as sent, never emptied by React, and there again after client navigations), the scripts load
 * after the first paint and still make the page interactive, and JSON-LD never goes stale after navigating.
 */
import { expect, test, type Page } from "@playwright/test";

const hydrated = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
const faq = (page: Page) => page.locator("section[aria-labelledby=home-faq] details");

test("the home page's islands survive hydration and re-renders, open <details> included", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(faq(page)).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Pricing insights" })).toBeVisible();
  await faq(page).first().locator("summary").click();
  await expect(faq(page).first()).toHaveAttribute("open", "");
  // Instant search re-renders the page around the islands.
  await page.getByRole("searchbox", { name: "Search menu items" }).fill("mcflurry");
  await expect(page).toHaveURL(/q=mcflurry/);
  await expect(faq(page).first()).toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: "Big Mac price map of all 50 states" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("after client navigations the home page's islands come back with the page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
  await page.getByRole("link", { name: "View All Burgers" }).click();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Burgers");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Pricing insights" })).toBeVisible();
  await expect(faq(page)).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Top States by Locations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Big Mac price map of all 50 states" })).toBeAttached();
  // Back and forward again: the islands are there each time.
  await page.goBack();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Pricing insights" })).toBeVisible();
  expect(documents, "every navigation stayed in the app").toEqual([]);
});

test("scripts load after the page has painted, and the page becomes interactive", async ({ page, request }) => {
  // Nothing in the HTML fetches a build script on its own: the one module script waits for a frame first.
  const html = await (await request.get("/menu/item/coca-cola")).text();
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]+src="\/assets\//);
  const modules = [...html.matchAll(/<script\b([^>]*)>([^<]{0,40})/g)].filter((m) => /type="module"/.test(m[1]));
  expect(modules.map((m) => m[2])).toEqual([expect.stringMatching(/^await new Promise\(/)]);
  // With every build script held back, the page paints its content: the first paint waits for none of them.
  // (Compared as facts, not as the order two observers report them: Chromium reports a paint once it is on
  // screen, which can be after a fast local script has been fetched.)
  const release = await holdScripts(page);
  let scriptsDelivered = 0;
  page.on("requestfinished", (r) => /\/assets\/.*\.js$/.test(r.url()) && scriptsDelivered++);
  await page.goto("/menu/item/coca-cola", { waitUntil: "commit" });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: "Coca-Cola" })).toBeVisible();
  expect(scriptsDelivered).toBe(0);
  release();
  await hydrated(page);
  expect(scriptsDelivered).toBeGreaterThan(0);
  // Interactive: the size links switch the size in place, without loading a document.
  await page.waitForLoadState("networkidle");
  let documents = 0;
  page.on("request", (r) => r.resourceType() === "document" && documents++);
  await page.getByRole("navigation", { name: "Choose a size" }).getByRole("link", { name: /Large/ }).click();
  await expect(page.getByRole("heading", { name: "Nutrition Facts (Large)" })).toBeVisible();
  expect(documents).toBe(0);
});

test("JSON-LD describes the page that was loaded, and goes once the visitor navigates away", async ({ page }) => {
  await page.goto("/menu/item/big-mac");
  await hydrated(page);
  const types = () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"]));
  expect(await types()).toContain("MenuItem");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Burgers" }).click();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await expect.poll(types).toEqual([]);
});

test("an item page's static sections are an island: there after client navigations, and their links stay in the app", async ({ page }) => {
  await page.goto("/menu/burgers");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
  await page.getByRole("link", { name: "Big Mac", exact: true }).first().click();
  await expect(page).toHaveURL(/\/menu\/item\/big-mac$/);
  const states = page.getByRole("heading", { name: "Price by State" });
  await expect(states).toBeVisible();
  await expect(page.getByRole("heading", { name: "Burgers Prices" })).toBeVisible();
  // A state link inside the island (the 50-state table folded under the map): a client navigation, like every
  // other link of the app.
  const section = page.locator("section[aria-labelledby=state-title]");
  await section.getByText("Show the prices as a table").click();
  await section.locator("details table tbody a").first().click();
  await expect(page).toHaveURL(/\/prices\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(states).toBeVisible();
  expect(documents, "every navigation stayed in the app").toEqual([]);
});

/** Holds the page's scripts until `release()`: what a visitor does before they arrive. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("menu search text typed before the scripts arrive still filters once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search menu items" }).fill("mcflurry");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page).toHaveURL(/q=mcflurry/);
  await expect(page.locator("#menu").getByRole("heading", { level: 3 })).toHaveText(["Sweets & Treats"]);
});

test("country search text typed before the scripts arrive still filters once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/international-prices");
  const rows = page.locator("table").first().locator("tbody tr");
  await page.getByLabel("Search by country name").fill("united");
  await expect(rows).toHaveCount(54);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/\?q=united$/);
});
