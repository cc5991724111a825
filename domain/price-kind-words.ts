/**
 * How a state price's kind reads on a page (issue 27). Every state price is our estimate (data/SOURCES.md): the
 * internal kind "measured" is a price stored in data/prices.json (the item's national price times the state's
 * Big Mac ratio), "estimate" one the site works out from the state's price level. Neither was measured anywhere,
 * so both labels say "Estimate"; the words after it tell the two apart.
 */
import type { PriceKind } from "./state-estimates.ts";

export const PRICE_KIND_LABEL: Record<PriceKind, string> = {
  measured: "Estimate (state data)",
  estimate: "Estimate (price level)",
};

