/**
 * The meal calculator's data, on the server only: the loader (routes/meal-calculator.tsx) and the "meal-items"
 * server island (components/islands.server.tsx) read the same menu and the same order from here. The order is
 * parsed and the item list built once per request: the island of a document finds what its page's loader built
 * (by the island's props, which are the loader's `listProps`), so it neither formats nor parses the order again.
 */
import type { AppContext } from "#server/http/context.ts";
import { MAX_LINES, formatOrder, indexBySlug, parseOrder, parsePeople, stateToolItems, toToolItem } from "#domain/rules/order.ts";
import { resolveState } from "#domain/price-reports/input.ts";
import { stateSlug } from "#domain/rules/slug.ts";

/** What the page's address says: `state` absent (null) means no state asked for; "" means national prices on purpose. */
export interface MealParams {
  state: string | null;
  order: string | null;
  q: string | null;
  people: string | null;
}

export type MealData = ReturnType<typeof buildMealData>;

function buildMealData(ctx: AppContext, params: MealParams) {
  const { catalog } = ctx;
  const stateName = params.state ? resolveState(params.state.replace(/-/g, " ").slice(0, 40)) : null;
  const priced = stateName ? stateToolItems(catalog.menuItems, catalog.statePrices, stateName) : null;
  const items = priced?.items ?? catalog.menuItems.map(toToolItem);
  // Known items with their sizes: a size an item is not sold in is dropped from the link.
  const known = indexBySlug(items);
  const urlOrder = params.order === null ? null : parseOrder(params.order, known);
  // Say so when the link asked for more different items than an order holds (the first MAX_LINES are kept).
  const asked =
    urlOrder && urlOrder.length >= MAX_LINES
      ? new Set(
          params
            .order!.split(",")
            .map((p) => p.split(":")[0].trim().toLowerCase())
            .filter((slug) => known.has(slug)),
        ).size
      : 0;
  const query = (params.q ?? "").slice(0, 100);
  const people = parsePeople(params.people);
  // The island's props: the order, search, people and state as this data read them (the page keys its island by them).
  const listProps: Record<string, string> = {
    order: urlOrder ? formatOrder(urlOrder) : "",
    q: query,
    people: String(people),
    ...(params.state === null ? {} : { state: stateName ? stateSlug(stateName) : "" }),
  };
  return {
    stateName,
    stateAsked: params.state !== null,
    checked: priced?.checked ?? null,
    items,
    urlOrder,
    capped: asked > MAX_LINES,
    query,
    people,
    listProps,
  };
}

/** Each request's built data, by the island props it answers to. */
const built = new WeakMap<AppContext, Map<string, MealData>>();
const keyOf = (props: Record<string, string>) => new URLSearchParams(props).toString();

/** The calculator's data for the page's address (the loader). */
export function mealData(ctx: AppContext, search: URLSearchParams): MealData {
  const data = buildMealData(ctx, {
    state: search.get("state"),
    order: search.get("order"),
    q: search.get("q"),
    people: search.get("people"),
  });
  let mine = built.get(ctx);
  if (!mine) built.set(ctx, (mine = new Map()));
  mine.set(keyOf(data.listProps), data);
  return data;
}

/** The data the "meal-items" island shows: its page's, when the loader built it in this request, else read from the props. */
export function mealListData(ctx: AppContext, props: Readonly<Record<string, string>>): MealData {
  return (
    built.get(ctx)?.get(keyOf(props)) ??
    buildMealData(ctx, { state: props.state ?? null, order: props.order ?? "", q: props.q ?? null, people: props.people ?? null })
  );
}
