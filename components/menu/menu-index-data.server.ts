/** Server-only: what /menu shows (routes/menu.index.tsx): each category with its item count and average price. */
import type { AppContext } from "#server/http/context.ts";
import { CATEGORIES, categoryPath } from "#domain/rules/categories.ts";

export function menuIndexPage({ catalog }: AppContext) {
  const items = catalog.menuItems;
  return {
    total: items.length,
    categories: CATEGORIES.map((name) => {
      const inCategory = items.filter((i) => i.category === name);
      const average = inCategory.length ? inCategory.reduce((sum, i) => sum + i.avgPriceUsd, 0) / inCategory.length : null;
      return { name, path: categoryPath(name), count: inCategory.length, average };
    }),
  };
}
