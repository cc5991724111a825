/**
 * The item's price where the visitor is: the state in the address (`?state=texas`, what the chooser's
 * GET form opens without JavaScript), else the state they saved ("Make this my state", components/my-state.ts),
 * leads, with the national average beside it. The figures are the same estimates as the page's state table
 * (itemStatePriceList in domain/rules/state-estimates.ts), for the size that table shows.
 */
import { useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatPrice } from "#domain/rules/menu.ts";
import { priceHook } from "#domain/publish/price-hooks.ts";
import { priceKindLabel, type StatePrice } from "#domain/rules/state-estimates.ts";
import { MY_STATE_KEY, readMyState } from "../my-state.ts";
import { button, muted } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";
import * as s from "./item.css.ts";

/**
 * The state the diner is looking at: the one in the address, else the saved one (read after hydration). The report
 * link and the report form of the item page use it too, so a report opened here keeps the state.
 */
export function useChosenState(states: readonly StatePrice[]) {
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => setSaved(readMyState()), []);
  const asked = params.get("state");
  const chosen = states.find((p) => p.slug === asked) ?? states.find((p) => p.slug === saved) ?? null;
  return { chosen, params, setParams, setSaved };
}

export function StateLead({
  item,
  states,
  size,
  national,
  children,
}: {
  item: string;
  states: StatePrice[];
  size: "Medium" | "Standard";
  national: number;
  children?: ReactNode;
}) {
  const { chosen, params, setParams, setSaved } = useChosenState(states);
  const hydrated = useHydrated();

  const choose = (slug: string) => {
    const next = new URLSearchParams(params);
    if (slug) next.set("state", slug);
    else next.delete("state");
    setParams(next, { replace: true, preventScrollReset: true });
    try {
      if (slug) localStorage.setItem(MY_STATE_KEY, slug);
    } catch {
      /* storage blocked: the address still carries the state */
    }
    setSaved(slug || null);
  };

  return (
    <div className={s.stateLead} data-testid="state-lead">
      {chosen ? (
        <p className={s.stateLeadFigures}>
          <span>
            <span className={muted}>
              In {chosen.state}
              {size === "Medium" ? ", Medium" : ""} ({priceKindLabel(chosen.kind).toLowerCase()}, {formatLongDate(chosen.checked)})
            </span>
            <span className={s.bigPrice} data-testid="item-state-price" {...priceHook(item, size, "state", chosen.price, chosen.state)}>
              {formatPrice(chosen.price)}
            </span>
          </span>
          <span>
            <span className={muted}>National average (estimate)</span>
            <span className={s.sidePrice} {...priceHook(item, size, "national", national)}>
              {formatPrice(national)}
            </span>
          </span>
        </p>
      ) : (
        children
      )}
      <form method="get" className={s.stateForm} onSubmit={(e) => e.preventDefault()}>
        {params.get("size") ? <input type="hidden" name="size" value={params.get("size") ?? ""} /> : null}
        <label>
          {chosen ? "Another state" : "Your state"}{" "}
          <select name="state" value={chosen?.slug ?? ""} onChange={(e) => choose(e.target.value)}>
            <option value="">Choose a state</option>
            {states.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.state}
              </option>
            ))}
          </select>
        </label>{" "}
        {hydrated ? null : (
          <button type="submit" className={button.secondary}>
            Show
          </button>
        )}
      </form>
    </div>
  );
}
