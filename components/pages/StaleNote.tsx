/**
 * "May be out of date": shown beside a figure's as-of date when it is more than 12 months before today
 * (isOutOfDate in domain/rules/dates.ts, the one rule). Every "checked" or "reviewed" line renders it after its date,
 * so no old figure reads as current. Today comes from the request's clock (todayIso), the same on the server and
 * in the browser but at midnight.
 */
import { isOutOfDate, STALE_AFTER_MONTHS, todayIso } from "#domain/rules/dates.ts";
import { staleNote } from "./stale-note.css.ts";

export function StaleNote({ asOf }: { asOf: string | null | undefined }) {
  if (!isOutOfDate(asOf, todayIso())) return null;
  return (
    <>
      {" "}
      <strong className={staleNote} data-testid="stale-note">
        May be out of date: more than {STALE_AFTER_MONTHS} months old, and not re-checked since.
      </strong>
    </>
  );
}
