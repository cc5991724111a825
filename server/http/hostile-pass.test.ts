/**
 * What the hostile pass by hand found, each answered as a client's mistake.
 *
 * A POST to a page without a form, or to a file the site serves (robots.txt, the sitemap, the feeds, the data
 * downloads), is a client's mistake: 405 with `Allow: GET, HEAD` and a sentence saying so, never "Unexpected
 * Server Error" and never an error line in the log. The pages with forms still take their POSTs.
 *
 * An item's page has one address: any other spelling of its slug (`big_mac`, `big%00mac`) is sent there, rather
 * than rendered and kept in the render cache as a page of its own.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { pagePathOf } from "./page-actions.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
});
after(async () => {
  await server?.stop();
});

const post = (path: string) =>
  fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: "a=b",
  });

test("a POST where there is no form: 405, Allow: GET, HEAD, a human sentence, no error logged", async () => {
  const errorsBefore = server.logs.filter((l) => l.level === "error").length;
  for (const path of [
    "/robots.txt",
    "/sitemap.xml",
    "/feeds/data.atom",
    "/open-data/big-mac-index.csv",
    "/menu",
    "/about",
    "/search?q=big+mac",
    "/no-such-page",
    "/menu.data",
    "/_root.data",
  ]) {
    const res = await post(path);
    const text = await res.text();
    assert.equal(res.status, 405, path);
    assert.equal(res.headers.get("allow"), "GET, HEAD", path);
    assert.match(text, /no form/i, `${path}: ${text.slice(0, 80)}`);
    assert.doesNotMatch(text, /server error/i, path);
  }
  const errors = server.logs.filter((l) => l.level === "error").slice(errorsBefore);
  assert.deepEqual(errors, [], "a client's wrong method was logged as a server error");
});

test("the pages with forms still take a POST (an invalid one is answered by the page, 400)", async () => {
  for (const path of ["/contact", "/reviews/new", "/report-price", "/menu/item/big-mac"]) {
    const res = await post(path);
    await res.arrayBuffer();
    assert.notEqual(res.status, 405, path);
    assert.ok(res.status < 500, `${path}: ${res.status}`);
  }
});

test("a data request names the page it is for", () => {
  assert.equal(pagePathOf("/_root.data"), "/");
  assert.equal(pagePathOf("/contact.data"), "/contact");
  assert.equal(pagePathOf("/menu/item/big-mac"), "/menu/item/big-mac");
});

test("another spelling of an item's slug (NUL, underscore, spaces) is sent to its one address, query kept", async () => {
  for (const variant of ["big%00mac", "big_mac", "big%20mac", "-big-mac-"]) {
    const res = await fetch(`${server.url}/menu/item/${variant}?state=texas`, { redirect: "manual" });
    await res.arrayBuffer();
    assert.equal(res.status, 301, variant);
    assert.equal(
      new URL(res.headers.get("location")!, server.url).pathname + new URL(res.headers.get("location")!, server.url).search,
      "/menu/item/big-mac?state=texas",
      variant,
    );
  }
  const page = await fetch(`${server.url}/menu/item/big-mac`, { redirect: "manual" });
  await page.arrayBuffer();
  assert.equal(page.status, 200);
  const missing = await fetch(`${server.url}/menu/item/no%00such-item`, { redirect: "manual" });
  await missing.arrayBuffer();
  assert.equal(missing.status, 404, "an unknown item is still not found, not redirected");
});
