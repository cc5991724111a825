import { Link, useMatches } from "react-router";
import { routeCrumbsFrom, type Crumb } from "#domain/rules/crumbs.ts";
import { useSiteNav } from "./links.ts";
import * as s from "./layout.css.ts";

export type { Crumb };

/**
 * Breadcrumbs: earlier items are links, the last is plain text (the current page). Without `items` they are the
 * current route's, from the page registry's steps (sent with the root route's data) and the route's `handle.crumbs` (domain/rules/pages.ts); the server builds the
 * page's BreadcrumbList from the same function (routes/entry.server.tsx).
 */
export function Breadcrumbs({ items }: { items?: readonly Crumb[] }) {
  const matches = useMatches();
  const { steps } = useSiteNav();
  const last = matches[matches.length - 1];
  const crumbs = items ?? (last ? routeCrumbsFrom(steps, last.id, last.handle, last.loaderData) : []);
  return (
    <nav aria-label="Breadcrumb" className={s.crumbs}>
      <ol className={s.crumbList}>
        {crumbs.map((c, i) => (
          <li key={`${c.to}-${i}`} className={s.crumbItem}>
            {i < crumbs.length - 1 ? <Link to={c.to}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
