import { Link } from "react-router";
import * as s from "./layout.css.ts";

export interface Crumb {
  name: string;
  to: string;
}

/** Breadcrumbs: earlier items are links, the last is plain text (the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={s.crumbs}>
      <ol className={s.crumbList}>
        {items.map((c, i) => (
          <li key={`${c.to}-${i}`} className={s.crumbItem}>
            {i < items.length - 1 ? <Link to={c.to}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
