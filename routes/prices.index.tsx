/**
 * /prices: the state chooser (issue 16). Links marked "your state" (components/my-state.ts) lead here until a
 * state is saved in the browser, and always without JavaScript. The GET form sends `?state=texas` and is
 * answered with a redirect to /prices/texas; the address then names the state, so it can be shared.
 */
import { Link, redirect } from "react-router";
import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import * as m from "#components/menu/menu.css.ts";
import { button, container, input, label, section } from "#components/ui.css.ts";
import { stateNameFromSlug, stateSlug } from "#domain/slug.ts";
import { isStateName, STATE_NAMES } from "#domain/states.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.index";

export const handle: RouteHandle = { hydrate: false };

const PATH = "/prices";

export function loader({ request }: Route.LoaderArgs) {
  const chosen = new URL(request.url).searchParams.get("state");
  if (chosen !== null) {
    const slug = chosen.trim().toLowerCase().slice(0, 40);
    // Unknown names fall through to the chooser (no 404 for a hand-edited address).
    if (/^[a-z]+(?:-[a-z]+)*$/.test(slug) && isStateName(stateNameFromSlug(slug))) throw redirect(`/prices/${slug}`);
  }
  return { states: STATE_NAMES.map((name) => ({ name, slug: stateSlug(name) })), unknown: chosen !== null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Prices by State: Choose Your State",
    description: "Choose your state to see estimated McDonald's menu prices there, compared with the national average.",
    path: PATH,
  });

export default function PricesIndexPage({ loaderData }: Route.ComponentProps) {
  const { states, unknown } = loaderData;
  return (
    <>
      <PageHero
       
        title="Prices by State"
        intro="Choose your state to see its estimated menu prices. On its page you can make it your state, and links to 'your state's prices' will open it."
      />
      <div className={`${container} ${section}`}>
        <form method="get" action={PATH} className={m.searchForm}>
          {unknown ? (
            <p role="alert">That is not one of the 50 states. Choose one from the list.</p>
          ) : null}
          <div className={m.searchRow}>
            <label className={label} htmlFor="state-choice">
              Your state
            </label>
            <select id="state-choice" name="state" className={input} defaultValue="">
              <option value="" disabled>
                Choose a state
              </option>
              {states.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
            <button type="submit" className={button.primary}>
              See prices
            </button>
          </div>
        </form>
        <h2>All 50 states</h2>
        <ul className={m.stateList} aria-label="States">
          {states.map((s) => (
            <li key={s.slug}>
              <Link to={`/prices/${s.slug}`}>{s.name}</Link>
            </li>
          ))}
        </ul>
        <p>
          Compare the Big Mac across the country on the <Link to="/big-mac-prices">Big Mac prices map</Link>.
        </p>
      </div>
    </>
  );
}
