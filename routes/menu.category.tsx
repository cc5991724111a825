import { data } from "react-router";
import { CategoryView } from "#components/menu/CategoryView.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { categoryNameFromSlug, categoryPath, isCategory } from "#domain/rules/categories.ts";
import { priceReviewSpan } from "#domain/rules/state-prices.ts";
import { toCategoryCard } from "#domain/rules/menu.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/menu.category";
import { app } from "#server/http/context.ts";

/** Home / Menu / the category, under its canonical path. */
export const handle: RouteHandle<{ name: string; canonical: string } | undefined> = {
  crumbs: (d) => (d ? [{ name: d.name, to: d.canonical }] : undefined),
};

export function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const slug = params.category.toLowerCase();
  const name = categoryNameFromSlug(slug);
  const inCategory = context.catalog.itemsByCategory.get(name) ?? [];
  const items = inCategory.map(toCategoryCard);
  // When the prices shown were checked, from prices.json (never today's date): from the oldest item's date to the
  // newest's, so each item page's own date falls within what this page says.
  const reviewed = priceReviewSpan(
    inCategory.map((i) => context.catalog.pricesByItem.get(i.name) ?? []),
    context.catalog.prices,
  );
  // A spec slug or alias is a page even when empty; any other slug is shown with its own name but answers 404.
  const known = name !== slug || items.length > 0;
  const body = {
    name,
    slug,
    known,
    canonical: isCategory(name) ? categoryPath(name) : `/menu/${slug}`,
    updated: reviewed,
    items,
  };
  return data(body, { status: known ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const d = loaderData && "name" in loaderData ? loaderData : undefined;
  const name = d?.name ?? categoryNameFromSlug(params.category);
  const path = d?.canonical ?? `/menu/${params.category}`;
  return seo(matches, {
    title: `${name} Menu Prices {year}`,
    description: d?.items.length
      ? `Estimated prices, sizes and calories for all ${d.items.length} ${name} items, with prices by state.`
      : `Estimated prices for the ${name} menu category.`,
    path,
    robots: d && !d.known ? "noindex, follow" : undefined,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <CategoryView data={loaderData} />
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError what="This category" />;
}
