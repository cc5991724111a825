/**
 * What pages send, against the real server: documents carry their JSON-LD and render their server islands in
 * place (nothing of either is repeated in the page's data, and no script is preloaded before the first paint);
 * client navigations (`.data` requests) carry the islands' HTML and never the JSON-LD.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

let server: TestServer;
before(async () => {
  server = await spawnServer();
  // The site ships no reviews: the reviews pages read these (the Burgers one first, so it is not among the
  // footer's three latest, whose ids the page's data carries).
  for (const itemName of ["Big Mac", "Apple Pie", "Vanilla Cone", "Hash Browns"]) {
    const res = await fetch(server.url + "/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        reviewer: "Page Check",
        itemName,
        location: "Reno, NV",
        rating: 4,
        review: `A review of the ${itemName} for the page tests.`,
      }),
    });
    assert.equal(res.status, 201);
  }
});
after(async () => {
  await server?.stop();
});

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" };
const get = async (path: string) => {
  const res = await fetch(server.url + path, { headers: BROWSER });
  assert.equal(res.status, 200, path);
  return res.text();
};
const count = (text: string, needle: string) => text.split(needle).length - 1;
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]) as { "@type": string })["@type"],
  );

describe("documents", () => {
  test("the home page's JSON-LD is in <head>, and its island content is sent once, as HTML", async () => {
    const html = await get("/");
    const head = html.slice(0, html.indexOf("</head>"));
    assert.deepEqual(jsonLdTypes(head), ["WebSite", "Organization", "FAQPage", "BreadcrumbList"]);
    for (const text of [
      "Pricing insights",
      "Top States by Locations",
      "items of the US menu, state by state, with their sizes and published calories",
    ]) {
      assert.equal(count(html, text), 1, `"${text}" appears once`);
    }
    // The home page is an index: the map of the 50 states is one link away, on /big-mac-prices.
    assert.equal(count(html, 'href="/big-mac-prices#by-state"'), 1, "the way to the price map");
    assert.ok(!/M\d+,\d+l[-\d,]+z/.test(html.slice(html.indexOf("__reactRouterContext"))), "no map geometry in the page's data");
  });

  test("an item page's JSON-LD describes the item; its reviews and island tables are not in the page's data", async () => {
    const html = await get("/menu/item/big-mac");
    assert.deepEqual(jsonLdTypes(html), ["MenuItem", "FAQPage", "BreadcrumbList"]);
    assert.equal(count(html, "Price by State"), 1, "the state table is rendered, once");
    const data = html.slice(html.indexOf("window.__reactRouterContext.streamController.enqueue"));
    assert.ok(!data.includes("schema.org"), "no JSON-LD in the page's data");
    assert.ok(!data.includes("statePrices") && !data.includes("categoryRows"), "no state or category rows in the page's data");
  });

  test("/reviews renders its list as HTML once; the reviews are not in the page's data", async () => {
    const html = await get("/reviews?category=Burgers");
    const data = html.slice(html.indexOf("window.__reactRouterContext.streamController.enqueue"));
    const list = html.slice(0, html.indexOf("window.__reactRouterContext"));
    const cards = count(list, 'data-testid="review"');
    assert.ok(cards > 0, "the list of Burgers reviews is in the HTML");
    assert.equal(
      count(list, 'aria-current="page" data-keep-scroll=""') + count(list, 'data-keep-scroll="" aria-current="page"'),
      1,
      "the Burgers filter card is marked",
    );
    const firstReview = /<h3 id="review-([^"]+)-title">/.exec(list)?.[1];
    assert.ok(firstReview && !data.includes(firstReview), "no review id in the page's data");
    assert.ok(!data.includes("satisfaction"), "no ratings overview in the page's data");
  });

  test("the calculators render their whole-menu list as HTML once, for the address's order and search", async () => {
    for (const [path, field, next] of [
      ["/meal-calculator?order=big-mac:2&q=burger", "order", "big-mac:2,hamburger:1"],
      ["/nutrition-calculator?items=big-mac&q=burger", "items", "big-mac,hamburger"],
    ] as const) {
      const html = await get(path);
      const list = html.slice(0, html.indexOf("window.__reactRouterContext"));
      // Every item is in the list (the search hides the others), each add button submits the next state.
      assert.ok(count(list, 'data-pick="') > 118, `${path}: an add button per item and size`);
      // A button in a form submits it: the list's 180 buttons leave out type="submit".
      assert.match(
        list,
        new RegExp(`<button value="${next}"[^>]* data-pick="hamburger" name="${field}"`),
        `${path}: Hamburger adds to the address's state`,
      );
      assert.match(list, /<li data-item="hash-browns"[^>]* hidden=""/, `${path}: an item the search does not match is hidden`);
      // Both calculators fold each category (a <details> whose summary is the heading): open where the state has an
      // item of it or the search matches one.
      const heading = (category: string, attrs: string) =>
        new RegExp(`data-category="${category}"${attrs}><summary[^>]*><h3>${category}</h3>`);
      assert.match(list, heading("Breakfast", ' hidden=""'), `${path}: a category with no match is hidden, heading and all`);
      assert.match(list, heading("Burgers", ' open=""'), `${path}: a category with matches is shown open under its heading`);
      assert.match(list, /<li data-item="hamburger"(?: id="pick-hamburger")?>/, `${path}: an item it matches is shown`);
      // Without the search: the state's category open, the others folded, none hidden.
      const plain = await get(path.replace("&q=burger", ""));
      assert.match(plain, heading("Burgers", ' open=""'), `${path}: without the search, the category of the state's item is open`);
      assert.match(plain, heading("Beverages", ""), `${path}: without the search, another category is folded, not hidden`);
      const data = html.slice(html.indexOf("window.__reactRouterContext.streamController.enqueue"));
      assert.ok(!data.includes("data-pick"), `${path}: the list's HTML is not repeated in the page's data`);
    }
  });

  test("no script is preloaded in <head>: the page's modules are listed for after the first paint", async () => {
    const html = await get("/");
    assert.doesNotMatch(html, /rel="modulepreload"/);
    const script = /<script(?: nonce="[^"]+")? type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    assert.match(script, /requestAnimationFrame/);
    assert.match(script, /"\/assets\/entry\.client-[\w-]+\.js"/);
    assert.doesNotMatch(script, /^import \* as/m);
  });

  test("pages that ship no framework JavaScript are left as they are", async () => {
    const html = await get("/about");
    assert.doesNotMatch(html, /type="module"/);
    assert.match(html, /<script src="\/app-lite\.js" defer=""/);
    assert.deepEqual(jsonLdTypes(html), ["BreadcrumbList"]);
  });
});

describe("client navigations", () => {
  test("the home page's data carries its islands' HTML and no JSON-LD", async () => {
    const data = await get("/_.data");
    assert.ok(data.includes("Pricing insights"), "the guide island's HTML");
    assert.ok(data.includes("Top States by Locations"), "the comparison island's HTML");
    assert.ok(!data.includes("schema.org"), "no JSON-LD");
  });

  test("the reviews page's data carries the list's HTML for the category and page asked for", async () => {
    const all = await get("/reviews.data");
    const burgers = await get("/reviews.data?category=Burgers");
    assert.ok(all.includes("All reviews") && all.includes("review-"), "the whole list's HTML");
    assert.ok(burgers.includes("Burgers reviews"), "the Burgers list's HTML");
    assert.notEqual(count(all, 'data-testid=\\"review\\"') + count(all, 'data-testid="review"'), 0, "review cards in the HTML");
    assert.ok(!all.includes("schema.org"));
  });

  test("the calculators' data carries their list's HTML for the order and search asked for", async () => {
    const meal = await get("/meal-calculator.data?order=big-mac:2&q=burger");
    // The HTML is a string inside the data, its quotes escaped.
    assert.ok(meal.includes('value=\\"big-mac:2,hamburger:1\\"'), "the meal calculator's list, adding to big-mac:2");
    const tracker = await get("/nutrition-calculator.data?items=big-mac");
    assert.ok(tracker.includes('value=\\"big-mac,hamburger\\"'), "the tracker's list, adding to big-mac");
  });

  test("an item page's data carries its island's HTML and no JSON-LD", async () => {
    const data = await get("/menu/item/big-mac.data");
    assert.ok(data.includes("Price by State"), "the details island's HTML");
    assert.ok(!data.includes("schema.org"));
  });
});
