/**
 * Pages a CDN can cache: a stored page is the same bytes for every visitor, its CSP allows its scripts by hash
 * (no nonce), and it still hydrates, or runs app-lite.js, with no CSP violation in the browser.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/** A normal browser's user agent: the page is streamed (React's inline swap scripts, React Router's data stream). */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
test.use({ userAgent: BROWSER_UA });

/** Fetches a page until the render cache answers it, and returns that answer. */
async function storedCopy(request: APIRequestContext, path: string) {
  for (let i = 0; i < 40; i++) {
    const res = await request.get(path, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "gzip" } });
    expect(res.status()).toBe(200);
    if (res.headers()["x-render-cache"] === "hit") return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never came from the render cache`);
}

/** Records CSP violations and console errors of a page from its first script on. */
async function watchViolations(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))];
}

function expectHashedPolicy(csp: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(csp).not.toContain("nonce-");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
}

test("a stored page is byte-identical for two visitors, allows its scripts by hash, and hydrates with no CSP violation", async ({
  page,
  request,
}) => {
  const path = "/";
  const first = await storedCopy(request, path);
  const second = await storedCopy(request, path);
  expect((await second.body()).equals(await first.body())).toBe(true);
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  expectHashedPolicy(first.headers()["content-security-policy"]);
  expect(first.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
  const html = (await first.body()).toString("utf8");
  expect(html).not.toMatch(/\bnonce=/);
  // The stored copy is a streamed render: it has the inline scripts whose hashes must match exactly.
  expect(html).toContain("window.__reactRouterContext");
  expect(html).toMatch(/<script type="module"/);

  const violations = await watchViolations(page);
  const res = await page.goto(path);
  expect(res?.headers()["x-render-cache"]).toBe("hit");
  expect(res?.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // Something only the hydrated page does: the menu search filters as you type, without a request.
  const box = page.getByRole("searchbox", { name: "Search menu items" });
  await box.fill("MCFLURRY");
  await expect(page.getByText('Showing 2 results for "MCFLURRY"')).toBeVisible();
  // The footer's streamed reviews were moved into place by React's inline script.
  await expect(page.getByTestId("latest-reviews")).toBeVisible();
  // A client navigation loads the next route's modules (allowed through 'strict-dynamic').
  await page.getByRole("contentinfo").getByRole("link", { name: "All reviews" }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("a shared link with tracking tags gets the stored copy, keeps its address and hydrates with no error", async ({ page, request }) => {
  const first = await storedCopy(request, "/");
  const tagged = "/?utm_source=newsletter&fbclid=IwAR0abc";
  const again = await request.get(tagged, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "gzip" } });
  expect(again.headers()["x-render-cache"]).toBe("hit");
  expect(again.headers().etag).toBe(first.headers().etag);

  const violations = await watchViolations(page);
  const res = await page.goto(tagged);
  expect(res?.headers()["x-render-cache"]).toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page).toHaveURL(/\/\?utm_source=newsletter&fbclid=IwAR0abc$/);
  const box = page.getByRole("searchbox", { name: "Search menu items" });
  await box.fill("MCFLURRY");
  await expect(page.getByText('Showing 2 results for "MCFLURRY"')).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("a stored page without React runs app-lite.js, allowed by its integrity hash, with no CSP violation", async ({ page, request }) => {
  const path = "/news/article/happy-meal-new-toys";
  const stored = await storedCopy(request, path);
  const csp = stored.headers()["content-security-policy"];
  expectHashedPolicy(csp);
  const integrity = /<script src="\/app-lite\.js"[^>]*integrity="(sha256-[^"]+)"/.exec((await stored.body()).toString("utf8"))?.[1];
  expect(integrity).toBeTruthy();
  expect(csp).toContain(`'${integrity}'`);

  const violations = await watchViolations(page);
  const res = await page.goto(path);
  expect(res?.headers()["x-render-cache"]).toBe("hit");
  // app-lite.js turns the article's share link into a button.
  await expect(page.locator("a[data-share]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /share/i }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("a stored /explore runs its filter script, allowed by its integrity hash: a sort applies without a page load", async ({
  page,
  request,
}) => {
  const path = "/explore";
  const stored = await storedCopy(request, path);
  const csp = stored.headers()["content-security-policy"];
  expectHashedPolicy(csp);
  const integrity = /<script src="\/explore-filters\.js"[^>]*integrity="(sha256-[^"]+)"/.exec((await stored.body()).toString("utf8"))?.[1];
  expect(integrity, "the filter script carries its integrity").toBeTruthy();
  expect(csp).toContain(`'${integrity}'`);

  const violations = await watchViolations(page);
  const res = await page.goto(path);
  expect(res?.headers()["x-render-cache"]).toBe("hit");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByLabel("Sort by").selectOption("calories");
  await expect(page).toHaveURL(/[?&]sort=calories/);
  await expect(page.getByTestId("explore-summary")).toContainText("sorted by calories");
  // The script swapped the results in: the document is the same one (a GET form would have loaded a new one).
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await violations()).toEqual([]);
});
