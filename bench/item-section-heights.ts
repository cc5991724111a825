/**
 * The real heights of an item page's sections at 390 and 1366 px wide, without JavaScript, next to the stand-in
 * heights content-visibility uses (components/item/item.css.ts, SECTION_HEIGHTS). Run against a served build:
 *   PORT=5601 npm run serve &  node --import tsx bench/item-section-heights.ts http://localhost:5601
 * Prints one line per section: the measured heights on five items, then the stand-in in use.
 */
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const PATHS = [
  "/menu/item/big-mac",
  "/menu/item/world-famous-fries",
  "/menu/item/big-mac-extra-value-meal",
  "/menu/item/hamburger",
  "/menu/item/apple-slices",
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
  const page = await context.newPage();
  const rows = new Map<string, { real: number[]; standIn: string }>();
  for (const path of PATHS) {
    await page.goto(base + path);
    // Bring every section near the viewport once, so each is laid out for real.
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < total + 2000; y += 400) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(20);
    }
    const found = await page.evaluate(() =>
      [...document.querySelectorAll("main section[aria-labelledby]")]
        .filter((s) => getComputedStyle(s).contentVisibility === "auto")
        .map((s) => ({
          id: s.getAttribute("aria-labelledby") ?? "",
          real: Math.round(s.getBoundingClientRect().height),
          standIn: getComputedStyle(s).containIntrinsicHeight,
        })),
    );
    for (const f of found) {
      const row = rows.get(f.id) ?? { real: [], standIn: f.standIn };
      row.real.push(f.real);
      rows.set(f.id, row);
    }
  }
  console.log(`${width}x${height}: section, measured heights (px), stand-in`);
  for (const [id, row] of rows) console.log(`  ${id.padEnd(22)} ${row.real.join(" ").padEnd(28)} ${row.standIn}`);
  await context.close();
}
await browser.close();
