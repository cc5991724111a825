/**
 * on a phone (390x844) the task comes first. Each test measures what a visitor sees in the first
 * screen or does with the tools, so a layout that pushes the task below the fold fails.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { laidOutHeight } from "../test-support/page-length.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SCREEN = 844;

/** The element is painted inside the first screen (top and bottom edges, before any scrolling). */
async function inFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN);
}

/** Some of the element's box is on the screen. */
const inViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

/** Waits until a smooth scroll (the site's, for in-page links) has stopped. */
async function waitForScrollEnd(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

async function ready(page: Page) {
  await expect(page.locator("[data-ready]")).toHaveCount(1);
}

test.describe("on a phone", () => {
  test("home: the menu search box and the category filter are in the first screen", async ({ page }) => {
    await page.goto("/");
    await inFirstScreen(page.getByRole("searchbox", { name: "Search menu items" }));
    await inFirstScreen(page.getByRole("button", { name: "All Items" }));
    await inFirstScreen(page.getByRole("button", { name: "Search", exact: true }));
  });

  test("home: the whole page is under 8 phone screens, every section laid out (an index to the answers)", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const height = await laidOutHeight(page);
    // The site ships no font of its own (system-ui): measured with the machine's, DejaVu Sans on Debian, a wide one.
    expect(height, `the home page is ${(height / SCREEN).toFixed(1)} phone screens`).toBeLessThan(8 * SCREEN);
  });

  test("home: a submitted search brings its results into view", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const box = page.getByRole("searchbox", { name: "Search menu items" });
    await box.fill("double filet");
    await box.press("Enter");
    const result = page.locator("#menu").getByRole("link", { name: "Double Filet-O-Fish" });
    await expect(result).toBeInViewport();
    await expect(page.getByText('Showing 1 result for "double filet"')).toBeVisible();
  });

  test("a category page shows its first price above the fold", async ({ page }) => {
    await page.goto("/menu/burgers");
    const cards = page.getByRole("list", { name: "Burgers items" }).getByRole("listitem");
    await inFirstScreen(
      cards
        .first()
        .getByText(/^\$\d+\.\d\d/)
        .first(),
    );
    // Compact cards: several fit in two screens, not one card per screen.
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBeLessThan(SCREEN * 1.5);
  });

  test("the tracker searches the whole menu: Filet-O-Fish is found and added; the total stays on screen", async ({ page }) => {
    await page.goto("/nutrition-calculator");
    await ready(page);
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("filet");
    const add = page.getByRole("button", { name: /^Add Filet-O-Fish to today's intake/ });
    await expect(add).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add Big Mac to today's intake/ })).toHaveCount(0);
    await add.click();
    await expect(page.getByRole("list", { name: "Items added today" })).toContainText("Filet-O-Fish");
    await expect(page).toHaveURL(/items=filet-o-fish/);
    // The running total is pinned to the screen while the list is scrolled.
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("");
    // The list is folded by category: the diner opens Beverages and scrolls to its end.
    await page.getByRole("region", { name: "Add Food" }).getByRole("heading", { level: 3, name: "Beverages", exact: true }).click();
    await page
      .getByRole("button", { name: /^Add Sweet Tea/ })
      .first()
      .scrollIntoViewIfNeeded();
    const bar = page.getByTestId("tracker-total-bar");
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText("1 item");
  });

  test("the tracker opens with ?items=filet-o-fish, and an item page links to it with the item", async ({ page }) => {
    await page.goto("/nutrition-calculator?items=filet-o-fish");
    await ready(page);
    await expect(page.getByRole("list", { name: "Items added today" })).toContainText("Filet-O-Fish");
    await expect(page.getByTestId("panel-count")).toHaveText("1");

    await page.goto("/menu/item/filet-o-fish");
    await page.getByRole("link", { name: "Nutrition Tracker" }).last().click();
    await expect(page).toHaveURL(/\/nutrition-calculator\?items=filet-o-fish$/);
    await ready(page);
    await expect(page.getByRole("list", { name: "Items added today" })).toContainText("Filet-O-Fish");
  });

  test("a four-person order shows calories per person and no whole-day warning; one person gets the warning", async ({ page }) => {
    // Four Big Macs and four large fries: well over 2,000 calories in all, under 2,000 each.
    await page.goto("/meal-calculator?order=big-mac:4,world-famous-fries:4&people=4");
    await ready(page);
    const total = Number((await page.getByTestId("total-calories").textContent())!.replace(/,/g, ""));
    expect(total).toBeGreaterThan(2000);
    const perPerson = Number((await page.getByTestId("calories-per-person").textContent())!.replace(/,/g, ""));
    expect(perPerson).toBe(Math.round(total / 4));
    await expect(page.getByTestId("calorie-warning")).toHaveCount(0);

    const people = page.getByRole("spinbutton", { name: "People sharing this order" });
    await people.fill("1");
    await expect(page.getByTestId("calorie-warning")).toContainText("whole day");
    await expect(page.getByTestId("calories-per-person")).toHaveCount(0);
    await people.fill("4");
    await expect(page.getByTestId("calorie-warning")).toHaveCount(0);
    await expect(page).toHaveURL(/people=4/);
  });

  test("chart labels stay at 13 px or more, the state page has no scroll box inside it, and the map offers a list", async ({ page }) => {
    await page.goto("/big-mac-prices");
    const sizes = await page.locator("figure svg[role=img]").evaluateAll((svgs) =>
      svgs
        .filter((svg) => (svg as SVGSVGElement).getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return [...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        }),
    );
    // The price history's axis labels (the city bar charts, which repeated the city lists, are gone).
    expect(sizes.length).toBeGreaterThan(6);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    await expect(page.getByRole("link", { name: "Choose a state from the list" })).toHaveAttribute("href", "/prices");

    await page.goto("/prices/california");
    // No scroll box inside the page: the page scrolls, a wide table at most sideways.
    const boxes = await page
      .locator("main *")
      .evaluateAll((els) =>
        els
          .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
    expect(boxes).toEqual([]);
    await expect(page.getByRole("table", { name: /^Meals: prices in California/ })).toBeVisible();
  });

  test("the state chosen once is used on another page", async ({ page }) => {
    await page.goto("/big-mac-prices");
    // Nothing chosen yet: the link goes to the state chooser.
    await expect(page.getByRole("link", { name: "your state's price page" })).toHaveAttribute("href", "/prices");

    await page.goto("/prices/texas");
    await page.getByRole("button", { name: "Make Texas my state" }).click();
    await expect(page.getByRole("button", { name: "Texas is your state" })).toHaveAttribute("aria-pressed", "true");

    // The saved state is read once the page's scripts run (after the first paint): the link points there then.
    await page.goto("/big-mac-prices");
    const link = page.getByRole("link", { name: "your state's price page" });
    await expect(link).toHaveAttribute("href", "/prices/texas");
    await link.click();
    await expect(page).toHaveURL(/\/prices\/texas$/);
    await expect(page.getByRole("heading", { level: 1, name: "Menu Prices in Texas" })).toBeVisible();

    // An item page (React) uses it too.
    await page.goto("/menu/item/big-mac");
    const itemLink = page.getByRole("link", { name: "Your state's prices" });
    await expect(itemLink).toHaveAttribute("href", "/prices/texas");
    await itemLink.click();
    await expect(page).toHaveURL(/\/prices\/texas$/);
  });
});

test.describe("my state and shared addresses", () => {
  // The chosen state lives in this browser and only decides where "your state" links go; a page whose content
  // depends on a state carries it in its address (/prices/<state>), so a shared link shows the sender's state.
  test("a shared state address shows that state, whatever the visitor saved; the saved one still leads from other pages", async ({
    page,
    browser,
  }) => {
    await page.goto("/prices/texas");
    await page.getByRole("button", { name: "Make Texas my state" }).click();
    await expect(page.getByRole("button", { name: "Texas is your state" })).toHaveAttribute("aria-pressed", "true");

    // A link someone shared: Vermont, not the saved Texas.
    await page.goto("/prices/vermont");
    await expect(page.getByRole("heading", { level: 1, name: "Menu Prices in Vermont" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Make Vermont my state" })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/prices\/vermont$/);

    // The chooser's GET form answer is an address too: /prices?state=vermont leads to the state's own address.
    await page.goto("/prices?state=vermont");
    await expect(page).toHaveURL(/\/prices\/vermont$/);

    // The same address in a browser with nothing saved shows the same state.
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(other.getByRole("heading", { level: 1, name: "Menu Prices in Vermont" })).toBeVisible();
    await fresh.close();

    // Back on another page, "your state" still means the saved Texas.
    await page.goto("/big-mac-prices");
    await expect(page.getByRole("link", { name: "your state's price page" })).toHaveAttribute("href", "/prices/texas");
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the state chooser works: 'your state' links lead to it and its form opens the state's page", async ({ page }) => {
    await page.goto("/big-mac-prices");
    await page.getByRole("link", { name: "your state's price page" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await page.getByLabel("Your state").selectOption("vermont");
    await page.getByRole("button", { name: "See prices" }).click();
    await expect(page).toHaveURL(/\/prices\/vermont$/);
    await expect(page.getByRole("heading", { level: 1, name: "Menu Prices in Vermont" })).toBeVisible();
    // The save button needs script: it is not offered.
    await expect(page.getByRole("button", { name: /my state/ })).toHaveCount(0);
  });

  test("the not-found page does not promise a redirect it cannot make", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(/redirected/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  });

  test("meal calculator: a Big Mac, medium fries and a medium Coke are added in under a screen of scrolling, and the order is one tap away", async ({
    page,
  }) => {
    // Each Add reloads the page at the item added; the next item is one tap away on the pinned category links.
    // The whole menu scrolled past instead was 15-20 phone screens.
    await page.goto("/meal-calculator");
    const jumps = page.getByRole("navigation", { name: "Menu categories" });
    let scrolled = 0;
    for (const [name, category] of [
      ["Big Mac", "Burgers"],
      ["World Famous Fries (Medium)", "Fries & Sides"],
      ["Coca-Cola (Medium)", "Beverages"],
    ]) {
      const add = page.getByRole("button", { name: new RegExp(`^Add ${name.replace(/[()]/g, "\\$&")} to order`) });
      // In the page, if in a folded category (a pinned category link opens it on the way there).
      await expect(
        page.getByRole("button", { name: new RegExp(`^Add ${name.replace(/[()]/g, "\\$&")} to order`), includeHidden: true }),
      ).toHaveCount(1);
      if (!(await add.isVisible()) || !(await inViewport(add))) {
        await jumps.getByRole("link", { name: category, exact: true }).click();
        await waitForScrollEnd(page);
      }
      // What is left to scroll to the button, and then it must be on screen and not under the pinned links.
      scrolled += await add.evaluate((el) => {
        const before = window.scrollY;
        el.scrollIntoView({ block: "nearest", behavior: "instant" });
        return Math.abs(window.scrollY - before);
      });
      await expect(add).toBeInViewport();
      const [button, links] = [await add.boundingBox(), await jumps.boundingBox()];
      expect(button!.y, `${name}: below the pinned category links`).toBeGreaterThanOrEqual(links!.y + links!.height - 1);
      await add.click();
      await expect(page).toHaveURL(/#pick-/);
    }
    expect(scrolled, `scrolled ${(scrolled / SCREEN).toFixed(1)} screens to the three Add buttons`).toBeLessThan(SCREEN);
    await page.getByTestId("order-total-bar").click();
    await waitForScrollEnd(page);
    await expect(page.getByTestId("total")).toBeInViewport();
    await expect(page.getByRole("list", { name: "Order lines" }).getByRole("listitem")).toHaveCount(3);
  });

  test("the tracker's search and the people count work as plain forms", async ({ page }) => {
    await page.goto("/nutrition-calculator");
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("sweet tea");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page
      .getByRole("button", { name: /^Add Sweet Tea/ })
      .first()
      .click();
    await expect(page.getByRole("list", { name: "Items added today" })).toContainText("Sweet Tea");

    await page.goto("/meal-calculator?order=big-mac:4");
    await page.getByRole("spinbutton", { name: "People sharing this order" }).fill("2");
    await page.getByRole("button", { name: "Set people" }).click();
    await expect(page).toHaveURL(/people=2/);
    await expect(page.getByTestId("calories-per-person")).toBeVisible();
  });
});
