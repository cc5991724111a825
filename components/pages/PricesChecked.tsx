/**
 * "Prices are estimates, checked October 28 to 30, 2025." The span of check dates of the prices it covers
 * (the estimates stored in data/prices.json), so a page showing many items never gives the newest date as every
 * item's: one item's own date is on its page. When the newest date is over 12 months old, it says the prices may
 * be out of date (StaleNote).
 */
import { DateSpan } from "#components/figures/DateSpan.tsx";
import { StaleNote } from "./StaleNote.tsx";

export function PricesChecked({ oldest, newest, className, subject = "Prices" }: { oldest: string | null; newest: string | null; className?: string; subject?: string }) {
  if (!newest) return null;
  const from = oldest ?? newest;
  return (
    <p className={className} data-testid="prices-checked">
      {subject} are estimates, {from === newest ? "last checked " : "checked "}
      <DateSpan oldest={from} newest={newest} />.
      <StaleNote asOf={newest} />
    </p>
  );
}
