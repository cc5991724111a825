/**
 * Every page of the site, once (spec §2, docs/product-spec.md). routes/routes.ts, the XML sitemap
 * (domain/publish/sitemap.ts), the HTML sitemap (routes/sitemap.tsx), the header and footer (components/layout/links.ts),
 * the breadcrumbs and their BreadcrumbList, and the e2e route lists (seo, a11y, pwa) are all read from here, and
 * domain/rules/pages.test.ts fails when a file in routes/ is missing from this list or an entry has no file.
 *
 * A new page: add its module to routes/ and one entry here. Paths match case-insensitively (the server also
 * redirects capitals to lowercase). Two paths showing one screen share a module with distinct ids.
 */

import { crumbsFrom, routeCrumbsFrom, type Crumb, type CrumbStep } from "./crumbs.ts";
import { SITE_NAME } from "./site-name.ts";

export { SITE_NAME };

/** header: the main links; tools and more: the header's two menus; footer: the footer's resources. */
export type NavGroup = "header" | "tools" | "more" | "footer";

export interface PageEntry {
  /** Route id (unique; what `useMatches()` reports). */
  id: string;
  /** URL pattern as React Router reads it, without the leading slash; "" is the home page. */
  path: string;
  /** Module in routes/. */
  file: string;
  /** Short name: the page's breadcrumb and its link on /sitemap. */
  title: string;
  /** The page one step up in the breadcrumbs (Home is always first). */
  parent?: string;
  /**
   * "page" (the default) is a screen with its own metadata; "resource" answers a file (XML, text); "fallback"
   * is a noindex screen that is no page of its own (offline, not found).
   */
  kind?: "page" | "resource" | "fallback";
  /** False: `robots: noindex` (form pages that also open as dialogs elsewhere). */
  indexable: boolean;
  /** Listed in sitemap.xml and on /sitemap. Patterns never are: their URLs come from the data. */
  sitemap: boolean;
  /** An alias's canonical page id (/my-deals shows /deals). Its breadcrumbs are the canonical page's. */
  canonicalOf?: string;
  /** One real URL of a pattern, for the tests that visit every page. */
  example?: string;
  /** The navigation groups that link to it (the header, the Tools menu, the footer's resources), in this list's order. */
  nav?: readonly NavGroup[];
  /** Its name in every one of those links, when not its title: one name per page wherever it is linked. */
  navLabel?: string;
  /**
   * The query parameters the page reads (its loader, its components, the domain functions they call). A URL of
   * this page with any other parameter is rendered as usual but never stored by the render cache
   * (server/cache/cached-pages.ts), so `?utm_source=1`, `?r=2`... cannot fill it with copies of one page.
   * server/cache/cached-pages.test.ts fails when the code reads a parameter no page lists.
   */
  query?: readonly string[];
}

export const PAGES: readonly PageEntry[] = [
  { id: "home", path: "", file: "home.tsx", title: SITE_NAME, indexable: true, sitemap: true, query: ["q", "category"] },
  // The menu
  { id: "menu", path: "menu", file: "menu.index.tsx", title: "Menu", indexable: true, sitemap: true, nav: ["header", "footer"] },
  {
    id: "secret-menu",
    path: "secret-menu",
    file: "secret-menu.tsx",
    title: "Secret Menu",
    indexable: true,
    sitemap: true,
    nav: ["header"],
    query: ["selected"],
  },
  {
    id: "menu-item",
    path: "menu/item/:itemId",
    file: "menu.item.tsx",
    title: "Menu item",
    parent: "menu",
    indexable: true,
    sitemap: false,
    example: "/menu/item/big-mac",
    query: ["size", "state"],
  },
  {
    id: "menu-category",
    path: "menu/:category",
    file: "menu.category.tsx",
    title: "Category",
    parent: "menu",
    indexable: true,
    sitemap: false,
    example: "/menu/burgers",
  },
  // Tools
  {
    id: "meal-calculator",
    path: "meal-calculator",
    file: "meal-calculator.tsx",
    title: "Meal Calculator",
    parent: "tools",
    indexable: true,
    sitemap: true,
    nav: ["tools"],
    query: ["order", "q", "people"],
  },
  {
    id: "nutrition-calculator",
    path: "nutrition-calculator",
    file: "nutrition-calculator.tsx",
    title: "Nutrition Tracker",
    parent: "tools",
    indexable: true,
    sitemap: true,
    nav: ["tools"],
    query: ["items", "level", "goal", "q"],
  },
  {
    id: "deals-hub",
    path: "deals-hub",
    file: "deals-hub.tsx",
    title: "Deals Hub",
    parent: "tools",
    indexable: true,
    sitemap: true,
    nav: ["header", "footer"],
  },
  { id: "tools", path: "tools", file: "tools.tsx", title: "Tools", indexable: true, sitemap: true, nav: ["tools"], navLabel: "All Tools" },
  {
    id: "explore",
    path: "explore",
    file: "explore.tsx",
    title: "Explore the Menu",
    parent: "tools",
    indexable: true,
    sitemap: true,
    nav: ["tools"],
    query: ["sort", "order", "category", "max-price", "max-calories", "min-protein", "size", "exclude", "compare", "shown"],
  },
  {
    id: "compare",
    path: "compare",
    file: "compare.tsx",
    title: "Compare Items",
    parent: "tools",
    indexable: true,
    sitemap: true,
    nav: ["tools"],
    query: ["items"],
  },
  // Guides and community
  {
    id: "near-me",
    path: "mcdonalds-near-me",
    file: "near-me.tsx",
    title: "McDonald's Near Me",
    indexable: true,
    sitemap: true,
    nav: ["more", "footer"],
  },
  { id: "news", path: "news", file: "news.tsx", title: "News", indexable: true, sitemap: true, nav: ["more", "footer"] },
  {
    id: "news-article",
    path: "news/article/:articleId",
    file: "news.article.tsx",
    title: "Article",
    parent: "news",
    indexable: true,
    sitemap: false,
    example: "/news/article/mcvalue-menu-returns",
  },
  {
    id: "reviews",
    path: "reviews",
    file: "reviews.tsx",
    title: "Reviews",
    indexable: true,
    sitemap: true,
    nav: ["header", "footer"],
    query: ["category", "page"],
  },
  {
    id: "report-price",
    path: "report-price",
    file: "report-price.tsx",
    title: "Report a Price",
    indexable: false,
    sitemap: false,
    nav: ["more", "footer"],
    query: ["item", "state"],
  },
  {
    id: "reviews-new",
    path: "reviews/new",
    file: "reviews.new.tsx",
    title: "Write a Review",
    parent: "reviews",
    indexable: false,
    sitemap: false,
    query: ["item"],
  },
  {
    id: "prices",
    path: "prices",
    file: "prices.index.tsx",
    title: "Prices by State",
    indexable: true,
    sitemap: true,
    nav: ["header"],
    query: ["state", "sort", "item"],
  },
  {
    id: "prices-state-item",
    path: "prices/:state/:itemId",
    file: "prices.state.item.tsx",
    title: "Item in a state",
    parent: "prices",
    indexable: true,
    sitemap: false,
    example: "/prices/texas/big-mac",
  },
  {
    id: "prices-state",
    path: "prices/:state",
    file: "prices.state.tsx",
    title: "State",
    parent: "prices",
    indexable: true,
    sitemap: false,
    example: "/prices/california",
    query: ["sort", "q"],
  },
  { id: "delivery", path: "delivery", file: "delivery.tsx", title: "Delivery", indexable: true, sitemap: true, nav: ["footer"] },
  { id: "rewards", path: "rewards", file: "rewards.tsx", title: "Rewards", indexable: true, sitemap: true, nav: ["header", "footer"] },
  { id: "deals", path: "deals", file: "deals.tsx", title: "Price Alerts", indexable: true, sitemap: true, nav: ["more", "footer"] },
  { id: "my-deals", path: "my-deals", file: "deals.tsx", title: "Price Alerts", canonicalOf: "deals", indexable: true, sitemap: false },
  { id: "mcvalue", path: "mcvalue", file: "mcvalue.tsx", title: "McValue Deals", indexable: true, sitemap: true },
  {
    id: "mcvalue-deals",
    path: "mcvalue-deals",
    file: "mcvalue.tsx",
    title: "McValue Deals",
    canonicalOf: "mcvalue",
    indexable: true,
    sitemap: false,
  },
  {
    id: "big-mac-prices",
    path: "big-mac-prices",
    file: "big-mac-prices.tsx",
    title: "Big Mac Prices",
    indexable: true,
    sitemap: true,
    nav: ["more", "footer"],
    query: ["from", "to"],
  },
  {
    id: "international-prices",
    path: "international-prices",
    file: "international-prices.tsx",
    title: "International Prices",
    indexable: true,
    sitemap: true,
    nav: ["header", "footer"],
    navLabel: "Global Prices",
    query: ["q"],
  },
  {
    id: "international-country",
    path: "international-prices/:country",
    file: "international-prices.country.tsx",
    title: "Country",
    parent: "international-prices",
    indexable: true,
    sitemap: false,
    example: "/international-prices/japan",
  },
  {
    id: "open-data",
    path: "open-data",
    file: "open-data.tsx",
    title: "Open Data",
    indexable: true,
    sitemap: true,
    nav: ["more", "footer"],
    navLabel: "Download the Data",
  },
  {
    id: "open-data-file",
    path: "open-data/:file",
    file: "open-data.file.ts",
    title: "Dataset download",
    kind: "resource",
    indexable: false,
    sitemap: false,
    example: "/open-data/big-mac-index.csv",
  },
  { id: "about", path: "about", file: "about.tsx", title: "About", indexable: true, sitemap: true, nav: ["footer"] },
  { id: "contact", path: "contact", file: "contact.tsx", title: "Contact", indexable: true, sitemap: true, nav: ["footer"] },
  {
    id: "signup",
    path: "signup",
    file: "signup.ts",
    title: "Sign-up (gone: leads to Follow a Price)",
    kind: "resource",
    indexable: false,
    sitemap: false,
    query: ["topic", "title"],
  },
  { id: "alerts", path: "alerts", file: "alerts.tsx", title: "Price Alerts", indexable: false, sitemap: false, query: ["item", "state"] },
  {
    id: "alerts-follow",
    path: "alerts/follow",
    file: "alerts.follow.tsx",
    title: "Follow a Price",
    indexable: false,
    sitemap: false,
    query: ["item", "state"],
  },
  {
    id: "alerts-confirm",
    path: "alerts/confirm",
    file: "alerts.confirm.tsx",
    title: "Confirm Price Alerts",
    indexable: false,
    sitemap: false,
  },
  {
    id: "alerts-unsubscribe",
    path: "alerts/unsubscribe",
    file: "alerts.unsubscribe.tsx",
    title: "Unsubscribe",
    indexable: false,
    sitemap: false,
  },
  { id: "privacy", path: "privacy", file: "privacy.tsx", title: "Privacy Policy", indexable: true, sitemap: true, nav: ["footer"] },
  { id: "disclaimer", path: "disclaimer", file: "disclaimer.tsx", title: "Disclaimer", indexable: true, sitemap: true, nav: ["footer"] },
  { id: "seo-guide", path: "seo-guide", file: "seo-guide.tsx", title: "Price Search Guide", indexable: true, sitemap: true },
  {
    id: "sitemap",
    path: "sitemap",
    file: "sitemap.tsx",
    title: "Sitemap",
    indexable: true,
    sitemap: true,
    nav: ["footer"],
    navLabel: "All Pages",
  },
  // Resource routes and offline support
  {
    id: "feed-reports",
    path: "feeds/:kind/:file",
    file: "feeds.reports.ts",
    title: "Reported prices (Atom feed)",
    kind: "resource",
    indexable: false,
    sitemap: false,
    example: "/feeds/state/texas.atom",
  },
  {
    id: "feed-item-state",
    path: "feeds/state/:state/:file",
    file: "feeds.item-state.ts",
    title: "Reported price of an item in a state (Atom feed)",
    kind: "resource",
    indexable: false,
    sitemap: false,
    example: "/feeds/state/texas/big-mac.atom",
  },
  {
    id: "sitemap-xml",
    path: "sitemap.xml",
    file: "sitemap[.]xml.ts",
    title: "XML Sitemap",
    kind: "resource",
    indexable: false,
    sitemap: false,
  },
  {
    id: "data-feed",
    path: "feeds/data.atom",
    file: "feeds.data[.]atom.ts",
    title: "Data updates (Atom feed)",
    kind: "resource",
    indexable: false,
    sitemap: false,
  },
  {
    id: "robots-txt",
    path: "robots.txt",
    file: "robots[.]txt.ts",
    title: "robots.txt",
    kind: "resource",
    indexable: false,
    sitemap: false,
  },
  { id: "offline", path: "offline", file: "offline.tsx", title: "Offline", kind: "fallback", indexable: false, sitemap: false },
  {
    id: "search",
    path: "search",
    file: "search.tsx",
    title: "Search",
    indexable: false,
    sitemap: false,
    query: ["q"],
    example: "/search?q=big+mac+calories",
  },
  {
    id: "not-found",
    path: "*",
    file: "not-found.tsx",
    title: "Page Not Found",
    kind: "fallback",
    indexable: false,
    sitemap: false,
    example: "/no-such-page",
  },
];

const byId = new Map(PAGES.map((p) => [p.id, p]));

/** A path segment as a pattern: `:param` is one segment, `*` the rest, anything else itself. */
function segmentPattern(seg: string): string {
  if (seg === "*") return ".*";
  if (seg.startsWith(":")) return "[^/]+";
  return seg.replace(/[.]/g, "\\.");
}

/** Each entry's path as a pattern, fixed paths first and the catch-all last. */
const matchers = [...PAGES]
  .sort((a, b) => Number(a.path === "*") - Number(b.path === "*") || Number(isPattern(a)) - Number(isPattern(b)))
  .map((page) => ({ page, re: new RegExp(`^/${page.path.split("/").map(segmentPattern).join("/")}$`, "i") }));

/** The page a URL path shows ("/menu/item/big-mac" is "menu-item"; an unknown path is the not-found page). */
export function pageForPath(pathname: string): PageEntry | undefined {
  return matchers.find((m) => m.re.test(pathname))?.page;
}

export function pageById(id: string): PageEntry | undefined {
  return byId.get(id);
}

/** The URL path of a page without parameters ("/", "/menu"); patterns have none. */
export function pagePath(page: PageEntry): string {
  return `/${page.path}`;
}

/** True for a pattern (`:param` or `*`): its URLs come from the data. */
export function isPattern(page: PageEntry): boolean {
  return /[:*]/.test(page.path);
}

/** One URL that shows the page: its path, or its example for a pattern. */
export function pageUrl(page: PageEntry): string {
  return isPattern(page) ? (page.example ?? "") : pagePath(page);
}

/** Each page's breadcrumb step by id (pages only; an alias has its canonical page's). */
const STEPS: Readonly<Record<string, CrumbStep>> = (() => {
  const step = (p: PageEntry): CrumbStep =>
    p.parent ? { title: p.title, path: pagePath(p), parent: p.parent } : { title: p.title, path: pagePath(p) };
  const out: Record<string, CrumbStep> = {};
  for (const p of PAGES) {
    const page = p.canonicalOf ? byId.get(p.canonicalOf) : p;
    if (page && (page.kind ?? "page") === "page") out[p.id] = step(page);
  }
  return out;
})();

/**
 * Breadcrumbs of a page: Home, the pages above it, then the page itself, or `tail` for a page whose last
 * crumbs depend on its data (an item: its category, then its name). An alias has its canonical page's;
 * fallbacks and resources have none.
 */
export function crumbsFor(id: string, tail?: readonly Crumb[]): Crumb[] {
  return crumbsFrom(STEPS, id, tail);
}

/** The links of one navigation group, in this list's order. */
export function navLinks(group: NavGroup): { to: string; label: string; reload?: true }[] {
  return PAGES.flatMap((p) => {
    if (!p.nav?.includes(group)) return [];
    const label = p.navLabel ?? p.title;
    return [p.kind === "resource" ? { to: pagePath(p), label, reload: true as const } : { to: pagePath(p), label }];
  });
}

/** Pages listed in sitemap.xml and on /sitemap, each under its one canonical path. */
export const SITEMAP_PAGES: readonly PageEntry[] = PAGES.filter((p) => p.sitemap && !isPattern(p) && !p.canonicalOf);

/** A matched route's breadcrumbs: what the Breadcrumbs component shows and the BreadcrumbList states. */
export function routeCrumbs(id: string, handle: unknown, data: unknown): Crumb[] {
  return routeCrumbsFrom(STEPS, id, handle, data);
}

export type SiteLink = ReturnType<typeof navLinks>[number];

/**
 * What the browser needs of this registry: each navigation group's links and each page's breadcrumb step. The
 * root route sends it once with its data (routes/root.tsx), so the registry itself stays out of the JavaScript
 * every page loads (the home page's budget, bench/weights.ts).
 */
export interface SiteNav {
  links: Readonly<Record<NavGroup, SiteLink[]>>;
  steps: Readonly<Record<string, CrumbStep>>;
}

/**
 * SiteNav as the root route sends it: tuples instead of objects, so the page's data names each field once per
 * page, not once per link (components/layout/links.ts reads it back with siteNavFromWire).
 */
export interface SiteNavWire {
  links: Readonly<Record<NavGroup, (readonly [to: string, label: string] | readonly [to: string, label: string, reload: 1])[]>>;
  steps: Readonly<Record<string, readonly [title: string, path: string] | readonly [title: string, path: string, parent: string]>>;
}

export const SITE_NAV: SiteNav = {
  links: { header: navLinks("header"), tools: navLinks("tools"), more: navLinks("more"), footer: navLinks("footer") },
  steps: STEPS,
};

const linkWire = (l: SiteLink) => (l.reload ? ([l.to, l.label, 1] as const) : ([l.to, l.label] as const));
export const SITE_NAV_WIRE: SiteNavWire = {
  links: {
    header: SITE_NAV.links.header.map(linkWire),
    tools: SITE_NAV.links.tools.map(linkWire),
    more: SITE_NAV.links.more.map(linkWire),
    footer: SITE_NAV.links.footer.map(linkWire),
  },
  steps: Object.fromEntries(
    Object.entries(STEPS).map(([id, st]) => [id, st.parent ? ([st.title, st.path, st.parent] as const) : ([st.title, st.path] as const)]),
  ),
};

/** One URL of every screen (not the resource routes), for the tests that visit them all (e2e seo, a11y, pwa). */
export const PAGE_URLS: readonly string[] = PAGES.filter((p) => p.kind !== "resource").map(pageUrl);
