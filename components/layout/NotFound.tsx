import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { button, container, section } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";

/** Not-found redirect delay (spec §9). */
export const NOT_FOUND_REDIRECT_MS = 3000;

export function NotFound() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  useEffect(() => {
    const t = setTimeout(() => navigate("/"), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <div className={`${container} ${section}`}>
      <h1>Page Not Found</h1>
      <p>Sorry, we couldn't find the page you're looking for. The page may have been moved or doesn't exist.</p>
      {/* The redirect needs script: without it the page does not promise one. */}
      <p role="status">{hydrated ? "You will be automatically redirected to the homepage in 3 seconds..." : ""}</p>
      <p>
        <Link to="/" className={button.primary}>
          Go to the home page
        </Link>
      </p>
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
