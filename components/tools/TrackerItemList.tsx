/**
 * The nutrition tracker's menu, by category: plain HTML that never hydrates (a server island,
 * components/islands.server.tsx), like the meal calculator's (MealItemList.tsx), for the same reason: it is most
 * of the page, and hydrating it was the page's longest task on a slow phone.
 *
 * Without JavaScript each button submits its form with the next `?items=` (and the level, goal and search);
 * items and categories that do not match `?q=` are in the HTML but `hidden`. Each category is folded (a <details>)
 * unless today's items have one of its items or the search finds some (openCategories). With JavaScript the tracker
 * (NutritionTracker.tsx) handles the clicks on the list's container, by each button's `data-pick`, and shows or
 * hides the items (`data-item`) and categories (`data-category`) as the search changes.
 */
import { formatPick, indexBySlug, openCategories, type PickedSize, type ToolItem } from "#domain/rules/order.ts";
import { entrySlugs, groupForTracker, trackerReducer, type TrackerState } from "#domain/rules/tracker.ts";
import { ToolItemGroups } from "./parts.tsx";

export const TRACKER_FORM_ACTION = "/nutrition-calculator";

export function TrackerItemList({ items, state, query }: { items: readonly ToolItem[]; state: TrackerState; query: string }) {
  const shown = new Set(groupForTracker(items, query).flatMap((g) => g.items));
  const next = (slug: string, size?: PickedSize) =>
    trackerReducer(state, { type: "add", slug: formatPick({ slug, size }) }).items.join(",");
  const q = query.trim();
  const open = openCategories(entrySlugs(state), indexBySlug(items), q, shown);
  return (
    <form method="get" action={TRACKER_FORM_ACTION}>
      {q && <input type="hidden" name="q" value={q} />}
      <input type="hidden" name="level" value={state.level} />
      <input type="hidden" name="goal" value={state.goal ?? ""} />
      <ToolItemGroups
        items={items}
        shown={shown}
        target="to today's intake"
        variant="tracker"
        name="items"
        next={next}
        action={TRACKER_FORM_ACTION}
        open={open}
      />
    </form>
  );
}
