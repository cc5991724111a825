/** International price comparison rules (spec §5: country search is a case-insensitive substring match). */
import { countrySlug, type BigMacIndexView } from "./big-mac-index.ts";

export interface CountryLike {
  country: string;
}

/** Countries whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. */
export function searchCountries<T extends CountryLike>(countries: readonly T[], query: string | null | undefined): T[] {
  const q = (query ?? "").trim().toLowerCase();
  if (!q) return [...countries];
  return countries.filter((c) => c.country.toLowerCase().includes(q));
}

/** One row of /international-prices: a country of the index's latest edition (data/big-mac-index.json). */
export interface CountryRow extends CountryLike {
  iso: string;
  slug: string;
  currency: string;
  localPrice: number;
  dollarRate: number;
  dollarPrice: number;
}

/** Every country of the latest edition, dearest first (ties by name); its slug is its history page's. */
export function latestCountryRows(view: BigMacIndexView): CountryRow[] {
  const slugs = new Map([...view.histories.values()].map((h) => [h.iso, h.slug]));
  return (view.latest?.countries ?? [])
    .map((c) => ({
      country: c.name,
      iso: c.iso,
      slug: slugs.get(c.iso) ?? countrySlug(c.name),
      currency: c.currency,
      localPrice: c.localPrice,
      dollarRate: c.dollarRate,
      dollarPrice: c.dollarPrice,
    }))
    .sort((a, b) => b.dollarPrice - a.dollarPrice || a.country.localeCompare(b.country));
}
