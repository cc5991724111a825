/**
 * What the JSON API serves for the data files: every existing field as it was, with the basis of each figure
 * beside it: where it comes from, its date, and "estimate" when it is one. One place, so the API and
 * the pages never describe a figure differently.
 */
import type { AllergenStatement } from "../data/allergen-entry.ts";
import type { Basis } from "../rules/basis.ts";
import { figuresFor, NUTRIENT_KEYS, type Nutrition } from "../rules/nutrition.ts";
import type { MenuItem, PriceRecord } from "../data/schemas.ts";

export const NATIONAL_PRICE_SOURCE = "Menu Prices' national estimate (data/menu-items.json)";
export const STATE_PRICE_SOURCE = "Menu Prices' state estimate (data/prices.json)";
export const ESTIMATE_METHOD = "/about#price-model";
/** Where an advertised deal's price comes from: the chain's deal rows (data/national-figures.json). */
export const DEAL_PRICE_SOURCE = "the chain's advertised deal price (data/national-figures.json)";

/** The basis of an item's national price: our estimate (or an advertised deal), dated by the month it is for. */
export function nationalPriceBasis(item: Pick<MenuItem, "priceAsOf" | "fixedPrice">): Basis {
  return item.fixedPrice
    ? { kind: "published", source: DEAL_PRICE_SOURCE, asOf: item.priceAsOf }
    : { kind: "estimate", source: NATIONAL_PRICE_SOURCE, asOf: item.priceAsOf, method: ESTIMATE_METHOD };
}

const published = (n: Nutrition | undefined): Nutrition => {
  const out: Nutrition = {};
  if (!n) return out;
  for (const key of NUTRIENT_KEYS) if (typeof n[key] === "number") out[key] = n[key];
  return out;
};

/**
 * An item as GET /api/menu-items serves it: the entry's fields; the chain's published figures of its usual size
 * at the top level and of its Small and Large in `sizeNutrition` (the fields the API always had; a meal's sum of
 * parts is not put there); and `nutrition` per size with each size's basis, plus `priceBasis`.
 */
export function apiMenuItem(item: MenuItem): Record<string, unknown> {
  const { nutrition, allergens, ...entry } = item;
  const usualSize = item.sizes ? "Medium" : "Standard";
  const usual = figuresFor(item, usualSize);
  const out: Record<string, unknown> = { ...entry, ...(usual?.basis.kind === "published" ? published(usual) : {}) };
  if (item.sizes) {
    const sizeNutrition: Record<string, Nutrition> = {};
    for (const size of ["Small", "Large"] as const) if (nutrition[size]) sizeNutrition[size] = published(nutrition[size]);
    if (Object.keys(sizeNutrition).length) out.sizeNutrition = sizeNutrition;
  }
  out.priceBasis = nationalPriceBasis(item);
  out.nutrition = nutrition;
  // The chain's statement as data/allergens.json holds it (less our item name, the object's own), or null: no list is made up.
  out.allergens = allergens ? apiAllergens(allergens) : null;
  return out;
}

/** An allergen statement as the API serves it beside its item. */
function apiAllergens({ item: _item, ...statement }: AllergenStatement): Omit<AllergenStatement, "item"> {
  return statement;
}

/** A state price record with its basis: our estimate, or for an advertised deal (`fixedPrice`) the chain's price; dated by the month it is for. */
export function apiPriceRecord(record: PriceRecord, fixedPrice = false): PriceRecord & { basis: Basis } {
  return {
    ...record,
    basis: fixedPrice
      ? { kind: "published", source: DEAL_PRICE_SOURCE, asOf: record.lastUpdated }
      : { kind: "estimate", source: STATE_PRICE_SOURCE, asOf: record.lastUpdated, method: ESTIMATE_METHOD },
  };
}
