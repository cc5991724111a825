/**
 * The unsubscribe link of every alert email. GET shows one button; POST unsubscribes and erases the
 * address. The same POST is RFC 8058's one-click unsubscribe: mail programs send `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, which carries the follow and its token in the query, as this page's own form does.
 */
import { data } from "react-router";
import { AlertLinkPage } from "#components/alerts/AlertLinkPage.tsx";
import { alertLinkPage, unsubscribeAlert } from "#components/alerts/alert-link-data.server.ts";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/alerts.unsubscribe";
import { app } from "#server/http/context.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A GET only shows what the link is about (an incomplete link says so): always a page, never a change.
  return alertLinkPage(app(context), "unsubscribe", new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { body, status } = await unsubscribeAlert(app(context), new URL(request.url));
  return data(body, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Unsubscribe from Price Alerts",
    description: "Stop the price alerts sent to your address.",
    path: "/alerts/unsubscribe",
    robots: "noindex, follow",
  });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage title="Unsubscribe from price alerts" button="Unsubscribe" seen={loaderData} done={actionData} />;
}
