/** Prices show 2 decimals with a dollar sign (spec §9): the one formatter for every page, chart and tool. */
export function formatPrice(n: number): string {
  return `$${n.toFixed(2)}`;
}
