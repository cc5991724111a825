/**
 * Server-only: what /explore shows, read from the catalog and the address (as components/item/item-data.server.ts
 * does for item pages). The route's loader sends it as is; the page's words that depend on the figures (the summary
 * line, each card's allergen line) are made here, once, so the view only lays them out.
 */
import type { Catalog } from "#domain/data/catalog.ts";
import { readCompareSlugs } from "#domain/rules/compare.ts";
import { allergenSourcesLine } from "#domain/rules/allergens.ts";
import { explore, orderWords, SORT_LABELS, readExploreQuery, type ExploreQuery, type ExploreRow } from "#domain/rules/explore.ts";
import { readShown } from "#domain/rules/explore-paging.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { menuPriceSpan } from "#domain/rules/state-prices.ts";

/** A row of the list with its allergen line in words. */
export type ExploreCardRow = ExploreRow & { allergenLine: string };

/** A card's allergen line from the chain's statement: contains and may-contain apart, or that there is none. */
function allergenLine(a: ExploreRow["allergens"]): string {
  if (a === null) return "No allergen statement";
  const contains = `Contains: ${a.contains.length ? a.contains.join(", ") : "none of the 9"}`;
  const may = a.mayContain.length ? `; may contain: ${a.mayContain.join(", ")}` : "";
  return `${contains}${may}${a.unmapped ? "; see its page for the rest of the statement" : ""}`;
}

/** "12 of 116 items match, sorted by price, cheapest first." and, when the list is paged, how many are shown. */
function summaryLine(q: ExploreQuery, shown: number, matched: number, total: number): string {
  const excluded = q.exclude.map((a) => a.toLowerCase()).join(", ");
  const paged = shown < matched ? ` Showing the first ${shown}.` : "";
  return `${matched} of ${total} items match, sorted by ${SORT_LABELS[q.sort].toLowerCase()}, ${orderWords(q.sort, q.order)}${excluded ? `, without ${excluded}` : ""}.${paged}`;
}

/** Everything /explore shows for an address, and its status: 400 when a choice could not be used. */
export function explorePage(catalog: Catalog, url: URL) {
  const { query, problems } = readExploreQuery(url.search.slice(1));
  const compare = readCompareSlugs(url.searchParams.getAll("compare").slice(0, 4), new Set(catalog.itemsBySlug.keys()));
  const paging = readShown(url.searchParams.get("shown"));
  const { rows, ...result } = explore(catalog.menuItems, query);
  // A page of the matches at a time (domain/rules/explore-paging.ts): the rest are one "Show more" away.
  const shown = rows.slice(0, paging.shown);
  // The source of the allergen lists the cards show (no list without its source).
  const shownSlugs = new Set(shown.map((r) => r.slug));
  const allergenSource = allergenSourcesLine(catalog.menuItems.filter((i) => shownSlugs.has(itemSlug(i.name))).map((i) => i.allergens));
  const body = {
    query,
    problems: [...problems, ...compare.problems, ...(paging.problem ? [paging.problem] : [])],
    compare: compare.slugs,
    ...result,
    rows: shown.map((r): ExploreCardRow => ({ ...r, allergenLine: allergenLine(r.allergens) })),
    matched: rows.length,
    summary: summaryLine(query, shown.length, rows.length, result.total),
    listLabel: `Menu items, ${SORT_LABELS[query.sort].toLowerCase()}, ${orderWords(query.sort, query.order)}`,
    updated: menuPriceSpan(catalog.menuItems, catalog.pricesByItem, catalog.prices),
    allergenSource,
  };
  return { body, status: body.problems.length ? 400 : 200 };
}

export type ExplorePageData = ReturnType<typeof explorePage>["body"];
