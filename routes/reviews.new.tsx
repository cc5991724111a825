/**
 * The review form as its own page: reached without JavaScript, posts to this action, as the /reviews dialog's form
 * does (answered in place there, IN_PLACE).
 */
import { data, redirect } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { actionOrFailure } from "#components/community/form-check.ts";
import {
  EMPTY_REVIEW,
  IN_PLACE,
  REVIEW_NOT_SENT,
  ReviewForm,
  type ReviewAnswer,
  type ReviewValues,
} from "#components/community/ReviewForm.tsx";
import { formCard } from "#components/community/community.css.ts";
import { seo } from "#components/seo.ts";
import { container, lead, section } from "#components/ui.css.ts";
import { formToObject, issueMap } from "#domain/rules/forms.ts";
import { reviewMenu } from "#domain/rules/reviews.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import type { Route } from "./+types/reviews.new";
import { app } from "#server/http/context.ts";

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const form = await request.formData();
  const inPlace = form.get(IN_PLACE.name) === IN_PLACE.value;
  const input = formToObject(form, ["rating", "priceRating"]);
  delete input[IN_PLACE.name];
  const result = await context.submit.review(input);
  if (result.ok && inPlace) return { ok: true, review: result.value, at: Date.now() } satisfies ReviewAnswer;
  if (result.ok) return redirect(`/reviews?submitted=${encodeURIComponent(result.value.id)}#review-${result.value.id}`, 303);
  const str = (k: string) => (typeof input[k] === "string" ? (input[k] as string) : "");
  const num = (k: string) => (typeof input[k] === "number" && Number.isInteger(input[k]) ? (input[k] as number) : null);
  const values: ReviewValues = {
    reviewer: str("reviewer"),
    itemName: str("itemName"),
    otherItem: str("otherItem"),
    location: str("location"),
    rating: num("rating"),
    priceRating: num("priceRating"),
    review: str("review"),
  };
  return data({ ok: false, errors: issueMap(result.issues), values, at: Date.now() } satisfies ReviewAnswer, { status: 400 });
}

/** Posted with JavaScript: the same action, and the form's error toast when it gives no answer. */
export const clientAction = (args: Route.ClientActionArgs) => actionOrFailure(args, REVIEW_NOT_SENT);

/** `?item=Big Mac` (the item page's "Write a review" link) fills in the item when it is on the menu. */
export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const asked = new URL(request.url).searchParams.get("item");
  const item = asked ? context.catalog.itemsBySlug.get(itemSlug(asked)) : undefined;
  return { item: item ? { name: item.name, category: item.category } : null, menu: reviewMenu(context.catalog.menuItems) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Write a Review",
    description: "Rate a McDonald's menu item for quality and value for money and tell other diners what you thought.",
    path: location.pathname,
    robots: "noindex, follow",
  });

export default function NewReview({ actionData, loaderData }: Route.ComponentProps) {
  const known = loaderData?.item ?? undefined;
  // A refusal without JavaScript comes back as this page, with what was typed.
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const initial = refused?.values ?? (known ? { ...EMPTY_REVIEW, itemName: known.name } : undefined);
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>Submit Your Review</h1>
      <p className={lead}>Share what you ordered and what you thought. Fields marked * are required.</p>
      <div className={formCard}>
        <ReviewForm
          key={refused?.at ?? known?.name ?? "new"}
          mode="page"
          initial={initial}
          errors={refused?.errors}
          menu={loaderData.menu}
        />
      </div>
    </div>
  );
}
