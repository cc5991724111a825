/**
 * Server-only: what a menu category shows (routes/menu.category.tsx): its items' cards and when their prices were
 * reviewed. A spec slug or alias is a page even when empty; any other slug is shown with its own name but is unknown.
 */
import type { AppContext } from "#server/http/context.ts";
import { categoryNameFromSlug, categoryPath, isCategory } from "#domain/rules/categories.ts";
import { toCategoryCard } from "#domain/rules/menu.ts";
import { priceReviewSpan } from "#domain/rules/state-prices.ts";

export function menuCategoryPage({ catalog }: AppContext, category: string) {
  const slug = category.toLowerCase();
  const name = categoryNameFromSlug(slug);
  const inCategory = catalog.itemsByCategory.get(name) ?? [];
  const items = inCategory.map(toCategoryCard);
  // When the prices shown were checked, from prices.json (never today's date): from the oldest item's date to the
  // newest's, so each item page's own date falls within what this page says.
  const reviewed = priceReviewSpan(
    inCategory.map((i) => catalog.pricesByItem.get(i.name) ?? []),
    catalog.prices,
  );
  // A spec slug or alias is a page even when empty; any other slug is shown with its own name but answers 404.
  const known = name !== slug || items.length > 0;
  return {
    name,
    slug,
    known,
    canonical: isCategory(name) ? categoryPath(name) : `/menu/${slug}`,
    updated: reviewed,
    items,
  };
}
