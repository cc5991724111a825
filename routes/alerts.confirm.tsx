/**
 * The confirmation link of a follow: GET shows what it confirms and one button; only the POST confirms,
 * so a mail scanner that opens every link in an email confirms nothing. The link's token is checked on both.
 */
import { data } from "react-router";
import { AlertLinkPage } from "#components/alerts/AlertLinkPage.tsx";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/alerts.confirm";
import { app } from "#server/http/context.ts";

const params = (request: Request) => {
  const q = new URL(request.url).searchParams;
  return { f: q.get("follow"), t: q.get("token") };
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { f, t } = params(request);
  // A GET only shows what the link is about (an incomplete link says so): always a page, never a change.
  return app(context).alerts.describe("confirm", f, t);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { f, t } = params(request);
  const answer = await app(context).alerts.confirm(f, t);
  return data(answer, { status: answer.target || answer.ok ? 200 : 400 });
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
