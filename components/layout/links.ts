/**
 * The site's navigation, as the spec lists it (§2 Shared header and footer), from the page registry
 * (domain/rules/pages.ts). The registry stays on the server: the root route sends its links and breadcrumb steps
 * once with its data (SITE_NAV_WIRE), and the header, footer and breadcrumbs read them here (useSiteNav).
 */
import { useRouteLoaderData } from "react-router";
import { FOOTER_CATEGORIES, categoryPath } from "#domain/rules/categories.ts";
import type { CrumbStep } from "#domain/rules/crumbs.ts";
import type { NavGroup, SiteLink, SiteNav, SiteNavWire } from "#domain/rules/pages.ts";

const NO_NAV: SiteNav = { links: { header: [], tools: [], more: [], footer: [] }, steps: {} };

/** SiteNav from the tuples the root route sends. */
export function siteNavFromWire(wire: SiteNavWire): SiteNav {
  const links = (group: NavGroup): SiteLink[] =>
    wire.links[group].map(([to, label, reload]) => (reload ? { to, label, reload: true } : { to, label }));
  const steps: Record<string, CrumbStep> = {};
  for (const [id, [title, path, parent]] of Object.entries(wire.steps)) steps[id] = parent ? { title, path, parent } : { title, path };
  return { links: { header: links("header"), tools: links("tools"), more: links("more"), footer: links("footer") }, steps };
}

// The root's data is sent once per document and never reloaded: read it back once.
const read = new WeakMap<SiteNavWire, SiteNav>();

/** The registry's links and breadcrumb steps, from the root route's data (none if the root's loader failed). */
export function useSiteNav(): SiteNav {
  const wire = (useRouteLoaderData("root") as { nav?: SiteNavWire } | undefined)?.nav;
  if (!wire) return NO_NAV;
  let nav = read.get(wire);
  if (!nav) read.set(wire, (nav = siteNavFromWire(wire)));
  return nav;
}

export const FOOTER_MENU_LINKS = FOOTER_CATEGORIES.map((name) => ({ to: categoryPath(name), label: name }));

/**
 * The phone menu lists every page of the navigation once: the header's links, then the tools not
 * already among them, then the header's More menu (the diner's tasks beyond the menu and the tools: Near me, News,
 * Report a price, Alerts, the data) and the footer's pages not in either (Contact...), files such as sitemap.xml
 * left out.
 */
export function mobileLinks(links: SiteNav["links"]): { tools: SiteLink[]; more: SiteLink[] } {
  const inHeader = new Set(links.header.map((l) => l.to));
  const inHeaderOrTools = new Set([...inHeader, ...links.tools.map((l) => l.to)]);
  return {
    tools: links.tools.filter((l) => !inHeader.has(l.to)),
    more: [...links.more, ...links.footer.filter((l) => !links.more.some((m) => m.to === l.to))].filter(
      (l) => !inHeaderOrTools.has(l.to) && !l.reload,
    ),
  };
}
