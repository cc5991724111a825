/**
 * /alerts: where a diner chooses how to hear that a price changed. On this phone or computer (Web Push:
 * needs JavaScript and a browser with the Push API; components/alerts/PushAlerts.tsx), by email where the site sends
 * email (the follow form, which works without JavaScript), or in a feed app. `?item=big-mac&state=texas` chooses those.
 */
import { PushAlerts } from "#components/alerts/PushAlerts.tsx";
import { FollowForm } from "#components/alerts/FollowForm.tsx";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { container, lead, section, subsection } from "#components/ui.css.ts";
import { reportMenuItems, resolveState } from "#domain/price-reports/input.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import type { Route } from "./+types/alerts";
import { app } from "#server/http/context.ts";

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const q = new URL(request.url).searchParams;
  const item = context.catalog.itemsBySlug.get(itemSlug((q.get("item") ?? "").slice(0, 120)));
  const state = resolveState((q.get("state") ?? "").replace(/-/g, " ").slice(0, 40));
  return { menu: reportMenuItems(context.catalog.menuItems), item: item?.name ?? null, state, email: context.alerts.enabled };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Price Alerts",
    description: "Get told on your phone, by email or in a feed app when the price of a McDonald's item changes in your state.",
    path: "/alerts",
    robots: "noindex, follow",
  });

export default function AlertsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>Price alerts</h1>
      <p className={lead}>
        Hear when the price of something you buy changes in your state: on this phone or computer, by email, or in a feed app.
      </p>
      <section aria-labelledby="alerts-device" className={subsection}>
        <h2 id="alerts-device">On this phone or computer</h2>
        <PushAlerts menu={d.menu} item={d.item ?? undefined} state={d.state ?? undefined} />
      </section>
      <section aria-labelledby="alerts-email" className={subsection}>
        <h2 id="alerts-email">{d.email ? "By email" : "In a feed app"}</h2>
        <FollowForm menu={d.menu} item={d.item ?? undefined} state={d.state ?? undefined} email={d.email} />
      </section>
      {d.state ? (
        <p className={subsection}>
          Every price visitors report in {d.state}, in one feed:{" "}
          <a href={`/feeds/state/${stateSlug(d.state)}.atom`}>updates for {d.state}</a>.
        </p>
      ) : null}
    </div>
  );
}
