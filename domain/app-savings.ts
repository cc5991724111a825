/**
 * The app-savings rule, one for the whole site: the percent an app coupon takes off an order of at least a
 * minimum. It lives on one deal in data/deals.json (field `appSavings`); the meal calculator, the value page
 * and the deals hub read it through these functions, so they cannot disagree (issue 14: they said 15% off $15+,
 * 20% off $10+ and 15-25%).
 */
import { formatPrice } from "./money.ts";

export interface AppSavingsRule {
  percentOff: number;
  minimumOrderUsd: number;
  /** The deal that states the rule. */
  dealId: string;
}

/** The rule from the deals: the first deal with `appSavings` (check-data refuses more than one), else null. */
export function appSavingsRule(deals: readonly { id: string; appSavings?: { percentOff: number; minimumOrderUsd: number } }[]): AppSavingsRule | null {
  const d = deals.find((x) => x.appSavings);
  return d?.appSavings ? { ...d.appSavings, dealId: d.id } : null;
}

/** What the rule saves on a subtotal, to the cent; null below the minimum or without a rule. */
export function appSavingsAmount(subtotal: number, rule: Pick<AppSavingsRule, "percentOff" | "minimumOrderUsd"> | null): number | null {
  if (!rule || subtotal < rule.minimumOrderUsd) return null;
  return Math.round(subtotal * rule.percentOff) / 100;
}

/** "15% off orders of $15 or more". */
export function appSavingsText(rule: Pick<AppSavingsRule, "percentOff" | "minimumOrderUsd">): string {
  return `${rule.percentOff}% off orders of ${formatPrice(rule.minimumOrderUsd).replace(/\.00$/, "")} or more`;
}
