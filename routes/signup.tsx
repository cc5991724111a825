/** The sign-up pop-up as a page: where the pop-up's link leads without JavaScript. Posts to its own action. */
import { useState } from "react";
import { data, redirect } from "react-router";
import { issueMap } from "#components/community/client.ts";
import { formCard } from "#components/community/community.css.ts";
import { SignupForm, ThankYou } from "#components/community/SignupForm.tsx";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { button, container, lead, prose, section } from "#components/ui.css.ts";
import { formToObject } from "#domain/forms.ts";
import { followHref, GENERAL_TOPIC, topicFor } from "#domain/signup-topics.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/signup";
import { app } from "#server/context.ts";

/**
 * The page's texts: the named topic's from the server's list (routes never echo query text), and `from`, which
 * must be a local path.
 */
function openerTexts(get: (k: string) => unknown) {
  // `topic` from a link (an id); `title` is what the form's hidden field and the dialog send. Both only select.
  const topic = topicFor(get("topic") ?? get("title"));
  const rawFrom = get("from");
  const from = typeof rawFrom === "string" && /^\/(?![/\\])[^\s\\]*$/.test(rawFrom) && rawFrom.length <= 200 ? rawFrom : "/";
  return { topic: topic.id, title: topic.title, description: topic.description, buttonLabel: topic.buttonLabel, from };
}

/** Home / the sign-up's own title (it depends on the topic). */
export const handle: RouteHandle<{ title: string } | undefined> = {
  crumbs: (d) => (d ? [{ name: d.title, to: "/signup" }] : undefined),
};

export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  // A price alert is following a reported price (issue 29): its own page, by email or by feed.
  const follow = followHref(topicFor(q.get("topic") ?? q.get("title")));
  if (follow) throw redirect(follow);
  const texts = openerTexts((k) => q.get(k));
  return texts;
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const input = formToObject(await request.formData());
  const opener = openerTexts((k) => input[k]);
  const result = await context.submit.signup({ name: input.name, email: input.email, page: opener.from, topic: opener.topic });
  if (result.ok) return { done: true as const, errors: {}, values: {}, opener, at: Date.now() };
  const str = (k: string) => (typeof input[k] === "string" ? (input[k] as string) : "");
  return data({ done: false as const, errors: issueMap(result.issues), values: { name: str("name"), email: str("email") }, opener, at: Date.now() }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.title ?? GENERAL_TOPIC.title,
    description: "Leave your address for McDonald's deal emails from Menu Prices, if they start.",
    path: "/signup",
    robots: "noindex, follow",
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const o = actionData?.opener ?? loaderData;
  // With JavaScript the form sends JSON itself and reports success here.
  const [sentInBrowser, setSentInBrowser] = useState(false);
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <div className={prose}>
        <h1>{o.title}</h1>
        <p className={lead}>{o.description}</p>
        <div className={formCard}>
          {actionData?.done || sentInBrowser ? (
            <>
              <ThankYou />
              <p>
                <a className={button.secondary} href={o.from}>
                  Back to where you were
                </a>
              </p>
            </>
          ) : (
            <SignupForm
              key={actionData?.at ?? "form"}
              buttonLabel={o.buttonLabel}
              page={o.from}
              topic={o.title}
              description={o.description}
              errors={actionData?.errors}
              values={actionData?.values}
              cancelHref={o.from}
              onSuccess={() => setSentInBrowser(true)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
