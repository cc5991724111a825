/**
 * Which state's prices the meal calculator uses (a family in Texas saw national prices). A GET form
 * (`?state=texas`, or `?state=` for national prices) that keeps the order, search and people; with JavaScript the
 * choice applies at once. An address that names no state takes the visitor's saved one (components/my-state.ts)
 * after hydration: it lives in this browser only, so the server renders national prices until then.
 */
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { formatLongDate } from "#domain/rules/dates.ts";
import { formatOrder, type Order } from "#domain/rules/order.ts";
import { readMyState } from "../my-state.ts";
import { button, muted } from "../ui.css.ts";
import { ItemStatePicker } from "../alerts/ItemStatePicker.tsx";
import { MEAL_FORM_ACTION } from "./MealItemList.tsx";
import * as s from "./tools.css.ts";

/** Opens the address with the saved state once, when the address names none (`path` builds it for a slug). */
export function useSavedState(stateAsked: boolean, hydrated: boolean, path: (slug: string) => string): void {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || stateAsked || !hydrated) return;
    done.current = true;
    const mine = readMyState();
    if (mine) void navigate(path(mine), { replace: true, preventScrollReset: true });
  }, [stateAsked, hydrated, navigate, path]);
}

export function StateChoice(p: {
  state: { name: string; slug: string; checked: string | null } | null;
  states: readonly { name: string; slug: string }[];
  stateValue: string | undefined;
  order: Order;
  query: string;
  people: number;
  hydrated: boolean;
}) {
  const navigate = useNavigate();
  const { state, order, query, people, hydrated } = p;
  const choose = (slug: string) => {
    const params = new URLSearchParams({ state: slug });
    if (query.trim()) params.set("q", query.trim());
    if (order.length) params.set("order", formatOrder(order));
    if (people > 1) params.set("people", String(people));
    void navigate(`${MEAL_FORM_ACTION}?${params.toString()}`, { replace: true, preventScrollReset: true });
  };
  return (
    <form
      method="get"
      action={MEAL_FORM_ACTION}
      className={s.stateChoice}
      onSubmit={(e) => hydrated && e.preventDefault()}
      data-testid="meal-state"
    >
      {query.trim() && <input type="hidden" name="q" value={query.trim()} />}
      {order.length > 0 && <input type="hidden" name="order" value={formatOrder(order)} />}
      {people > 1 && <input type="hidden" name="people" value={people} />}
      <div className={s.inlineForm}>
        <div className={s.searchField}>
          <ItemStatePicker
            state={{
              id: "meal-state",
              label: "Prices for",
              blank: "The national average",
              value: state?.slug ?? "",
              options: p.states.map((st) => ({ value: st.slug, name: st.name })),
              onChange: choose,
            }}
          />
        </div>
        {!hydrated && (
          <button type="submit" className={button.secondary}>
            Show prices
          </button>
        )}
      </div>
      <p className={muted} data-testid="meal-state-basis">
        {state
          ? `Our estimates for ${state.name}${state.checked ? `, ${formatLongDate(state.checked)}` : ""}: restaurants there set their own prices.`
          : "Our estimates of the national average prices. Choose your state for its prices."}
      </p>
    </form>
  );
}
