/** What a stored page's CSP allows: exactly the scripts a browser would run, hashed as the browser hashes them. */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { storedPage } from "./cache-policy.ts";
import { scriptHashes, withoutNonce } from "./stored-page.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

test("every runnable inline script is hashed by its exact text; data blocks are not; external scripts by their integrity", () => {
  const html =
    '<head><script type="application/ld+json">{"@type":"WebSite"}</script><script src="/app-lite.js" defer="" integrity="sha256-AbC+/9=="></script></head>' +
    '<body><script>window.__reactRouterContext = {"a":"\\u003c/script>"};</script><script type="module" async="">import "/x.js";\n</script>' +
    '<script id="_R_">$RC("B:0","S:0")</script><script type="text/javascript">go()</script><script src="/no-integrity.js"></script></body>';
  assert.deepEqual(
    scriptHashes(html).sort(),
    [
      "sha256-AbC+/9==",
      sha('window.__reactRouterContext = {"a":"\\u003c/script>"};'),
      sha('import "/x.js";\n'),
      sha('$RC("B:0","S:0")'),
      sha("go()"),
    ].sort(),
  );
});

test("a script with CR LF or a lone CR is hashed as the HTML parser hands it to the browser (LF)", () => {
  assert.deepEqual(scriptHashes("<script>a()\r\nb()\rc()</script>"), [sha("a()\nb()\nc()")]);
  assert.deepEqual(scriptHashes("<script>ü();</script>"), [sha("ü();")], "UTF-8, as the browser encodes it");
});

test("the render's nonce attribute leaves every tag, and nothing else changes", () => {
  const nonce = "Xy2hp0ED2B8QwtE/xYVa3w==";
  const body = Buffer.from(
    `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">x()</script><p>nonce="${nonce}" in text</p>`,
  );
  assert.equal(
    withoutNonce(body, nonce).toString(),
    `<link rel="modulepreload" href="/a.js"/><script>x()</script><p>nonce="${nonce}" in text</p>`,
  );
});

test("documents allow stale-while-revalidate at shared caches; a page's .data never does", () => {
  const opts = { sMaxAge: 60, staleWhileRevalidate: 300 };
  assert.equal(storedPage("text/html; charset=utf-8", opts), "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  assert.equal(storedPage("text/x-script", opts), "public, max-age=0, s-maxage=60");
  assert.equal(storedPage("text/html", { sMaxAge: 10, staleWhileRevalidate: 0 }), "public, max-age=0, s-maxage=10");
});
