/**
 * Server-only: what an item page shows, read from the catalog. The route's loader sends the part that
 * hydrates (hero, sizes, nutrition, FAQs, related items, comments); the "item-details" server island renders
 * the rest (pricing guide, category and state tables) from the same function.
 */
import type { Catalog } from "#domain/catalog.ts";
import { comboSaving, type ComboSaving } from "#domain/combo.ts";
import { deliveryEstimate, type DeliveryEstimate } from "#domain/delivery.ts";
import { itemFaqs, type FaqEntry } from "#domain/item-faq.ts";
import { categoryTable, relatedItems, sizeVariations, toCard, type CardItem, type SizeVariation } from "#domain/menu.ts";
import { categorySlug, stateSlug } from "#domain/slug.ts";
import { itemStatePrices, priceReviewed } from "#domain/state-prices.ts";
import type { ItemDetail } from "./ItemView.tsx";

export interface StatePriceRow {
  state: string;
  slug: string;
  price: number;
}

export interface ItemDetailsData {
  item: ItemDetail;
  categorySlug: string;
  sizes: SizeVariation[];
  related: CardItem[];
  categoryRows: { name: string; price: number }[];
  statePrices: { count: number; average: number; cheapest: StatePriceRow[]; dearest: StatePriceRow[] } | null;
  faqs: FaqEntry[];
  /** When our estimate of this item's price was last reviewed (YYYY-MM-DD), or null when no date is recorded. */
  priceReviewed: string | null;
  /** An Extra Value or Happy Meal's parts bought separately (data/meal-parts.json), else null. */
  combo: ComboSaving | null;
  /** The estimated delivery-app total of the item's (Medium or only) in-store price. */
  delivery: DeliveryEstimate | null;
}

export function itemDetails(catalog: Catalog, slug: string): ItemDetailsData | undefined {
  const found = catalog.itemsBySlug.get(slug);
  if (!found) return undefined;
  const { id: _id, ...item } = found;
  const inCategory = catalog.itemsByCategory.get(found.category) ?? [];
  const states = itemStatePrices(catalog.pricesByItem.get(found.name) ?? []);
  const row = (r: { state: string; price: number }) => ({ state: r.state, slug: stateSlug(r.state), price: r.price });
  const sizes = sizeVariations(found);
  const statePrices = states && { count: states.count, average: states.average, cheapest: states.cheapest.map(row), dearest: states.dearest.map(row) };
  return {
    item,
    categorySlug: categorySlug(found.category),
    sizes,
    related: relatedItems(inCategory, found).map((i) => toCard(i)),
    priceReviewed: priceReviewed(catalog.pricesByItem.get(found.name) ?? [], catalog.prices),
    categoryRows: categoryTable(inCategory, found).map((i) => ({ name: i.name, price: i.avgPriceUsd })),
    statePrices,
    combo: comboSaving(found.name, catalog.data.mealParts, catalog.menuItems),
    delivery: deliveryEstimate(found.avgPriceUsd, catalog.data.deliveryEstimate),
    faqs: itemFaqs({
      ...item,
      sizes,
      stateRange: statePrices
        ? {
            low: statePrices.cheapest[0].price,
            lowState: statePrices.cheapest[0].state,
            high: statePrices.dearest[0].price,
            highState: statePrices.dearest[0].state,
            count: statePrices.count,
          }
        : undefined,
    }),
  };
}
