/** International price comparison rules (spec §5: country search is a case-insensitive substring match). */
import { sizeVariations, type MenuLike } from "./menu.ts";

export interface CountryLike {
  country: string;
}

/** Countries whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. */
export function searchCountries<T extends CountryLike>(countries: readonly T[], query: string | null | undefined): T[] {
  const q = (query ?? "").trim().toLowerCase();
  if (!q) return [...countries];
  return countries.filter((c) => c.country.toLowerCase().includes(q));
}

export interface CountryPrices extends CountryLike {
  bigMac: number;
  largeFries: number;
  largeCoke: number;
  happyMeal: number;
}

/** The menu items the United States row is read from: one source per fact (issue 14). */
export const US_ROW_ITEMS = { bigMac: "Big Mac", largeFries: "World Famous Fries", largeCoke: "Coca-Cola", happyMeal: "Hamburger Happy Meal" } as const;

/**
 * The United States row as the menu states it: the Big Mac's and the Hamburger Happy Meal's national prices and
 * the Large price of fries and Coca-Cola (the menu's size rule, sizeVariations). A figure whose item is missing
 * from the menu is left out, and the data file's value stays.
 */
export function usRowFromMenu(findItem: (name: string) => MenuLike | undefined): Partial<Record<keyof typeof US_ROW_ITEMS, number>> {
  const out: Partial<Record<keyof typeof US_ROW_ITEMS, number>> = {};
  for (const key of Object.keys(US_ROW_ITEMS) as (keyof typeof US_ROW_ITEMS)[]) {
    const item = findItem(US_ROW_ITEMS[key]);
    if (!item) continue;
    const sizes = sizeVariations(item);
    out[key] = key === "largeFries" || key === "largeCoke" ? (sizes.find((s) => s.size === "Large") ?? sizes[0]).price : item.avgPriceUsd;
  }
  return out;
}

/** The countries with the United States row's figures taken from the menu (usRowFromMenu). */
export function withUsRowFromMenu<T extends CountryPrices>(countries: readonly T[], fromMenu: Partial<Record<keyof typeof US_ROW_ITEMS, number>>): T[] {
  return countries.map((c) => (c.country === "United States" ? { ...c, ...fromMenu } : c));
}
