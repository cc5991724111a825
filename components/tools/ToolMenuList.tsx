/**
 * The calculators' whole-menu list, one component and one hook for both (MealCalculator.tsx, NutritionTracker.tsx): the list is
 * server HTML that never hydrates (MealItemList.tsx, TrackerItemList.tsx), so the hydrated tool reaches into it.
 * The search shows the matching items (`data-item`) and categories (`data-category`) and hides the others, also
 * after a client navigation brought new list HTML; a click on an add button (`data-pick`) adds the item in place
 * instead of sending the button's form.
 */
import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { parsePick, type ItemPick, type ToolItem } from "#domain/rules/order.ts";
import { ServerIsland, type IslandProps } from "../server-render.tsx";

export interface MenuListOptions {
  /** The slugs of the items the search leaves shown. */
  matching: ReadonlySet<string>;
  /** The categories the search leaves shown. */
  categories: ReadonlySet<string>;
  /** The list's HTML on a client navigation (undefined for a document): new HTML is filtered again. */
  listHtml: string | undefined;
  bySlug: ReadonlyMap<string, ToolItem>;
  /** An add button was pressed: what it adds, and the item. */
  onPick: (pick: ItemPick, item: ToolItem) => void;
}

/** The list's server island (`meal-items`, `tracker-items`) in a container that filters it and takes its clicks. */
export function ToolMenuList({
  island,
  props,
  hidden,
  ...options
}: MenuListOptions & { island: string; props: IslandProps; hidden?: boolean }) {
  const { ref, onClick } = useMenuList(options);
  return (
    // The listener only delegates clicks on the list's real <button>s, which the keyboard activates itself (Enter
    // and Space fire their click).
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div ref={ref} hidden={hidden} onClick={onClick}>
      <ServerIsland name={island} props={props} html={options.listHtml} />
    </div>
  );
}

function useMenuList({ matching, categories, listHtml, bySlug, onPick }: MenuListOptions) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>("[data-item], [data-category]") ?? []) {
      const hide = el.dataset.item !== undefined ? !matching.has(el.dataset.item) : !categories.has(el.dataset.category ?? "");
      if (el.hidden !== hide) el.hidden = hide;
    }
  }, [matching, categories, listHtml]);

  /** Delegated from the list's container: only its real <button>s, which the keyboard activates itself. */
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = (e.target as Element).closest<HTMLButtonElement>("button[data-pick]");
    const pick = target ? parsePick(target.dataset.pick ?? "", bySlug) : null;
    const item = pick ? bySlug.get(pick.slug) : undefined;
    if (!pick || !item || e.defaultPrevented) return;
    e.preventDefault();
    onPick(pick, item);
  };
  return { ref, onClick };
}
