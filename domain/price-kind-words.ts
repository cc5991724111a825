/**
 * How a state price's kind reads on a page (issue 27). Every state price is our estimate (data/SOURCES.md): the
 * internal kind "measured" is a price stored in data/prices.json (the item's national price times the state's
 * Big Mac ratio), "estimate" one the site works out from the state's price level. Neither was measured anywhere,
 * so the column reads "Estimate from" and each cell says which: its state data or the state's price level (short,
 * so a 50-row table keeps one line a row).
 */
import type { PriceKind } from "./state-estimates.ts";

export const PRICE_KIND_HEADER = "Estimate from";

export const PRICE_KIND_LABEL: Record<PriceKind, string> = {
  measured: "State data",
  estimate: "Price level",
};

