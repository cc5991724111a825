/**
 * The meal calculator (spec §2, §4, §9). Plain HTML first: the search is a GET form and every add, plus, minus,
 * remove and clear button submits a GET form whose value is the next `?order=`, so the server renders each
 * step. Once hydrated the same buttons change the jotai order at once, and the order is kept in localStorage
 * (read after hydration) and mirrored in the address bar, so a reload or a shared link shows it again.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { CALORIE_WARNING_ABOVE, MAX_PEOPLE, MAX_QUANTITY, figuresFor, formatCalories, parsePeople, parsePick, shareAmong, formatOrder, orderPath, orderReducer, parseOrder, searchItems, summarizeOrder, type Order, type OrderAction, type ToolItem } from "#domain/order.ts";
import { formatPrice } from "#domain/money.ts";
import { itemSlug } from "#domain/slug.ts";
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
import { ServerIsland } from "../server-render.tsx";
import { nameWithSize } from "#domain/menu.ts";
import { formatCalorieFigure, leftOutNote } from "#domain/nutrition.ts";
import { calorieHook, figureMark, priceHook } from "#domain/price-hooks.ts";
import { isExtraValueMeal, mealSavingRange } from "#domain/combo.ts";
import { appSavingsText, type AppSavingsRule } from "#domain/app-savings.ts";

export interface MealCalculatorProps {
  items: ToolItem[];
  /** The order in the address (`?order=`), or null when the address has none. */
  urlOrder: Order | null;
  query: string;
  /** `?people=` (1 when absent). */
  people: number;
  siteUrl: string;
  /** The app-savings rule from data/deals.json; null when the data states none. */
  appRule: AppSavingsRule | null;
  /** Meal parts and delivery figures for the value checks (issue 17). */
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

function MealCalculatorForm({ items, urlOrder, query: initialQuery, people: initialPeople, siteUrl, appRule, valueData, listHtml }: MealCalculatorProps) {
  useHydrateAtoms(new Map([[orderAtom, urlOrder ?? []]]));
  const order = useAtomValue(orderAtom);
  const dispatch = useSetAtom(dispatchOrderAtom);
  const hydrated = useHydrated();
  const toast = useToast();
  const [query, setQuery] = useState(initialQuery);
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, query, setQuery);
  const [announcement, setAnnouncement] = useState("");
  const [peopleText, setPeopleText] = useState(String(initialPeople));
  const people = parsePeople(peopleText);

  const bySlug = useMemo(() => new Map(items.map((i) => [itemSlug(i.name), i])), [items]);
  // The whole menu is browsable: no cut at 20 items.
  const results = useMemo(() => searchItems(items, query, items.length), [items, query]);
  const summary = summarizeOrder(order, bySlug, appRule);
  // The combo tip's figures: what the Extra Value Meals save at these prices (domain/combo.ts, as the meal pages).
  const comboRange = useMemo(
    () => (valueData ? mealSavingRange(valueData.mealParts, items.map((i) => ({ name: i.name, category: i.category, avgPriceUsd: i.avgPriceUsd })), isExtraValueMeal) : null),
    [valueData, items],
  );
  const share = shareAmong(summary, people);

  // After hydration (and on each client-side visit): the address wins, else the saved order.
  const restore = useCallback((saved: string) => dispatch({ type: "replace", order: parseOrder(saved, bySlug) }), [bySlug, dispatch]);
  const ready = useToolState({
    fromUrl: urlOrder ? formatOrder(urlOrder) : null,
    storageKey: ORDER_STORAGE_KEY,
    restore,
    saved: formatOrder(order),
    path: orderPath(order, query, people),
  });

  /** With scripts the button acts in place; without, it submits its form (the next order as `?order=`). */
  const act = (action: OrderAction, message: string) => (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    dispatch(action);
    setAnnouncement(message);
  };
  const next = (action: OrderAction) => formatOrder(orderReducer(order, action));

  // The menu list is server HTML (the order, search and people of the address the page was rendered for).
  const list = useRef<HTMLDivElement>(null);
  // The pinned bar's jump: the list's rows are laid out only near the screen (content-visibility), so the page
  // grows and shrinks as the jump passes them and one scroll lands short. Scroll until the order stays put, then
  // move focus to it (issue 30: one tap, on the order).
  const goToOrder = (e: MouseEvent<HTMLAnchorElement>) => {
    const order = document.getElementById("order");
    if (!order) return;
    e.preventDefault();
    // Instant, not the page's smooth scrolling (the target moves while a smooth scroll runs). Rows laid out in a
    // later frame move it again: keep it at the top until it has stayed there for a few frames
    // (at most about a second).
    let frames = 0;
    let still = 0;
    const settle = () => {
      if (Math.abs(order.getBoundingClientRect().top) > 2) {
        order.scrollIntoView({ block: "start", behavior: "instant" });
        still = 0;
      } else still++;
      if (still < 6 && ++frames < 60) requestAnimationFrame(settle);
    };
    order.scrollIntoView({ block: "start", behavior: "instant" });
    document.getElementById("your-order")?.focus({ preventScroll: true });
    requestAnimationFrame(settle);
    history.replaceState(history.state, "", "#order");
  };
  const listProps = useMemo(() => ({ order: urlOrder ? formatOrder(urlOrder) : "", q: initialQuery, people: String(initialPeople) }), [urlOrder, initialQuery, initialPeople]);
  /** An add button in the list: with scripts the item is added in place instead of the form being sent. */
  const pickFromList = (e: MouseEvent<HTMLDivElement>) => {
    const target = (e.target as Element).closest<HTMLButtonElement>("button[data-pick]");
    const pick = target ? parsePick(target.dataset.pick ?? "", bySlug) : null;
    const item = pick ? bySlug.get(pick.slug) : undefined;
    if (!pick || !item || e.defaultPrevented) return;
    e.preventDefault();
    dispatch({ type: "add", ...pick });
    setAnnouncement(`Added ${item.sizes ? nameWithSize(item.name, figuresFor(item, pick.size).size) : item.name}.`);
  };
  // The search shows the matching items and categories of the list and hides the others (also after a client
  // navigation brought new list HTML).
  const matching = useMemo(() => new Set(results.map((i) => itemSlug(i.name))), [results]);
  const categories = useMemo(() => new Set<string>(results.map((i) => i.category)), [results]);
  useLayoutEffect(() => {
    for (const el of list.current?.querySelectorAll<HTMLElement>("[data-item], [data-category]") ?? []) {
      const hide = el.dataset.item !== undefined ? !matching.has(el.dataset.item) : !categories.has(el.dataset.category ?? "");
      if (el.hidden !== hide) el.hidden = hide;
    }
  }, [matching, categories, listHtml]);

  const sharePath = orderPath(order, "", people);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(siteUrl + sharePath);
      toast({ title: "Link copied", description: "Paste it anywhere to share this order." });
    } catch {
      toast({ title: "Could not copy the link", description: "Select the address shown and copy it yourself.", variant: "destructive" });
    }
  };

  return (
    <div className={s.layout} data-ready={ready ? "" : undefined}>
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
        </ToolSearch>

        <p className={s.itemCategory} aria-live="polite">
          {results.length === 0
            ? ""
            : query.trim()
              ? `Showing ${results.length} result${results.length === 1 ? "" : "s"} for "${query.trim()}"`
              : `All ${items.length} menu items. Search to narrow the list.`}
        </p>

        {results.length === 0 && (
          <div className={notice.info}>
            <p>
              <strong>No results found</strong>
            </p>
            <p>No menu items found for "{query.trim()}". Try a different search term.</p>
          </div>
        )}
        {/* The whole menu, as server HTML that never hydrates (MealItemList.tsx): clicks on its add buttons are
            handled here, and the search shows or hides its items. The listener only delegates clicks on those real
            <button>s, which the keyboard activates itself (Enter and Space fire their click). */}
        {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
        <div ref={list} hidden={results.length === 0} onClick={pickFromList}>
          <ServerIsland name="meal-items" props={listProps} html={listHtml} />
        </div>
        {/* On a phone the order panel sits below the long list: this bar stays at the screen's bottom meanwhile. */}
        {summary.lines.length > 0 && (
          <a href="#order" className={s.totalBar} data-testid="order-total-bar" onClick={goToOrder}>
            <span>
              Your order: {summary.itemCount} item{summary.itemCount === 1 ? "" : "s"}
            </span>
            <span {...figureMark("total")}>{formatPrice(summary.total)}</span>
          </a>
        )}
      </section>

      <section aria-labelledby="your-order" className={s.panel} id="order">
        <h2 id="your-order" tabIndex={-1}>
          Your Order
        </h2>
        <p className="visually-hidden" aria-live="polite" {...figureMark("total")}>
          {announcement && `${announcement} Subtotal ${formatPrice(summary.subtotal)}, ${formatCalories(summary.calories)} calories.`}
        </p>
        {summary.lines.length === 0 ? (
          <p className={s.itemCategory}>Your order is empty. Choose items from the list to add them.</p>
        ) : (
          <form method="get" action={FORM_ACTION}>
            {query.trim() && <input type="hidden" name="q" value={query.trim()} />}
            {people > 1 && <input type="hidden" name="people" value={people} />}
            <ul className={s.lines} aria-label="Order lines">
              {summary.lines.map(({ item, slug, size, sizeName, unitPrice, unitCalories, quantity, lineTotal }) => {
                const name = item.sizes ? nameWithSize(item.name, sizeName) : item.name;
                const line = { slug, size };
                return (
                  <li key={`${slug}:${size ?? ""}`} className={s.line}>
                    <span className={s.lineName}>{name}</span>
                    <span {...figureMark("total")}>{formatPrice(lineTotal)}</span>
                    <span className={s.unitFigures}>
                      Each: <span {...priceHook(item.name, sizeName, "national", unitPrice)}>{formatPrice(unitPrice)}</span>,{" "}
                      <span {...calorieHook(item.name, sizeName, unitCalories)}>{formatCalorieFigure(unitCalories === null ? null : { calories: unitCalories })}</span>
                    </span>
                    {item.sizes && (
                      <div className={s.sizeSwitch} role="group" aria-label={`Size of ${name}`}>
                        <span aria-hidden="true">Size:</span>
                        {item.sizes.map((v) => (
                          <button
                            key={v.size}
                            type="submit"
                            name="order"
                            value={next({ type: "resize", ...line, to: pickedSize(v) })}
                            className={s.sizeOption}
                            aria-pressed={v.size === sizeName}
                            onClick={act({ type: "resize", ...line, to: pickedSize(v) }, `${name} changed to ${v.size}.`)}
                          >
                            {v.size}
                          </button>
                        ))}
                      </div>
                    )}
                    <div className={s.lineControls}>
                      <button
                        type="submit"
                        name="order"
                        value={next({ type: "decrement", ...line })}
                        className={s.qtyButton}
                        aria-label={quantity === 1 ? `Remove one ${name} (removes the line)` : `Remove one ${name}`}
                        onClick={act({ type: "decrement", ...line }, quantity === 1 ? `Removed ${name}.` : `${name}: ${quantity - 1}.`)}
                      >
                        −
                      </button>
                      <span className={s.qty}>
                        <span className="visually-hidden">Quantity of {name}: </span>
                        {quantity}
                      </span>
                      <button
                        type="submit"
                        name="order"
                        value={next({ type: "increment", ...line })}
                        className={s.qtyButton}
                        aria-label={`Add one more ${name}`}
                        disabled={quantity >= MAX_QUANTITY}
                        onClick={act({ type: "increment", ...line }, `${name}: ${quantity + 1}.`)}
                      >
                        +
                      </button>
                      <button
                        type="submit"
                        name="order"
                        value={next({ type: "remove", ...line })}
                        className={s.linkButton}
                        aria-label={`Remove ${name} from order`}
                        onClick={act({ type: "remove", ...line }, `Removed ${name}.`)}
                      >
                        Remove
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className={s.panelActions}>
              <button type="submit" name="order" value="" className={button.ghost} onClick={act({ type: "clear" }, "Order cleared.")}>
                Clear Order
              </button>
            </div>
          </form>
        )}

        <dl className={s.totals} {...figureMark("total")}>
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatPrice(summary.subtotal)}</dd>
          <dt>Total calories</dt>
          <dd>
            <span data-testid="total-calories">{formatCalories(summary.calories)}</span>
            {summary.caloriesMissing ? <span data-testid="calories-missing"> ({leftOutNote(summary.caloriesMissing)})</span> : null}
          </dd>
          {share.people > 1 && (
            <>
              <dt>Calories per person ({share.people} people)</dt>
              <dd data-testid="calories-per-person">{formatCalories(share.caloriesPerPerson)}</dd>
            </>
          )}
          <dt className={s.grandTotal}>Total (before any app savings)</dt>
          <dd className={s.grandTotal} data-testid="total">
            {formatPrice(summary.total)}
          </dd>
          {summary.appSavings !== null && (
            <>
              <dt className={s.savings}>Possible app savings, not taken off the total</dt>
              <dd className={s.savings} data-testid="app-savings">
                {formatPrice(summary.appSavings)}
              </dd>
            </>
          )}
        </dl>
        <form method="get" action={FORM_ACTION} className={s.inlineForm} onSubmit={(e) => hydrated && e.preventDefault()}>
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

        <div className={s.stack}>
          {valueData && <OrderValue order={order} items={items} subtotal={summary.subtotal} data={valueData} />}
          {summary.appSavings !== null && (
            <p className={notice.success} {...figureMark("total")}>
              Ordering this in the app could save about {formatPrice(summary.appSavings)} ({appRule ? appSavingsText(appRule) : ""}). They are not taken off the total above: the app's offers change and need an account.
            </p>
          )}
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
                ? `each of the ${share.people} people gets about ${formatCalories(share.caloriesPerPerson)} calories,`
                : `this order has ${formatCalories(summary.calories)} calories,`}{" "}
              more than the {formatCalories(CALORIE_WARNING_ABOVE)} many adults need in a whole day.
            </p>
          )}
        </div>

        {summary.lines.length > 0 && (
          <div className={s.share}>
            <a href={sharePath}>Share this order</a>
            <span className={s.shareUrl} data-testid="share-url">
              {siteUrl + sharePath}
            </span>
            {hydrated && (
              <div className={s.panelActions}>
                <button type="button" className={button.secondary} onClick={copyLink}>
                  Copy link
                </button>
              </div>
            )}
          </div>
        )}

      </section>
    </div>
  );
}

const MONEY_TIPS = [
  "Check the app's deals before you order: many offers only appear there.",
  "A combo meal is usually cheaper than a sandwich, fries and drink bought one by one.",
  "Buy One, Add One for $1 makes a second item the cheapest thing on your order.",
  "Water instead of a soda takes the drink off the bill and its calories off the total.",
  "Share the order link before you go, so the group agrees on one order and nobody pays for extras.",
];

export function MoneySavingTips() {
  return <TipsSection id="money-tips" title="Money-Saving Tips" tips={MONEY_TIPS} />;
}

const HOW_TO = [
  { title: "Search for items", text: 'Type an item or a category, such as "McChicken" or "Breakfast", to narrow the list.' },
  { title: "Build your order", text: "Select items to add them. Use plus and minus to change quantities, or remove a line entirely." },
  { title: "Check the total", text: "See the subtotal, the calories and any app savings, then share the order link with whoever is paying." },
];

export function MealHowTo() {
  return <StepsSection id="how-to" title="How to Use the Meal Calculator" steps={HOW_TO} />;
}
