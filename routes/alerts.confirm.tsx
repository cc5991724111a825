/**
 * The confirmation link of a follow: GET shows what it confirms and one button; only the POST confirms,
 * so a mail scanner that opens every link in an email confirms nothing. The link's token is checked on both.
 */
import { data } from "react-router";
import { AlertLinkPage } from "#components/alerts/AlertLinkPage.tsx";
import { alertLinkPage, confirmAlert } from "#components/alerts/alert-link-data.server.ts";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/alerts.confirm";
import { app } from "#server/http/context.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A GET only shows what the link is about (an incomplete link says so): always a page, never a change.
  return alertLinkPage(app(context), "confirm", new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { body, status } = await confirmAlert(app(context), new URL(request.url));
  return data(body, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Confirm Price Alerts",
    description: "Confirm the price alerts you asked for.",
    path: "/alerts/confirm",
    robots: "noindex, follow",
  });

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage title="Confirm price alerts" button="Confirm: email me when it changes" seen={loaderData} done={actionData} />;
}
