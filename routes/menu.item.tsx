import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { commentNotSent, commentValues, type CommentActionResult } from "#components/item/CommentForm.tsx";
import { actionOrFailure } from "#components/community/form-check.ts";
import { ItemNotFound, ItemView } from "#components/item/ItemView.tsx";
import { itemPage, type ItemPageResult } from "#components/item/item-page-data.server.ts";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { formToObject } from "#domain/rules/forms.ts";
import { formatPrice, itemPath } from "#domain/rules/menu.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/menu.item";
import { app } from "#server/http/context.ts";
import { refusedWrite } from "#server/http/error-answer.ts";

/** Home / Menu / the item's category / the item. */
export const handle: RouteHandle<ItemPageResult | undefined> = {
  crumbs: (d) =>
    d?.found
      ? [
          { name: d.item.category, to: `/menu/${d.categorySlug}` },
          { name: d.item.name, to: itemPath(d.item.name) },
        ]
      : undefined,
};

export async function loader({ params, request, context: routerContext }: Route.LoaderArgs) {
  const page = await itemPage(app(routerContext), params.itemId, new URL(request.url));
  if (page.redirectTo !== undefined) throw redirect(page.redirectTo, 301);
  return data(page.body, { status: page.status });
}

/** Same checks and storage as POST /api/comments; errors come back with the values to re-render the form. */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const form = await request.formData();
  const input = formToObject(form);
  delete input.saveInfo; // the 'save info' box stays in the browser
  const values = commentValues(form);
  try {
    const result = await context.submit.comment(input);
    if (result.ok) {
      const { id, name, comment, createdAt } = result.value;
      return { ok: true, id, comment: { id, name, comment, createdAt } } satisfies CommentActionResult;
    }
    return data({ ok: false, issues: result.issues, values } satisfies CommentActionResult, { status: 400 });
  } catch (err) {
    // Submissions cannot be stored just now (503): the form says so and keeps what was typed.
    const refused = await refusedWrite(err);
    if (refused)
      return data({ ok: false, issues: [{ field: "", message: refused.message }], values } satisfies CommentActionResult, {
        status: refused.status,
      });
    // Any other failure: the spec's comment-failure message in the form, which keeps what was typed (a 500, logged
    // by the server like every 5xx), instead of the page's error boundary replacing the whole item page.
    return data({ ok: false, issues: [{ field: "", message: "Failed to submit comment" }], values } satisfies CommentActionResult, {
      status: 500,
    });
  }
}

/** Posted in place (JavaScript): the same action, and the form's failure toast when it gives no answer. */
export const clientAction = (args: Route.ClientActionArgs) => actionOrFailure(args, commentNotSent);

/** The size lives in the URL (?size=Large) and needs no new data; a posted comment does. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const d = loaderData && "found" in loaderData ? loaderData : undefined;
  if (!d || !d.found) {
    return seo(matches, {
      title: "Menu Item Not Found",
      description: "Sorry, we couldn't find that menu item.",
      path: location.pathname,
      robots: "noindex, follow",
    });
  }
  const { item } = d;
  const path = itemPath(item.name);
  return seo(matches, {
    title: `${item.name} Price, Sizes and Calories {year}`,
    description: `${item.name}: about ${formatPrice(item.avgPriceUsd)} on average in the US, ${d.sizes.length > 1 ? "three sizes, " : ""}nutrition, prices by state and FAQs.`,
    path,
    type: "product",
    image: item.imageUrl,
  });
};

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      {loaderData.found ? (
        <ItemView data={loaderData} />
      ) : (
        <ItemNotFound typed={loaderData.slug.replace(/-/g, " ")} suggestions={loaderData.suggestions} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError what="This menu item" />;
}
