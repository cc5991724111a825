/**
 * The nutrition tracker (spec §2, §4, §9) with the spec's defects fixed: the exceeded warning shows whenever
 * intake is above the goal, and an empty or zero goal gives a prompt instead of NaN or Infinity.
 * Plain HTML first: two GET forms set the level and the goal, and every add, remove and clear button submits
 * the next `?items=`. Once hydrated the same controls change the jotai state at once; the state is kept in
 * localStorage (read after hydration) and mirrored in the address bar.
 */
import { formatCalorieFigure, formatPartialSum } from "#domain/rules/nutrition.ts";
import { useAtomValue, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useCallback, useMemo, useRef, useState } from "react";
import { categoriesOf, figuresFor, formatCalories, formatPick, type ItemPick, type ToolItem } from "#domain/rules/order.ts";
import { nameWithSize } from "#domain/rules/menu.ts";
import { calorieHook, figureMark } from "#domain/publish/price-hooks.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import {
  ACTIVITY_GOALS,
  FDA_MENU_REFERENCE_CALORIES,
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  entrySlugs,
  formatTracker,
  goalProblem,
  groupForTracker,
  isActivityLevel,
  parseTracker,
  resolveEntry,
  summarizeTracker,
  trackerPath,
  trackerReducer,
  type TrackerAction,
  type TrackerState,
} from "#domain/rules/tracker.ts";
import { button, input, label, notice } from "../ui.css.ts";
import { TRACKER_STORAGE_KEY, dispatchTrackerAtom, trackerAtom } from "./state.ts";
import * as s from "./tools.css.ts";
import { ToolStore } from "./ToolStore.tsx";
import { useHydrated, useTypedBeforeHydration } from "../use-hydrated.ts";
import { useToolState } from "./use-tool-state.ts";
import { TipsSection, ToolSearch } from "./parts.tsx";
import { TRACKER_FORM_ACTION } from "./TrackerItemList.tsx";
import { OrderPanel, TotalBar, useToolActions } from "./OrderPanel.tsx";
import { ToolMenuList } from "./ToolMenuList.tsx";

export interface NutritionTrackerProps {
  /** The whole menu. */
  items: ToolItem[];
  /** The search text in the address (`?q=`). */
  query: string;
  /** The state in the address, or null when the address has none. */
  urlState: TrackerState | null;
  /** The menu list's HTML (server island "tracker-items") on a client navigation; undefined for a document. */
  listHtml?: string;
}

const FORM_ACTION = TRACKER_FORM_ACTION;

export function NutritionTracker(props: NutritionTrackerProps) {
  return (
    <ToolStore>
      <NutritionTrackerForm {...props} />
    </ToolStore>
  );
}

function NutritionTrackerForm({ items, query: initialQuery, urlState, listHtml }: NutritionTrackerProps) {
  useHydrateAtoms(new Map([[trackerAtom, urlState ?? { level: "moderate", goal: ACTIVITY_GOALS.moderate, items: [] }]]));
  const state = useAtomValue(trackerAtom);
  const dispatch = useSetAtom(dispatchTrackerAtom);
  const hydrated = useHydrated();
  const { announcement, announce, act } = useToolActions(dispatch);
  const [query, setQuery] = useState(initialQuery);
  const bySlug = useMemo(() => new Map(items.map((i) => [itemSlug(i.name), i])), [items]);
  const summary = summarizeTracker(
    state,
    (entry) => resolveEntry(entry, bySlug)?.calories,
    (entry) => {
      const found = resolveEntry(entry, bySlug);
      return found ? (found.item.sizeFigures ? nameWithSize(found.item.name, found.size) : found.item.name) : entry;
    },
  );

  const restore = useCallback(
    (saved: string) => dispatch({ type: "replace", state: parseTracker(new URLSearchParams(saved), bySlug) }),
    [bySlug, dispatch],
  );
  const path = trackerPath(state);
  const q = query.trim();
  const ready = useToolState({
    fromUrl: urlState ? formatTracker(urlState) : null,
    storageKey: TRACKER_STORAGE_KEY,
    restore,
    saved: formatTracker(state),
    path: q ? `${path}${path.includes("?") ? "&" : "?"}q=${encodeURIComponent(q)}` : path,
  });
  // The menu list is server HTML, for the state and search of the address the page was rendered for.
  const listProps = useMemo(() => ({ state: urlState ? formatTracker(urlState) : "", q: initialQuery }), [urlState, initialQuery]);
  const onPick = (pick: ItemPick, item: ToolItem) => {
    const figures = figuresFor(item, pick.size);
    dispatch({ type: "add", slug: formatPick(pick) });
    announce(
      `Added ${item.sizeFigures ? nameWithSize(item.name, figures.size) : item.name}, ${figures.calories === null ? "calories not in our data" : `${formatCalories(figures.calories)} calories`}.`,
    );
  };
  /** What every item form carries besides the items, so a plain-HTML step keeps the goal. */
  const keep = (
    <>
      {q && <input type="hidden" name="q" value={q} />}
      <input type="hidden" name="level" value={state.level} />
      <input type="hidden" name="goal" value={state.goal ?? ""} />
    </>
  );

  return (
    <>
      <GoalPanel state={state} summary={summary} hydrated={hydrated} dispatch={dispatch} ready={ready} />
      <div className={`${s.layout} ${s.toolBlock}`}>
        <AddFood {...{ items, state, summary, query, setQuery, hydrated, bySlug, onPick, listHtml, listProps }} />
        <OrderPanel
          headingId="todays-food"
          title="Today's Food"
          announcement={announcement && `${announcement} Total ${formatPartialSum(summary.intakeSum, "calories")}.`}
          before={<TodayTotals summary={summary} />}
          lines={state.items.map((entry, index) => (
            <TrackerEntry key={`${entry}-${index}`} entry={entry} index={index} bySlug={bySlug} state={state} act={act} />
          ))}
          emptyText="Nothing added yet."
          action={FORM_ACTION}
          field="items"
          keep={keep}
          listLabel="Items added today"
          ordered
          clearLabel="Clear All"
          onClear={act({ type: "clear" }, "Cleared all items.")}
        />
      </div>
    </>
  );
}

type Summary = ReturnType<typeof summarizeTracker>;

/** "Your Daily Goal": the level and goal forms, the progress towards the goal and the suggested goals. */
function GoalPanel({
  state,
  summary,
  hydrated,
  dispatch,
  ready,
}: {
  state: TrackerState;
  summary: Summary;
  hydrated: boolean;
  dispatch: (a: TrackerAction) => void;
  ready: boolean;
}) {
  const problem = goalProblem(state.goal);
  return (
    <section aria-labelledby="goal-heading" className={s.goalPanel} data-ready={ready ? "" : undefined}>
      <h2 id="goal-heading">Your Daily Goal</h2>
      <div className={s.goalForms}>
        <LevelForm state={state} hydrated={hydrated} dispatch={dispatch} />
        <GoalForm state={state} hydrated={hydrated} dispatch={dispatch} problem={problem} />
      </div>
      <Progress summary={summary} problem={problem} />
      {/* Folded away: on a phone the open table pushed the food list a screen further down. */}
      <details className={s.goalDetails}>
        <summary>Suggested goals by activity level</summary>
        <table className={s.goalTable}>
          <caption className="visually-hidden">Suggested daily calories by activity level</caption>
          <thead>
            <tr>
              <th scope="col">Activity level</th>
              <th scope="col">Suggested goal</th>
            </tr>
          </thead>
          <tbody>
            {ACTIVITY_LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row">{ACTIVITY_LABELS[level]}</th>
                <td {...figureMark("rule")}>{formatCalories(ACTIVITY_GOALS[level])} calories</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={s.goalBasis} data-testid="goal-basis">
          Starting points, not advice for you. The moderate goal is the reference the FDA&apos;s menu labeling rule has chain restaurants
          post beside their calories (21 CFR 101.11):{" "}
          <q {...figureMark("rule")}>
            {formatCalories(FDA_MENU_REFERENCE_CALORIES)} calories a day is used for general nutrition advice, but calorie needs vary
          </q>
          . The other two are this tracker&apos;s round figures below and above it.
        </p>
      </details>
    </section>
  );
}

type GoalFormProps = { state: TrackerState; hydrated: boolean; dispatch: (a: TrackerAction) => void };

function LevelForm({ state, hydrated, dispatch }: GoalFormProps) {
  return (
    <form method="get" action={FORM_ACTION} className={s.inlineForm} onSubmit={(e) => hydrated && e.preventDefault()}>
      {state.items.length > 0 && <input type="hidden" name="items" value={state.items.join(",")} />}
      <div className={s.searchField}>
        <label className={label} htmlFor="activity-level">
          Activity level
        </label>
        <select
          id="activity-level"
          name="level"
          className={`${input} ${s.select}`}
          value={state.level}
          onChange={(e) => isActivityLevel(e.target.value) && dispatch({ type: "setLevel", level: e.target.value })}
        >
          {ACTIVITY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {ACTIVITY_LABELS[level]}
            </option>
          ))}
        </select>
      </div>
      {!hydrated && (
        <button type="submit" className={button.secondary}>
          Set level
        </button>
      )}
    </form>
  );
}

function GoalForm({ state, hydrated, dispatch, problem }: GoalFormProps & { problem: ReturnType<typeof goalProblem> }) {
  return (
    <form method="get" action={FORM_ACTION} className={s.inlineForm} onSubmit={(e) => hydrated && e.preventDefault()}>
      {state.items.length > 0 && <input type="hidden" name="items" value={state.items.join(",")} />}
      <input type="hidden" name="level" value={state.level} />
      <div className={s.searchField}>
        <label className={label} htmlFor="calorie-goal">
          Daily calorie goal
        </label>
        <input
          id="calorie-goal"
          name="goal"
          className={input}
          type="number"
          inputMode="numeric"
          step="any"
          value={state.goal ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "goal-problem" : undefined}
          onChange={(e) => dispatch({ type: "setGoal", goal: e.target.value === "" ? null : e.target.valueAsNumber })}
        />
      </div>
      {!hydrated && (
        <button type="submit" className={button.secondary}>
          Set goal
        </button>
      )}
    </form>
  );
}

/** The intake against the goal: a progress bar, or a prompt when the goal is empty or zero; the exceeded warning. */
function Progress({ summary, problem }: { summary: Summary; problem: ReturnType<typeof goalProblem> }) {
  return (
    <div className={s.progressBlock}>
      <p className={s.intakeLabel}>Current intake</p>
      <p className={s.intake} data-testid="intake" {...figureMark("total")}>
        {formatPartialSum(summary.intakeSum, "calories")}
      </p>
      {summary.goal === null ? (
        <p className={notice.info} id="goal-problem" role="status" data-testid="goal-prompt">
          {problem === "empty"
            ? "Enter a daily calorie goal to see your progress, or pick an activity level to use its suggested goal."
            : "Your daily calorie goal needs to be above zero. Enter a number such as 2000, or pick an activity level."}
        </p>
      ) : (
        <>
          <p
            className={`${s.progressLabel} ${summary.exceeded ? s.progressLabelExceeded : ""}`}
            id="progress-label"
            data-testid="progress-label"
          >
            <span>
              {summary.percent}% of your {formatCalories(summary.goal)}-calorie goal
            </span>
            <span>{summary.exceeded ? `${formatCalories(summary.over)} over` : `${formatCalories(summary.remaining ?? 0)} left`}</span>
          </p>
          <div
            className={s.track}
            role="progressbar"
            aria-labelledby="progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(summary.barPercent)}
          >
            {/* The one dynamic size: the bar's width follows the intake (capped at 100%). */}
            <div className={`${s.fill} ${summary.exceeded ? s.fillExceeded : ""}`} style={{ width: `${summary.barPercent}%` }} />
          </div>
        </>
      )}
      <div role="status">
        {summary.exceeded && (
          <p className={notice.error} data-testid="exceeded-warning">
            <strong>Daily goal exceeded.</strong> You are {formatCalories(summary.over)} calories over your{" "}
            {formatCalories(summary.goal ?? 0)}-calorie goal.
          </p>
        )}
      </div>
    </div>
  );
}

/** "Add Food": the search, its result line and the whole menu (server HTML), with the pinned running total. */
function AddFood(props: {
  items: ToolItem[];
  state: TrackerState;
  summary: Summary;
  query: string;
  setQuery: (q: string) => void;
  hydrated: boolean;
  bySlug: ReadonlyMap<string, ToolItem>;
  onPick: (pick: ItemPick, item: ToolItem) => void;
  listHtml: string | undefined;
  listProps: Record<string, string>;
}) {
  const { items, state, summary, query, setQuery, hydrated, bySlug, onPick, listHtml, listProps } = props;
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, query, setQuery);
  const groups = useMemo(() => groupForTracker(items, query), [items, query]);
  const matching = useMemo(() => new Set(groups.flatMap((g) => g.items.map((i) => itemSlug(i.name)))), [groups]);
  const categories = useMemo(() => new Set(groups.map((g) => g.category)), [groups]);
  const q = query.trim();
  // The categories of today's items: open in the list (TrackerItemList.tsx) once a search is cleared.
  const pickedCategories = useMemo(() => categoriesOf(entrySlugs(state), bySlug), [state, bySlug]);
  return (
    <section aria-labelledby="add-food">
      <h2 id="add-food">Add Food</h2>
      <ToolSearch
        action={FORM_ACTION}
        id="tracker-search"
        label="Search the menu"
        placeholder="e.g. Filet-O-Fish, McGriddles, tea"
        value={query}
        onChange={setQuery}
        inputRef={searchField}
        hydrated={hydrated}
        maxLength={100}
      >
        {state.items.length > 0 && <input type="hidden" name="items" value={state.items.join(",")} />}
        <input type="hidden" name="level" value={state.level} />
        <input type="hidden" name="goal" value={state.goal ?? ""} />
      </ToolSearch>
      <p className={s.itemCategory} aria-live="polite">
        {q
          ? groups.length === 0
            ? `No menu items match "${q}". Try another word, such as "fish" or "tea".`
            : `${groups.reduce((n, g) => n + g.items.length, 0)} of ${items.length} items match "${q}".`
          : `All ${items.length} menu items. Select one to add it to today's intake; you can add an item more than once.`}
      </p>
      {/* The whole menu, as server HTML that never hydrates (TrackerItemList.tsx). */}
      <ToolMenuList
        island="tracker-items"
        props={listProps}
        searching={q !== ""}
        keepOpen={pickedCategories}
        {...{ matching, categories, listHtml, bySlug, onPick }}
      />
      {/* On a phone the list is long: the running total stays at the bottom of the screen while it scrolls. */}
      <TotalBar target="todays-food" heading="todays-food" testId="tracker-total-bar">
        <span>
          Today: <span {...figureMark("total")}>{formatPartialSum(summary.intakeSum, "cal")}</span>, {summary.count} item
          {summary.count === 1 ? "" : "s"}
        </span>
        <span>
          {summary.goal === null
            ? "Set a goal"
            : summary.exceeded
              ? `${formatCalories(summary.over)} over`
              : `${formatCalories(summary.remaining ?? 0)} left`}
        </span>
      </TotalBar>
    </section>
  );
}

/** One entry of the day (an item may be there twice): its calories and a remove button. */
function TrackerEntry({
  entry,
  index,
  bySlug,
  state,
  act,
}: {
  entry: string;
  index: number;
  bySlug: ReadonlyMap<string, ToolItem>;
  state: TrackerState;
  act: ReturnType<typeof useToolActions<TrackerAction>>["act"];
}) {
  const found = resolveEntry(entry, bySlug);
  if (!found) return null;
  const name = found.item.sizeFigures ? nameWithSize(found.item.name, found.size) : found.item.name;
  const removal: TrackerAction = { type: "removeAt", index };
  return (
    <li className={s.entry}>
      <span className={s.lineName}>{name}</span>
      <span {...calorieHook(found.item.name, found.size, found.calories)}>
        {formatCalorieFigure(found.calories === null ? null : { calories: found.calories })}
      </span>
      <button
        type="submit"
        name="items"
        value={trackerReducer(state, removal).items.join(",")}
        className={s.linkButton}
        aria-label={`Remove ${name} (entry ${index + 1})`}
        onClick={act(removal, `Removed ${name}.`)}
      >
        Remove
      </button>
    </li>
  );
}

/** The day's totals above its entries. */
function TodayTotals({ summary }: { summary: Summary }) {
  return (
    <dl className={s.totals}>
      <dt>Calories{summary.missing ? " (partial)" : ""}</dt>
      <dd>
        <span data-testid="panel-calories">{formatPartialSum(summary.intakeSum, "")}</span>
      </dd>
      <dt>Remaining</dt>
      <dd data-testid="panel-remaining">{summary.remaining === null ? "Set a goal" : formatCalories(summary.remaining)}</dd>
      <dt>Total items</dt>
      <dd data-testid="panel-count">{summary.count}</dd>
    </dl>
  );
}

const HEALTH_TIPS = [
  "Swap fries for apple slices and a soda for water to cut several hundred calories from a meal.",
  "Compare a breakfast sandwich on an English muffin with one on a biscuit or griddle cakes: each card shows its published calories.",
  "Grilled and smaller sandwiches leave more room in your day than double patties and crispy chicken.",
  "Sauces add up: each dip has calories of its own (see its page). Ask for one instead of two.",
  "Calorie needs vary with age, size and activity. These goals are general guidance, not medical advice.",
];

export function HealthTips() {
  return <TipsSection id="health-tips" title="Health Tips" tips={HEALTH_TIPS} />;
}
