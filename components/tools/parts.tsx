/**
 * Markup both calculators share: the menu search form, the add-item button and the guides (tips and steps).
 * Each is plain HTML first: the search is a GET form and the add button submits the next state as its value.
 */
import type { ReactNode, RefObject } from "react";
import { formatCalorieFigure } from "#domain/rules/nutrition.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { formatPick, type PickedSize, type ToolItem } from "#domain/rules/order.ts";
import { nameWithSize, type SizeVariation } from "#domain/rules/menu.ts";
import { calorieHook, priceHook } from "#domain/publish/price-hooks.ts";
import { categorySlug, itemSlug } from "#domain/rules/slug.ts";
import { MenuCard } from "../menu/MenuCard.tsx";
import { groupForTracker } from "#domain/rules/tracker.ts";
import { button, input, label as labelClass } from "../ui.css.ts";
import * as s from "./tools.css.ts";

export interface ToolSearchProps {
  action: string;
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Once hydrated the search filters as one types, so the form is not sent. */
  hydrated: boolean;
  maxLength?: number;
  /** Hidden fields that keep the rest of the tool's state across a plain-HTML search. */
  children?: ReactNode;
}

export function ToolSearch({ action, id, label, placeholder, value, onChange, inputRef, hydrated, maxLength, children }: ToolSearchProps) {
  return (
    <form method="get" action={action} role="search" onSubmit={(e) => hydrated && e.preventDefault()}>
      <div className={s.searchRow}>
        <div className={s.searchField}>
          <label className={labelClass} htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            className={input}
            type="search"
            name="q"
            ref={inputRef}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        {children}
        <button type="submit" className={button.secondary}>
          Search
        </button>
      </div>
    </form>
  );
}

/*
 * The lists hold the whole menu (about 120 items), parsed and laid out on slow phones: each item is the
 * menu's compact card (MenuCard: picture, name linked to the item page), whose figures are its Add buttons' own:
 * an item of one size has one button with its price and calories, an item sold in sizes one per size (
 * one card design for an item wherever it appears, and a phone row about 80 px tall instead of a 150 px tile). The
 * "+ Add" hint is generated content left out of the button's name (tools.css.ts), and the category is the heading
 * above the cards. A button needs no `type`: a button in a form submits it.
 */

/** An item's price and calories in a size, marked for the consistency crawl (domain/publish/price-hooks.ts). */
function figures({ itemName, size, price, calories }: { itemName: string; size: string; price: number; calories: number | null }) {
  return {
    price: <span {...priceHook(itemName, size, "national", price)}>{formatPrice(price)}</span>,
    calories: <span {...calorieHook(itemName, size, calories)}>{formatCalorieFigure(calories === null ? null : { calories })}</span>,
  };
}

interface AddItemButtonProps {
  item: ToolItem;
  /** Ends the accessible name: "Add Big Mac to order" / "Add Big Mac to today's intake". */
  target: string;
  /** The form field and its next value, for a plain-HTML submit. */
  name: string;
  value: string;
  /** The item (and size) this button adds, `big-mac` or `world-famous-fries:large` (formatPick), as `data-pick`: the hydrated tool handles clicks on the list by it. */
  pick: string;
  /** The meal calculator leads with the price; the tracker leads with the calories. */
  variant: "order" | "tracker";
  /** Where a plain-HTML submit goes: the tool's address ending in this item's anchor, so the page opens where the diner was. */
  formAction: string;
}

/** The Add button of an item of one size: read as "Add Big Mac to order, $5.58 590 cal" (the card shows the name). */
function AddItemButton({ item, target, name, value, pick, variant, formAction }: AddItemButtonProps) {
  const { price, calories } = figures({ itemName: item.name, size: "Standard", price: item.avgPriceUsd, calories: item.calories });
  return (
    <button name={name} value={value} formAction={formAction} className={s.addButton} data-pick={pick}>
      <span className="visually-hidden">{`Add ${item.name} ${target},`}</span>
      {variant === "order" ? price : calories}
      {variant === "order" ? calories : price}
    </button>
  );
}

/** The size a button adds: none for the default (Medium). */
export const pickedSize = (v: SizeVariation): PickedSize | undefined => (v.size === "Small" || v.size === "Large" ? v.size : undefined);

/**
 * An item sold in sizes: one add button per size, each with that size's price and calories as its item page
 * shows them ("Add World Famous Fries (Large) to order"). A size whose calories are not in our data says so
 * (never a guess).
 */
function sizedButtons({
  item,
  target,
  variant,
  name,
  valueFor,
  pickFor,
  formAction,
}: {
  item: ToolItem & { sizeFigures: SizeVariation[] };
  target: string;
  variant: "order" | "tracker";
  name: string;
  valueFor: (size: PickedSize | undefined) => string;
  pickFor: (size: PickedSize | undefined) => string;
  formAction: string;
}) {
  return item.sizeFigures.map((v) => {
    const { price, calories } = figures({ itemName: item.name, size: v.size, price: v.price, calories: v.calories });
    const size = pickedSize(v);
    return (
      <button key={v.size} name={name} value={valueFor(size)} formAction={formAction} className={s.sizeButton} data-pick={pickFor(size)}>
        {/* Read as "Add World Famous Fries (Large) to order, $4.30 480 cal"; the size is shown on its own. */}
        <span className="visually-hidden">{`Add ${nameWithSize(item.name, v.size)} ${target},`}</span>
        <span className={s.sizeLabel} aria-hidden="true">
          {v.size}
        </span>
        {variant === "order" ? price : calories}
        {variant === "order" ? calories : price}
      </button>
    );
  });
}

/** A sized item's note when some of its sizes' calories are not in our data. */
function unpublishedNote(sizes: readonly SizeVariation[]) {
  const unpublished = sizes.filter((v) => v.calories === null).map((v) => v.size);
  if (!unpublished.length) return null;
  return (
    <span className={s.sizedNote}>
      {`${unpublished.length === sizes.length ? "No size's calories are in our data" : `The ${unpublished.join(" and ")}'s calories are not in our data`}: totals leave them out and say so.`}
    </span>
  );
}

/**
 * One item of a calculator's menu list (MealItemList, TrackerItemList): the menu's compact card with its add
 * button, or one per size, each submitting `next(slug, size)` as the field `name` without JavaScript and naming
 * what it adds in `data-pick`; `hidden` when the search leaves it out.
 */
function ToolItemRow({
  item,
  target,
  variant,
  name,
  next,
  hidden,
  action,
}: {
  item: ToolItem;
  target: string;
  variant: "order" | "tracker";
  name: string;
  next: (slug: string, size?: PickedSize) => string;
  hidden: boolean;
  action: string;
}) {
  const slug = itemSlug(item.name);
  // Without JavaScript an Add reloads the page: it opens at this item again, not at the top.
  const id = `pick-${slug}`;
  const formAction = `${action}#${id}`;
  const card = { name: item.name, category: item.category, avgPriceUsd: item.avgPriceUsd, calories: item.calories };
  return (
    <li data-item={slug} hidden={hidden} id={id} className={item.sizeFigures ? s.sizedItem : undefined}>
      <MenuCard item={card} headingLevel={4} compact figures={false} plainLink>
        {item.sizeFigures ? (
          <div className={s.sizeButtons}>
            {sizedButtons({
              item: { ...item, sizeFigures: item.sizeFigures },
              target,
              variant,
              name,
              valueFor: (size) => next(slug, size),
              pickFor: (size) => formatPick({ slug, size }),
              formAction,
            })}
            {unpublishedNote(item.sizeFigures)}
          </div>
        ) : (
          <AddItemButton item={item} target={target} variant={variant} name={name} value={next(slug)} pick={slug} formAction={formAction} />
        )}
      </MenuCard>
    </li>
  );
}

/** The list's anchor for a category: `#list-burgers`. */
const listAnchor = (category: string) => `list-${categorySlug(category)}`;

/**
 * Links to each category of the list, pinned at the top of the screen while the list scrolls: without JavaScript
 * (where an Add reloads the page at the item added) the next category is one tap away from anywhere in the list,
 * not a scroll through the menu. A category the search leaves out is hidden with its block.
 */
function CategoryJumps({
  groups,
  shown,
}: {
  groups: readonly { category: string; items: readonly ToolItem[] }[];
  shown: ReadonlySet<ToolItem>;
}) {
  return (
    <nav className={s.jumps} aria-label="Menu categories">
      {groups.map((g) => (
        <a
          key={g.category}
          className={s.jump}
          href={`#${listAnchor(g.category)}`}
          data-category={g.category}
          hidden={!g.items.some((i) => shown.has(i))}
        >
          {g.category}
        </a>
      ))}
    </nav>
  );
}

/**
 * A calculator's whole-menu list, grouped under a heading per category in the menu's order (MealItemList,
 * TrackerItemList), after links to each category: every item is in the HTML, and the items and categories the
 * search leaves out (not in `shown`) are `hidden`, so the list can widen again in the browser without a new render.
 *
 * Each category is a native <details>, open when `open` holds it: a closed
 * category's cards are in the HTML (and in the page's find) but the browser neither styles nor lays them out, which
 * was most of the page's work on a slow phone. Its summary, the category's heading, opens it without
 * JavaScript; a category link's target is the list inside it, which the browser opens on the way there.
 */
export function ToolItemGroups({
  items,
  shown,
  target,
  variant,
  name,
  next,
  action,
  open,
}: {
  items: readonly ToolItem[];
  shown: ReadonlySet<ToolItem>;
  target: string;
  variant: "order" | "tracker";
  name: string;
  next: (slug: string, size?: PickedSize) => string;
  action: string;
  /** The categories shown open; the others are folded. */
  open: ReadonlySet<string>;
}) {
  const groups = groupForTracker(items);
  return (
    <>
      <CategoryJumps groups={groups} shown={shown} />
      {groups.map((group) => {
        const rows = group.items.map((item) => (
          <ToolItemRow
            key={item.id}
            item={item}
            target={target}
            variant={variant}
            name={name}
            next={next}
            hidden={!shown.has(item)}
            action={action}
          />
        ));
        const hidden = !group.items.some((i) => shown.has(i));
        return (
          <details
            key={group.category}
            className={s.categoryFold}
            data-category={group.category}
            hidden={hidden}
            open={open.has(group.category)}
          >
            <summary className={s.categorySummary}>
              <h3>{group.category}</h3>
            </summary>
            <ul id={listAnchor(group.category)} className={s.results}>
              {rows}
            </ul>
          </details>
        );
      })}
    </>
  );
}

/** A titled list of tips (money-saving, health). */
export function TipsSection({ id, title, tips }: { id: string; title: string; tips: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={s.tipList}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

/** A titled, numbered how-to. */
export function StepsSection({ id, title, steps }: { id: string; title: string; steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className={s.steps}>
        {steps.map((step) => (
          <li key={step.title} className={s.step}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
