import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SiteSearch } from "../search/SiteSearch.tsx";
import { button, container, section } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";

/** Not-found redirect delay (spec §9). */
export const NOT_FOUND_REDIRECT_MS = 3000;

/**
 * The spec's automatic redirect home after 3 seconds, with a way to stop it (WCAG 2.2.1, Timing Adjustable: a
 * visitor reading the page, or reaching for one of its links, keeps it).
 */
function useRedirectHome() {
  const navigate = useNavigate();
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    const t = setTimeout(() => navigate("/"), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [navigate, stopped]);
  return { stopped, stop: () => setStopped(true) };
}

export default function NotFound() {
  const hydrated = useHydrated();
  const redirect = useRedirectHome();
  return (
    <div className={`${container} ${section}`}>
      <h1>Page Not Found</h1>
      <p>Sorry, we couldn't find the page you're looking for. The page may have been moved or doesn't exist.</p>
      {/* The redirect needs script: without it the page does not promise one. */}
      <p role="status">
        {!hydrated
          ? ""
          : redirect.stopped
            ? "Staying on this page: the automatic redirect is off."
            : "You will be automatically redirected to the homepage in 3 seconds..."}
      </p>
      <p>
        <Link to="/" className={button.primary}>
          Go to the home page
        </Link>{" "}
        {hydrated ? (
          // Stays in place once pressed (aria-disabled keeps it focusable), so focus is never dropped to the page.
          <button type="button" className={button.secondary} aria-disabled={redirect.stopped} onClick={redirect.stop}>
            {redirect.stopped ? "Staying on this page" : "Stay on this page"}
          </button>
        ) : null}
      </p>
      <SiteSearch id="not-found-search" label="Search the menu" />
      <h2>Main pages</h2>
      <ul>
        <li>
          <Link to="/my-deals">My Deals and price alerts</Link>
        </li>
        <li>
          <Link to="/big-mac-prices">Big Mac prices by state</Link>
        </li>
        <li>
          <Link to="/mcvalue-deals">McValue deals</Link>
        </li>
        <li>
          <Link to="/delivery">Delivery guide</Link>
        </li>
      </ul>
    </div>
  );
}
