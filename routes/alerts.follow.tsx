/**
 * Follow a reported price: the follow form as its own page, and the action every follow form posts to. It
 * checks and stores exactly as POST /api/alerts does (server/notify/alerts.ts). Without JavaScript the answer is this page:
 * the "check your inbox" message, or the form with each refusal and every value kept. Where the site sends no email
 * (no SMTP_URL) the page offers the Atom feed of the chosen item and state instead.
 */
import { data } from "react-router";
import { followPage } from "#components/alerts/follow-data.server.ts";
import { FollowForm, followNotSent, followValues, type FollowActionResult } from "#components/alerts/FollowForm.tsx";
import { actionOrFailure } from "#components/community/form-check.ts";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { container, lead, section } from "#components/ui.css.ts";
import type { Route } from "./+types/alerts.follow";
import { app } from "#server/http/context.ts";
import { refusedWrite } from "#server/http/error-answer.ts";

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const values = followValues(await request.formData());
  try {
    const result = await context.alerts.follow(values);
    if (result.ok) return { ok: true, message: result.value.message } satisfies FollowActionResult;
    const errors: Record<string, string> = {};
    for (const i of result.issues) errors[i.field] ??= i.message;
    return data({ ok: false, errors, values } satisfies FollowActionResult, { status: result.status ?? 400 });
  } catch (err) {
    // The database is not answering: nothing was kept, and the page says so (503 with Retry-After, server/http/app.ts).
    const refused = await refusedWrite(err);
    if (refused)
      return data({ ok: false, errors: { "": refused.message }, values } satisfies FollowActionResult, { status: refused.status });
    throw err;
  }
}

/** Posted in place from an item-in-state page or this one (JavaScript): the same action, and the form's notice when it gives no answer. */
export const clientAction = (args: Route.ClientActionArgs) => actionOrFailure(args, followNotSent);

/** `?item=big-mac&state=texas` chooses those (item by slug or name, state by name, slug or code). */
export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  return followPage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Follow a Reported Price",
    description: "Hear when the price visitors report for a McDonald's item in your state changes.",
    path: "/alerts/follow",
    robots: "noindex, follow",
  });

export default function FollowPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>Follow a reported price</h1>
      <p className={lead}>
        Choose an item and a state: {d.email ? "we email you" : "its feed tells you"} each time the price visitors report for it there
        changes (once enough visitors agree on a price, each time it moves, and if it is withdrawn).
      </p>
      <FollowForm menu={d.menu} item={d.item ?? undefined} state={d.state ?? undefined} email={d.email} result={actionData} />
    </div>
  );
}
