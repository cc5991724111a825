import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";
import routes from "../../routes/routes.ts";
import { PAGES, SITEMAP_PAGES, crumbsFor, isPattern, navLinks, pageById, pageUrl } from "./pages.ts";

/** Modules in routes/ that are no page: the app shell, the route list and the two entries. */
const NOT_PAGES = new Set(["root.tsx", "routes.ts", "entry.client.tsx", "entry.server.tsx"]);

test("every module in routes/ is a page of the registry, and every entry's module exists", () => {
  const files = readdirSync(new URL("../../routes/", import.meta.url)).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && !NOT_PAGES.has(f),
  );
  const listed = new Set(PAGES.map((p) => p.file));
  for (const f of files) assert.ok(listed.has(f), `routes/${f} is not in domain/rules/pages.ts: add an entry for it`);
  for (const p of PAGES)
    assert.ok(files.includes(p.file), `domain/rules/pages.ts entry "${p.id}" names routes/${p.file}, which does not exist`);
});

test("routes.ts serves exactly the registry: one route per entry, same path, module and id", () => {
  const served = routes.map((r) => ({ id: r.id, path: r.path ?? "", file: r.file, index: r.index ?? false }));
  assert.deepEqual(
    served,
    PAGES.map((p) => ({ id: p.id, path: p.path, file: p.file, index: p.path === "" })),
  );
});

test("entries are consistent: unique ids and paths, parents and canonicals exist, patterns have an example", () => {
  assert.equal(new Set(PAGES.map((p) => p.id)).size, PAGES.length, "ids are unique");
  assert.equal(new Set(PAGES.map((p) => p.path.toLowerCase())).size, PAGES.length, "paths are unique");
  for (const p of PAGES) {
    if (p.parent) assert.ok(pageById(p.parent), `${p.id}: parent "${p.parent}" is no entry`);
    if (p.canonicalOf)
      assert.ok(
        pageById(p.canonicalOf) && !pageById(p.canonicalOf)!.canonicalOf,
        `${p.id}: canonicalOf "${p.canonicalOf}" is no canonical entry`,
      );
    if (isPattern(p)) assert.match(pageUrl(p), /^\/\S/, `${p.id}: a pattern needs an example URL`);
    if (p.sitemap) assert.ok(p.indexable, `${p.id}: a page in the sitemap must be indexable`);
    if (p.kind === "fallback") assert.ok(!p.indexable && !p.sitemap, `${p.id}: fallbacks are noindex`);
  }
});

test("the sitemap lists each indexable fixed page once, never an alias, pattern, form page or fallback", () => {
  const paths = SITEMAP_PAGES.map((p) => `/${p.path}`);
  assert.equal(new Set(paths).size, paths.length);
  for (const p of ["/", "/menu", "/tools", "/deals", "/mcvalue", "/sitemap", "/mcdonalds-near-me"]) assert.ok(paths.includes(p), p);
  for (const p of ["/my-deals", "/mcvalue-deals", "/reviews/new", "/signup", "/offline", "/sitemap.xml"]) assert.ok(!paths.includes(p), p);
});

test("breadcrumbs: Home, the pages above, the page; aliases show their canonical page; a data tail replaces the last", () => {
  assert.deepEqual(crumbsFor("about"), [
    { name: "Home", to: "/" },
    { name: "About", to: "/about" },
  ]);
  assert.deepEqual(crumbsFor("explore"), [
    { name: "Home", to: "/" },
    { name: "Tools", to: "/tools" },
    { name: "Explore the Menu", to: "/explore" },
  ]);
  assert.deepEqual(crumbsFor("my-deals"), crumbsFor("deals"));
  assert.equal(crumbsFor("my-deals").at(-1)?.to, "/deals");
  assert.deepEqual(
    crumbsFor("menu-item", [
      { name: "Burgers", to: "/menu/burgers" },
      { name: "Big Mac", to: "/menu/item/big-mac" },
    ]).map((c) => c.to),
    ["/", "/menu", "/menu/burgers", "/menu/item/big-mac"],
  );
  assert.deepEqual(crumbsFor("no-such-id"), []);
  assert.deepEqual(crumbsFor("offline"), [], "fallback screens have no breadcrumbs");
});

test("navigation groups keep the registry's order; the header and its menus link each page once", () => {
  assert.deepEqual(
    navLinks("header").map((l) => l.to),
    ["/menu", "/secret-menu", "/deals-hub", "/reviews", "/prices", "/rewards", "/international-prices"],
  );
  assert.deepEqual(
    navLinks("tools").map((l) => l.label),
    ["Meal Calculator", "Nutrition Tracker", "All Tools", "Explore the Menu", "Compare Items"],
  );
  const header = [...navLinks("header"), ...navLinks("tools"), ...navLinks("more")].map((l) => l.to);
  assert.deepEqual(
    header.filter((to, i) => header.indexOf(to) !== i),
    [],
    "no link twice in the header (Deals Hub was once)",
  );
});

test("header and footer each reach every diner task; the footer says nothing about XML", () => {
  const tasks = ["/mcdonalds-near-me", "/big-mac-prices", "/news", "/report-price", "/deals", "/open-data"];
  const header = new Set([...navLinks("header"), ...navLinks("tools"), ...navLinks("more")].map((l) => l.to));
  const footer = navLinks("footer");
  for (const t of tasks) {
    assert.ok(header.has(t), `header: ${t}`);
    assert.ok(
      footer.some((l) => l.to === t),
      `footer: ${t}`,
    );
  }
  assert.ok(footer.every((l) => !/xml/i.test(l.label) && !l.reload));
  assert.equal(footer.find((l) => l.to === "/open-data")?.label, "Download the Data");
});

test("a page linked from several navigation groups has one name in all of them", () => {
  const names = new Map<string, Set<string>>();
  for (const group of ["header", "tools", "more", "footer"] as const) {
    for (const l of navLinks(group)) names.set(l.to, (names.get(l.to) ?? new Set()).add(l.label));
  }
  assert.deepEqual(
    [...names].filter(([, n]) => n.size > 1),
    [],
  );
  assert.equal(navLinks("header").find((l) => l.to === "/deals-hub")?.label, "Deals Hub");
  assert.equal(navLinks("header").find((l) => l.to === "/menu")?.label, "Menu");
});
