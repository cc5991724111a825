/** The site's navigation, as the spec lists it (§2 Shared header and footer), from the page registry (domain/pages.ts). */
import { FOOTER_CATEGORIES, categoryPath } from "#domain/categories.ts";
import { navLinks, pageById, pagePath } from "#domain/pages.ts";

export const NEAR_ME_PATH = pagePath(pageById("near-me")!);

export const HEADER_LINKS = navLinks("header");

export const TOOL_LINKS = navLinks("tools");

export const FOOTER_MENU_LINKS = FOOTER_CATEGORIES.map((name) => ({ to: categoryPath(name), label: name }));

export const FOOTER_RESOURCE_LINKS = navLinks("footer");

/**
 * The phone menu lists every page of the navigation once (issue 30): the header's links, then the tools not already
 * among them, then the footer's pages not in either (Big Mac Prices, Near me, Contact...), files such as
 * sitemap.xml left out.
 */
const inHeader = new Set(HEADER_LINKS.map((l) => l.to));
export const MOBILE_TOOL_LINKS = TOOL_LINKS.filter((l) => !inHeader.has(l.to));
const inHeaderOrTools = new Set([...inHeader, ...TOOL_LINKS.map((l) => l.to)]);
export const MOBILE_MORE_LINKS = FOOTER_RESOURCE_LINKS.filter((l) => !inHeaderOrTools.has(l.to) && !l.reload);
