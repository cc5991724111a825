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
  /** Whether a search is typed: it opens the folded categories with results, and clearing it folds them back. */
  searching?: boolean;
  /** The folded categories a cleared search leaves open (the order's), when the page opened with a search. */
  keepOpen?: ReadonlySet<string>;
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

function useMenuList({ matching, categories, listHtml, bySlug, onPick, searching, keepOpen }: MenuListOptions) {
  const ref = useRef<HTMLDivElement>(null);
  // The folded categories' open state before a search began, put back when it is cleared (empty: the page opened
  // with a search, and clearing it leaves open the categories `keepOpen` names, as the server would).
  const before = useRef<Map<string, boolean> | null>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>("[data-item], [data-category]") ?? []) {
      const hide = el.dataset.item !== undefined ? !matching.has(el.dataset.item) : !categories.has(el.dataset.category ?? "");
      if (el.hidden !== hide) el.hidden = hide;
    }
    // A search opens the folded categories it finds items in (MealItemList.tsx); clearing it folds them back.
    const folds = [...(ref.current?.querySelectorAll<HTMLDetailsElement>("details[data-category]") ?? [])];
    if (searching) {
      before.current ??= first.current ? new Map() : new Map(folds.map((d) => [d.dataset.category ?? "", d.open]));
      for (const d of folds) if (!d.hidden && !d.open) d.open = true;
    } else if (before.current) {
      for (const d of folds) {
        const category = d.dataset.category ?? "";
        d.open = before.current.get(category) ?? keepOpen?.has(category) ?? false;
      }
      before.current = null;
    }
    first.current = false;
  }, [matching, categories, listHtml, searching, keepOpen]);

  /** Delegated from the list's container: only its real <button>s, which the keyboard activates itself. */
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    // A category link opens its folded category on the way there (the browser's own scroll follows).
    const jump = (e.target as Element).closest<HTMLAnchorElement>('a[href^="#list-"]');
    if (jump) {
      const fold = document.getElementById(jump.hash.slice(1))?.closest("details");
      if (fold) fold.open = true;
      return;
    }
    const target = (e.target as Element).closest<HTMLButtonElement>("button[data-pick]");
    const pick = target ? parsePick(target.dataset.pick ?? "", bySlug) : null;
    const item = pick ? bySlug.get(pick.slug) : undefined;
    if (!pick || !item || e.defaultPrevented) return;
    e.preventDefault();
    onPick(pick, item);
  };
  return { ref, onClick };
}
