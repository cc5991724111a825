/**
 * Server-only: what an item page shows, read from the catalog. The route's loader sends the part that
 * hydrates (hero, sizes, nutrition, FAQs, related items, comments); the "item-details" server island renders
 * the rest (pricing guide, category and state tables) from the same function.
 */
import { itemPriceBasis, stateModelSummary, type ItemPriceBasis } from "#domain/rules/price-model.ts";
import { priceYear } from "#domain/rules/dates.ts";
import type { Catalog } from "#domain/data/catalog.ts";
import { comboSaving, type ComboSaving } from "#domain/rules/combo.ts";
import { deliveryEstimate, type DeliveryEstimate } from "#domain/rules/delivery.ts";
import type { Faq } from "#domain/rules/faq.ts";
import { isBreakfastItem, itemFaqs } from "#domain/copy/item-faq.ts";
import {
  categoryTable,
  hasSizes,
  mealOffer,
  relatedItems,
  sizeVariations,
  toCard,
  type CardItem,
  type MealOffer,
  type SizeVariation,
} from "#domain/rules/menu.ts";
import type { ItemOnPage, MenuItemEntry } from "#domain/data/schemas.ts";
import { categorySlug } from "#domain/rules/slug.ts";
import { itemPriceRange, itemStatePriceList, type PriceRange, type StatePrice } from "#domain/rules/state-estimates.ts";
import { priceReviewed } from "#domain/rules/state-prices.ts";
import type { MapState } from "#domain/rules/map-scale.ts";
import { itemMapStates } from "../charts/map-data.server.ts";

export interface ItemDetailsData {
  item: ItemOnPage;
  /** The price figures' year (priceYear, as the header and titles): "Price and Calories in 2025". */
  year: string | null;
  categorySlug: string;
  sizes: SizeVariation[];
  related: CardItem[];
  /** The category table: each item's national price (`avgPriceUsd`, the Medium's for an item sold in sizes). */
  categoryRows: (Pick<MenuItemEntry, "name" | "avgPriceUsd"> & { size: "Medium" | "Standard" })[];
  /** The item in every state with data (all 50 today), stored or computed, alphabetical. */
  states: StatePrice[];
  /** Cheapest and dearest state, stored or computed; null when no state has data. */
  range: PriceRange | null;
  mapStates: MapState[];
  /** How many states' levels rest on a dated published survey; the others' on our earlier estimate (data/state-levels.json). */
  surveyStates: number;
  meal: MealOffer | null;
  faqs: Faq[];
  /** When our estimate of this item's price was last reviewed (YYYY-MM-DD), or null when no date is recorded. */
  priceReviewed: string | null;
  /** An Extra Value or Happy Meal's parts bought separately (data/meal-parts.json), else null. */
  combo: ComboSaving | null;
  /** The estimated delivery-app total of the item's (Medium or only) in-store price. */
  delivery: DeliveryEstimate | null;
  /** What the national price rests on: its rule, anchor, error and the published figures (domain/rules/price-model.ts). */
  priceBasis: ItemPriceBasis | null;
}

export function itemDetails(catalog: Catalog, slug: string): ItemDetailsData | undefined {
  const found = catalog.itemsBySlug.get(slug);
  if (!found) return undefined;
  const { id: _id, ...item } = found;
  const inCategory = catalog.itemsByCategory.get(found.category) ?? [];
  const sizes = sizeVariations(found);
  const states = itemStatePriceList(catalog.statePrices, found);
  const range = itemPriceRange(catalog.statePrices, found);
  const meal = mealOffer(found, (n) => catalog.itemsByName.get(n));
  const reviewed = priceReviewed(catalog.pricesByItem.get(found.name) ?? [], catalog.prices);
  return {
    item,
    year: priceYear(catalog.data),
    categorySlug: categorySlug(found.category),
    sizes,
    related: relatedItems(inCategory, found).map((i) => toCard(i)),
    priceReviewed: reviewed,
    categoryRows: categoryTable(inCategory, found).map((i) => ({
      name: i.name,
      avgPriceUsd: i.avgPriceUsd,
      size: hasSizes(i) ? "Medium" : "Standard",
    })),
    states,
    range,
    mapStates: itemMapStates(catalog, found.name),
    surveyStates: stateModelSummary(catalog.data.stateSurveys, catalog.data.stateLevels).surveyStates.length,
    meal,
    combo: comboSaving(found.name, catalog.data.mealParts, catalog.menuItems),
    delivery: deliveryEstimate(found.avgPriceUsd, catalog.data.deliveryEstimate),
    priceBasis: catalog.priceModel ? itemPriceBasis(found.name, catalog.priceModel, catalog.data) : null,
    faqs: itemFaqs({
      ...item,
      sizes,
      meal,
      reviewed,
      breakfast: isBreakfastItem(found, catalog.data.mealParts, (n) => catalog.itemsByName.get(n)),
      stateRange: range
        ? {
            low: range.low.price,
            lowState: range.low.state,
            high: range.high.price,
            highState: range.high.state,
            count: states.length,
            estimated: range.estimated,
          }
        : undefined,
    }),
  };
}
