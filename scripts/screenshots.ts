/**
 * `npm run screenshots -- <url> [path ...]`: screenshots of pages of a running server, made on demand instead of
 * committed. Each path is taken at 390x844 (a phone) and 1366x900 (a laptop), with JavaScript on and off, full
 * page, into `SHOTS_DIR` (default `.tmp/screenshots/`, outside git). Without paths: the home page, an item page, a
 * state page, /deals and /meal-calculator. Every section is painted (content-visibility turned off for the shot).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/menu/item/big-mac", "/prices/texas", "/deals", "/meal-calculator"];
const dir = path.resolve(process.env.SHOTS_DIR ?? ".tmp/screenshots");
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-dev-shm-usage"],
});
try {
  for (const p of paths) {
    for (const viewport of VIEWPORTS) {
      for (const javaScriptEnabled of [true, false]) {
        const page = await browser.newPage({ viewport, javaScriptEnabled });
        const answer = await page.goto(new URL(p, base).href, { waitUntil: "load" });
        // Every section painted: a full-page shot paints only what is near the real viewport, so the sections skipped by
        // content-visibility off screen came out blank (1,700 px of nothing on the home page), which no diner sees.
        // (Set from here rather than with addStyleTag, which waits for a load event that never fires without JavaScript.)
        await page.evaluate(() =>
          document.querySelectorAll<HTMLElement>("*").forEach((el) => el.style.setProperty("content-visibility", "visible", "important")),
        );
        const name = `${p.replace(/^\/|\/$/g, "").replace(/[^\w-]+/g, "_") || "home"}-${viewport.width}x${viewport.height}${javaScriptEnabled ? "" : "-nojs"}.png`;
        await page.screenshot({ path: path.join(dir, name), fullPage: true });
        console.log(`${answer?.status() ?? "?"} ${p} → ${path.join(dir, name)}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
