/** The site's navigation, as the spec lists it (§2 Shared header and footer), from the page registry (domain/rules/pages.ts). */
import { FOOTER_CATEGORIES, categoryPath } from "#domain/rules/categories.ts";
import { navLinks, pageById, pagePath } from "#domain/rules/pages.ts";

export const NEAR_ME_PATH = pagePath(pageById("near-me")!);

export const HEADER_LINKS = navLinks("header");

export const TOOL_LINKS = navLinks("tools");

export const FOOTER_MENU_LINKS = FOOTER_CATEGORIES.map((name) => ({ to: categoryPath(name), label: name }));

export const FOOTER_RESOURCE_LINKS = navLinks("footer");

/** The header's second menu: the diner's tasks beyond the menu and the tools (Near me, News, Report a price, Alerts, the data). */
export const MORE_LINKS = navLinks("more");

/**
 * The phone menu lists every page of the navigation once: the header's links, then the tools not
 * already among them, then the header's More menu and the footer's pages not in either (Contact...), files such as
 * sitemap.xml left out.
 */
const inHeader = new Set(HEADER_LINKS.map((l) => l.to));
export const MOBILE_TOOL_LINKS = TOOL_LINKS.filter((l) => !inHeader.has(l.to));
const inHeaderOrTools = new Set([...inHeader, ...TOOL_LINKS.map((l) => l.to)]);
export const MOBILE_MORE_LINKS = [...MORE_LINKS, ...FOOTER_RESOURCE_LINKS.filter((l) => !MORE_LINKS.some((m) => m.to === l.to))].filter(
  (l) => !inHeaderOrTools.has(l.to) && !l.reload,
);
