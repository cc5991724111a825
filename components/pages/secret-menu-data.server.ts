/**
 * Server-only: what /secret-menu shows (routes/secret-menu.tsx): each recipe with the sum of its parts at our
 * national estimates, the span of those sums (in the FAQ's structured data too) and the recipe ?selected= names.
 */
import type { AppContext } from "#server/http/context.ts";
import { secretMenuFaqs } from "#domain/copy/secret-menu.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import { secretMenuRange, secretMenuSum } from "#domain/rules/secret-menu.ts";

export function secretMenuPage(context: AppContext, url: URL) {
  const find = (name: string) => context.catalog.itemsByName.get(name);
  const items = context.catalog.data.secretMenu.slice(0, 15).map((i) => ({ ...i, sum: secretMenuSum(i, find) }));
  const range = secretMenuRange(items.map((i) => i.sum));
  context.structuredData.push(faqPage(secretMenuFaqs(range)));
  const selected = url.searchParams.get("selected");
  return { items, range, featured: items.find((i) => i.popular) ?? null, selected: items.some((i) => i.id === selected) ? selected : null };
}
