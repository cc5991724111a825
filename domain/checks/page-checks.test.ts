import assert from "node:assert/strict";
import { test } from "node:test";
import { allergenLists, htmlText, pageControls } from "./page-checks.ts";

test("a placeholder button or link is found: its words, a link to nowhere, a link to the retired sign-up", () => {
  const page = [
    '<a class="b" href="/signup?topic=news">Get News by Email</a>',
    '<button type="button">Sign up for deal alerts (not running yet)</button>',
    '<a href="#">Nearby deals <span>(sample)</span></a>',
    '<a href="javascript:void(0)">Open</a>',
    '<button aria-label="Coming soon: delivery updates">Notify me</button>',
    '<a href="/menu/item/big-mac#prices">Big Mac</a>',
    '<a href="https://www.mcdonalds.com/">The chain</a>',
    "<script>const a = '<a href=\"#\">sample</a>';</script>",
  ].join("\n");
  const found = pageControls(page);
  assert.equal(found.controls, 7, "a script's text is not a control");
  assert.deepEqual(found.placeholders, [
    'link "Get News by Email" leads to the retired sign-up',
    '<button> "Sign up for deal alerts (not running yet)" says "not running yet"',
    '<a> "Nearby deals (sample)" says "sample"',
    'link "Nearby deals (sample)" leads nowhere (#)',
    'link "Open" leads nowhere (javascript:void(0))',
    '<button> "Notify me" says "Coming soon"',
  ]);
  assert.deepEqual(found.internalLinks, ["/menu/item/big-mac"]);
  assert.deepEqual(pageControls('<a href="/alerts/follow?item=big-mac&amp;state=ohio">Follow the Big Mac</a>').placeholders, []);
});

test("an allergen list with no source is found; the chain's statement with its capture date is a source", () => {
  const list = htmlText("<p>Contains: Milk, Eggs, Wheat</p><p>May contain: Sesame</p>");
  assert.deepEqual(allergenLists(list), { lists: 2, sourced: false });
  const sourced = `${list} Source: McDonald&#x27;s US allergen statement, captured September 16, 2026.`;
  assert.deepEqual(allergenLists(htmlText(sourced)), { lists: 2, sourced: true });
  // A source without its date, or words that are no list, do not count.
  assert.equal(allergenLists("Contains: Milk. McDonald's US allergen statement.").sourced, false);
  assert.equal(allergenLists("Contains: none of the nine major allergens").lists, 0);
});
