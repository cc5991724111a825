import { expect, test, type Page } from "@playwright/test";
import { SITEMAP_PAGES, pagePath } from "../domain/rules/pages.ts";
import { PRICE_YEAR } from "../test-support/data-year.ts";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), "PNG signature").toBe(true);
  expect(buf.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Width and height of a WebP (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(buf.subarray(8, 12).toString("ascii")).toBe("WEBP");
  const chunk = buf.subarray(12, 16).toString("ascii");
  if (chunk === "VP8 ") return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
}

const CATEGORY_PATHS = [
  "/menu/breakfast",
  "/menu/burgers",
  "/menu/chicken-and-fish",
  "/menu/mcnuggets-and-strips",
  "/menu/fries-and-sides",
  "/menu/sweets-and-treats",
  "/menu/mccafe-coffees",
  "/menu/beverages",
  "/menu/mcvalue",
];

test.describe("installable app", () => {
  test("the manifest names the app and lists real PNG icons of the stated sizes", async ({ request, page }) => {
    const res = await request.get("/manifest.webmanifest");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: "Menu Prices",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
    const wanted = [
      { sizes: "192x192", purpose: "any" },
      { sizes: "512x512", purpose: "any" },
      { sizes: "512x512", purpose: "maskable" },
    ];
    for (const want of wanted) {
      const icon = icons.find(
        (i) => i.sizes === want.sizes && (i.purpose ?? "any").split(" ").includes(want.purpose) && i.type === "image/png",
      );
      expect(icon, `${want.purpose} icon ${want.sizes}`).toBeTruthy();
      const file = await request.get(icon!.src);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      const [w, h] = want.sizes.split("x").map(Number);
      expect(pngSize(await file.body())).toEqual({ width: w, height: h });
    }

    // The page links them: manifest, favicon, SVG icon, apple-touch-icon.
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const apple = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!);
    expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
    const svg = await request.get((await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href"))!);
    expect(svg.headers()["content-type"]).toBe("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
    const favicon = await request.get("/favicon.ico");
    const ico = await favicon.body();
    expect(ico.readUInt16LE(2), "ICO type").toBe(1);
    expect(ico.readUInt16LE(4), "images in the .ico").toBeGreaterThanOrEqual(1);
    const og = await request.get("/og-image.png");
    expect(pngSize(await og.body())).toEqual({ width: 1200, height: 630 });
  });

  test("the install prompt shows when the browser offers installation; Install prompts, Dismiss is remembered", async ({ page }) => {
    await page.goto("/menu/burgers");
    const prompt = page.getByRole("complementary", { name: "Install Menu Prices" });
    await expect(prompt).toBeHidden();

    const offer = () =>
      page.evaluate(() => {
        const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
          userChoice: Promise<{ outcome: string }>;
        };
        (window as { __prompted?: number }).__prompted = 0;
        event.prompt = async () => {
          (window as { __prompted?: number }).__prompted! += 1;
        };
        event.userChoice = Promise.resolve({ outcome: "dismissed" });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });

    // Hydration may still be under way: offer until the prompt appears.
    await expect(async () => {
      await offer();
      await expect(prompt).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(prompt).toContainText("Get quick access to menu prices offline");
    await prompt.getByRole("button", { name: "Install" }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => (window as { __prompted?: number }).__prompted)).toBe(1);

    await offer();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await expect(prompt).toBeHidden();

    await page.reload();
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    await offer();
    await page.waitForTimeout(300);
    await expect(prompt).toBeHidden();
  });

  test("on a page without React, app-lite.js runs the same prompt and remembers Dismiss", async ({ page }) => {
    await page.goto("/offline");
    expect(await page.locator('script[src="/app-lite.js"]').count()).toBe(1);
    await page.waitForLoadState("load");
    const prompt = page.getByRole("complementary", { name: "Install Menu Prices" });
    await expect(prompt).toBeHidden();
    await page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Dismiss" }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("menu-prices:install-dismissed"))).toBe("1");
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists every page once with absolute URLs, lastmod only where a date is known", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?<\/url>/g)].map((m) => ({
      loc: m[1],
      lastmod: m[2],
    }));
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    const origin = new URL(res.url()).origin;
    const paths = urls.map((u) => {
      expect(u.loc.startsWith("http")).toBe(true);
      return new URL(u.loc).pathname;
    });
    expect(new Set(paths).size).toBe(paths.length);
    expect(urls.every((u) => u.loc.startsWith(origin))).toBe(true);

    // Every fixed page of the registry (domain/rules/pages.ts) that is not an alias or a noindex page.
    for (const p of SITEMAP_PAGES.map(pagePath)) expect(paths, p).toContain(p);
    expect(SITEMAP_PAGES.length).toBeGreaterThanOrEqual(24);
    expect(paths).not.toContain("/my-deals");
    expect(paths).not.toContain("/mcvalue-deals");
    expect(paths).not.toContain("/offline");
    expect(paths.filter((p) => /^\/menu\/[^/]+$/.test(p))).toEqual(CATEGORY_PATHS);

    const items: { name: string }[] = await (await request.get("/api/menu-items")).json();
    const itemPaths = paths.filter((p) => p.startsWith("/menu/item/"));
    expect(itemPaths.length).toBe(items.length);
    expect(itemPaths).toContain("/menu/item/big-mac");

    const states = urls.filter((u) => new URL(u.loc).pathname.startsWith("/prices/"));
    expect(states.length).toBe(50);
    expect(states.map((s) => new URL(s.loc).pathname)).toEqual(
      expect.arrayContaining(["/prices/new-york", "/prices/wyoming", "/prices/north-carolina"]),
    );
    expect(states.some((s) => s.lastmod)).toBe(true);

    // lastmod only on state and article pages, and always a real date.
    for (const u of urls) {
      if (!u.lastmod) continue;
      expect(new URL(u.loc).pathname).toMatch(/^\/(prices|news\/article)\//);
      // A day, or a month: a state page's estimates are for a month (W3C datetime allows YYYY-MM).
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    }
    // Listed pages answer and may be indexed: every page but the long lists of items and states (a sample of those).
    const sample = [...paths.filter((p) => !/^\/(menu\/item|prices|news\/article)\//.test(p)), "/menu/item/big-mac", "/prices/texas"];
    for (const p of sample) {
      const page = await request.get(p);
      expect(page.status(), p).toBe(200);
      expect(await page.text(), p).not.toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const txt = await res.text();
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Allow: \/$/m);
    const line = txt.match(/^Sitemap: (\S+)$/m);
    expect(line).toBeTruthy();
    expect(new URL(line![1]).pathname).toBe("/sitemap.xml");
  });
});

test.describe("item images", () => {
  test("each category has its own drawing in both sizes, plus the generic fallback", async ({ request }) => {
    for (const slug of [...CATEGORY_PATHS.map((p) => p.slice("/menu/".length)), "fallback"]) {
      for (const [size, width, height] of [
        ["card", 320, 200],
        ["hero", 640, 400],
      ] as const) {
        const res = await request.get(`/images/food/${slug}-${size}.webp`);
        expect(res.status(), `${slug}-${size}`).toBe(200);
        expect(res.headers()["content-type"]).toBe("image/webp");
        expect(webpSize(await res.body())).toEqual({ width, height });
      }
    }
  });

  test("cards reserve their size, load lazily below the fold, and a broken picture becomes the generic one", async ({ page }) => {
    await page.route("**/images/food/items/big-mac-card.webp", (route) => route.abort());
    await page.goto("/menu/burgers");
    const images = page.locator("main img[data-fallback]");
    expect(await images.count()).toBeGreaterThan(4);
    const first = images.first();
    await expect(first).toHaveAttribute("width", "320");
    await expect(first).toHaveAttribute("height", "200");
    await expect(first).toHaveAttribute("alt", "");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(images.last()).toHaveAttribute("loading", "lazy");
    // The failed picture (eager ones fail at once) is replaced by the generic drawing, which loads.
    await expect(first).toHaveAttribute("src", "/images/food/fallback-card.webp");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  });

  test("a lazy picture that has not loaded yet is left alone", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 500 });
    await page.goto("/menu/burgers");
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    await expect(page.locator("main img[data-fallback]").last()).toHaveAttribute("src", /^\/images\/food\/items\/[a-z0-9-]+-card\.webp$/);
  });

  test("items are drawn one by one: the burgers' cards do not repeat one picture", async ({ page, request }) => {
    await page.goto("/menu/burgers");
    const srcs = await page.locator("main img[data-fallback]").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? ""));
    expect(new Set(srcs).size).toBe(srcs.length);
    const bodies = await Promise.all(
      ["/images/food/items/big-mac-card.webp", "/images/food/items/hamburger-card.webp"].map(async (u) => (await request.get(u)).body()),
    );
    expect(bodies[0].equals(bodies[1])).toBe(false);
    // Small on cards: a card picture is a few kilobytes.
    expect(bodies[0].length).toBeLessThan(12_000);
  });
});

async function waitForController(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    { timeout: 15_000 },
  );
}

async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (p) => !!(await caches.match(p, { ignoreVary: true })), path), { timeout: 15_000 })
    .toBe(true);
}

test.describe("offline", () => {
  test("after a first visit, home, the category pages and opened pages work offline; others show the offline page", async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));

    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker
            .getRegistration("/")
            .then((r) => r?.active?.scriptURL ?? r?.installing?.scriptURL ?? r?.waiting?.scriptURL ?? ""),
        ),
      )
      .toMatch(/\/sw\.js$/);
    await waitForController(page);
    await waitUntilSaved(page, "/");
    await waitUntilSaved(page, "/menu/beverages");

    await page.goto("/menu/item/big-mac");
    await expect(page.getByRole("heading", { level: 1, name: "Big Mac" })).toBeVisible();
    await waitUntilSaved(page, "/menu/item/big-mac");

    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Big Mac" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();

    await page.goto("/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: new RegExp(`^Menu Prices Updated ${PRICE_YEAR} ?, home$`) }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're offline" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();

    // A category page never opened: saved when the worker was installed.
    await page.goto("/menu/mccafe-coffees");
    await expect(page.getByRole("heading", { level: 1, name: "McCafé Coffees" })).toBeVisible();

    // The index pages, never opened either, are saved ahead like the category pages (the state chooser too).
    await page.goto("/prices");
    await expect(page.getByRole("heading", { level: 1, name: "Prices by State" })).toBeVisible();
    await page.goto("/tools");
    await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();

    // A page never opened and not saved ahead: the offline page, under the address asked for.
    await page.goto("/prices/vermont");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/prices/vermont");
    await expect(page.getByRole("link", { name: "Burgers" }).first()).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toHaveCount(0);
    expect(errors.filter((e) => /hydrat|#418|#423|#425/.test(e))).toEqual([]);
  });

  test("with the worker in charge, a page that changed since the browser kept it shows the change at once", async ({ page, request }) => {
    // The stored copy (the second request stores it) goes out with stale-while-revalidate for CDNs; the worker
    // must still ask the server, or a visitor would see the page from before their own review for minutes.
    for (let i = 0; i < 2; i++) expect((await request.get("/menu/item/sausage-burrito")).status()).toBe(200);
    await page.goto("/menu/item/sausage-burrito");
    await waitForController(page);
    const hero = page.getByTestId("item-hero-rating");
    await expect(hero.getByText("No reviews yet", { exact: true })).toBeVisible();
    await page.goto("/menu/item/sausage-burrito");
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    for (const rating of [4, 1]) {
      const res = await request.post("/api/reviews", {
        data: {
          reviewer: "Worker Check",
          itemName: "Sausage Burrito",
          location: "Reno, NV",
          rating,
          review: `Sausage burrito, ${rating} stars of 5.`,
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/menu/item/sausage-burrito");
    await expect(hero.getByText("2.5/5 from 2 reviews")).toBeVisible();
  });

  test("client-side navigation offline goes to the saved page, or to the offline page, instead of failing", async ({ page, context }) => {
    await page.goto("/menu/item/big-mac");
    await waitForController(page);
    await waitUntilSaved(page, "/menu/burgers");
    await context.setOffline(true);
    await page.locator('main a[href="/menu/burgers"]').first().click();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Burgers" })).toBeVisible();
    await page.locator('main a[href="/menu/item/mcdouble"]').first().click();
    await expect(page).toHaveURL(/\/menu\/item\/mcdouble$/);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("the offline banner appears when the network goes and leaves when it returns", async ({ page, context }) => {
    await page.goto("/menu/burgers");
    // The banner listens once React has hydrated (its scripts load after the first paint): on a busy machine
    // that can take longer than the retries below allow, so wait for it first.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
    const banner = page.getByRole("status").filter({ hasText: "You're offline." });
    await expect(banner).toBeHidden();
    // An 'offline' event that fires before the page listens is missed, and going offline again while already
    // offline fires nothing: so each attempt goes back online first, and waits the default time for the banner.
    await expect(async () => {
      await context.setOffline(false);
      await context.setOffline(true);
      await expect(banner).toBeVisible();
    }).toPass({ timeout: 20_000 });
    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });

  test("the service worker never answers POSTs from its cache, and the offline page is not indexed", async ({ page, context }) => {
    await page.goto("/offline");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await waitForController(page);
    await page.goto("/contact");
    await waitUntilSaved(page, "/contact");
    await context.setOffline(true);
    const outcome = await page.evaluate(() =>
      fetch("/contact", { method: "POST", body: new URLSearchParams({ name: "A" }) }).then(
        (res) => `answered ${res.status}`,
        () => "failed",
      ),
    );
    expect(outcome).toBe("failed");
    await context.setOffline(false);
  });
});
