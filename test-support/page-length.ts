/**
 * A page's height with every section laid out, in CSS pixels: sections skipped by `content-visibility` count at
 * their stand-in height until they have been near the screen, so the page is scrolled through once first. Read by
 * the phone tests (e2e/phone.spec.ts) and the diner's task script (scripts/diner-tasks.ts).
 */
import type { Page } from "@playwright/test";

export function laidOutHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      // Instant: the site scrolls smoothly, and a smooth scroll would not have arrived when the next step reads.
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    return document.documentElement.scrollHeight;
  });
}
