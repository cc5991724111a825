import { expect, test } from "@playwright/test";

const PAYLOAD = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"></p><b>bold?</b>`;

test.describe("stored XSS", () => {
  test("a review and a comment carrying HTML and script render as text and run nothing", async ({ page, request }) => {
    const marker = `xss-${Date.now()}`;
    const review = await request.post("/api/reviews", {
      data: { reviewer: `Mallory ${marker}`, itemName: "Big Mac", location: "Nowhere, NV", rating: 1, review: `${PAYLOAD} ${marker}` },
    });
    expect(review.status()).toBe(201);
    const comment = await request.post("/api/comments", {
      data: { itemName: "Big Mac", name: `Mallory ${marker}`, email: "m@example.com", comment: `${PAYLOAD} ${marker}` },
    });
    expect(comment.status()).toBe(201);

    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const path of ["/reviews", "/menu/item/big-mac"]) {
      const res = await page.goto(path);
      // A first render names its nonce; a stored copy (another test may have asked for the page since) its scripts' hashes.
      expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self' ('nonce-[^']+'|('sha256-[^']+' )+'strict-dynamic');/);
      // The payload is shown as the literal text the visitor typed.
      await expect(page.getByText(`${PAYLOAD} ${marker}`).first()).toBeVisible();
      // …and nothing in it became markup or ran.
      expect(await page.locator(`img[src="x"]`).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });

  test("every kind of HTML page carries the CSP header", async ({ request }) => {
    for (const path of [
      "/",
      "/menu/burgers",
      "/menu/item/big-mac",
      "/prices/texas",
      "/reviews",
      "/contact",
      "/about",
      "/news",
      "/meal-calculator",
      "/no-such-page",
      "/offline",
    ]) {
      const res = await request.get(path);
      expect(res.headers()["content-type"], path).toContain("text/html");
      expect(res.headers()["content-security-policy"], path).toMatch(/object-src 'none'/);
    }
  });
});
