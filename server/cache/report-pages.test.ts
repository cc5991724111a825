/** A price report empties exactly the cached pages that show it: its item's, its state's, and the site-wide lists. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { reportVersionOf } from "./report-pages.ts";

/** Versions as the report index keeps them after one report for the Big Mac in Texas. */
const after = {
  version: 8,
  itemVersion: (slug: string) => (slug === "big-mac" ? 3 : 0),
  stateVersion: (s: string) => (s === "texas" ? 5 : 0),
};
const before = {
  version: 7,
  itemVersion: (slug: string) => (slug === "big-mac" ? 2 : 0),
  stateVersion: (s: string) => (s === "texas" ? 4 : 0),
};
const changed = (url: string) => reportVersionOf(before, url) !== reportVersionOf(after, url);

test("a Big Mac report in Texas changes the Big Mac's page, Texas's pages, the national list, the report feeds and the downloads", () => {
  for (const url of [
    "/menu/item/big-mac",
    "/menu/item/big-mac.data",
    "/prices/texas",
    "/prices/texas/big-mac",
    "/prices/texas/_.data",
    "/prices",
    "/open-data/price-reports.csv",
    "/feeds/state/texas.atom",
    "/feeds/state/texas/big-mac.atom?x=1",
  ]) {
    assert.ok(changed(url), `${url} should be emptied by the report`);
  }
});

test("it leaves other items' and states' pages, and pages that show no reports, cached", () => {
  for (const url of [
    "/menu/item/mcdouble",
    "/prices/ohio",
    "/prices/ohio/big-mac",
    "/",
    "/about",
    "/menu/burgers",
    "/feeds/data.atom",
    "/explore?q=big+mac",
  ]) {
    assert.ok(!changed(url), `${url} should stay cached`);
  }
});
