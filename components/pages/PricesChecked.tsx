/**
 * "Prices are our estimates for August 2026 ...": the one sentence for the month our price estimates are for (the
 * newest month of the price index the model moves the chain's published prices by; domain/rules/price-model.ts), wherever a page states that date for many items (the calculators, /explore, /compare, the deals
 * hub, category pages). The span of the review dates of the prices it covers (the estimates stored in
 * data/prices.json), so a page showing many items never gives the newest date as every item's: one item's own date
 * is on its page. When the newest date is over 12 months old, it says the prices may be out of date (StaleNote),
 * unless the line it sits in says so once for every date it gives (`stale={false}`).
 */
import { DateSpan } from "#components/figures/DateSpan.tsx";
import { StaleNote } from "./StaleNote.tsx";

export function PricesChecked({
  oldest,
  newest,
  className,
  subject = "Prices",
  as: Tag = "p",
  stale = true,
}: {
  oldest: string | null;
  newest: string | null;
  className?: string;
  subject?: string;
  /** A sentence inside another paragraph (the deals hub's dates, a category's byline): a span. */
  as?: "p" | "span";
  stale?: boolean;
}) {
  if (!newest) return null;
  return (
    <Tag className={className} data-testid="prices-checked">
      {subject} are our estimates for <DateSpan oldest={oldest ?? newest} newest={newest} />, from the chain's own prices and the price
      index for fast food.
      {stale ? <StaleNote asOf={newest} /> : null}
    </Tag>
  );
}
