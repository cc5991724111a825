/** An address whose %-escapes cannot be read is told apart: a stray % from escapes that spell no text. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { pathProblem, unreadablePathHtml, unreadablePathText } from "./unreadable-path.ts";

test("a stray % is malformed; escapes that are not UTF-8 are not text; anything that decodes is fine", () => {
  for (const p of ["/menu/%ZZ", "/menu/%", "/menu/%4", "/%E0%A4%A"]) assert.equal(pathProblem(p), "malformed", p);
  for (const p of ["/menu/%C0%AF", "/menu/%FF", "/menu/%E0%A4", "/%ED%A0%80"]) assert.equal(pathProblem(p), "not-text", p);
  for (const p of ["/menu/big-mac", "/menu/caf%C3%A9", "/search", "/%2e%2e/x"]) assert.equal(pathProblem(p), null, p);
});

test("the answer says which, and offers a way on: the home page and a search", () => {
  assert.match(unreadablePathText("not-text"), /characters we cannot read/);
  assert.doesNotMatch(unreadablePathText("not-text"), /hex digits/);
  assert.match(unreadablePathText("malformed"), /not followed by two hex digits/);
  const html = unreadablePathHtml("not-text");
  assert.match(html, /<a href="\/">Go to the home page<\/a>/);
  assert.match(html, /<form method="get" action="\/search" role="search">/);
  assert.match(html, /<label for="q">Search the menu<\/label>/);
  assert.doesNotMatch(html, /<script/);
});
