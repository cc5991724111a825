import { figuresFor, nutritionRows } from "#domain/rules/nutrition.ts";
import { sourceNote } from "#domain/rules/basis.ts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { CommentActionResult } from "#components/item/CommentForm.tsx";
import { ItemNotFound, ItemView } from "#components/item/ItemView.tsx";
import type { Suggestion } from "#components/search/DidYouMean.tsx";
import { suggestNames } from "#domain/rules/names.ts";
import type { ItemPageData } from "#components/item/item-page-data.ts";
import { itemDetails } from "#components/item/item-data.server.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { formatLongDate, todayIso } from "#domain/rules/dates.ts";
import { formToObject } from "#domain/rules/forms.ts";
import { itemComments, itemRatings, itemReviewsShown } from "#domain/indexes/journal-records.ts";
import { COMMENTS_SHOWN, ITEM_REVIEWS_SHOWN } from "#domain/rules/paging.ts";
import { faqPage, menuItem } from "#domain/publish/structured-data.ts";
import { formatPrice, itemPath, toCard } from "#domain/rules/menu.ts";
import { reportedStatesOfItem } from "#domain/price-reports/rows.ts";
import { reportMenuItems } from "#domain/price-reports/input.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/menu.item";
import { app } from "#server/http/context.ts";
import { refusedWrite } from "#server/http/error-answer.ts";

type LoaderResult = ({ found: true } & ItemPageData) | { found: false; slug: string; suggestions: Suggestion[] };

/** Home / Menu / the item's category / the item. */
export const handle: RouteHandle<LoaderResult | undefined> = {
  crumbs: (d) =>
    d?.found
      ? [
          { name: d.item.category, to: `/menu/${d.categorySlug}` },
          { name: d.item.name, to: itemPath(d.item.name) },
        ]
      : undefined,
};

export async function loader({ params, request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { catalog, community, siteUrl } = context;
  const slug = itemSlug(params.itemId);
  const details = itemDetails(catalog, slug);
  if (!details) {
    const suggestions = suggestNames(slug.replace(/-/g, " ").slice(0, 60), catalog.menuItems).map((i) => ({
      name: i.name,
      to: `/menu/item/${itemSlug(i.name)}`,
    }));
    return data<LoaderResult>({ found: false, slug, suggestions }, { status: 404 });
  }
  // One address a page: `/menu/item/big_mac` or `/menu/item/big%00mac` named the Big Mac too, and each spelling was
  // rendered and kept in the render cache as a page of its own.
  if (params.itemId !== slug) throw redirect(`/menu/item/${slug}${new URL(request.url).search}`, 301);
  const { item, sizes, faqs } = details;
  const ratings = itemRatings(catalog.seedReviews, community);
  const comments = await itemComments(community, item.name, COMMENTS_SHOWN);
  const body: LoaderResult = {
    found: true,
    item,
    categorySlug: details.categorySlug,
    sizes,
    states: details.states,
    // The nutrition table of each size, built here so its rules and Daily Values never ship to the browser.
    nutrition: Object.fromEntries(sizes.map((v) => [v.size, nutritionRows(item, v.size)])),
    // Where each size's figures come from (published, or a meal's sum of its parts), with its date.
    nutritionSource: Object.fromEntries(
      sizes.map((v) => {
        const f = figuresFor(item, v.size);
        return [v.size, f ? { ...sourceNote(f.basis, todayIso()), parts: f.parts ?? null } : null];
      }),
    ),
    updated: details.priceReviewed ? formatLongDate(details.priceReviewed) : null,
    priceBasis: details.priceBasis,
    rating: ratings.get(slug) ?? null,
    meal: details.meal,
    related: details.related.map((r) => toCard(r, ratings.get(itemSlug(r.name)))),
    faqs,
    // The newest only: the page's cost must not grow with the item's history.
    comments: comments.comments.map(({ id, name, comment, createdAt }) => ({ id, name, comment, createdAt })),
    commentTotal: comments.total,
    // The newest reviews, shown on the page; the structured data below marks up exactly these (it used to carry
    // ten reviews the page never showed).
    reviews: await itemReviewsShown(catalog.seedReviews, community, slug, ITEM_REVIEWS_SHOWN),
    islands: islandHtml(context, ["item-details"], { slug }),
    reported: reportedStatesOfItem(community.reports, slug, todayIso()),
    reportThreshold: community.reports.threshold,
    today: todayIso(),
    reportMenu: reportMenuItems(catalog.menuItems),
  };
  const reviews = body.reviews;
  const path = `/menu/item/${slug}`;
  context.structuredData.push(
    menuItem(siteUrl, { ...item, image: item.imageUrl, path, sizes, reviews, rating: ratings.get(slug) ?? null }),
    faqPage(faqs),
  );
  return data(body);
}

/** Same checks and storage as POST /api/comments; errors come back with the values to re-render the form. */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const input = formToObject(await request.formData());
  delete input.saveInfo; // the 'save info' box stays in the browser
  const values = Object.fromEntries(
    ["name", "email", "website", "comment"].map((k) => [k, typeof input[k] === "string" ? (input[k] as string).slice(0, 2000) : ""]),
  );
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
  const path = `/menu/item/${itemSlug(item.name)}`;
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
