/** Every other screen: routes answer with their key texts, aliases, articles, search, map and charts. */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";

const SCREENS: { path: string; h1: RegExp; texts: string[]; canonical: string }[] = [
  {
    path: "/deals",
    h1: /Price Alerts/,
    texts: [
      "Follow the Big Mac's reported price",
      "The Big Mac's reported price in your state",
      "Turn on alerts for the Big Mac",
      "the site counts no visits",
      "We do not locate restaurants",
    ],
    canonical: "/deals",
  },
  {
    path: "/mcvalue",
    h1: /McValue Deals/,
    texts: [
      "$5 Meal Deal",
      "Buy one, add one for $1",
      "Lunch to late night",
      "App-exclusive offers",
      "We have no dated record of an offer running only in the app now",
    ],
    canonical: "/mcvalue",
  },
  {
    path: "/about",
    h1: /About Menu Prices/,
    texts: [
      "Our mission",
      "How the prices are made: five steps",
      "Who we are",
      "The dates behind the figures",
      "How far off our estimates can be",
      "13,562",
      "Where each state's level comes from",
      "CashNetUSA Big Mac price study",
    ],
    canonical: "/about",
  },
  { path: "/privacy", h1: /Privacy Policy/, texts: ["What this site keeps when you send it something"], canonical: "/privacy" },
  { path: "/disclaimer", h1: /Disclaimer/, texts: ["not affiliated", "Prices are estimates"], canonical: "/disclaimer" },
  {
    path: "/news",
    h1: /News/,
    texts: ["November 29, 2026", "4 min read", "Menu Updates", "Guide", "Report, with sources"],
    canonical: "/news",
  },
  {
    path: "/delivery",
    h1: /Delivery/,
    texts: [
      "We send no delivery updates",
      "follow a reported price",
      "Uber Eats",
      "Small-order fee",
      "sets its own hours",
      "the average delivery fee by app in",
    ],
    canonical: "/delivery",
  },
  {
    path: "/rewards",
    h1: /Rewards/,
    texts: ["Where rewards start", "Member benefits", "We send no deal alerts", "MyMcDonald's Rewards FAQ", "4-digit code"],
    canonical: "/rewards",
  },
  {
    path: "/big-mac-prices",
    h1: /Big Mac Prices/,
    texts: [
      "Our national estimate",
      "US price in the Big Mac index",
      "Source: The Economist, Big Mac index",
      "Alaska",
      "Wyoming",
      "Our estimates: the 10 most expensive states",
      "Our estimates: the 10 cheapest states",
      "We make no estimates by city",
    ],
    canonical: "/big-mac-prices",
  },
  {
    path: "/international-prices",
    h1: /Around the World/,
    texts: ["Switzerland", "Most expensive", "Source: The Economist, Big Mac index", "Local price"],
    canonical: "/international-prices",
  },
  { path: "/sitemap", h1: /Sitemap/, texts: ["Menu categories", "State prices"], canonical: "/sitemap" },
  {
    path: "/mcdonalds-near-me",
    h1: /Near Me/,
    texts: ["Over 13,500 locations nationwide", "Electric vehicle charging", "50 miles", "Method 2", "Last updated"],
    canonical: "/mcdonalds-near-me",
  },
  { path: "/seo-guide", h1: /Search/, texts: ["View All 50 States"], canonical: "/seo-guide" },
  {
    path: "/secret-menu",
    h1: /Secret Menu/,
    texts: ["McGangBang", "Land Sea & Air Burger", "Cinnamon Melt a la Mode", "How to order", "March only"],
    canonical: "/secret-menu",
  },
];

async function expectCanonical(page: Page, path: string) {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(href ?? "").pathname).toBe(path);
}

test.describe("every other screen", () => {
  for (const s of SCREENS) {
    test(`${s.path} answers 200 with its heading, texts, breadcrumbs and metadata`, async ({ page }) => {
      const res = await page.goto(s.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.h1);
      for (const t of s.texts)
        await expect(page.locator("main").getByText(t, { exact: false }).filter({ visible: true }).first()).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(/Menu Prices/);
      expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);
      await expectCanonical(page, s.canonical);
    });
  }

  test("aliases show the same screen: /my-deals and /mcvalue-deals", async ({ page }) => {
    await page.goto("/my-deals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Price Alerts/);
    await expectCanonical(page, "/deals");
    await page.goto("/mcvalue-deals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("McValue Deals");
    await expectCanonical(page, "/mcvalue");
  });

  test("the news list has 8 cards, each a report or a guide; a report opens with its dated sources, a guide says it is one", async ({
    page,
  }) => {
    await page.goto("/news");
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(8);
    // No sign-up for news that is never sent: the page says what there is instead.
    await expect(page.getByRole("button", { name: /news by email/i })).toHaveCount(0);
    await expect(page.getByTestId("news-follow")).toContainText("We send no news by email");
    await page.getByRole("link", { name: "From the $5 Meal Deal to Extra Value Meals: Value Deals, 2024 to 2026" }).click();
    await expect(page).toHaveURL(/\/news\/article\/mcvalue-menu-returns$/);
    await expect(page.getByTestId("article-kind")).toHaveText("Report");
    await expect(page.getByText("By Menu Prices")).toBeVisible();
    // Dated the day it was written, not months before the file existed.
    await expect(page.locator("article time")).toHaveAttribute("datetime", "2026-11-29");
    const sources = page.getByTestId("article-sources").getByRole("link");
    await expect(sources.filter({ hasText: "WebProNews" })).toHaveAttribute(
      "href",
      "https://www.webpronews.com/mcdonalds-slashes-prices-on-value-meals-to-woo-budget-diners",
    );
    await expect(page.getByTestId("article-sources")).toContainText("takes effect 2024-06-25");
    await expect(page.getByRole("heading", { name: "September 8, 2025: Extra Value Meals return" })).toBeVisible();
    await page.goto("/news/article/happy-meal-new-toys");
    await expect(page.getByTestId("article-kind")).toHaveText("Guide");
    await expect(page.getByTestId("article-guide-note")).toContainText("reports no event");
    await expect(page.getByText(/toy collection|darker roast|potato roll/)).toHaveCount(0);
  });

  test("sharing an article without a share sheet copies the link and says so", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (t: string) => void ((window as unknown as { copied: string }).copied = t) },
        configurable: true,
      });
    });
    const messages: string[] = [];
    page.on("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page.goto("/news/article/happy-meal-new-toys");
    const share = page.getByRole("button", { name: "Share", exact: true });
    await expect(share).toBeVisible();
    await share.click();
    await expect.poll(() => messages).toEqual(["Article link copied to clipboard!"]);
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(/\/news\/article\/happy-meal-new-toys$/);
  });

  test("an unknown article shows Article Not Found with a way back, as a 404", async ({ page }) => {
    const res = await page.goto("/news/article/no-such-story");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/news");
  });

  test("country search filters the table as you type", async ({ page }) => {
    await page.goto("/international-prices");
    const rows = page.locator("table").first().locator("tbody tr");
    await expect(rows).toHaveCount(54);
    await page.getByLabel("Search by country name").fill("united");
    await expect(rows).toHaveCount(2);
    // Dearest first: the US ($6.12 in January 2026) above the United Arab Emirates ($5.17).
    await expect(rows.first()).toContainText("United States");
    await expect(rows.nth(1)).toContainText("United Arab Emirates");
    await expect(page).toHaveURL(/\?q=united$/);
    await page.getByLabel("Search by country name").fill("atlantis");
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No country matches "atlantis"')).toBeVisible();
  });

  test("the Big Mac map has 50 state links and its table alternative", async ({ page, request }) => {
    const prices = (await (await request.get("/api/prices")).json()) as { itemName: string; state: string; price: number }[];
    const bigMac = (state: string) => `$${prices.find((p) => p.itemName === "Big Mac" && p.state === state)!.price.toFixed(2)}`;
    await page.goto("/big-mac-prices");
    const map = page.locator("figure", { has: page.locator("svg[role=group]") });
    const links = map.locator("svg a");
    await expect(links).toHaveCount(50);
    await expect(map.locator('svg a[href="/prices/hawaii"]')).toHaveAttribute(
      "aria-label",
      `Hawaii: Big Mac ${bigMac("Hawaii")} (estimate)`,
    );
    await expect(map.locator('svg a[href="/prices/mississippi"]')).toHaveAttribute(
      "aria-label",
      `Mississippi: Big Mac ${bigMac("Mississippi")} (estimate)`,
    );
    await map.getByText("Show the prices as a table").click();
    const table = map.getByRole("table");
    await expect(table.locator("tbody tr")).toHaveCount(50);
    await expect(table.getByRole("row", { name: /New York/ })).toContainText("$");
    await map.locator('svg a[href="/prices/texas"]').click();
    await expect(page).toHaveURL(/\/prices\/texas$/);
  });

  test("states with the same estimated Big Mac price share a rank, and each is the state page's own figure", async ({ page, request }) => {
    const prices = ((await (await request.get("/api/prices")).json()) as { itemName: string; state: string; price: number }[]).filter(
      (p) => p.itemName === "Big Mac",
    );
    const sorted = [...prices].sort((a, b) => b.price - a.price || a.state.localeCompare(b.state));
    await page.goto("/big-mac-prices");
    const dearest = page.getByRole("region", { name: "Our estimates: the 10 most expensive states" }).locator("li");
    await expect(dearest).toHaveCount(10);
    // Alaska first: NetCredit's 2024 study found it the dearest state (+23.9%).
    await expect(dearest.first()).toContainText(`Alaska: $${sorted[0].price.toFixed(2)}`);
    // A state's rank is one more than the number of states dearer than it: equal prices share a rank.
    for (const s of sorted.slice(0, 10)) {
      const rank = prices.filter((p) => p.price > s.price).length + 1;
      await expect(dearest.filter({ hasText: s.state }), s.state).toHaveAttribute("value", String(rank));
    }
    // The lists say they rank our estimates, and how many neighbours are within the model's error.
    await expect(page.getByTestId("ranking-error")).toContainText(
      /These lists rank our estimates, not prices seen at restaurants\. In our backtest, 80% of the prices seen at restaurants were within \d+% of our estimate/,
    );
  });

  test("clicking a secret menu card selects it, and only it", async ({ page }) => {
    await page.goto("/secret-menu");
    const cards = page.getByRole("button", { name: /Monster Mac|Grilled Cheese/ });
    const monster = page.getByRole("button", { name: /Monster Mac/ });
    const cheese = page.getByRole("button", { name: /Grilled Cheese/ });
    await expect(cards).toHaveCount(2);
    await expect(monster).toHaveAttribute("aria-pressed", "false");
    await monster.click();
    await expect(monster).toHaveAttribute("aria-pressed", "true");
    await cheese.click();
    await expect(cheese).toHaveAttribute("aria-pressed", "true");
    await expect(monster).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("region", { name: "McGangBang" })).toContainText("Featured");
    // Nothing here measures popularity: no item is called popular.
    await expect(page.locator("main")).not.toContainText(/popular/i);
  });

  test("rewards opens its first FAQ by default", async ({ page }) => {
    await page.goto("/rewards");
    const faqs = page.locator("main details");
    // One question per rule the chain's FAQ backs (data/rewards.json): no invented ones to make up a number.
    await expect(faqs).toHaveCount((JSON.parse(readFileSync("data/rewards.json", "utf8")) as unknown[]).length);
    await expect(faqs.first()).toHaveAttribute("open", "");
    await expect(faqs.nth(1)).not.toHaveAttribute("open", "");
  });

  test("near-me links open the locator and the map in a new tab safely", async ({ page }) => {
    await page.goto("/mcdonalds-near-me");
    for (const name of [/Official restaurant locator/, /Search on the map/]) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(page.locator("main details")).toHaveCount(4);
  });

  test("the guides list the spec's links", async ({ page }) => {
    await page.goto("/seo-guide");
    await expect(page.locator('main a[href^="/prices/"]')).toHaveCount(15);
    await expect(page.getByRole("link", { name: "View All 50 States" })).toHaveAttribute("href", "/big-mac-prices");
    await page.goto("/sitemap");
    await expect(page.locator('main a[href^="/menu/"]:not([href^="/menu/item"])')).toHaveCount(9);
    await expect(page.locator('main a[href^="/prices/"]')).toHaveCount(12);
    await expect(page.locator('main a[href="/sitemap.xml"]')).toHaveCount(1);
  });

  test("home shows the hero figures, the way to the USA map, the Big Mac by state and top states", async ({ page, request }) => {
    await page.goto("/");
    const hero = page.getByRole("list", { name: "Headline figures" });
    await expect(hero).toContainText("13,562");
    await expect(hero).toContainText("US locations, Sep 2024");
    // Who counted is named beside the ranking, with the full date.
    await expect(
      page.getByText("Restaurants, and their share of the US total of 13,562 (ScrapeHero location report, September 23, 2024)."),
    ).toBeVisible();
    const bigMac = ((await (await request.get("/api/menu-items")).json()) as { name: string; avgPriceUsd: number }[]).find(
      (i) => i.name === "Big Mac",
    )!;
    await expect(hero).toContainText(`$${bigMac.avgPriceUsd.toFixed(2)}`);
    await expect(hero).toContainText("50");
    // The hot deal states the chain's published combo policy with its source and dates (the timeline row the price
    // model's fromParts rule names), not a saving worked out from our estimates (it was "15% to 44%").
    const figures = JSON.parse(readFileSync("data/national-figures.json", "utf8")) as {
      kind: string;
      item: string;
      value?: number;
      month?: string;
      published?: string;
      source: string;
      sourceUrl: string;
    }[];
    const ruleName = (JSON.parse(readFileSync("data/price-model.json", "utf8")) as { fromParts?: string }[]).find(
      (r) => r.fromParts,
    )!.fromParts!;
    const policy = figures.find((f) => f.kind === "policy" && f.item === ruleName)!;
    const month = (m: string) =>
      new Date(`${m}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    await expect(page.getByTestId("hot-deal")).toHaveText(
      `Value deal: Extra Value Meals, back since ${month(policy.month!)}, are priced about ${policy.value}% below the same items bought separately, as reported in ${month(policy.published!)} (${policy.source}).`,
    );
    await expect(page.getByTestId("hot-deal").getByRole("link", { name: policy.source })).toHaveAttribute("href", policy.sourceUrl);
    // The map of all 50 states is one tap away on /big-mac-prices (the home page is an index).
    await expect(page.getByRole("link", { name: "Big Mac price map of all 50 states" })).toHaveAttribute(
      "href",
      "/big-mac-prices#by-state",
    );
    const index = page.locator("div", { has: page.getByRole("heading", { name: "Big Mac by state (our estimates)" }) }).last();
    // The dearest and cheapest states in our estimates: Alaska and Wyoming, as NetCredit's 2024 study found them.
    const states = ((await (await request.get("/api/prices")).json()) as { itemName: string; state: string; price: number }[]).filter(
      (p) => p.itemName === "Big Mac",
    );
    const at = (state: string) => `$${states.find((p) => p.state === state)!.price.toFixed(2)}`;
    await expect(index).toContainText(`Alaska ${at("Alaska")}`);
    await expect(index).toContainText(`Wyoming ${at("Wyoming")}`);
    // Each figure once: the national Big Mac price is the hero's and its menu card's, at most twice in view.
    const bigMacNational = await page.locator('main [data-price-item="big-mac"]:not([data-price-kind]):visible').count();
    expect(bigMacNational).toBeLessThanOrEqual(2);
    const top = page.locator("div", { has: page.getByRole("heading", { name: "Top States by Locations" }) }).last();
    await expect(top.locator("li")).toHaveCount(5);
    await expect(top.getByRole("link", { name: "See all states' counts" })).toHaveAttribute("href", "/open-data#dataset-restaurant-counts");
    // Published counts: Texas first (ScrapeHero, October 2025), with its share of the published US total.
    await expect(top.locator("li").first()).toHaveText("Texas: 1,232 (9.1%)*");
    // Who counted is said once per source under the list, marked with stars (not "source 1").
    await expect(top).toContainText("* Counted by ScrapeHero, as reported by Food Republic, October 2025.");
    await expect(top.locator("li").nth(1)).toContainText("California: 1,227");
    // The spec's button opens the whole menu, not a sign-up for emails nobody sends.
    await expect(page.locator("main").getByRole("link", { name: "Get More Menu Information" })).toHaveAttribute("href", "/explore");
    await expect(page.locator("main button[aria-haspopup='dialog']")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/deal digest|not running yet/i);
  });
});

test("the header's and the footer's navigation give each page one name, and Menu opens /menu", async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/reviews");
    // Every navigation list: the header's (with its Tools menu and the phone panel) and the footer's.
    const links = await page.locator("header nav a[href], footer nav a[href]").evaluateAll((as) =>
      as.map((a) => ({
        path: new URL((a as HTMLAnchorElement).href).pathname,
        name: (a.getAttribute("aria-label") ?? a.textContent ?? "").replace(/\s+/g, " ").trim(),
      })),
    );
    const names = new Map<string, Set<string>>();
    for (const l of links) if (l.name) names.set(l.path, (names.get(l.path) ?? new Set()).add(l.name));
    const twoNames = [...names].filter(([, n]) => n.size > 1).map(([p, n]) => `${p}: ${[...n].join(" / ")}`);
    expect(twoNames, "a page linked under two names").toEqual([]);
    expect([...(names.get("/deals-hub") ?? [])]).toEqual(["Deals Hub"]);
    expect([...(names.get("/menu") ?? [])]).toEqual(["Menu"]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu", exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test("hydrated screens hydrate without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of [
    "/",
    "/news",
    "/international-prices?q=an",
    "/secret-menu",
    "/rewards",
    "/big-mac-prices",
    "/deals",
    "/mcvalue",
    "/delivery",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("country search works as a GET form", async ({ page }) => {
    await page.goto("/international-prices");
    await page.getByLabel("Search by country name").fill("japan");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=japan$/);
    const rows = page.locator("table").first().locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Japan");
  });

  test("a secret menu card selects through the form", async ({ page }) => {
    await page.goto("/secret-menu");
    await page.getByRole("button", { name: /Neapolitan Shake/ }).click();
    await expect(page).toHaveURL(/selected=neapolitan-shake/);
    await expect(page.getByRole("button", { name: /Neapolitan Shake/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("info pages ship no framework JavaScript", async ({ page }) => {
    for (const path of [
      "/about",
      "/privacy",
      "/disclaimer",
      "/sitemap",
      "/mcdonalds-near-me",
      "/seo-guide",
      "/news/article/mccafe-premium-espresso",
      "/deals-hub",
      "/explore",
      "/compare?items=big-mac,mcdouble",
    ]) {
      await page.goto(path);
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    }
  });
});
