/**
 * Metadata and structured data: every route of the spec has its own title and description, an absolute
 * canonical from SITE_URL without the query string, Open Graph and Twitter tags and the right robots value; every
 * JSON-LD block on every route passes the validator in test-support/json-ld.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { PAGES, pageById, pagePath, pageUrl } from "../domain/rules/pages.ts";
import { statedLocationCount, validateJsonLd } from "../test-support/json-ld.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const SITE = (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");

interface RouteCase {
  path: string;
  /** Canonical path; the alias screens point at their main path. */
  canonical: string;
  noindex?: boolean;
  type?: string;
  /** JSON-LD types that must be present. */
  ld?: string[];
}

const ARTICLE = "mcvalue-menu-returns";

/**
 * Every page of the registry (domain/rules/pages.ts) is a case: a page the list below does not name is checked for its
 * metadata, its canonical (an alias's is its main page's), robots from `indexable` and a BreadcrumbList.
 */
function withEveryPage(cases: RouteCase[]): RouteCase[] {
  const named = new Set(cases.map((c) => c.path.split("?")[0]));
  const more = PAGES.filter((p) => p.kind !== "resource" && !named.has(pageUrl(p))).map((p): RouteCase => {
    const page = p.kind === "page" || !p.kind;
    return {
      path: pageUrl(p),
      canonical: p.canonicalOf ? pagePath(pageById(p.canonicalOf)!) : pageUrl(p),
      noindex: !p.indexable || !page,
      ld: page ? ["BreadcrumbList"] : undefined,
    };
  });
  return [...cases, ...more];
}

const ROUTES: RouteCase[] = withEveryPage([
  { path: "/", canonical: "/", ld: ["WebSite", "Organization", "FAQPage", "BreadcrumbList"] },
  { path: "/menu", canonical: "/menu", ld: ["BreadcrumbList"] },
  { path: "/prices", canonical: "/prices", ld: ["BreadcrumbList"] },
  { path: "/tools", canonical: "/tools", ld: ["BreadcrumbList"] },
  { path: "/menu/burgers", canonical: "/menu/burgers", ld: ["BreadcrumbList"] },
  { path: "/menu/breakfast-meals", canonical: "/menu/breakfast", ld: ["BreadcrumbList"] },
  { path: "/menu/chicken-fish", canonical: "/menu/chicken-and-fish", ld: ["BreadcrumbList"] },
  { path: "/menu/item/big-mac", canonical: "/menu/item/big-mac", type: "product", ld: ["MenuItem", "FAQPage", "BreadcrumbList"] },
  { path: "/menu/item/hash-browns", canonical: "/menu/item/hash-browns", type: "product", ld: ["MenuItem", "FAQPage", "BreadcrumbList"] },
  { path: "/prices/california", canonical: "/prices/california", ld: ["BreadcrumbList"] },
  { path: "/prices/wyoming", canonical: "/prices/wyoming", ld: ["BreadcrumbList"] },
  { path: "/deals", canonical: "/deals", ld: ["FAQPage", "BreadcrumbList"] },
  { path: "/my-deals", canonical: "/deals", ld: ["FAQPage", "BreadcrumbList"] },
  { path: "/mcvalue", canonical: "/mcvalue", ld: ["BreadcrumbList"] },
  { path: "/mcvalue-deals", canonical: "/mcvalue", ld: ["BreadcrumbList"] },
  { path: "/about", canonical: "/about", ld: ["BreadcrumbList"] },
  { path: "/contact", canonical: "/contact", ld: ["BreadcrumbList", "FAQPage"] },
  { path: "/privacy", canonical: "/privacy", ld: ["BreadcrumbList"] },
  { path: "/disclaimer", canonical: "/disclaimer", ld: ["BreadcrumbList"] },
  { path: "/news", canonical: "/news", ld: ["BreadcrumbList"] },
  { path: `/news/article/${ARTICLE}`, canonical: `/news/article/${ARTICLE}`, type: "article", ld: ["NewsArticle", "BreadcrumbList"] },
  { path: "/delivery", canonical: "/delivery", ld: ["BreadcrumbList"] },
  { path: "/rewards", canonical: "/rewards", ld: ["FAQPage", "BreadcrumbList"] },
  { path: "/big-mac-prices", canonical: "/big-mac-prices", ld: ["BreadcrumbList"] },
  { path: "/reviews", canonical: "/reviews", ld: ["ItemList", "BreadcrumbList"] },
  { path: "/international-prices", canonical: "/international-prices", ld: ["BreadcrumbList"] },
  { path: "/international-prices/japan", canonical: "/international-prices/japan", ld: ["BreadcrumbList"] },
  { path: "/sitemap", canonical: "/sitemap", ld: ["BreadcrumbList"] },
  { path: "/mcdonalds-near-me", canonical: "/mcdonalds-near-me", ld: ["FAQPage", "BreadcrumbList"] },
  { path: "/meal-calculator", canonical: "/meal-calculator", ld: ["BreadcrumbList"] },
  { path: "/nutrition-calculator", canonical: "/nutrition-calculator", ld: ["BreadcrumbList"] },
  { path: "/deals-hub", canonical: "/deals-hub", ld: ["BreadcrumbList"] },
  { path: "/explore?sort=price&exclude=milk", canonical: "/explore", ld: ["BreadcrumbList"] },
  { path: "/compare", canonical: "/compare", ld: ["BreadcrumbList"] },
  { path: "/seo-guide", canonical: "/seo-guide", ld: ["BreadcrumbList"] },
  { path: "/secret-menu", canonical: "/secret-menu", ld: ["FAQPage", "BreadcrumbList"] },
  // Form pages and fallbacks: real pages, but not for search results.
  { path: "/reviews/new", canonical: "/reviews/new", noindex: true, ld: ["BreadcrumbList"] },
  { path: "/offline", canonical: "/offline", noindex: true },
  // A comparison of chosen items: one of thousands of pairs, kept out of search results.
  { path: "/compare?items=big-mac,mcdouble", canonical: "/compare", noindex: true, ld: ["BreadcrumbList"] },
  // Not-found screens.
  { path: "/no-such-page", canonical: "/no-such-page", noindex: true },
  { path: "/menu/item/no-such-item", canonical: "/menu/item/no-such-item", noindex: true },
  { path: "/news/article/no-such-article", canonical: "/news/article/no-such-article", noindex: true },
  { path: "/prices/atlantis", canonical: "/prices/atlantis", noindex: true },
  { path: "/international-prices/atlantis", canonical: "/international-prices/atlantis", noindex: true },
]);

interface PageMeta {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  ld: unknown[];
  canonicalCount: number;
}

async function readMeta(page: Page): Promise<PageMeta> {
  return page.evaluate(() => {
    const attr = (sel: string, a = "content") => document.head.querySelector(sel)?.getAttribute(a) ?? null;
    const collect = (prefix: string, key: "property" | "name") =>
      Object.fromEntries(
        [...document.head.querySelectorAll(`meta[${key}^="${prefix}"]`)].map((m) => [
          m.getAttribute(key)!,
          m.getAttribute("content") ?? "",
        ]),
      );
    return {
      title: document.title,
      description: attr('meta[name="description"]'),
      canonical: attr('link[rel="canonical"]', "href"),
      canonicalCount: document.querySelectorAll('link[rel="canonical"]').length,
      robots: attr('meta[name="robots"]'),
      og: collect("og:", "property"),
      twitter: collect("twitter:", "name"),
      ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null")),
    };
  });
}

const typeOf = (b: unknown) => (b as { "@type"?: string })["@type"];

test.describe("metadata and structured data on every route", () => {
  // What a crawler reads: the server's HTML. (That hydration keeps the head as sent is the "hydrated screens"
  // test's job in screens.spec.ts, and html-first.spec.ts checks JSON-LD after client navigations.)
  test.use({ javaScriptEnabled: false });
  const seen = new Map<string, { title: string; description: string; canonical: string }>();
  // The site ships no reviews: /reviews lists them (ItemList) only once a visitor has posted one, whatever other
  // test files ran before this one.
  test.beforeAll(async ({ request }) => {
    const res = await request.post("/api/reviews", {
      data: {
        reviewer: "Metadata Check",
        itemName: "Big Mac",
        location: "Omaha, NE",
        rating: 4,
        review: "A review so the reviews page has one to list.",
      },
    });
    expect(res.status()).toBe(201);
  });

  for (const r of ROUTES) {
    test(`${r.path}: title, description, canonical, Open Graph, Twitter, robots and valid JSON-LD`, async ({ page }) => {
      await page.goto(r.path);
      const m = await readMeta(page);

      expect(m.title).toMatch(/\S.*Menu Prices|Menu Prices.*\S/);
      expect(m.description?.length ?? 0).toBeGreaterThan(r.noindex ? 30 : 60);
      expect(m.description!.length).toBeLessThanOrEqual(155);
      expect(m.canonicalCount).toBe(1);
      expect(m.canonical).toBe(`${SITE}${r.canonical}`);
      expect(m.robots).toBe(r.noindex ? "noindex, follow" : "index, follow");

      expect(m.og["og:title"]).toBe(m.title);
      expect(m.og["og:description"]).toBe(m.description);
      expect(m.og["og:url"]).toBe(m.canonical);
      expect(m.og["og:type"]).toBe(r.type ?? "website");
      expect(m.og["og:image"]).toMatch(/^https?:\/\/\S+\.(png|jpe?g|webp)$/);
      expect(m.og["og:site_name"]).toBe("Menu Prices");
      expect(m.twitter["twitter:card"]).toBe("summary_large_image");
      expect(m.twitter["twitter:title"]).toBe(m.title);
      expect(m.twitter["twitter:description"]).toBe(m.description);
      expect(m.twitter["twitter:image"]).toBe(m.og["og:image"]);

      for (const block of m.ld) expect(validateJsonLd(block), JSON.stringify(block).slice(0, 300)).toEqual([]);
      const types = m.ld.map(typeOf);
      for (const t of r.ld ?? []) expect(types, `JSON-LD types on ${r.path}`).toContain(t);

      // Visible breadcrumbs and the BreadcrumbList say the same thing.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).first();
      if (!r.noindex && (await crumbs.count())) {
        const visible = (await crumbs.locator("li").allInnerTexts()).map((t) => t.trim());
        const list = m.ld.find((b) => typeOf(b) === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
        expect(list.itemListElement.map((i) => i.name)).toEqual(visible);
        for (const i of list.itemListElement) expect(i.item.startsWith(`${SITE}/`)).toBe(true);
      }

      if (!r.noindex && r.path === r.canonical) seen.set(r.path, { title: m.title, description: m.description!, canonical: m.canonical! });
    });
  }

  test("indexable pages have unique titles and descriptions", async ({ page }) => {
    // Filled by the tests above when they share this worker; otherwise read again here.
    for (const r of ROUTES.filter((x) => !x.noindex && x.path === x.canonical && !seen.has(x.path))) {
      await page.goto(r.path);
      const m = await readMeta(page);
      seen.set(r.path, { title: m.title, description: m.description!, canonical: m.canonical! });
    }
    const all = [...seen.values()];
    expect(all.length).toBeGreaterThanOrEqual(25);
    const dupes = (key: "title" | "description") => all.map((x) => x[key]).filter((v, i, list) => list.indexOf(v) !== i);
    expect(dupes("title")).toEqual([]);
    expect(dupes("description")).toEqual([]);
  });
});

test.describe("details of the metadata", () => {
  test("the canonical never carries the query string or fragment", async ({ page }) => {
    await page.goto("/menu/burgers?utm_source=newsletter&sort=price#top");
    expect((await readMeta(page)).canonical).toBe(`${SITE}/menu/burgers`);
    await page.goto("/?q=mac&category=Burgers");
    const home = await readMeta(page);
    expect(home.canonical).toBe(`${SITE}/`);
    expect(home.og["og:url"]).toBe(`${SITE}/`);
    await page.goto("/menu/item/big-mac?size=Large");
    expect((await readMeta(page)).canonical).toBe(`${SITE}/menu/item/big-mac`);
  });

  test("not-found pages answer 404 with noindex", async ({ page }) => {
    for (const path of ["/no-such-page", "/menu/item/no-such-item", "/news/article/no-such-article"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect((await readMeta(page)).robots).toBe("noindex, follow");
    }
  });

  test("article descriptions are cut at 155 characters on a word, with an ellipsis", async ({ page, request }) => {
    const news = (await (await request.get("/news")).text()).match(/href="\/news\/article\/[a-z0-9-]+"/g) ?? [];
    const paths = [...new Set(news.map((h) => h.slice(6, -1)))];
    expect(paths.length).toBe(8);
    for (const path of paths) {
      await page.goto(path);
      const m = await readMeta(page);
      expect(m.description!.length, path).toBeLessThanOrEqual(155);
      expect(m.description!.length, path).toBeGreaterThan(120);
      expect(m.description, path).toMatch(/\S…$/);
      expect(m.description, path).not.toMatch(/<|&[a-z]+;/);
      const article = m.ld.find((b) => typeOf(b) === "NewsArticle") as { headline: string; datePublished: string };
      expect(article.headline).toBe(await page.getByRole("heading", { level: 1 }).innerText());
    }
  });

  test("home states the published 13,562 locations in its Organization block and names the site in WebSite", async ({ page }) => {
    await page.goto("/");
    const { ld } = await readMeta(page);
    const org = ld.find((b) => typeOf(b) === "Organization");
    expect(statedLocationCount(org)).toBe(13562);
    expect(JSON.stringify(org)).toContain("13,562");
    const site = ld.find((b) => typeOf(b) === "WebSite") as { name: string; url: string };
    expect(site).toMatchObject({ name: "Menu Prices", url: `${SITE}/` });
    const faq = ld.find((b) => typeOf(b) === "FAQPage") as { mainEntity: { name: string }[] };
    for (const q of faq.mainEntity) await expect(page.locator("summary", { hasText: q.name }).first()).toBeAttached();
  });

  test("an item page describes the item with its nutrition, FAQs and its reviews, and no Offer (its prices are our estimates)", async ({
    page,
    request,
  }) => {
    // No review ships with the site: this test writes the two it reads.
    for (const [reviewer, rating] of [
      ["Seo Check A.", 5],
      ["Seo Check B.", 3],
    ] as const) {
      const res = await request.post("/api/reviews", {
        data: { reviewer, itemName: "Big Mac", location: "Omaha, NE", rating, review: `Structured data check, ${rating} stars.` },
      });
      expect(res.status()).toBe(201);
    }
    const items = (await (await request.get("/api/menu-items")).json()) as {
      name: string;
      nutrition: { Standard: { calories: number } };
    }[];
    const bigMac = items.find((i) => i.name === "Big Mac")!;
    const calories = bigMac.nutrition.Standard.calories;
    await page.goto("/menu/item/big-mac");
    const { ld } = await readMeta(page);
    const item = ld.find((b) => typeOf(b) === "MenuItem") as any;
    expect(item.name).toBe("Big Mac");
    expect(item.url).toBe(`${SITE}/menu/item/big-mac`);
    // Search engines were shown our estimate as an Offer price: no Offer anywhere in the markup.
    expect(item.offers).toBeUndefined();
    expect(JSON.stringify(ld)).not.toMatch(/"Offer"|"AggregateOffer"/);
    expect(item.nutrition).toMatchObject({ "@type": "NutritionInformation", calories: `${calories} calories` });
    await expect(page.getByTestId("item-calories")).toHaveText(`${calories} calories`);
    expect(item.review.length).toBeGreaterThanOrEqual(2);
    for (const r of item.review) {
      expect(r.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(r.reviewRating.ratingValue).toBeLessThanOrEqual(5);
      expect(r.author.name.length).toBeGreaterThan(0);
      expect(r.reviewBody.length).toBeGreaterThan(0);
      expect(r.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(JSON.stringify(item.review)).toContain("Seo Check B.");
    expect(item.aggregateRating.reviewCount).toBe(item.review.length);
    const faq = ld.find((b) => typeOf(b) === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(16);
    await expect(page.locator("summary", { hasText: faq.mainEntity[15].name })).toBeAttached();
  });

  test("an item's aggregateRating comes only from reviews visitors published: none, then the one posted", async ({ page, request }) => {
    // Hotcakes: no other test reviews it, and the site ships no reviews.
    await page.goto("/menu/item/hotcakes");
    let item = (await readMeta(page)).ld.find((b) => typeOf(b) === "MenuItem") as any;
    expect(item.aggregateRating).toBeUndefined();
    expect(item.review).toBeUndefined();
    await expect(page.getByTestId("item-hero-rating").getByText("No reviews yet", { exact: true })).toBeVisible();
    const res = await request.post("/api/reviews", {
      data: { reviewer: "Rating Source", itemName: "Hotcakes", location: "Reno, NV", rating: 4, review: "Hotcakes, hot and soft." },
    });
    expect(res.status()).toBe(201);
    await page.goto("/menu/item/hotcakes");
    item = (await readMeta(page)).ld.find((b) => typeOf(b) === "MenuItem") as any;
    expect(item.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(item.review.map((r: any) => r.author.name)).toEqual(["Rating Source"]);
  });

  test("an item page marks up exactly the reviews and the rating it shows", async ({ page }) => {
    for (const path of ["/menu/item/big-mac", "/menu/item/mccrispy", "/menu/item/hamburger"]) {
      await page.goto(path);
      const item = (await readMeta(page)).ld.find((b) => typeOf(b) === "MenuItem") as any;
      const shown = page.getByTestId("item-reviews").getByTestId("item-review");
      const visible = await shown.evaluateAll((lis) =>
        lis.map((li) => ({
          author: li.querySelector('[data-testid="review-author"]')!.textContent,
          rating: Number(li.querySelector("[data-rating]")!.getAttribute("data-rating")),
          body: li.querySelector('[data-testid="review-body"]')!.textContent,
          date: li.querySelector("time")!.getAttribute("datetime")!.slice(0, 10),
        })),
      );
      const marked = (item.review ?? []).map((r: any) => ({
        author: r.author.name,
        rating: r.reviewRating.ratingValue,
        body: r.reviewBody,
        date: r.datePublished,
      }));
      expect(marked, path).toEqual(visible);
      if (visible.length) {
        await expect(shown.first()).toBeVisible();
        const summary = page.getByTestId("item-rating");
        await expect(summary.getByRole("img")).toHaveAttribute(
          "aria-label",
          `Rated ${Number(item.aggregateRating.ratingValue).toFixed(1)} out of 5`,
        );
        await expect(summary).toContainText(String(item.aggregateRating.reviewCount));
        await expect(page.getByRole("heading", { name: `Reviews (${item.aggregateRating.reviewCount})` })).toBeVisible();
      } else {
        expect(item.aggregateRating, path).toBeUndefined();
      }
    }
  });

  test("an item sold in sizes marks up its Medium's nutrition and no offer for any size", async ({ page }) => {
    await page.goto("/menu/item/world-famous-fries");
    const item = (await readMeta(page)).ld.find((b) => typeOf(b) === "MenuItem") as any;
    expect(item.offers).toBeUndefined();
    expect(item.nutrition.servingSize).toBe("Medium size");
  });

  test("the reviews page marks up each review with rating 1-5, author, text, date and the item it is about", async ({ page, request }) => {
    // The site ships no reviews: one of a menu item and one filed under "Other" are posted first.
    for (const itemName of ["Hot Fudge Sundae", "Midnight Mystery Burger"]) {
      const res = await request.post("/api/reviews", {
        data: { reviewer: "Markup Check", itemName, location: "Boise, ID", rating: 3, review: `Checking the review markup: ${itemName}.` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/reviews");
    const { ld } = await readMeta(page);
    const list = ld.find((b) => typeOf(b) === "ItemList") as { itemListElement: { item: any }[] };
    expect(list.itemListElement.length).toBeGreaterThanOrEqual(2);
    // A review of a menu item links to its page; one filed under "Other" (free text) names it and links nowhere.
    const linked = list.itemListElement.filter(({ item }) => item.itemReviewed.url !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const { item } of list.itemListElement) {
      expect(item["@type"]).toBe("Review");
      if (item.itemReviewed.url !== undefined) expect(item.itemReviewed.url).toMatch(new RegExp(`^${SITE}/menu/item/[a-z0-9-]+$`));
      else expect(item.itemReviewed.name).toEqual(expect.any(String));
    }
    const first = list.itemListElement[0].item;
    await expect(page.getByText(first.reviewBody).first()).toBeVisible();
  });

  test("text from visitors cannot break out of a JSON-LD script", async ({ page, request }) => {
    const evil = `Tasty </script><script>window.__pwned = 1</script><!-- & "quotes" \u2028 end`;
    const res = await request.post("/api/reviews", {
      data: { reviewer: "Script Tester", itemName: "McCrispy", location: "Austin, TX", rating: 4, review: evil },
    });
    expect(res.status()).toBe(201);
    for (const path of ["/reviews", "/menu/item/mccrispy"]) {
      const html = await (await request.get(path)).text();
      const scripts = html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const s of scripts) {
        const body = s.slice(s.indexOf(">") + 1, -"</script>".length);
        expect(body, path).not.toMatch(/<\/script|<script|<!--/i);
      }
      await page.goto(path);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      const { ld } = await readMeta(page);
      expect(JSON.stringify(ld)).toContain(JSON.stringify(evil).slice(1, -1));
      for (const block of ld) expect(validateJsonLd(block)).toEqual([]);
    }
  });
});
