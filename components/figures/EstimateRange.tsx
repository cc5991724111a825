/**
 * The range most restaurants' prices fall in around one of our estimates: the estimate plus and minus the
 * backtest's 80th-percentile error for that kind of estimate (domain/rules/price-model.ts, shown on /about#backtest),
 * rounded outwards to the dime. The marks let the browser tests hold every shown range to the backtest.
 */
import { priceRange } from "#domain/rules/price-model.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { Fig } from "./Figure.tsx";

export function EstimateRange({
  value,
  error,
  kind,
  className,
}: {
  value: number;
  error: number;
  kind: "state" | "national";
  className?: string;
}) {
  if (!Number.isFinite(error)) return null;
  const r = priceRange(value, error);
  return (
    <span className={className} data-estimate-range={kind} data-range-value={value} data-range-low={r.low} data-range-high={r.high}>
      most restaurants between <Fig kind="estimate">{formatPrice(r.low)}</Fig> and <Fig kind="estimate">{formatPrice(r.high)}</Fig>
    </span>
  );
}
