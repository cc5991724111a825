/**
 * Issue 42's three diner tasks still unanswered, typed into the home search as a diner would, on a phone with and
 * without JavaScript: the answer, with its basis and date, is on the first screen it lands on. And the rough edges
 * found beside them: the not-found page's search says what may be asked in full on a phone, headings on /delivery
 * and /rewards sit on what they head, and an address with bytes that spell no text says so, with a way on.
 * Expected figures come from the API and the open data, dates from the data's own functions, never typed in.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { dealRecords } from "../domain/rules/deals.ts";
import { formatLongDate } from "../domain/rules/dates.ts";

test.use({ viewport: { width: 390, height: 844 } });

const money = (n: number) => `$${n.toFixed(2)}`;

async function ask(page: Page, query: string) {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search menu items" });
  await box.fill(query);
  await box.press("Enter");
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test('"20 piece mcnuggets california vs ohio": both states\' figures and the gap, dated, on the first screen', async ({
      page,
      request,
    }) => {
      const records = (await (await request.get("/api/prices")).json()) as {
        itemName: string;
        state: string;
        price: number;
        lastUpdated: string;
      }[];
      const of = (state: string) => records.find((r) => r.itemName === "20 Piece Chicken McNuggets" && r.state === state)!;
      const [ca, oh] = [of("California"), of("Ohio")];
      await ask(page, "20 piece mcnuggets california vs ohio");
      await expect(page).toHaveURL(/\/search\?q=20/);
      const answer = page.getByTestId("states-answer");
      for (const [r, slug] of [
        [ca, "california"],
        [oh, "ohio"],
      ] as const) {
        const mark = `[data-price-item="20-piece-chicken-mcnuggets"][data-price-state="${slug}"]`;
        const figure = answer.locator(mark);
        await expect(figure).toHaveText(money(r.price));
        await expect(figure).toBeInViewport();
        await expect(answer.getByRole("listitem").filter({ has: page.locator(mark) })).toContainText(
          `estimate for ${r.state}, ${formatLongDate(r.lastUpdated)}`,
        );
      }
      const [dearer, cheaper] = ca.price > oh.price ? [ca, oh] : [oh, ca];
      await expect(answer.locator("p").first()).toContainText(
        `${money(dearer.price - cheaper.price)} more in ${dearer.state} than in ${cheaper.state}`,
      );
    });

    test('"is the $5 meal deal still on": the newest dated report and what is in it, saying our record ends there', async ({ page }) => {
      const data = (file: string) => JSON.parse(readFileSync(`data/${file}`, "utf8"));
      const deals = data("deals.json") as (Parameters<typeof dealRecords>[2][number] & { description: string })[];
      const newest = dealRecords("$5 Meal Deal", data("national-figures.json"), deals).at(-1)!;
      await ask(page, "is the $5 meal deal still on");
      const status = page.getByTestId("offer-status");
      await expect(status).toHaveText(`Our newest report of the $5 Meal Deal is from ${formatLongDate(newest.effective)}.`);
      await expect(status).toBeInViewport();
      const more = page.getByText("We have no report after that, so we cannot say whether it still runs today.");
      await expect(more).toContainText(deals.find((d) => d.title === "$5 Meal Deal")!.description);
      await expect(more).toBeInViewport();
      await expect(page.getByTestId("offer-records").getByRole("link", { name: newest.source }).first()).toHaveAttribute(
        "href",
        newest.url,
      );
    });

    test("\"big mac japan\" opens Japan's page of the Big Mac index, its newest edition's price on the first screen", async ({
      page,
      request,
    }) => {
      const rows = (await (await request.get("/open-data/big-mac-index.json")).json()) as {
        date: string;
        iso: string;
        dollar_price: number;
      }[];
      const japan = rows.filter((r) => r.iso === "JPN").sort((a, b) => a.date.localeCompare(b.date));
      await ask(page, "big mac japan");
      // Without JavaScript the home search form posts to "/#menu", and the fragment rides along the redirects: no such section here.
      await expect(page).toHaveURL(/\/international-prices\/japan(#menu)?$/);
      const lead = page
        .locator("main p")
        .filter({ hasText: money(japan.at(-1)!.dollar_price) })
        .first();
      await expect(lead).toContainText(formatLongDate(japan.at(-1)!.date.slice(0, 7)));
      await expect(lead).toBeInViewport();
    });
  });
}

test("the not-found page's search says what may be asked, in full, on a phone", async ({ page }) => {
  await page.goto("/no-such-page-here");
  const field = page.getByRole("searchbox", { name: "Search the menu" });
  await expect(field).toBeVisible();
  const hint = page.locator(`#${await field.getAttribute("aria-describedby")}`);
  await expect(hint).toContainText("big mac calories, cheap breakfast");
  await expect(hint).toBeInViewport({ ratio: 1 });
  const cut = await hint.evaluate((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth);
  expect(cut, "the hint runs past the screen's edge").toBe(false);
});

for (const path of ["/delivery", "/rewards"]) {
  test(`${path}: each heading sits on what it heads, with no gap like a missing block`, async ({ page }) => {
    await page.goto(path);
    const gaps = await page.locator("main h2").evaluateAll((hs) =>
      hs.map((h) => {
        const next = h.nextElementSibling;
        // From the heading's words, not its box: the gap was padding inside the heading's box.
        const words = document.createRange();
        words.selectNodeContents(h);
        return { heading: h.textContent, gap: next ? next.getBoundingClientRect().top - words.getBoundingClientRect().bottom : 0 };
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    for (const g of gaps) expect(g.gap, `gap under "${g.heading}"`).toBeLessThanOrEqual(24);
  });
}

test("an address whose escapes spell no text answers 400 saying so, with a link home and a search", async ({ page }) => {
  const res = await page.goto("/menu/%C0%AF");
  expect(res?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We cannot read this address");
  await expect(page.locator("main")).toContainText("characters we cannot read");
  await expect(page.locator("main")).not.toContainText("hex digits");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await page.getByRole("searchbox", { name: "Search the menu" }).fill("big mac calories");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=big\+mac\+calories/);
});
