/** "Prices are estimates, last checked October 30, 2025." The date is the newest check in data/prices.json. */
import { formatLongDate } from "#domain/dates.ts";

export function PricesChecked({ date, className, subject = "Prices" }: { date: string | null; className?: string; subject?: string }) {
  if (!date) return null;
  return (
    <p className={className} data-testid="prices-checked">
      {subject} are estimates, last checked <time dateTime={date}>{formatLongDate(date)}</time>.
    </p>
  );
}
