/**
 * The meal calculator (spec §2, §4, §9). Plain HTML first: the search is a GET form and every add, plus, minus,
 * remove and clear button submits a GET form whose value is the next `?order=`, so the server renders each
 * step. Once hydrated the same buttons change the jotai order at once, and the order is kept in localStorage
 * (read after hydration) and mirrored in the address bar, so a reload or a shared link shows it again.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useCallback, useMemo, useRef, useState } from "react";
import {
  CALORIE_WARNING_ABOVE,
  MAX_PEOPLE,
  MAX_QUANTITY,
  categoriesOf,
  orderSlugs,
  figuresFor,
  formatCalories,
  parsePeople,
  shareAmong,
  formatOrder,
  orderPath,
  orderReducer,
  parseOrder,
  searchItems,
  summarizeOrder,
  type ItemPick,
  type Order,
  type OrderAction,
  type ToolItem,
} from "#domain/rules/order.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { useToast } from "../feedback/toast-state.ts";
import { button, input, label, notice } from "../ui.css.ts";
import { ORDER_STORAGE_KEY, dispatchOrderAtom, orderAtom } from "./state.ts";
import * as s from "./tools.css.ts";
import { OrderValue, type OrderValueData } from "./OrderValue.tsx";
import { ToolStore } from "./ToolStore.tsx";
import { useHydrated, useTypedBeforeHydration } from "../use-hydrated.ts";
import { useToolState } from "./use-tool-state.ts";
import { StepsSection, TipsSection, ToolSearch, pickedSize } from "./parts.tsx";
import { MEAL_FORM_ACTION } from "./MealItemList.tsx";
import { OrderPanel, TotalBar, useToolActions } from "./OrderPanel.tsx";
import { ToolMenuList } from "./ToolMenuList.tsx";
import { nameWithSize } from "#domain/rules/menu.ts";
import { formatCalorieFigure, formatPartialSum } from "#domain/rules/nutrition.ts";
import { StateChoice, useSavedState } from "./StateChoice.tsx";
import { calorieHook, figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { isExtraValueMeal, mealSavingRange } from "#domain/rules/combo.ts";

export interface MealCalculatorProps {
  /** The menu, priced for `state` when there is one (stateToolItems), else nationally. */
  items: ToolItem[];
  /** The state whose prices the order uses (`?state=`), with the newest date its figures carry; null: national. */
  state: { name: string; slug: string; checked: string | null } | null;
  /** Whether the address names a state or national prices (`?state=` present): else the saved state applies. */
  stateAsked: boolean;
  states: { name: string; slug: string }[];
  /** The order in the address (`?order=`), or null when the address has none. */
  urlOrder: Order | null;
  query: string;
  /** `?people=` (1 when absent). */
  people: number;
  siteUrl: string;
  /** Meal parts and delivery figures for the value checks. */
  valueData?: OrderValueData;
  /** The menu list's HTML (server island "meal-items") on a client navigation; undefined for a document. */
  listHtml?: string;
}

const FORM_ACTION = MEAL_FORM_ACTION;

export function MealCalculator(props: MealCalculatorProps) {
  return (
    <ToolStore>
      <MealCalculatorForm {...props} />
    </ToolStore>
  );
}

function MealCalculatorForm({
  items,
  state,
  stateAsked,
  states,
  urlOrder,
  query: initialQuery,
  people: initialPeople,
  siteUrl,
  valueData,
  listHtml,
}: MealCalculatorProps) {
  useHydrateAtoms(new Map([[orderAtom, urlOrder ?? []]]));
  const order = useAtomValue(orderAtom);
  const dispatch = useSetAtom(dispatchOrderAtom);
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery);
  const [peopleText, setPeopleText] = useState(String(initialPeople));
  const people = parsePeople(peopleText);
  const { announcement, announce, act } = useToolActions(dispatch);
  // The state in the address ("" for national prices on purpose), or undefined when it names none.
  const stateValue = stateAsked ? (state?.slug ?? "") : undefined;
  useSavedState(stateAsked, hydrated, (slug) => orderPath(order, query, people, slug));

  const bySlug = useMemo(() => new Map(items.map((i) => [itemSlug(i.name), i])), [items]);
  const summary = summarizeOrder(order, bySlug);

  // After hydration (and on each client-side visit): the address wins, else the saved order.
  const restore = useCallback((saved: string) => dispatch({ type: "replace", order: parseOrder(saved, bySlug) }), [bySlug, dispatch]);
  const ready = useToolState({
    fromUrl: urlOrder ? formatOrder(urlOrder) : null,
    storageKey: ORDER_STORAGE_KEY,
    restore,
    saved: formatOrder(order),
    path: orderPath(order, query, people, stateValue),
  });
  // The menu list is server HTML, for the order, search and people of the address the page was rendered for.
  const listProps = useMemo(
    () => ({
      order: urlOrder ? formatOrder(urlOrder) : "",
      q: initialQuery,
      people: String(initialPeople),
      ...(stateValue === undefined ? {} : { state: stateValue }),
    }),
    [urlOrder, initialQuery, initialPeople, stateValue],
  );
  const onPick = (pick: ItemPick, item: ToolItem) => {
    dispatch({ type: "add", ...pick });
    announce(`Added ${item.sizeFigures ? nameWithSize(item.name, figuresFor(item, pick.size).size) : item.name}.`);
  };
  return (
    <div className={s.layout} data-ready={ready ? "" : undefined}>
      <MealSearch {...{ items, order, query, setQuery, people, stateValue, hydrated, bySlug, onPick, summary, listHtml, listProps }} />
      <OrderPanel
        id="order"
        headingId="your-order"
        title="Your Order"
        announcement={
          announcement && `${announcement} Subtotal ${formatPrice(summary.subtotal)}, ${formatPartialSum(summary.caloriesSum, "calories")}.`
        }
        lines={summary.lines.map((line) => (
          <OrderLineRow key={`${line.slug}:${line.size ?? ""}`} line={line} order={order} act={act} />
        ))}
        emptyText="Your order is empty. Choose items from the list to add them."
        action={FORM_ACTION}
        field="order"
        keep={<KeptChoices query={query} people={people} stateValue={stateValue} />}
        listLabel="Order lines"
        clearLabel="Clear Order"
        onClear={act({ type: "clear" }, "Order cleared.")}
      >
        <StateChoice {...{ state, states, stateValue, order, query, people, hydrated }} />
        <OrderTotals summary={summary} people={people} />
        <PeopleForm {...{ query, order, stateValue, hydrated, peopleText, setPeopleText }} />
        <OrderNotes {...{ order, items, summary, people, valueData }} />
        {summary.lines.length > 0 && <ShareOrder path={orderPath(order, "", people, stateValue)} siteUrl={siteUrl} hydrated={hydrated} />}
      </OrderPanel>
    </div>
  );
}

/** What the order's forms carry along besides the order: the search, the party size and the state. */
function KeptChoices({ query, people, stateValue }: { query: string; people: number; stateValue: string | undefined }) {
  return (
    <>
      {query.trim() && <input type="hidden" name="q" value={query.trim()} />}
      {people > 1 && <input type="hidden" name="people" value={people} />}
      {stateValue !== undefined && <input type="hidden" name="state" value={stateValue} />}
    </>
  );
}

type Summary = ReturnType<typeof summarizeOrder>;
type Act = ReturnType<typeof useToolActions<OrderAction>>["act"];

/** "Find Menu Items": the search, its result line and the whole menu (server HTML), with the pinned order bar. */
function MealSearch(props: {
  items: ToolItem[];
  order: Order;
  query: string;
  setQuery: (q: string) => void;
  people: number;
  stateValue: string | undefined;
  hydrated: boolean;
  bySlug: ReadonlyMap<string, ToolItem>;
  onPick: (pick: ItemPick, item: ToolItem) => void;
  summary: Summary;
  listHtml: string | undefined;
  listProps: Record<string, string>;
}) {
  const { items, order, query, setQuery, people, stateValue, hydrated, bySlug, onPick, summary, listHtml, listProps } = props;
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, query, setQuery);
  // The whole menu is browsable: no cut at 20 items.
  const results = useMemo(() => searchItems(items, query, items.length), [items, query]);
  const matching = useMemo(() => new Set(results.map((i) => itemSlug(i.name))), [results]);
  const categories = useMemo(() => new Set(results.map((i) => i.category)), [results]);
  const q = query.trim();
  // The categories of the items in the order: open in the list (MealItemList.tsx) once a search is cleared.
  const orderCategories = useMemo(() => categoriesOf(orderSlugs(order), bySlug), [order, bySlug]);
  return (
    <section aria-labelledby="find-items">
      <h2 id="find-items">Find Menu Items</h2>
      <ToolSearch
        action={FORM_ACTION}
        id="meal-search"
        label="Search by item or category"
        placeholder="e.g. Big Mac, fries, breakfast"
        value={query}
        onChange={setQuery}
        inputRef={searchField}
        hydrated={hydrated}
      >
        {order.length > 0 && <input type="hidden" name="order" value={formatOrder(order)} />}
        {people > 1 && <input type="hidden" name="people" value={people} />}
        {stateValue !== undefined && <input type="hidden" name="state" value={stateValue} />}
      </ToolSearch>
      <p className={s.itemCategory} aria-live="polite">
        {results.length === 0
          ? ""
          : q
            ? `Showing ${results.length} result${results.length === 1 ? "" : "s"} for "${q}"`
            : `All ${items.length} menu items. Search to narrow the list.`}
      </p>
      {results.length === 0 && (
        <div className={notice.info}>
          <p>
            <strong>No results found</strong>
          </p>
          <p>No menu items found for "{q}". Try a different search term.</p>
        </div>
      )}
      {/* The whole menu, as server HTML that never hydrates (MealItemList.tsx). */}
      <ToolMenuList
        island="meal-items"
        props={listProps}
        hidden={results.length === 0}
        searching={q !== ""}
        keepOpen={orderCategories}
        {...{ matching, categories, listHtml, bySlug, onPick }}
      />
      {/* On a phone the order panel sits below the long list: this bar stays at the screen's bottom meanwhile. */}
      {summary.lines.length > 0 && (
        <TotalBar target="order" heading="your-order" testId="order-total-bar">
          <span>
            Your order: {summary.itemCount} item{summary.itemCount === 1 ? "" : "s"}
          </span>
          <span {...figureMark("total")}>{formatPrice(summary.total)}</span>
        </TotalBar>
      )}
    </section>
  );
}

/** One line of the order: its total and unit figures, a size switch for items sold in sizes, quantity and remove buttons. */
function OrderLineRow({ line: l, order, act }: { line: Summary["lines"][number]; order: Order; act: Act }) {
  const { item, slug, size, sizeName, unitPrice, unitCalories, quantity, lineTotal } = l;
  const name = item.sizeFigures ? nameWithSize(item.name, sizeName) : item.name;
  const line = { slug, size };
  /** The button's action: acted in place with scripts; without, it submits the next order as its value. */
  const control = (action: OrderAction, message: string) => ({
    type: "submit" as const,
    name: "order",
    value: formatOrder(orderReducer(order, action)),
    onClick: act(action, message),
  });
  return (
    <li className={s.line}>
      <span className={s.lineName}>{name}</span>
      <span {...figureMark("total")}>{formatPrice(lineTotal)}</span>
      <span className={s.unitFigures}>
        Each: <span {...priceHook(item.name, sizeName, "national", unitPrice)}>{formatPrice(unitPrice)}</span>,{" "}
        <span {...calorieHook(item.name, sizeName, unitCalories)}>
          {formatCalorieFigure(unitCalories === null ? null : { calories: unitCalories })}
        </span>
      </span>
      {item.sizeFigures && (
        <div className={s.sizeSwitch} role="group" aria-label={`Size of ${name}`}>
          <span aria-hidden="true">Size:</span>
          {item.sizeFigures.map((v) => (
            <button
              key={v.size}
              {...control({ type: "resize", ...line, to: pickedSize(v) }, `${name} changed to ${v.size}.`)}
              className={s.sizeOption}
              aria-pressed={v.size === sizeName}
            >
              {v.size}
            </button>
          ))}
        </div>
      )}
      <div className={s.lineControls}>
        <button
          {...control({ type: "decrement", ...line }, quantity === 1 ? `Removed ${name}.` : `${name}: ${quantity - 1}.`)}
          className={s.qtyButton}
          aria-label={quantity === 1 ? `Remove one ${name} (removes the line)` : `Remove one ${name}`}
        >
          −
        </button>
        <span className={s.qty}>
          <span className="visually-hidden">Quantity of {name}: </span>
          {quantity}
        </span>
        <button
          {...control({ type: "increment", ...line }, `${name}: ${quantity + 1}.`)}
          className={s.qtyButton}
          aria-label={`Add one more ${name}`}
          disabled={quantity >= MAX_QUANTITY}
        >
          +
        </button>
        <button
          {...control({ type: "remove", ...line }, `Removed ${name}.`)}
          className={s.linkButton}
          aria-label={`Remove ${name} from order`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * Subtotal, calories (and per person), the total and the possible app savings, which are never taken off it. A
 * calorie total with items we have no figure for is "at least" the known sum and names them, never 0.
 */
function OrderTotals({ summary, people }: { summary: Summary; people: number }) {
  const share = shareAmong(summary, people);
  const partial = summary.caloriesSum.missing.length > 0;
  return (
    <dl className={s.totals} {...figureMark("total")}>
      <dt>Subtotal</dt>
      <dd data-testid="subtotal">{formatPrice(summary.subtotal)}</dd>
      <dt>Total calories{partial ? " (partial)" : ""}</dt>
      <dd>
        <span data-testid="total-calories" data-partial={partial ? "" : undefined}>
          {formatPartialSum(summary.caloriesSum, "")}
        </span>
      </dd>
      {share.people > 1 && (
        <>
          <dt>Calories per person ({share.people} people)</dt>
          <dd data-testid="calories-per-person">{formatPartialSum(summary.caloriesSum, "", share.people)}</dd>
        </>
      )}
      <dt className={s.grandTotal}>Total</dt>
      <dd className={s.grandTotal} data-testid="total">
        {formatPrice(summary.total)}
      </dd>
      {share.people > 1 && (
        <>
          <dt>Per person ({share.people} people)</dt>
          <dd data-testid="price-per-person">{formatPrice(share.pricePerPerson)}</dd>
        </>
      )}
      {/* The spec's "potential app savings" line says what we have: no record of any app coupon's terms. */}
      <dt>App savings</dt>
      <dd className={s.noFigure} data-testid="app-savings">
        Not included: we have no dated record of the app's coupons. Its Deals tab shows them.
      </dd>
    </dl>
  );
}

/** How many people share the order: a GET form without scripts, live with them. */
function PeopleForm(p: {
  query: string;
  order: Order;
  stateValue: string | undefined;
  hydrated: boolean;
  peopleText: string;
  setPeopleText: (t: string) => void;
}) {
  const { query, order, hydrated, peopleText, setPeopleText } = p;
  return (
    <form method="get" action={FORM_ACTION} className={s.inlineForm} onSubmit={(e) => hydrated && e.preventDefault()}>
      {p.stateValue !== undefined && <input type="hidden" name="state" value={p.stateValue} />}
      {query.trim() && <input type="hidden" name="q" value={query.trim()} />}
      {order.length > 0 && <input type="hidden" name="order" value={formatOrder(order)} />}
      <div className={s.searchField}>
        <label className={label} htmlFor="meal-people">
          People sharing this order
        </label>
        <input
          id="meal-people"
          name="people"
          className={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PEOPLE}
          step={1}
          value={peopleText}
          onChange={(e) => setPeopleText(e.target.value)}
        />
      </div>
      {!hydrated && (
        <button type="submit" className={button.secondary}>
          Set people
        </button>
      )}
    </form>
  );
}

/** The value checks and the notes under the totals: a cheaper meal, delivery, the combo tip, the calorie warning. */
function OrderNotes({
  order,
  items,
  summary,
  people,
  valueData,
}: {
  order: Order;
  items: ToolItem[];
  summary: Summary;
  people: number;
  valueData?: OrderValueData;
}) {
  const share = shareAmong(summary, people);
  // The combo tip's figures: what the Extra Value Meals save at these prices (domain/rules/combo.ts, as the meal pages).
  const comboRange = useMemo(
    () =>
      valueData
        ? mealSavingRange(
            valueData.mealParts,
            items.map((i) => ({ name: i.name, category: i.category, avgPriceUsd: i.avgPriceUsd })),
            isExtraValueMeal,
          )
        : null,
    [valueData, items],
  );
  return (
    <div className={s.stack}>
      {valueData && <OrderValue order={order} items={items} subtotal={summary.subtotal} data={valueData} />}
      {summary.showComboTip && (
        <p className={notice.info} data-testid="combo-tip" {...figureMark("total")}>
          <strong>Combo tip:</strong> with 3 or more items, look at the meals:{" "}
          {comboRange
            ? `at our estimated prices an Extra Value Meal costs ${formatPrice(comboRange.lowUsd)} to ${formatPrice(comboRange.highUsd)} less than its parts bought separately.`
            : "a meal can cost less than its parts bought separately."}
        </p>
      )}
      {share.calorieWarning && (
        <p className={notice.error} data-testid="calorie-warning" {...figureMark("total")}>
          <strong>Calorie warning:</strong>{" "}
          {share.people > 1
            ? `each of the ${share.people} people gets ${summary.caloriesMissing ? "at least" : "about"} ${formatCalories(share.caloriesPerPerson)} calories,`
            : `this order has ${summary.caloriesMissing ? "at least " : ""}${formatCalories(summary.calories)} calories,`}{" "}
          more than the {formatCalories(CALORIE_WARNING_ABOVE)} many adults need in a whole day.
        </p>
      )}
    </div>
  );
}

/** The order's address to share, and with scripts a button that copies it. */
function ShareOrder({ path, siteUrl, hydrated }: { path: string; siteUrl: string; hydrated: boolean }) {
  const toast = useToast();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(siteUrl + path);
      toast({ title: "Link copied", description: "Paste it anywhere to share this order." });
    } catch {
      toast({ title: "Could not copy the link", description: "Select the address shown and copy it yourself.", variant: "destructive" });
    }
  };
  return (
    <div className={s.share}>
      <a href={path}>Share this order</a>
      <span className={s.shareUrl} data-testid="share-url">
        {siteUrl + path}
      </span>
      {hydrated && (
        <div className={s.panelActions}>
          <button type="button" className={button.secondary} onClick={copyLink}>
            Copy link
          </button>
        </div>
      )}
    </div>
  );
}

const MONEY_TIPS = [
  "Check the app's deals before you order: the app lists its own offers, which can differ by restaurant.",
  "A combo meal can cost less than a sandwich, fries and drink bought one by one: each meal's page adds up its parts.",
  "Buy One, Add One for $1: a second item from the offer's list (the value deals page lists them, with the date the offer took effect).",
  "Water instead of a soda takes the drink off the bill and its calories off the total.",
  "Share the order link before you go, so the group agrees on one order and nobody pays for extras.",
];

export function MoneySavingTips() {
  return <TipsSection id="money-tips" title="Money-Saving Tips" tips={MONEY_TIPS} />;
}

const HOW_TO = [
  { title: "Search for items", text: 'Type an item or a category, such as "McChicken" or "Breakfast", to narrow the list.' },
  { title: "Build your order", text: "Select items to add them. Use plus and minus to change quantities, or remove a line entirely." },
  { title: "Check the total", text: "See the subtotal and the calories, then share the order link with whoever is paying." },
];

export function MealHowTo() {
  return <StepsSection id="how-to" title="How to Use the Meal Calculator" steps={HOW_TO} />;
}
