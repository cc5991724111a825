import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

/** A normal browser's user agent: bots (curl, HeadlessChrome) are sent the whole page at once. */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** Reads a page as the network delivers it: the decoded text of each chunk, in order. */
function readChunks(
  baseURL: string,
  path: string,
  encoding: "identity" | "gzip" | "br",
): Promise<{ chunks: string[]; headers: http.IncomingHttpHeaders }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": encoding } }, (res) => {
      const chunks: string[] = [];
      const decoder =
        encoding === "gzip"
          ? zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH })
          : encoding === "br"
            ? zlib.createBrotliDecompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH })
            : null;
      const source = decoder ? res.pipe(decoder) : res;
      source.on("data", (c: Buffer) => chunks.push(c.toString("utf8")));
      source.on("end", () => resolve({ chunks, headers: res.headers }));
      source.on("error", reject);
    });
    req.on("error", reject);
  });
}

function indexOfChunk(chunks: string[], needle: string): number {
  let text = "";
  for (let i = 0; i < chunks.length; i++) {
    text += chunks[i];
    if (text.includes(needle)) return i;
  }
  return -1;
}

test.describe("streaming SSR", () => {
  for (const encoding of ["identity", "gzip", "br"] as const) {
    test(`the shell arrives before the deferred footer reviews (${encoding})`, async ({ baseURL }) => {
      // A value no page knows of a parameter the home page reads, so the page is rendered now rather than served
      // whole from the render cache (a page another test already rendered is complete, and rightly sent at once;
      // a parameter the page never reads gets that stored copy too).
      const { chunks, headers } = await readChunks(baseURL!, `/?category=streaming-${encoding}-${Date.now()}`, encoding);
      if (encoding !== "identity") expect(headers["content-encoding"]).toBe(encoding);
      expect(chunks.length).toBeGreaterThan(1);
      const shell = indexOfChunk(chunks, "<header");
      const fallback = indexOfChunk(chunks, 'data-testid="latest-reviews-fallback"');
      const content = indexOfChunk(chunks, 'data-testid="latest-reviews"');
      expect(shell).toBeGreaterThanOrEqual(0);
      expect(fallback).toBeGreaterThanOrEqual(shell);
      // The deferred part comes in a later chunk than its fallback, not in the same write.
      expect(content).toBeGreaterThan(fallback);
      // Content the page needs without JavaScript (the main content) is in the shell, never deferred.
      expect(indexOfChunk(chunks, "</main>")).toBeLessThan(content);
    });
  }

  test("bots get the whole page with the deferred part already in place", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "user-agent": "curl/8.0" } })).text();
    expect(html).toContain('data-testid="latest-reviews"');
  });

  test("in a browser the deferred part replaces its fallback", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("latest-reviews")).toBeVisible();
    await expect(page.getByTestId("latest-reviews-fallback")).toHaveCount(0);
  });
});

test.describe("streaming without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the fallback link stays useful", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("latest-reviews-fallback").getByRole("link")).toHaveAttribute("href", "/reviews");
  });
});
