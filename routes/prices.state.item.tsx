/**
 * An item in a state: its reported price where enough visitors agree (at the counter, in the app and
 * through delivery apps, each apart), our estimate beside it, how the reported price moved month by month (a chart
 * drawn on the server, with its table), the city figures, the newest reports and the form to add one.
 */
import { data, Link } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { ReportForm, CHANNEL_LABELS } from "#components/reports/ReportForm.tsx";
import { FollowForm } from "#components/alerts/FollowForm.tsx";
import { ReportHistory } from "#components/reports/ReportedFigures.tsx";
import { Fig, Price, ReportedPrice } from "#components/figures/Figure.tsx";
import { seo } from "#components/seo.ts";
import { container, section, subsection } from "#components/ui.css.ts";
import { itemStatePage } from "#components/state/item-state-data.server.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice, itemPath, nameWithSize } from "#domain/rules/menu.ts";
import { reportedByText } from "#domain/rules/report-terms.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/prices.state.item";
import { app } from "#server/http/context.ts";

type Found = Extract<ReturnType<typeof itemStatePage>["body"], { found: true }>;

/** Home / Prices by State / the state / the item. */
export const handle: RouteHandle<Found | undefined> = {
  crumbs: (d) =>
    d?.found
      ? [
          { name: d.state, to: `/prices/${stateSlug(d.state)}` },
          { name: d.item, to: `/prices/${stateSlug(d.state)}/${itemSlug(d.item)}` },
        ]
      : undefined,
};

export function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const page = itemStatePage(app(routerContext), params.state, params.itemId);
  return data(page.body, { status: page.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const d = loaderData?.found ? loaderData : null;
  if (!d)
    return seo(matches, {
      title: "Not Found",
      description: "No menu item or state has that name.",
      path: location.pathname,
      robots: "noindex, follow",
    });
  return seo(matches, {
    title: `${d.item} Price in ${d.state}: Reported by Visitors`,
    description: `What visitors paid for a ${d.item} in ${d.state}, month by month, beside our estimate; report the price you paid.`,
    path: `/prices/${stateSlug(d.state)}/${itemSlug(d.item)}`,
  });
};

export default function ItemInState({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div className={`${container} ${section}`}>
        <h1>Not found</h1>
        <p>
          No menu item or US state has that name. <Link to="/prices">Choose a state</Link>.
        </p>
      </div>
    );
  }
  const d = loaderData;
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>
        {d.item} in {d.state}
      </h1>
      {d.rows.length ? (
        <ul data-testid="item-state-figures">
          {d.rows.map((r) => (
            <li key={r.size}>
              {nameWithSize(d.item, r.size === "Standard" ? null : r.size)}:{" "}
              <ReportedPrice item={d.item} size={r.size} state={d.state} figure={r} />
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="no-reports">
          No one has reported a price for {d.item} in {d.state} yet (a reported price is shown once {d.threshold} different visitors agree).
        </p>
      )}
      {d.estimate ? (
        <p>
          {/* Its basis and date: an advertised deal's price is not our estimate, and an estimate is for a month. */}
          {d.estimate.advertised
            ? `Advertised price, as of ${formatLongDate(d.estimate.checked)}`
            : `Our estimate for ${formatLongDate(d.estimate.checked)}`}
          {d.estimate.size === "Medium" ? " (Medium)" : ""}:{" "}
          <Price item={d.item} size={d.estimate.size} kind="state" state={d.state} value={d.estimate.price} />.{" "}
          <Link to={itemPath(d.item)}>{d.item}'s page</Link>
        </p>
      ) : null}
      {d.rows.map((r) => (r.monthly.length ? <ReportHistory key={r.size} state={d.state} row={r} /> : null))}
      <OtherFigures d={d} />
      <section aria-labelledby="follow-title" id="follow" className={subsection}>
        <h2 id="follow-title">Follow this price</h2>
        <FollowForm menu={d.reportMenu} item={d.item} state={d.state} fixed email={d.email} />
      </section>
      <section aria-labelledby="report-title" id="report" className={subsection}>
        <h2 id="report-title">Report a price you paid</h2>
        <ReportForm mode="inline" menu={d.reportMenu} item={d.item} state={d.state} today={d.today} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError what="This item's reported prices" />;
}

/** The figures beside the in-store ones: the app and delivery apps (kept apart), each city, the newest reports. */
function OtherFigures({ d }: { d: Extract<Route.ComponentProps["loaderData"], { found: true }> }) {
  return (
    <>
      {d.channels.some((f) => f.channel !== "in-store") ? (
        <section aria-labelledby="channels-title" className={subsection}>
          <h2 id="channels-title">In the app and through delivery apps (counted separately)</h2>
          <ul>
            {d.channels
              .filter((f) => f.channel !== "in-store")
              .map((f) => (
                <li key={`${f.channel}|${f.size}`}>
                  {CHANNEL_LABELS[f.channel]}
                  {f.size === "Standard" ? "" : ` (${f.size})`}: <Fig kind="reported">{formatPrice(f.median)}</Fig>, {reportedByText(f)}
                  {f.shown ? "" : ` (not enough visitors yet for it to count: ${d.threshold} are needed)`}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      {d.cities.length ? (
        <section aria-labelledby="cities-title" className={subsection}>
          <h2 id="cities-title">By city</h2>
          <ul>
            {d.cities.map((f) => (
              <li key={`${f.city}|${f.size}`}>
                {f.city}
                {f.size === "Standard" ? "" : ` (${f.size})`}: <Fig kind="reported">{formatPrice(f.median)}</Fig>, {reportedByText(f)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.newest.length ? (
        <section aria-labelledby="newest-title" className={subsection}>
          <h2 id="newest-title">Newest reports</h2>
          <ul>
            {d.newest.map((r) => (
              <li key={r.id}>
                <Fig kind="user">{formatPrice(r.price)}</Fig>
                {r.size === "Standard" ? "" : ` (${r.size})`}, {CHANNEL_LABELS[r.channel].toLowerCase()}
                {r.city ? `, ${r.city}` : ""}, <time dateTime={r.date}>{r.date}</time>
                {r.deal ? ` (the ${r.deal} deal)` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
