import type { ReactNode } from "react";
/**
 * The answer to an address we do not have: "did you mean" links to the nearest names, and a search box
 * (a GET form to /search) holding the words of the address. Shown with a 404 status.
 */
import { Link } from "react-router";
import { SiteSearch } from "./SiteSearch.tsx";
import * as s from "./search.css.ts";

export interface Suggestion {
  name: string;
  to: string;
}

export function DidYouMean({
  title,
  what,
  typed,
  suggestions,
  browse,
  children,
}: {
  title: string;
  what: string;
  typed: string;
  suggestions: readonly Suggestion[];
  browse: Suggestion;
  children?: ReactNode;
}) {
  return (
    <div>
      <h1>{title}</h1>
      {children}
      <p>
        We have no {what} called "{typed}".
      </p>
      {suggestions.length ? (
        <>
          <h2>Did you mean</h2>
          <ul className={s.list} data-testid="did-you-mean">
            {suggestions.map((x) => (
              <li key={x.to} className={s.item}>
                <Link to={x.to}>{x.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <SiteSearch id="not-found-search" label="Or search the menu" value={typed} />
      <p>
        <Link to={browse.to}>{browse.name}</Link>
      </p>
    </div>
  );
}
