/**
 * What our records let us say of an offer today (/search's answer to "is the $5 meal deal still on"): a headline and
 * what follows, from its announced end or start in deals.json, else its newest dated report. Never more than the
 * records say: with no report after the newest, it says it cannot tell whether the offer runs today.
 */
import { formatLongDate } from "../rules/dates.ts";
import type { DealRecord } from "../rules/deals.ts";
import { sourceDate } from "../rules/locations.ts";
import type { OfferFacts } from "../rules/questions.ts";

export function offerStatus(
  name: string,
  facts: Pick<OfferFacts, "status" | "startDate" | "endDate"> & { records: readonly DealRecord[] },
): {
  head: string;
  more: string;
} {
  if (facts.status === "ended" && facts.endDate)
    return { head: `The ${name} ended on ${formatLongDate(facts.endDate)}.`, more: "By the dates announced for it." };
  if (facts.status === "upcoming" && facts.startDate)
    return { head: `The ${name} starts on ${formatLongDate(facts.startDate)}.`, more: "By the dates announced for it." };
  const newest = facts.records.at(-1);
  if (!newest)
    return { head: `We have no dated report of the ${name} as an offer.`, more: "Nor of its end: we cannot say whether it runs today." };
  const until = facts.endDate ? ` It was announced to run until ${formatLongDate(facts.endDate)}.` : "";
  return {
    head: `Our newest report of the ${name} is from ${sourceDate(newest.effective)}.`,
    more: `We have no report after that, so we cannot say whether it still runs today.${until}`,
  };
}
