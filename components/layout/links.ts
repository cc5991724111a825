/** The site's navigation, as the spec lists it (§2 Shared header and footer), from the page registry (domain/pages.ts). */
import { FOOTER_CATEGORIES, categoryPath } from "#domain/categories.ts";
import { navLinks, pageById, pagePath } from "#domain/pages.ts";

export const NEAR_ME_PATH = pagePath(pageById("near-me")!);

export const HEADER_LINKS = navLinks("header");

export const TOOL_LINKS = navLinks("tools");

export const FOOTER_MENU_LINKS = FOOTER_CATEGORIES.map((name) => ({ to: categoryPath(name), label: name }));

export const FOOTER_RESOURCE_LINKS = navLinks("footer");
