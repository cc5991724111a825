/**
 * The nutrition tracker's rules (spec §2, §4, §9), with the spec's two defects fixed: the exceeded warning
 * shows whenever intake is above the goal (the bar alone is capped at 100%), and an empty, zero or negative
 * goal gives a prompt instead of NaN or Infinity. State travels as `?items=a,b:large&level=active&goal=2400`
 * (an entry is an item in a size, `world-famous-fries:large`; the bare slug is its default size).
 */
import { figuresFor, formatPick, parsePick, type ItemPick, type KnownItems, type ToolItem } from "./order.ts";
import { sumKnown, type PartialSum } from "./nutrition.ts";

export const ACTIVITY_LEVELS = ["sedentary", "moderate", "active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/**
 * The reference calories of the FDA's menu labeling rule (21 CFR 101.11(b)(2)(i)(B)): chain restaurants post "2,000
 * calories a day is used for general nutrition advice, but calorie needs vary" (data/SOURCES.md). The tracker's
 * moderate goal is this figure, and the page says so.
 */
export const FDA_MENU_REFERENCE_CALORIES = 2000;

export const ACTIVITY_GOALS: Record<ActivityLevel, number> = { sedentary: 1800, moderate: 2000, active: 2400 };
export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary (little exercise)",
  moderate: "Moderate (exercise 3-5 days a week)",
  active: "Active (daily exercise or a physical job)",
};
export const DEFAULT_LEVEL: ActivityLevel = "moderate";

/** Entries kept at most (a hand-edited link cannot grow the page without bound). */
export const MAX_ENTRIES = 100;
/** The largest goal the input accepts; anything larger is treated as that. */
export const MAX_GOAL = 20000;

export interface TrackerState {
  level: ActivityLevel;
  /** null while the goal box is empty. */
  goal: number | null;
  /** Entries in the order they were added, each a pick (`big-mac`, `world-famous-fries:large`); duplicates allowed. */
  items: string[];
}

export const initialTracker: TrackerState = { level: DEFAULT_LEVEL, goal: ACTIVITY_GOALS[DEFAULT_LEVEL], items: [] };

export type TrackerAction =
  | { type: "setLevel"; level: ActivityLevel }
  | { type: "setGoal"; goal: number | null }
  | { type: "add"; slug: string }
  | { type: "removeAt"; index: number }
  | { type: "clear" }
  | { type: "replace"; state: TrackerState };

/** Choosing a level sets the goal; the goal can then be edited without changing the level (spec §4). */
export function trackerReducer(state: TrackerState, action: TrackerAction): TrackerState {
  switch (action.type) {
    case "setLevel":
      return { ...state, level: action.level, goal: ACTIVITY_GOALS[action.level] };
    case "setGoal":
      return { ...state, goal: normalizeGoal(action.goal) };
    case "add":
      return state.items.length >= MAX_ENTRIES ? state : { ...state, items: [...state.items, action.slug] };
    case "removeAt":
      return { ...state, items: state.items.filter((_, i) => i !== action.index) };
    case "clear":
      return { ...state, items: [] };
    case "replace":
      return action.state;
  }
}

function normalizeGoal(goal: number | null): number | null {
  if (goal === null || !Number.isFinite(goal)) return null;
  return Math.min(goal, MAX_GOAL);
}

export function isActivityLevel(value: unknown): value is ActivityLevel {
  return (ACTIVITY_LEVELS as readonly unknown[]).includes(value);
}

export type GoalProblem = "empty" | "not-positive";

/** Why a goal cannot be used, or null when it can. */
export function goalProblem(goal: number | null): GoalProblem | null {
  if (goal === null || !Number.isFinite(goal)) return "empty";
  if (goal <= 0) return "not-positive";
  return null;
}

export interface TrackerSummary {
  intake: number;
  /** The intake as a partial sum: what we know, and the entries without a figure by name (formatPartialSum). */
  intakeSum: PartialSum;
  count: number;
  /** Entries whose item has no calorie figure in our data: left out of the intake, and the page says how many. */
  missing: number;
  /** null when the goal is empty or not above zero: the page shows a prompt instead of figures. */
  goal: number | null;
  /** Rounded, not capped (e.g. 125). */
  percent: number | null;
  /** Capped at 100 for the bar. */
  barPercent: number;
  /** Calories left before the goal (0 once it is passed). */
  remaining: number | null;
  /** Calories above the goal (0 until it is passed). */
  over: number;
  exceeded: boolean;
}

/** The slugs of the day's entries (a size or an unknown token left out of each). */
export function entrySlugs(state: TrackerState): string[] {
  return state.items.flatMap((entry) => parsePick(entry)?.slug ?? []);
}

/** An entry's item and its figures in the entry's size (the item page's), or undefined when the item left the menu. */
export function resolveEntry(
  entry: string,
  itemsBySlug: ReadonlyMap<string, ToolItem>,
): ({ item: ToolItem; pick: ItemPick } & ReturnType<typeof figuresFor>) | undefined {
  const pick = parsePick(entry);
  const item = pick ? itemsBySlug.get(pick.slug) : undefined;
  if (!pick || !item) return undefined;
  return { item, pick, ...figuresFor(item, pick.size) };
}

/**
 * Intake by size: `caloriesOf` gives an entry's calories in its size (resolveEntry), null for an item we have no
 * figure for (counted in `missing`, never guessed), undefined for a gone item. `nameOf` names an entry where the
 * total says what it lacks (intakeSum).
 */
export function summarizeTracker(
  state: TrackerState,
  caloriesOf: (entry: string) => number | null | undefined,
  nameOf: (entry: string) => string = (e) => e,
): TrackerSummary {
  let intake = 0;
  let count = 0;
  let missing = 0;
  const parts: { name: string; value: number | null }[] = [];
  for (const entry of state.items) {
    const c = caloriesOf(entry);
    if (c === undefined) continue;
    count += 1;
    parts.push({ name: nameOf(entry), value: c });
    if (c === null) missing += 1;
    else intake += c;
  }
  const intakeSum = sumKnown(parts);
  const goal = goalProblem(state.goal) ? null : state.goal;
  if (goal === null)
    return { intake, intakeSum, count, missing, goal: null, percent: null, barPercent: 0, remaining: null, over: 0, exceeded: false };
  const exact = (intake / goal) * 100;
  return {
    intake,
    intakeSum,
    count,
    missing,
    goal,
    percent: Math.round(exact),
    barPercent: Math.min(100, exact),
    remaining: Math.max(0, goal - intake),
    over: Math.max(0, intake - goal),
    exceeded: intake > goal,
  };
}

/**
 * Every item, grouped by category in menu order (the spec's first-8-categories, 6-items-each cut left out
 * Cheeseburger, Filet-O-Fish, McGriddles and Sweet Tea). With a search text, only the items whose name or
 * category contains it, in the same groups.
 */
export function groupForTracker<T extends { category: string; name: string }>(
  items: readonly T[],
  query = "",
): { category: string; items: T[] }[] {
  const q = query.trim().toLowerCase();
  const groups: { category: string; items: T[] }[] = [];
  for (const item of items) {
    if (q && !item.name.toLowerCase().includes(q) && !item.category.toLowerCase().includes(q)) continue;
    let group = groups.find((g) => g.category === item.category);
    if (!group) {
      group = { category: item.category, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/**
 * Reads the tracker from URL parameters (or the same string saved in localStorage). A missing level means
 * moderate; a missing goal means the level's goal; `goal=` (present, empty) is an empty goal. Unknown items
 * are dropped when `known` is given (and sizes an item is not sold in, when it knows the sizes). Never throws.
 */
export function parseTracker(params: URLSearchParams, known?: KnownItems): TrackerState {
  const rawLevel = params.get("level");
  const level = isActivityLevel(rawLevel) ? rawLevel : DEFAULT_LEVEL;
  const rawGoal = params.get("goal");
  let goal: number | null = ACTIVITY_GOALS[level];
  if (rawGoal !== null) {
    const n = rawGoal.trim() === "" ? null : Number(rawGoal);
    goal = normalizeGoal(n === null || Number.isNaN(n) ? null : n);
  }
  const items: string[] = [];
  for (const token of (params.get("items") ?? "").split(",")) {
    if (items.length >= MAX_ENTRIES) break;
    const pick = parsePick(token, known);
    if (pick) items.push(formatPick(pick));
  }
  return { level, goal, items };
}

/** The inverse of parseTracker, as a query string without '?'. */
export function formatTracker(state: TrackerState): string {
  const parts: string[] = [];
  if (state.items.length) parts.push(`items=${state.items.join(",")}`);
  if (state.level !== DEFAULT_LEVEL) parts.push(`level=${state.level}`);
  if (state.goal !== ACTIVITY_GOALS[state.level]) parts.push(`goal=${state.goal ?? ""}`);
  return parts.join("&");
}

export function trackerPath(state: TrackerState): string {
  const q = formatTracker(state);
  return `/nutrition-calculator${q ? `?${q}` : ""}`;
}
