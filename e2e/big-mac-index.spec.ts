/**
 * The Big Mac index on the site, without JavaScript: the US price history (chart and table) and the
 * change between two editions on /big-mac-prices, and every country of the latest edition on
 * /international-prices, each one click from its history. Expected values are read from the raw file the data is
 * imported from (data/sources/), split by hand, not from the site's own data file.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";

interface RawRow {
  date: string;
  iso: string;
  name: string;
  currency: string;
  local: number;
  usd: number;
}

const raw: RawRow[] = (() => {
  const [head, ...lines] = readFileSync(new URL("../data/sources/big-mac-index/big-mac-full-index.csv", import.meta.url), "utf8")
    .trim()
    .split("\n");
  const cols = head.split(",");
  return lines.map((l) => {
    const r = Object.fromEntries(l.split(",").map((c, i) => [cols[i], c]));
    return {
      date: r.date,
      iso: r.iso_a3,
      name: r.name,
      currency: r.currency_code,
      local: Number(r.local_price),
      usd: Number(r.dollar_price),
    };
  });
})();
const us = raw.filter((r) => r.iso === "USA").sort((a, b) => a.date.localeCompare(b.date));
const latestDate = raw
  .map((r) => r.date)
  .sort()
  .at(-1)!;
const latest = raw.filter((r) => r.date === latestDate);
const money = (n: number) => `$${n.toFixed(2)}`;
const monthYear = (date: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

test.use({ javaScriptEnabled: false });

test("/big-mac-prices: the US price chart's first and last points and its table are the raw file's, every edition", async ({ page }) => {
  await page.goto("/big-mac-prices");
  const figure = page.locator("figure", { hasText: "US Big Mac price in every edition" });
  const svg = figure.locator("svg[role=img]").filter({ visible: true });
  await expect(svg).toHaveCount(1);
  await expect(svg).toHaveAccessibleName(/US Big Mac price in every edition of the Big Mac index/);
  const dots = svg.locator("circle");
  await expect(dots).toHaveCount(us.length);
  for (const [dot, row] of [
    [dots.first(), us[0]],
    [dots.last(), us.at(-1)!],
  ] as const) {
    await expect(dot).toHaveAttribute("data-date", row.date);
    expect(Number(await dot.getAttribute("data-value"))).toBeCloseTo(row.usd, 2);
  }
  // The first point sits left of and below the last (the value axis goes up).
  const [a, b] = [await dots.first().boundingBox(), await dots.last().boundingBox()];
  expect(a!.x).toBeLessThan(b!.x);
  expect(a!.y).toBeGreaterThan(b!.y);

  const rows = figure.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(us.length);
  await expect(rows.first()).toContainText(monthYear(us[0].date));
  await expect(rows.first()).toContainText(money(us[0].usd));
  await expect(rows.last()).toContainText(monthYear(us.at(-1)!.date));
  await expect(rows.last()).toContainText(money(us.at(-1)!.usd));
  await expect(figure).toContainText("Source: The Economist, Big Mac index");
  // Our own national estimate is beside it, marked as ours, and no typed percentage claims a rise.
  await expect(page.getByText("Our national estimate (the price this site uses)")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("141.4%");
  await expect(page.locator("main")).not.toContainText("measured");
});

test("/big-mac-prices: the change between two editions is a GET form that works without JavaScript", async ({ page }) => {
  await page.goto("/big-mac-prices");
  // Default: the first edition to the last.
  const status = page.getByTestId("price-change");
  await expect(status).toContainText(`${money(us[0].usd)} in ${monthYear(us[0].date)}`);
  const [from, to] = [us[Math.floor(us.length / 3)], us[us.length - 2]];
  await page.getByLabel("From edition", { exact: true }).selectOption(from.date);
  await page.getByLabel("To edition", { exact: true }).selectOption(to.date);
  await page.getByRole("button", { name: "Show the change" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from.date}&to=${to.date}`));
  const pct = (((to.usd - from.usd) / from.usd) * 100).toFixed(1);
  await expect(status).toHaveText(
    `The index's US Big Mac price went from ${money(from.usd)} in ${monthYear(from.date)} to ${money(to.usd)} in ${monthYear(to.date)}: up ${money(to.usd - from.usd)} (${pct}%).`,
  );
  // The choices stay selected on the answer page.
  await expect(page.getByLabel("From edition", { exact: true })).toHaveValue(from.date);
  await expect(page.getByLabel("To edition", { exact: true })).toHaveValue(to.date);
});

test("/international-prices lists every country of the latest edition with the edition date; the US row is the edition's US price", async ({
  page,
}) => {
  await page.goto("/international-prices");
  const table = page.locator("table").first();
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(latest.length);
  for (const r of latest) await expect(table.getByRole("rowheader", { name: r.name, exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: `Big Mac prices by country, ${monthYear(latestDate)}` })).toBeVisible();
  await expect(page.getByText("Source: The Economist, Big Mac index, edition dated")).toContainText(monthYear(latestDate));
  const usRaw = latest.find((r) => r.iso === "USA")!;
  const usRow = rows.filter({ has: page.getByRole("rowheader", { name: "United States", exact: true }) });
  await expect(usRow.locator("td").first()).toHaveText(money(usRaw.usd));
  const japan = latest.find((r) => r.iso === "JPN")!;
  const japanRow = rows.filter({ has: page.getByRole("rowheader", { name: "Japan", exact: true }) });
  await expect(japanRow.locator("td").first()).toHaveText(money(japan.usd));
  await expect(japanRow.locator("td").nth(1)).toHaveText(`${japan.local.toLocaleString("en-US")} ${japan.currency}`);
  await expect(page.locator("main")).not.toContainText(/more than 100 markets|Affordability|Happy Meal/);

  // One click to the country's history: every edition that priced it.
  await japanRow.getByRole("link", { name: "Japan" }).click();
  await expect(page).toHaveURL(/\/international-prices\/japan$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Big Mac Price in Japan");
  const history = raw.filter((r) => r.iso === "JPN");
  await expect(page.locator("table").first().locator("tbody tr")).toHaveCount(history.length);
  await expect(page.getByText("Source: The Economist, Big Mac index").first()).toBeVisible();
});

test("a country's page lists its editions newest first", async ({ page }) => {
  await page.goto("/international-prices/japan");
  const dates = raw
    .filter((r) => r.iso === "JPN")
    .map((r) => r.date)
    .sort()
    .reverse();
  expect(
    await page
      .locator("table")
      .first()
      .locator("tbody tr th time")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime"))),
  ).toEqual(dates);
});

test("on a phone both country tables fit the screen: no sideways scrolling, every figure in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/international-prices", "/international-prices/japan"]) {
    await page.goto(path);
    const table = page.locator("table").first();
    const cells = await table
      .locator("tbody tr")
      .first()
      .locator("th, td")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(cells.length).toBeGreaterThanOrEqual(4);
    for (const right of cells) expect(right, path).toBeLessThanOrEqual(390);
    const box = table.locator("xpath=..");
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
    expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight), path).toBeLessThanOrEqual(0);
  }
});

test("an unknown country answers 404 with a way back", async ({ page }) => {
  const res = await page.goto("/international-prices/atlantis");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Back to prices around the world" })).toHaveAttribute("href", "/international-prices");
});

for (const width of [390, 1366]) {
  test(`the price history charts' axis labels are 13 px or more at ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/big-mac-prices", "/international-prices/venezuela"]) {
      await page.goto(path);
      const sizes = await page.locator("figure svg[role=img]").evaluateAll((svgs) =>
        svgs
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .flatMap((svg) => {
            const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
            return [...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
          }),
      );
      expect(sizes.length, path).toBeGreaterThan(6);
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(13);
    }
  });
}

test("/prices: minutes of work at each state's minimum wage, sorted by a heading link, from the wage file's newest rates", async ({
  page,
}) => {
  const lines = readFileSync(new URL("../data/sources/wages/us-state-minimum-wage-2026.csv", import.meta.url), "utf8")
    .trim()
    .split("\n");
  const newest = lines
    .slice(1)
    .map((l) => l.match(/,(\d{4}-\d{2}-\d{2}),[^,]*$/)?.[1] ?? "")
    .sort()
    .at(-1)!;
  const texasWage = Number(lines.find((l) => l.startsWith("Texas,") && l.includes(`,${newest},`))!.split(",")[1]);
  await page.goto("/prices");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Minutes of work for a Big Mac, by state" }) });
  const rows = section.locator("tbody tr");
  await expect(rows).toHaveCount(50);
  await expect(section.locator("time").first()).toHaveAttribute("datetime", newest);
  const texas = rows.filter({ has: page.getByRole("rowheader", { name: "Texas", exact: true }) });
  const cells = texas.locator("td");
  // Columns: minutes for a Big Mac, for the meal, the wage, the Big Mac's and the meal's prices.
  await expect(cells.nth(2)).toHaveText(money(texasWage));
  const price = Number((await cells.nth(3).textContent())!.replace("$", ""));
  await expect(cells.nth(0)).toHaveText(String(Math.round((price / texasWage) * 60)));
  // The state's own page says the same, with the wage's date and source.
  const minutes = String(Math.round((price / texasWage) * 60));
  await page.goto("/prices/texas");
  const work = page.locator("section", { has: page.getByRole("heading", { name: "Minutes of work in Texas" }) });
  await expect(work).toContainText(`minimum wage of ${money(texasWage)} an hour`);
  await expect(work.locator("time")).toHaveAttribute("datetime", newest);
  await expect(work.getByRole("listitem").first()).toContainText(`${money(price)} takes ${minutes} minutes`);
  await page.goto("/prices");
  // Most minutes first by default; the State heading sorts A to Z, without JavaScript.
  await expect(section.getByRole("columnheader", { name: "Minutes for a Big Mac", exact: true })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await section.getByRole("link", { name: "State" }).click();
  await expect(page).toHaveURL(/\/prices\?sort=state#minutes-of-work$/);
  await expect(rows.first().getByRole("rowheader")).toHaveText("Alabama");
  await expect(section.getByRole("columnheader", { name: "State", exact: true })).toHaveAttribute("aria-sort", "ascending");
  // An item of the visitor's choice adds its columns (a GET form; the sort stays).
  await page.getByLabel("Add an item of your choice").selectOption("world-famous-fries");
  await page.getByRole("button", { name: "Show its minutes" }).click();
  await expect(page).toHaveURL(/\/prices\?sort=state&item=world-famous-fries#minutes-of-work$/);
  await expect(rows.first().getByRole("rowheader")).toHaveText("Alabama");
  const headers = await section.locator("thead th").allTextContents();
  const fries = headers.findIndex((h) => h.startsWith("Minutes for a World Famous Fries (Medium)"));
  const friesPrice = headers.findIndex((h) => h.startsWith("World Famous Fries (Medium) (our estimate)"));
  expect(fries).toBeGreaterThan(0);
  const tx = rows.filter({ has: page.getByRole("rowheader", { name: "Texas", exact: true }) }).locator("th, td");
  const p = Number((await tx.nth(friesPrice).textContent())!.replace("$", ""));
  await expect(tx.nth(fries)).toHaveText(String(Math.round((p / texasWage) * 60)));
});

test("/open-data lists the datasets with their licences; each CSV parses and matches its JSON, and the Big Mac file has every raw row", async ({
  page,
  request,
}) => {
  await page.goto("/open-data");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open Data");
  await expect(page.locator("main")).toContainText('CC BY 4.0: credit "The Economist"');
  for (const id of ["big-mac-index", "minimum-wages", "menu-prices", "nutrition"]) {
    const csvLink = page.getByRole("link", { name: `${id}.csv` });
    await expect(csvLink).toHaveAttribute("href", `/open-data/${id}.csv`);
    const csv = await request.get(`/open-data/${id}.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    const json = (await (await request.get(`/open-data/${id}.json`)).json()) as Record<string, string | number | null>[];
    expect(rows.length).toBe(json.length);
    expect(rows).toEqual(json.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? "" : String(v)]))));
    if (id === "big-mac-index") {
      expect(rows.length).toBe(raw.length);
      const usLast = rows.find((r) => r.iso === "USA" && r.date === latestDate)!;
      expect(Number(usLast.dollar_price)).toBe(us.at(-1)!.usd);
    }
  }
  // Our own prices: the download says what the API says, item for item.
  const menu = parse(await (await request.get("/open-data/menu-prices.csv")).text(), { columns: true }) as Record<string, string>[];
  const api = (await (await request.get("/api/menu-items")).json()) as {
    name: string;
    avgPriceUsd: number;
    priceBasis: { kind: string; asOf: string };
  }[];
  expect(menu.map((r) => [r.name, Number(r.price_usd), r.basis, r.as_of])).toEqual(
    api.map((i) => [i.name, i.avgPriceUsd, i.priceBasis.kind, i.priceBasis.asOf]),
  );
  await expect(page.locator("main")).toContainText('CC BY 4.0: credit "Menu Prices"');
  expect((await request.get("/open-data/nothing.csv")).status()).toBe(404);

  // A feed reader finds the data-updates feed from the page's head and reads valid Atom with the latest edition.
  const feedHref = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
  expect(feedHref).toMatch(/\/feeds\/data\.atom$/);
  const feedRes = await request.get(feedHref!);
  expect(feedRes.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const xml = await feedRes.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === "entry" }).parse(xml).feed as {
    id: string;
    updated: string;
    entry: { id: string; title: string; updated: string }[];
  };
  expect(feed.id).toBe("tag:menu-prices,2026:data-updates");
  const edition = feed.entry.find((x) => x.id.endsWith(`big-mac-index/${latestDate}`));
  expect(edition?.updated).toBe(`${latestDate}T00:00:00Z`);
  expect(feed.entry.every((x) => x.id && x.title && /^\d{4}-\d{2}-\d{2}T/.test(x.updated))).toBe(true);
});

test("a state page shows each dated survey's Big Mac price, named and dated, beside our estimate, and its published restaurant count", async ({
  page,
}) => {
  await page.goto("/prices/texas");
  const survey = page.getByTestId("state-survey");
  await expect(survey.getByRole("heading", { level: 2 })).toHaveText("Big Mac in Texas: published surveys and our estimate");
  const rows = survey.locator("li");
  // Our estimate for the price index's month, with its range; never "for today", never a review date.
  await expect(rows.first()).toContainText(
    /^Our estimate for [A-Z][a-z]+ \d{4}: about \$\d+\.\d0; most restaurants between \$\d+\.\d0 and \$\d+\.\d0/,
  );
  await expect(rows.first()).not.toContainText("reviewed");
  // The newest survey decides: NetCredit 2024 puts Texas 11.6% below the average, where the 2023 list had it near it.
  const netcredit = rows.filter({ hasText: "NetCredit" });
  await expect(netcredit).toContainText("prices 11.6% below the national average · A survey, published April 2, 2024");
  const cash = rows.filter({ hasText: "CashNetUSA Big Mac price study" });
  await expect(cash).toContainText(
    "CashNetUSA Big Mac price study (as reported by Daily Mail): $4.39 · A survey, published March 19, 2023",
  );
  // The survey list folds on the phone-first page: the link is there without opening it (no-JS pages hide nothing).
  await expect(cash.locator("a")).toHaveAttribute("href", /^https:\/\/www\.dailymail\.co\.uk\//);
  await expect(survey).toContainText(
    "It puts Texas 11.6% below the national average, so our estimate is the national estimate times 0.884.",
  );
  // Prices seen at Texas restaurants, each with its place, date and publisher: never the state's typical price.
  const observed = page.getByTestId("state-observed");
  await expect(observed.getByRole("heading", { level: 2 })).toHaveText("Prices seen at restaurants in Texas");
  await expect(observed.locator("li").filter({ hasText: "Axios" }).filter({ hasText: "Austin" })).toContainText(
    "Big Mac: $3.75, Austin · seen April 2022 · Axios",
  );
  await expect(observed.locator("li").filter({ hasText: "San Angelo" })).toContainText("$3.99");
  const restaurants = page.getByTestId("state-restaurants");
  await expect(restaurants).toHaveAttribute("data-basis", "published");
  await expect(restaurants).toHaveText(
    "1,232 restaurants (ScrapeHero, as reported by Food Republic, October 2025), the 1st most of the 50 states.",
  );

  // Hawaii: both surveys, newest first.
  await page.goto("/prices/hawaii");
  const hawaii = page.getByTestId("state-survey").locator("li[data-survey-figure]");
  await expect(hawaii).toHaveCount(2);
  await expect(hawaii.first()).toContainText("March 19, 2023");
  await expect(hawaii.nth(1)).toContainText("Zippia");
  await expect(hawaii.nth(1)).toContainText("(ranked 1st dearest)");

  // Nevada: no survey and no published count, and the page says so.
  await page.goto("/prices/nevada");
  await expect(page.getByTestId("state-survey")).toContainText("No dated survey in our data gives a Big Mac price for Nevada.");
  await expect(page.getByTestId("state-restaurants")).toHaveAttribute("data-basis", "estimate");
  await expect(page.getByTestId("state-restaurants")).toContainText(
    "No published count for Nevada is in our data. Our estimate: about 117 restaurants",
  );
});
