import assert from "node:assert/strict";
import { test } from "node:test";
import { unmarkedFigures } from "./price-hooks.ts";

test("unmarkedFigures counts figures inside marks and lists the ones outside, leaving names out", () => {
  const html = `<html><body>
    <p><span data-price="5.58" data-price-item="big-mac">$5.58</span> and 590<!-- --> cal</p>
    <p data-figure="rule">100 points per $1</p>
    <h3>$5 Meal Deal</h3>
    <script>const x = "$9.99";</script>
  </body></html>`;
  const got = unmarkedFigures(html, ["$5 Meal Deal"]);
  assert.equal(got.marked, 2);
  assert.deepEqual(got.unmarked, ['590 cal in "and 590 cal"']);
});
