/**
 * One entry of the reported-price Atom feeds (routes/feeds.reports.ts per state and per item,
 * routes/feeds.item-state.ts per item in a state): one figure as it is now (item, size and state, at the counter).
 * Its id names its median and count, so a reader sees a new entry each time the figure moves and never one twice.
 */
import type { AtomEntry } from "./atom.ts";
import { formatPrice } from "../rules/money.ts";
import { reportedByText } from "../rules/report-terms.ts";
import { itemSlug, stateSlug } from "../rules/slug.ts";

export interface FeedFigure {
  itemName: string;
  size: string;
  state: string;
  median: number;
  count: number;
  visitors: number;
  first: string;
  last: string;
}

export function reportFeedEntry(siteUrl: string, r: FeedFigure): AtomEntry {
  const name = r.size === "Standard" ? r.itemName : `${r.itemName} (${r.size})`;
  const page = `${siteUrl}/prices/${stateSlug(r.state)}#reported`;
  return {
    id: `${page}-${itemSlug(r.itemName)}-${r.size.toLowerCase()}-${r.median.toFixed(2)}-${r.count}`,
    title: `${name} in ${r.state}: ${formatPrice(r.median)}`,
    updated: r.last,
    link: page,
    summary: `${name} costs ${formatPrice(r.median)} at the counter or drive-thru in ${r.state}, the median price ${reportedByText(r)}.`,
  };
}
