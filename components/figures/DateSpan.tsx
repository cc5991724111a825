/**
 * A span of dates as the site writes it ("October 28 to 30, 2025", domain/rules/dates.ts formatDateSpan), with each
 * end in its own <time>: a <time> holds one date or time, never a range (the Nu HTML checker refuses "a/b").
 */
import { formatDateSpan } from "#domain/rules/dates.ts";

export function DateSpan({ oldest, newest }: { oldest: string; newest: string }) {
  const text = formatDateSpan(oldest, newest);
  const cut = text.indexOf(" to ");
  if (oldest === newest || cut < 0) return <time dateTime={newest}>{text}</time>;
  return (
    <>
      <time dateTime={oldest}>{text.slice(0, cut)}</time> to <time dateTime={newest}>{text.slice(cut + 4)}</time>
    </>
  );
}
