/**
 * Breadcrumbs from the page registry's steps (domain/rules/pages.ts): what the server's BreadcrumbList and the
 * browser's Breadcrumbs both read. The browser gets the steps with the root route's data (siteNav), not the
 * registry itself, so this file holds no page list of its own.
 */

export interface Crumb {
  name: string;
  to: string;
}

/** One page's place in the breadcrumbs: its short name, its path, and the page one step up (Home is always first). */
export interface CrumbStep {
  title: string;
  path: string;
  parent?: string;
}

/**
 * What a route module may put in its `handle` for its breadcrumbs: the crumbs after its parent page, from its
 * loader's data (an item's category and name). Undefined keeps the registry's title.
 */
export interface CrumbsHandle<Data = never> {
  crumbs?: (data: Data) => readonly Crumb[] | undefined;
}

/**
 * Breadcrumbs of a page: Home, the pages above it, then the page itself, or `tail` for a page whose last crumbs
 * depend on its data (an item: its category, then its name). A page without a step (a fallback, a resource) has none.
 */
export function crumbsFrom(steps: Readonly<Record<string, CrumbStep>>, id: string, tail?: readonly Crumb[]): Crumb[] {
  const page = Object.hasOwn(steps, id) ? steps[id] : undefined;
  if (!page) return [];
  const above: Crumb[] = [];
  for (let up = page.parent ? steps[page.parent] : undefined; up; up = up.parent ? steps[up.parent] : undefined) {
    above.unshift({ name: up.title, to: up.path });
  }
  return [{ name: "Home", to: "/" }, ...above, ...(tail ?? [{ name: page.title, to: page.path }])];
}

/** A matched route's breadcrumbs: what the Breadcrumbs component shows and the BreadcrumbList states. */
export function routeCrumbsFrom(steps: Readonly<Record<string, CrumbStep>>, id: string, handle: unknown, data: unknown): Crumb[] {
  const tail = (handle as CrumbsHandle<unknown> | undefined)?.crumbs?.(data);
  return crumbsFrom(steps, id, tail);
}
