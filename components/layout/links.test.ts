import assert from "node:assert/strict";
import test from "node:test";
import { SITE_NAV, SITE_NAV_WIRE, crumbsFor, navLinks } from "#domain/rules/pages.ts";
import { crumbsFrom } from "#domain/rules/crumbs.ts";
import { mobileLinks, siteNavFromWire } from "./links.ts";

test("the navigation the browser reads from the root's data is the registry's: every link, label and breadcrumb", () => {
  const nav = siteNavFromWire(structuredClone(SITE_NAV_WIRE) as typeof SITE_NAV_WIRE);
  assert.deepEqual(nav, SITE_NAV);
  for (const group of ["header", "tools", "more", "footer"] as const) assert.deepEqual(nav.links[group], navLinks(group));
  for (const id of ["about", "explore", "my-deals", "menu-item", "offline", "no-such-id"]) {
    assert.deepEqual(crumbsFrom(nav.steps, id), crumbsFor(id), id);
  }
});

test("the phone menu lists each page once, without files such as sitemap.xml", () => {
  const { tools, more } = mobileLinks(SITE_NAV.links);
  const all = [...SITE_NAV.links.header, ...tools, ...more].map((l) => l.to);
  assert.equal(new Set(all).size, all.length, "no link twice");
  assert.ok(!more.some((l) => l.reload), "no file in the phone menu");
  for (const l of SITE_NAV.links.tools) assert.ok(all.includes(l.to), `${l.to} is in the phone menu`);
});
