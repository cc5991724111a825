/**
 * The unsubscribe link of every alert email. GET shows one button; POST unsubscribes and erases the
 * address. The same POST is RFC 8058's one-click unsubscribe: mail programs send `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, which carries the follow and its token in the query, as this page's own form does.
 */
import { data } from "react-router";
import { AlertLinkPage } from "#components/alerts/AlertLinkPage.tsx";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/alerts.unsubscribe";
import { app } from "#server/http/context.ts";

const params = (request: Request) => {
  const q = new URL(request.url).searchParams;
  return { f: q.get("follow"), t: q.get("token") };
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { f, t } = params(request);
  // A GET only shows what the link is about (an incomplete link says so): always a page, never a change.
  return app(context).alerts.describe("unsubscribe", f, t);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { f, t } = params(request);
  const answer = await app(context).alerts.unsubscribe(f, t);
  return data(answer, { status: answer.ok ? 200 : 400 });
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
