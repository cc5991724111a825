/**
 * Where a state's price level comes from, in the words the item pages' "Price by State" and the state pages use, from
 * the model's own split (stateFactors in domain/rules/price-model.ts): a state a dated survey prices takes its level
 * from the newest such figure; any other keeps our earlier estimate (data/state-levels.json), held within the band
 * the surveys span and moved with the others by the one amount that makes the states' levels average the national
 * price. /about#state-model says the same at length.
 */
import { STATE_NAMES } from "../rules/states.ts";

const SHIFT = `moved together so the ${STATE_NAMES.length} states average the national price`;

/** For all states at once: how many rest on a survey and how many on our earlier estimate. */
export function levelSourcesText(surveyed: number, total: number): string {
  return [
    // claim-ok: the third parties' surveys (NetCredit 2024, CashNetUSA 2023, Zippia 2021), named with their dates on /about#state-model
    `for ${surveyed} states from the newest published survey that prices the state, for the other ${total - surveyed} our earlier`,
    // claim-ok: the same surveys
    `estimate, kept within the range the surveys leave and ${SHIFT}`,
  ].join(" ");
}

/** For one state: its level's source, after "times {state}'s level,". */
export function stateLevelSourceText(basis: "survey" | "estimate"): string {
  return basis === "survey"
    ? // claim-ok: the third parties' surveys, named and dated on the state's page and /about#state-model
      "from the newest published survey that prices it"
    : // claim-ok: the same surveys
      `our earlier estimate: no published survey prices the state, so it is kept within the range the surveys leave and ${SHIFT}`;
}
