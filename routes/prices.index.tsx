/**
 * /prices: the state chooser. Links marked "your state" (components/my-state.ts) lead here until a
 * state is saved in the browser, and always without JavaScript. The GET form sends `?state=texas` and is
 * answered with a redirect to /prices/texas; the address then names the state, so it can be shared.
 */
import { Link, redirect } from "react-router";
import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import * as m from "#components/menu/menu.css.ts";
import { MinutesOfWork, PRICES_PATH } from "#components/state/MinutesOfWork.tsx";
import { pricesIndexPage } from "#components/state/prices-index-data.server.ts";
import { button, container, input, label, section } from "#components/ui.css.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.index";
import { app } from "#server/http/context.ts";

export const handle: RouteHandle = { hydrate: false };

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const page = pricesIndexPage(context.catalog, context.community.reports, new URL(request.url));
  if (page.redirectTo) throw redirect(page.redirectTo);
  return page.body;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Prices by State: Choose Your State",
    description: "Choose your state to see estimated McDonald's menu prices there, compared with the national average.",
    path: PRICES_PATH,
    dataFeed: true,
  });

export default function PricesIndexPage({ loaderData }: Route.ComponentProps) {
  const { states, unknown, work, newest } = loaderData;
  return (
    <>
      <PageHero
        title="Prices by State"
        intro="Choose your state to see its estimated menu prices. On its page you can make it your state, and links to 'your state's prices' will open it."
      />
      <div className={`${container} ${section}`}>
        <form method="get" action={PRICES_PATH} className={m.searchForm}>
          {unknown ? <p role="alert">That is not one of the 50 states. Choose one from the list.</p> : null}
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
        <h2>Newest price reports</h2>
        {newest.length ? (
          <>
            <p>The states where visitors reported a price most recently (newest first):</p>
            <ul className={m.stateList} aria-label="States with the newest reports" data-testid="newest-reports">
              {newest.map((s) => (
                <li key={s.slug}>
                  <Link to={`/prices/${s.slug}#reported`}>{s.name}</Link> (<time dateTime={s.date}>{formatLongDate(s.date)}</time>)
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No one has reported a price yet. Each state page has a form to report what you paid.</p>
        )}
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
        {work.rows.length && work.items.length ? <MinutesOfWork {...work} /> : null}
      </div>
    </>
  );
}
