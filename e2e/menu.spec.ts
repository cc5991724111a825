import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { apiItem, caloriesOf, thousands } from "../test-support/api-figures.ts";
import { CATEGORY_SLUG_ALIASES } from "../domain/rules/categories.ts";

// The 19 category slugs of the spec, defined once (domain/rules/categories.ts).
const ALIASES = CATEGORY_SLUG_ALIASES;

const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
const menu = (page: Page) => page.locator("#menu");

/** The rating the site should show for an item: the mean of its published reviews, to one decimal. */
async function ratingFromApi(request: APIRequestContext, itemName: string): Promise<{ average: number; count: number }> {
  // Every page of the API (50 at a time, newest first), following its Link cursor.
  const reviews: { itemName: string; rating: number }[] = [];
  for (let next: string | null = "/api/reviews?limit=100"; next;) {
    const res: APIResponse = await request.get(next);
    reviews.push(...((await res.json()) as { itemName: string; rating: number }[]));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers()["link"] ?? "")?.[1] ?? null;
  }
  const mine = reviews.filter((r) => r.itemName.toLowerCase() === itemName.toLowerCase());
  const average = mine.length ? Math.round((mine.reduce((n, r) => n + r.rating, 0) / mine.length) * 10) / 10 : 0;
  return { average, count: mine.length };
}

test.describe("home menu with JavaScript", () => {
  test("search filters instantly, keeps the URL in sync, and X resets it", async ({ page }) => {
    await page.goto("/");
    await expect(menu(page).getByRole("heading", { name: "Burgers", level: 3 })).toBeVisible();
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    const box = page.getByRole("searchbox", { name: "Search menu items" });
    await box.fill("MCFLURRY");
    await expect(page.getByText('Showing 2 results for "MCFLURRY"')).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "McFlurry with OREO Cookies" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Big Mac", exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=MCFLURRY/);
    await menu(page).getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    // The whole menu at a glance again; the Big Mac's card is left out of it, its price being the hero's figure.
    await expect(menu(page).getByRole("link", { name: "Quarter Pounder with Cheese", exact: true })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Big Mac", exact: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
  });

  test("search matches the cuisine, and a search with no match shows the panel; Clear Search resets", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search menu items" });
    await box.fill("dessert");
    await expect(page.getByText(/Showing \d+ results for "dessert"/)).toBeVisible();
    await box.fill("zzpizza");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.getByText('No menu items found for "zzpizza". Try a different search term.')).toBeVisible();
    await page.getByRole("button", { name: "Clear Search", exact: true }).click();
    await expect(box).toHaveValue("");
    await expect(page.getByRole("heading", { name: "No results found" })).toHaveCount(0);
  });

  test("category pills filter to one category; blocks show at most 6 cards with View All and '+ N more'", async ({ page }) => {
    await page.goto("/");
    const block = menu(page).locator("section", { has: page.getByRole("heading", { name: "Burgers", level: 3 }) });
    // Six cards; on the whole menu at a glance the '+ N more' link ends their strip.
    await expect(block.locator("article")).toHaveCount(6);
    await expect(block.getByRole("link", { name: "View All Burgers" })).toHaveAttribute("href", "/menu/burgers");
    await expect(block.getByRole("link", { name: /\+ 6 more items in category/ })).toHaveAttribute("href", "/menu/burgers");
    await expect(block).toContainText(/12 items, average price \$\d+\.\d\d/);
    const pill = menu(page).getByRole("button", { name: "Breakfast", exact: true });
    await pill.click();
    await expect(pill).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/category=Breakfast/);
    await expect(menu(page).getByRole("heading", { level: 3 })).toHaveText(["Breakfast"]);
    await menu(page).getByRole("button", { name: "All Items" }).click();
    await expect(menu(page).getByRole("heading", { level: 3 })).toHaveCount(9);
  });

  test("cards show the rating from the item's reviews, a price and calories, and no unmeasured 'Popular' badge", async ({
    page,
    request,
  }) => {
    // The site ships no reviews: this test posts the Quarter Pounder with Cheese's (no other test reviews it).
    for (const rating of [5, 4]) {
      const res = await request.post("/api/reviews", {
        data: {
          reviewer: "Card Check",
          itemName: "Quarter Pounder with Cheese",
          location: "Dayton, OH",
          rating,
          review: `Quarter Pounder, ${rating} stars from me.`,
        },
      });
      expect(res.status()).toBe(201);
    }
    const qpc = await ratingFromApi(request, "Quarter Pounder with Cheese");
    expect(qpc.count).toBeGreaterThanOrEqual(2);
    await page.goto("/?q=quarter%20pounder%20with%20cheese");
    const card = menu(page).locator("article", { has: page.getByRole("link", { name: "Quarter Pounder with Cheese", exact: true }) });
    await expect(
      card.getByRole("img", { name: `Rated ${qpc.average.toFixed(1)} out of 5 from ${qpc.count} review${qpc.count === 1 ? "" : "s"}` }),
    ).toBeVisible();
    await expect(card).toContainText(`${qpc.average.toFixed(1)} (${qpc.count})`);
    await page.goto("/?q=big%20mac");
    const bigMac = menu(page).locator("article", { has: page.getByRole("link", { name: "Big Mac", exact: true }) });
    // "Popular" went on every item over $5: popular with nobody measured. No card carries it.
    await expect(menu(page).getByText("Popular", { exact: true })).toHaveCount(0);
    await expect(bigMac).toContainText(`$${(await apiItem(request, "Big Mac")).avgPriceUsd.toFixed(2)}`);
    await expect(bigMac).toContainText(`${thousands(caloriesOf(await apiItem(request, "Big Mac"), "Standard")!)} cal`);
    await page.goto("/?q=sprite");
    const sprite = menu(page).locator("article").first();
    await expect(sprite).toContainText("Multiple sizes");
    await expect(sprite.getByText("Popular")).toHaveCount(0);
    // Nobody has reviewed Sprite: no stars rather than a made-up rating.
    await expect(sprite.getByRole("img", { name: /^Rated/ })).toHaveCount(0);
  });
});

test.describe("home menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search is a GET form answered by the server", async ({ page }) => {
    await page.goto("/?q=mcflurry&category=Sweets+%26+Treats#menu");
    await expect(page.getByText('Showing 2 results for "mcflurry"')).toBeVisible();
    await expect(menu(page).getByRole("button", { name: "Sweets & Treats" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("searchbox", { name: "Search menu items" }).fill("latte");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=latte&category=Sweets/);
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await menu(page).getByRole("button", { name: "All Items" }).click();
    await expect(page.getByText(/Showing \d+ results for "latte"/)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Latte", exact: true })).toBeVisible();
  });

  test("a pill filters by category through the server", async ({ page }) => {
    await page.goto("/");
    await menu(page).getByRole("button", { name: "Beverages" }).click();
    await expect(page).toHaveURL(/category=Beverages/);
    await expect(menu(page).getByRole("heading", { level: 3 })).toHaveText(["Beverages"]);
  });
});

test.describe("category pages", () => {
  test("every slug and alias of the spec shows its category name", async ({ request }) => {
    for (const [slug, name] of Object.entries(ALIASES)) {
      const res = await request.get(`/menu/${slug}`);
      expect(res.status(), slug).toBe(200);
      const html = (await res.text()).replace(/<!-- -->/g, "");
      expect(html, slug).toContain(`<h1>${name.replace("&", "&amp;")} Menu Prices</h1>`);
    }
  });

  test("a category lists its items with links, a cut description and the author bio", async ({ page }) => {
    await page.goto("/menu/chicken-fish");
    await expect(page.getByRole("heading", { name: "Chicken & Fish Menu Prices", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Chicken & Fish");
    await expect(page.getByRole("link", { name: "McChicken", exact: true })).toHaveAttribute("href", "/menu/item/mcchicken");
    await expect(page.getByRole("link", { name: "Breakfast menu" })).toHaveAttribute("href", "/menu/breakfast");
    const descriptions = await page.locator("main article p").allTextContents();
    expect(descriptions.every((d) => d.length <= 81)).toBe(true);
    await expect(page.getByRole("heading", { name: "About the author" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/menu\/chicken-and-fish$/);
  });

  test("an empty category and an unknown slug show the empty state", async ({ page }) => {
    await page.goto("/menu/condiments");
    await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
    await expect(page.getByText("This category doesn't have any menu items yet.")).toBeVisible();
    const res = await page.goto("/menu/late-night");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "late-night Menu Prices" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
  });

  test("a client navigation reaches the category page from the home page", async ({ page }) => {
    await page.goto("/");
    await menu(page).getByRole("link", { name: "View All Burgers" }).click();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    await expect(page.getByRole("heading", { name: "Burgers Menu Prices" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Big Mac", exact: true })).toBeVisible();
  });
});

test.describe("item pages", () => {
  test("sizes: Medium by default, Large is 1.25 times, instantly with JavaScript", async ({ page, request }) => {
    const coke = await apiItem(request, "Coca-Cola");
    await page.goto("/menu/item/coca-cola");
    await expect(page.getByRole("heading", { name: "Coca-Cola", level: 1 })).toBeVisible();
    const sizes = page.getByRole("navigation", { name: "Choose a size" });
    await expect(sizes.getByRole("link", { name: /Medium/ })).toHaveAttribute("aria-current", "true");
    const medium = dollars(await page.getByTestId("item-price").textContent());
    await page.waitForLoadState("networkidle");
    let documentRequests = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documentRequests++;
    });
    await sizes.getByRole("link", { name: /Large/ }).click();
    await expect(page).toHaveURL(/\?size=Large/);
    await expect(page.getByTestId("item-price")).toHaveText(`$${(medium * 1.25).toFixed(2)}`);
    // The Large's own published figure, not the Medium's scaled.
    await expect(page.getByTestId("item-calories")).toHaveText(`${thousands(caloriesOf(coke, "Large")!)} calories`);
    await expect(page.getByRole("heading", { name: "Nutrition Facts (Large)" })).toBeVisible();
    expect(documentRequests).toBe(0);
  });

  test("the page shows every section in the spec's order", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; lastUpdated: string }[];
    const newest = prices
      .filter((p) => p.itemName === "Big Mac")
      .map((p) => p.lastUpdated)
      .sort()
      .at(-1)!;
    const month = new Date(`${newest}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    // The site ships no reviews: one is posted so the reviews section has a rating to show.
    expect(
      (
        await request.post("/api/reviews", {
          data: {
            reviewer: "Order Check",
            itemName: "Big Mac",
            location: "Fargo, ND",
            rating: 4,
            review: "Big Mac for the section order check.",
          },
        })
      ).status(),
    ).toBe(201);
    await page.goto("/menu/item/big-mac");
    // Other tests post Big Mac reviews at the same time: the figure is checked on an item nobody else reviews below.
    await expect(page.getByTestId("item-reviews").getByText(/^\d\.\d\/5 from \d+ reviews?$/)).toBeVisible();
    await expect(page.getByTestId("price-basis")).toContainText(`Our estimate for ${month}`);
    // No preparation time: nothing measured one (the spec's "Ready in 3-5 mins" label was a claim nothing backed).
    await expect(page.getByText(/Ready in \d/)).toHaveCount(0);
    await expect(page.getByTestId("item-price")).toHaveText(`$${(await apiItem(request, "Big Mac")).avgPriceUsd.toFixed(2)}`);
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "About the Big Mac",
      "Sizes and Prices",
      "Nutrition Facts (Standard)",
      "Ingredients",
      "Dietary Information",
      "Allergens",
      "Pricing Guide",
      "Burgers Prices",
      "Price by State",
      "Leave a Reply",
      "More information",
      "About the author",
      "Frequently Asked Questions",
      "You Might Also Like",
    ];
    const positions = order.map((h) => headings.findIndex((x) => x.startsWith(h)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // 16 FAQs, the state map's "show as a table", the allergen statement's default components and where the price comes from,
    // and the six folds (every nutrient, the category's prices, how delivery is estimated, the report form, the
    // comment form, the FAQs after the second).
    await expect(page.locator("main details")).toHaveCount(25);
    // The first FAQ is open, and offers what is real instead of a sign-up for deal alerts nobody sends: following the item's reported price.
    const more = page.locator("main details", { has: page.getByTestId("what-we-send") });
    await expect(more).toHaveAttribute("open", "");
    await expect(more.getByRole("link", { name: "follow the Big Mac's reported price" })).toHaveAttribute(
      "href",
      "/alerts/follow?item=big-mac",
    );
    await expect(page.locator("main")).not.toContainText(/Sign up for deal alerts|not running yet/);
    const related = page.locator("section", { has: page.getByRole("heading", { name: "You Might Also Like" }) }).locator("article");
    await expect(related).toHaveCount(6);
    await expect(related.filter({ hasText: /^Big Mac/ })).toHaveCount(0);
    const table = page.locator("section", { has: page.getByRole("heading", { name: "Burgers Prices" }) }).locator("tbody tr");
    await expect(table).toHaveCount(9);
    const states = page.locator("section", { has: page.getByRole("heading", { name: "Price by State" }) });
    // The 50-state table is folded under the map (one table of the state prices): a tap opens it.
    await expect(states.locator("table")).toHaveCount(1);
    await states.getByText("Show the prices as a table").click();
    await expect(states.locator("table").last().getByRole("link", { name: "Wyoming", exact: true })).toHaveAttribute(
      "href",
      "/prices/wyoming",
    );
    await expect(states.locator("table").last().getByRole("link", { name: "Alaska", exact: true })).toHaveAttribute(
      "href",
      "/prices/alaska",
    );
  });

  test("the rating is the mean of the item's reviews: none yet, then what was posted; 'Be the first' fills in the item", async ({
    page,
    request,
  }) => {
    // Hash Browns has no seed reviews and no other test reviews it.
    await page.goto("/menu/item/hash-browns");
    await expect(page.getByTestId("item-hero-rating").getByText("No reviews yet", { exact: true })).toBeVisible();
    // The item's own stars ("Rated 4.0 out of 5"); related cards' stars also give their review count.
    await expect(page.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Be the first to review it" }).click();
    await expect(page).toHaveURL(/\/reviews\/new\?item=Hash%20Browns$/);
    await expect(page.getByLabel("Menu Item")).toHaveValue("Hash Browns");
    await expect(page.getByText("Category: Fries & Sides")).toBeVisible();
    for (const rating of [5, 2]) {
      const res = await request.post("/api/reviews", {
        data: { reviewer: "Rating Check", itemName: "hash browns", location: "Omaha, NE", rating, review: `Hash browns, ${rating} stars.` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/menu/item/hash-browns");
    await expect(page.getByTestId("item-hero-rating").getByText("3.5/5 from 2 reviews")).toBeVisible();
    await expect(page.getByTestId("item-hero-rating").getByRole("img", { name: "Rated 3.5 out of 5", exact: true })).toBeVisible();
    // The reviews section states the same rating.
    await expect(page.getByTestId("item-rating")).toContainText("3.5/5 from 2 reviews");
    await expect(page.getByRole("link", { name: "Write a review", exact: true })).toBeVisible();
  });

  test("allergens are the chain's statement: contains and may contain apart, with its source and capture date", async ({ page }) => {
    await page.goto("/menu/item/mcchicken");
    const block = page.getByTestId("allergens");
    await expect(block.getByTestId("allergens-contains")).toHaveText("Contains: Eggs, Wheat");
    await expect(block.getByTestId("allergens-may-contain")).toHaveText("May contain: Sesame");
    await expect(block.getByTestId("allergens-source")).toContainText(
      "Source: McDonald's US allergen statement, captured September 16, 2026.",
    );
    await expect(block.getByTestId("allergens-none")).toHaveCount(0);
    // The default components' own statements, where the sauce's egg shows.
    await block.getByText("By default component").click();
    await expect(
      block
        .getByRole("listitem")
        .filter({ hasText: /Mayonnaise|Sauce/ })
        .first(),
    ).toContainText("Eggs");

    await page.goto("/menu/item/big-mac");
    await expect(page.getByTestId("allergens-contains")).toHaveText("Contains: Milk, Eggs, Wheat, Soy, Sesame");
    await expect(page.getByTestId("allergens-may-contain")).toHaveText("May contain: nothing stated");

    await page.goto("/menu/item/sprite");
    await expect(page.getByTestId("allergens-contains")).toHaveText("Contains: none of the nine major allergens");
    await expect(page.getByTestId("allergens-source")).toContainText('(the chain\'s record "Sprite (Small)")');
  });

  test("a statement naming something outside the nine is quoted, not guessed; an item without one says so and lists nothing", async ({
    page,
  }) => {
    await page.goto("/menu/item/hot-caramel-sundae");
    await expect(page.getByTestId("allergens-contains")).toHaveText("Contains: Milk");
    await expect(page.getByTestId("allergens-may-contain")).toHaveText("May contain: nothing stated");
    await expect(page.getByTestId("allergens-unmapped")).toContainText('"May contain: Nuts"');

    for (const slug of ["bacon-mcdouble", "10-piece-chicken-mcnuggets"]) {
      await page.goto(`/menu/item/${slug}`);
      const block = page.getByTestId("allergens");
      await expect(block.getByTestId("allergens-none")).toHaveText(
        "We have no allergen statement for this item; check the chain's allergen guide.",
      );
      await expect(block.getByText(/Contains:|May contain:/)).toHaveCount(0);
      await expect(block.getByRole("listitem")).toHaveCount(0);
    }
  });

  test("an unknown item shows the not-found text with a 404", async ({ page }) => {
    const res = await page.goto("/menu/item/no-such-burger");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Menu Item Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find that menu item.")).toBeVisible();
  });

  test("a comment posted with JavaScript shows 'Posting...', a toast, and then under the item", async ({ page }) => {
    await page.goto("/menu/item/mcchicken");
    await page.waitForLoadState("networkidle");
    // The comment form is folded under "Write a comment" (item pages under 10 phone screens).
    await page.getByTestId("comment-fold").getByText("Write a comment").click();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Post Comment" }) });
    await form.getByRole("button", { name: "Post Comment" }).click();
    // A refusal for the fields reads as the visitor's to fix, never as a server failure.
    await expect(page.getByText("Your comment was not posted: please correct the fields marked below.")).toBeVisible();
    await expect(page.getByText("Failed to submit comment. Please try again.")).toHaveCount(0);
    await expect(form.getByText("Comment must be at least 10 characters")).toBeVisible();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Comment *")).toBeFocused(); // the first field in error, in page order
    const text = `Paid $3.19 in Ohio, fresh and hot ${Date.now()}`;
    await form.getByLabel("Comment *").fill(text);
    await form.getByLabel("Name *").fill("Jamie <b>R</b>");
    await form.getByLabel("Email *").fill("jamie@example.com");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Thank you for your comment! It has been received.")).toBeVisible();
    await expect(form.getByLabel("Comment *")).toHaveValue("");
    const comments = page.locator("#comments");
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.getByText("Jamie <b>R</b>")).toBeVisible();
    await expect(comments).not.toContainText("jamie@example.com");
    await page.reload();
    await expect(page.locator("#comments").getByText(text)).toBeVisible();
  });
});

test("a comment posted with JavaScript is listed even when the page's new data does not have it yet", async ({ page }) => {
  // With several instances, the revalidation after a post may reach one that has not heard of the comment yet:
  // here every revalidation gets the data from before the post.
  await page.goto("/menu/item/hamburger");
  await page.waitForLoadState("networkidle");
  const before = await page.request.get("/menu/item/hamburger.data");
  const stale = { body: await before.body(), headers: before.headers() };
  let served = 0;
  await page.context().route(/\/menu\/item\/hamburger\.data/, (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    served++;
    return route.fulfill({ status: 200, headers: stale.headers, body: stale.body });
  });
  const comments = page.locator("#comments");
  const heading = await comments.getByRole("heading", { level: 2 }).textContent();
  const count = Number(/\((\d+)\)/.exec(heading ?? "")?.[1]);
  const text = `Two instances, one visitor ${Date.now()}`;
  await page.getByTestId("comment-fold").getByText("Write a comment").click();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Post Comment" }) });
  await form.getByLabel("Comment *").fill(text);
  await form.getByLabel("Name *").fill("Robin");
  await form.getByLabel("Email *").fill("robin@example.com");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Thank you for your comment! It has been received.")).toBeVisible();
  await expect.poll(() => served, { message: "the page revalidated with the stale data" }).toBeGreaterThan(0);
  await expect(comments.getByText(text)).toBeVisible();
  await expect(comments.getByRole("heading", { level: 2 })).toHaveText(`Comments (${count + 1})`);
  await expect(comments.getByText(text)).toHaveCount(1);
});

test.describe("item pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("size buttons are links the server renders", async ({ page }) => {
    await page.goto("/menu/item/world-famous-fries");
    const medium = dollars(await page.getByTestId("item-price").textContent());
    await page.getByRole("navigation", { name: "Choose a size" }).getByRole("link", { name: /Large/ }).click();
    await expect(page).toHaveURL(/\?size=Large/);
    await expect(page.getByTestId("item-price")).toHaveText(`$${(medium * 1.25).toFixed(2)}`);
    await expect(page.getByRole("navigation", { name: "Choose a size" }).getByRole("link", { name: /Large/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a comment form re-renders errors with values kept, then posts and shows the comment", async ({ page }) => {
    await page.goto("/menu/item/filet-o-fish");
    // The comment form is folded under "Write a comment" (item pages under 10 phone screens).
    await page.getByTestId("comment-fold").getByText("Write a comment").click();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Post Comment" }) });
    await form.getByLabel("Name *").fill("Sam");
    await form.getByLabel("Email *").fill("not-an-email");
    await form.getByLabel("Comment *").fill("Too short");
    await form.getByRole("button", { name: "Post Comment" }).click();
    // The answer is a new page addressed to the form's anchor, with the field errors, not a server-failure message.
    await expect(page).toHaveURL(/\/menu\/item\/filet-o-fish#leave-a-reply$/);
    await expect(page.getByText("Your comment was not posted: please correct the fields marked below.")).toBeVisible();
    await expect(page.getByText("Failed to submit comment. Please try again.")).toHaveCount(0);
    await expect(form.getByText("Please enter a valid email")).toBeVisible();
    await expect(form.getByText("Comment must be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Name *")).toHaveValue("Sam");
    await expect(form.getByLabel("Comment *")).toHaveValue("Too short");
    await expect(form.getByLabel("Email *")).toHaveAttribute("aria-invalid", "true");
    const text = `No-JS comment: the fish was great ${Date.now()}`;
    await form.getByLabel("Email *").fill("sam@example.com");
    await form.getByLabel("Comment *").fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Comment Submitted")).toBeVisible();
    await expect(page.locator("#comments").getByText(text)).toBeVisible();
    await page.goto("/menu/item/filet-o-fish");
    await expect(page.locator("#comments").getByText(text)).toBeVisible();
  });
});

test.describe("a refused comment without JavaScript lands at the form", () => {
  test.use({ javaScriptEnabled: false });

  // The answer to the POST is the page at #leave-a-reply; the sections above the form stand in for their real
  // heights (content-visibility), so a wrong stand-in puts the visitor thousands of pixels away from the error.
  // Each kind of item page (plain, sized, a meal) at each width lands once; what the refusal keeps and stores does
  // not depend on the page or the width, so it is checked once per width, on the first.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`its error and the typed text are in view at ${viewport.width}x${viewport.height}, and nothing is stored`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [i, path] of ["/menu/item/big-mac", "/menu/item/world-famous-fries", "/menu/item/big-mac-extra-value-meal"].entries()) {
        await page.goto(path);
        await page.getByTestId("comment-fold").getByText("Write a comment").click();
        await page.locator("#comment-name").fill("Lee");
        await page.locator("#comment-email").fill("lee@");
        await page.locator("#comment-comment").fill("<b>x</b>");
        await page.getByRole("button", { name: "Post Comment" }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#leave-a-reply$`));
        const error = page.getByTestId("comment-form-error");
        await expect(error).toBeInViewport();
        await page.waitForTimeout(300);
        // Still there once the sections around it have been laid out for real.
        await expect(error, path).toBeInViewport();
        await expect(page.locator("#comment-comment-error")).toBeInViewport();
        // The typed text is kept as text in its field, never as markup.
        await expect(page.locator("#comment-comment")).toHaveValue("<b>x</b>");
        await expect(page.locator("#leave-a-reply b")).toHaveCount(0);
        if (i > 0) continue;
        // A long enough comment, still refused for the email: the same landing, nothing stored.
        const typed = "<img src=x onerror=alert(1)>";
        await page.locator("#comment-comment").fill(typed);
        await page.getByRole("button", { name: "Post Comment" }).click();
        await expect(page.getByTestId("comment-form-error")).toBeInViewport();
        await expect(page.locator("#comment-email-error")).toBeVisible();
        await expect(page.locator("#comment-comment")).toHaveValue(typed);
        await expect(page.locator("#leave-a-reply img")).toHaveCount(0);
        await page.goto(path);
        await expect(page.locator("#comments").getByText(typed)).toHaveCount(0);
        await expect(page.locator("#comments")).not.toContainText("Lee");
      }
    });
  }
});

test.describe("state price pages", () => {
  test("a state page shows its name, the notice, its menu grouped with meals first, a search box and the comparison", async ({ page }) => {
    await page.goto("/prices/new-york");
    await expect(page.getByRole("heading", { name: "Menu Prices in New York", level: 1 })).toBeVisible();
    await expect(page.getByText("Prices vary by location.", { exact: false })).toBeVisible();
    // No card per item repeating the state's name: the menu is one list of groups, meals first.
    await expect(page.locator("main article")).toHaveCount(0);
    const groups = page.locator("#menu h3");
    await expect(groups.first()).toHaveText("Meals");
    const bigMac = page.locator("#menu tr", { has: page.locator("a", { hasText: /^Big Mac$/ }) });
    await expect(bigMac.locator('[data-price-kind="state"]')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page.getByText(/for [A-Z][a-z]+ \d{4}\. How we estimate/)).toBeVisible();
    await page.getByLabel("Find an item in New York").fill("big mac meal");
    await page.getByLabel("Find an item in New York").press("Enter");
    await expect(page).toHaveURL(/\/prices\/new-york\?q=big\+mac\+meal#menu$/);
    await expect(page.locator("#menu tbody tr")).toHaveCount(1);
    await expect(page.locator("#menu tbody tr")).toContainText("Big Mac Extra Value Meal");
    await page.goto("/prices/new-york");
    await expect(page.getByTestId("state-verdict")).toContainText(/New York are (on average [\d.]+% (above|below)|about the same)/);
    await expect(page.getByRole("link", { name: "North Carolina →" })).toHaveAttribute("href", "/prices/north-carolina");
    await expect(page.locator("a", { hasText: /^Wyoming$/ })).toHaveAttribute("href", "/prices/wyoming");
  });

  test("a state with no data shows the empty state", async ({ page }) => {
    const res = await page.goto("/prices/atlantis");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No pricing data available" })).toBeVisible();
    await expect(page.getByText("We don't have specific pricing data for Atlantis.", { exact: true })).toBeVisible();
  });
});
