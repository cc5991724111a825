/**
 * Questions typed into the search, read on the server so the no-JavaScript search gives the same
 * answers: "big mac calories", "protein in mcchicken" (a figure with its source), "calories in a large fries and a
 * mcflurry" (a sum, with sizes; "at least ..." when a part has no figure), "mcchicken vs mccrispy" (compare),
 * "under $5" and "dollar menu" (items under a price), "cheap breakfast" (cheapest first), "family of 4" (the meal
 * calculator for four), "big mac austin" (a city: its state's figure, saying which state). A query that is none of these is a name search (null): the home page's results answer it.
 */
import { CATEGORIES } from "./categories.ts";
import type { DealRecord, DealStatus } from "./deals.ts";
import { asksStatus, namedCountry, namedStates, type CountryName } from "./place-questions.ts";
import { findCity, type CityState } from "./cities.ts";
import { comparePath } from "./compare.ts";
import { formatLongDate } from "./dates.ts";
import { hasSizes, sizeVariations, type SizeName } from "./menu.ts";
import { resolveName, suggestNames } from "./names.ts";
import { figuresFor, nutrientLabel, type NutrientKey, type NutritionSource } from "./nutrition.ts";
import { MAX_PEOPLE } from "./order.ts";
import { QUESTION_HINT, matchesQuery, normaliseSearchText } from "./search.ts";
import { STATE_NAMES } from "./states.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import type { Basis } from "./basis.ts";
import { itemSlug, stateSlug } from "./slug.ts";
import type { StatePrice } from "./state-estimates.ts";
import type { MenuSize } from "./sizes.ts";

export type QuestionItem = Pick<MenuItemEntry, "name" | "category" | "avgPriceUsd" | "priceAsOf" | "sizes" | "fixedPrice"> &
  NutritionSource;

/** How a price is labelled wherever a question's answer shows it: the chain's advertised price, or our estimate for a month. */
export interface PriceBasisWords {
  estimate: boolean;
  /** "advertised price" or "estimate, US average, October 2026". */
  words: string;
}

export function priceWords(item: Pick<QuestionItem, "fixedPrice" | "priceAsOf">): PriceBasisWords {
  return item.fixedPrice
    ? { estimate: false, words: "advertised price, the same in every state" }
    : { estimate: true, words: `estimate, US average, ${formatLongDate(item.priceAsOf)}` };
}

/** One item of an answer, in a size, with its price and (for nutrient questions) a nutrient's figure and source. */
export interface AnswerLine {
  name: string;
  slug: string;
  size: SizeName;
  /** True when the diner named no size and we took the usual one (Medium). */
  sizeAssumed: boolean;
  quantity: number;
  price: number;
  priceBasis: PriceBasisWords;
  /** The nutrient's figure for this size, or null when we have none. */
  value: number | null;
  basis: Basis | null;
  /** What the diner typed for it, when it was read as another spelling ("mcchiken"). */
  typed?: string;
}

/** A part of the question that names nothing on the menu, with the nearest names. */
export interface UnknownPart {
  typed: string;
  nearest: { name: string; slug: string }[];
}

export type QuestionAnswer =
  | {
      kind: "nutrient";
      nutrient: NutrientKey;
      label: string;
      unit: string;
      lines: AnswerLine[];
      /** The sum of the figures we have (times quantities); null with none. */
      total: number | null;
      /** Names (with size) of the lines without a figure: the total is "at least" when any. */
      missing: string[];
      unknown: UnknownPart[];
    }
  | {
      kind: "sum";
      lines: AnswerLine[];
      totalPrice: number;
      totalCalories: number | null;
      missing: string[];
      unknown: UnknownPart[];
      anyEstimate: boolean;
    }
  | { kind: "compare"; href: string; names: string[]; unknown: UnknownPart[] }
  | {
      kind: "list";
      /** What is listed ("Breakfast items"); the page adds the ceiling as a figure and "cheapest first". */
      title: string;
      max: number | null;
      category: string | null;
      lines: AnswerLine[];
      /** How many items qualify in all (the list shows at most LIST_LIMIT). */
      count: number;
      /** "dollar menu" was asked: the page says there is none in our data and lists the items under DOLLAR_MENU_MAX. */
      dollarMenu: boolean;
    }
  | { kind: "group"; people: number; budget: number | null; perPerson: number | null; href: string; assumed: boolean }
  | {
      kind: "city";
      /** The city named, and its state: the figures are the state's (we have none for a single city). */
      city: string;
      state: string;
      lines: CityLine[];
      unknown: UnknownPart[];
    }
  | {
      kind: "states";
      /** The states named, in the order typed; each line has its price in each. */
      states: string[];
      lines: StatesLine[];
      unknown: UnknownPart[];
    }
  | {
      kind: "country";
      /** The index's name for the country, and its page (every edition of the index that priced it). */
      country: string;
      href: string;
      /** Another item named ("mcflurry japan"): we hold only the Big Mac's price outside the US, and say so. */
      otherItem: string | null;
    }
  | ({ kind: "offer"; line: AnswerLine } & OfferFacts)
  | { kind: "unknown"; nearest: { name: string; slug: string }[] };

/** An item's price in each state a question named (the usual size), with the gap between two when both have one. */
export type StatesLine = AnswerLine & {
  prices: { state: string; statePrice: StatePrice | null; href: string }[];
  difference: StateDifference | null;
};

export interface StateDifference {
  dearer: string;
  cheaper: string;
  /** Dollars, to the cent: the dearer state's figure less the cheaper one's. */
  amount: number;
  /** The gap as a whole percentage of the cheaper figure. */
  percent: number;
}

/** What our data says of an offer: its dated reports (oldest first), what is in it, and its announced dates. */
export interface OfferFacts {
  records: DealRecord[];
  /** What is in it, from deals.json or the menu's description; null when we have neither. */
  description: string | null;
  /** From deals.json's startDate/endDate at today's date; null when deals.json has no entry for it. */
  status: DealStatus | null;
  startDate: string | null;
  endDate: string | null;
}

/** An item asked about in a city: our figure for its state (the usual size), and the item's page in that state. */
export type CityLine = AnswerLine & { statePrice: StatePrice | null; href: string };

/** What a question naming a city needs: the cities we know with their states, and our figure for an item in a state. */
export interface QuestionPlaces {
  cities: readonly CityState[];
  statePrice: (item: QuestionItem, state: string) => StatePrice | null;
  /** The countries of the Big Mac index, each with its page's slug. */
  countries?: readonly CountryName[];
  /** What our data says of an item as an offer (its dated reports, what is in it), by its name. */
  offer?: (itemName: string) => OfferFacts;
}

export const LIST_LIMIT = 12;
/** "dollar menu": there is no such menu in our data; the items under this price are the nearest answer. */
export const DOLLAR_MENU_MAX = 2;
/** "family" with no number: a family of this many, said on the page and changeable in the calculator. */
export const FAMILY_DEFAULT = 4;

const NUTRIENT_WORDS: Readonly<Record<string, NutrientKey>> = {
  calories: "calories",
  calorie: "calories",
  cals: "calories",
  cal: "calories",
  kcal: "calories",
  protein: "protein",
  proteins: "protein",
  fat: "fat",
  fats: "fat",
  sodium: "sodium",
  salt: "sodium",
  carbs: "carbs",
  carb: "carbs",
  carbohydrates: "carbs",
  sugar: "sugars",
  sugars: "sugars",
  fiber: "fiber",
  fibre: "fiber",
  cholesterol: "cholesterol",
};

const SIZE_WORDS: Readonly<Record<string, MenuSize>> = { small: "Small", medium: "Medium", regular: "Medium", large: "Large" };

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Words that ask and name nothing: left out of the item's name. */
const FILLER = new Set(
  "a an the in of how many much is are does do did have has there what whats which me tell my for at mcdonalds mcds mcd price prices cost costs total grams g mg get".split(
    " ",
  ),
);

const CHEAP_WORDS = new Set(["cheap", "cheapest", "budget", "inexpensive", "affordable", "lowest"]);

/** Words for a category, when a list is asked for ("cheap breakfast", "burgers under $5"). */
const CATEGORY_WORDS: Readonly<Record<string, (typeof CATEGORIES)[number]>> = {
  breakfast: "Breakfast",
  breakfasts: "Breakfast",
  burger: "Burgers",
  burgers: "Burgers",
  chicken: "Chicken & Fish",
  fish: "Chicken & Fish",
  nuggets: "McNuggets & Strips",
  sides: "Fries & Sides",
  side: "Fries & Sides",
  dessert: "Sweets & Treats",
  desserts: "Sweets & Treats",
  sweets: "Sweets & Treats",
  treats: "Sweets & Treats",
  coffee: "McCafé Coffees",
  coffees: "McCafé Coffees",
  drink: "Beverages",
  drinks: "Beverages",
  beverages: "Beverages",
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A number written as digits or a word up to twelve ("4", "four"), else null. */
function readCount(word: string | undefined): number | null {
  if (!word) return null;
  const n = /^\d{1,3}$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  return n && n >= 1 ? Math.min(n, MAX_PEOPLE) : null;
}

/** "under $5", "less than 4.50", "$6 or less", "max $10": the ceiling and the text without it. */
function readCeiling(lower: string): { max: number | null; rest: string; dollarMenu: boolean } {
  const before =
    /\b(?:under|below|less than|cheaper than|up to|at most|max(?:imum)?|no more than|within)\s*\$?\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:dollars?|bucks?)?/;
  const after = /\$\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:or less|or under|and under|or cheaper|max)\b/;
  for (const re of [before, after]) {
    const m = re.exec(lower);
    if (m) return { max: Number(m[1]), rest: lower.replace(m[0], " "), dollarMenu: false };
  }
  if (/\b(?:dollar|\$1) menu\b/.test(lower))
    return { max: DOLLAR_MENU_MAX, rest: lower.replace(/\b(?:dollar|\$1) menu\b/, " "), dollarMenu: true };
  return { max: null, rest: lower, dollarMenu: false };
}

/** "family of 4", "for 5 people", "group of six", "feed 3", "family meal": the people, and whether we assumed it. */
function readPeople(words: string[]): { people: number; assumed: boolean; rest: string[] } | null {
  const text = words.join(" ");
  const patterns = [
    /\b(?:family|group|party|table) of (\w+)( (?:people|persons|kids|adults))?\b/,
    /\b(?:feed|feeds|feeding) (\w+)( (?:people|persons|kids|adults))?\b/,
    /\b(\w+) (?:people|persons|of us)\b/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    const n = m ? readCount(m[1]) : null;
    if (m && n) return { people: n, assumed: false, rest: text.replace(m[0], " ").split(" ").filter(Boolean) };
  }
  if (words.includes("family")) return { people: FAMILY_DEFAULT, assumed: true, rest: words.filter((w) => w !== "family") };
  return null;
}

/** One part of a question that names an item: its size word and a count taken out ("2 large fries"). */
function readPart(words: string[], items: readonly QuestionItem[] = []): { text: string; size: MenuSize | null; quantity: number } {
  // A number a name holds ("$5 meal deal", "20 piece") is the name's, not a count.
  const numberIsNamed = items.some((i) => matchesQuery([i.name], words.filter((w) => !FILLER.has(w) && !SIZE_WORDS[w]).join(" ")));
  let size: MenuSize | null = null;
  let quantity = 1;
  const rest: string[] = [];
  for (const [i, w] of words.entries()) {
    const n = readCount(w);
    if (i === 0 && n !== null && !numberIsNamed && words[i + 1] !== "piece" && words[i + 1] !== "pc") {
      quantity = n;
      continue;
    }
    if (SIZE_WORDS[w] && !size) size = SIZE_WORDS[w];
    else if (!FILLER.has(w)) rest.push(w);
  }
  return { text: rest.join(" "), size, quantity };
}

const toRef = (i: { name: string }) => ({ name: i.name, slug: itemSlug(i.name) });

/** An item of the menu in a size (the usual one when none was named or it has no such size), with its price and a nutrient. */
function lineFor(item: QuestionItem, size: MenuSize | null, quantity: number, nutrient: NutrientKey, typed?: string): AnswerLine {
  const sizes = sizeVariations(item);
  const sized = hasSizes(item);
  const chosen = (sized && size ? sizes.find((s) => s.size === size) : undefined) ?? sizes.find((s) => s.size === "Medium") ?? sizes[0];
  const figures = figuresFor(item, chosen.size);
  const value = figures?.[nutrient];
  return {
    name: item.name,
    slug: itemSlug(item.name),
    size: chosen.size,
    sizeAssumed: sized && !size,
    quantity,
    price: chosen.price,
    priceBasis: priceWords(item),
    value: typeof value === "number" ? value : null,
    basis: typeof value === "number" && figures ? figures.basis : null,
    ...(typed ? { typed } : {}),
  };
}

/** Reads each item part: the likeliest item, or an unknown part with the nearest names. */
function readItems(
  parts: string[][],
  items: readonly QuestionItem[],
  nutrient: NutrientKey,
): { lines: AnswerLine[]; unknown: UnknownPart[] } {
  const lines: AnswerLine[] = [];
  const unknown: UnknownPart[] = [];
  for (const words of parts) {
    const part = readPart(words, items);
    if (!part.text) continue;
    const m = resolveName(part.text, items);
    if (m.kind === "none") unknown.push({ typed: part.text, nearest: m.nearest.map(toRef) });
    else {
      const item = m.kind === "one" ? m.item : m.best;
      const spelled = matchesQuery([item.name], part.text);
      lines.push(lineFor(item, part.size, part.quantity, nutrient, spelled ? undefined : part.text));
    }
  }
  return { lines, unknown };
}

/**
 * The item parts of a question: split at "and" unless the whole text is one name ("hotcakes and sausage",
 * "bacon egg and cheese biscuit"), or at "vs".
 */
function splitParts(words: string[], at: ReadonlySet<string>, items: readonly QuestionItem[]): string[][] {
  const whole = readPart(words).text;
  if (![...at].some((a) => words.includes(a))) return [words];
  // Every word but "and" in one name: the name holds the "and" ("hotcakes and sausage", "sausage egg mcmuffin").
  const held = whole
    .split(" ")
    .filter((w) => w !== "and")
    .join(" ");
  if (at.has("and") && held && items.some((i) => matchesQuery([i.name], held))) return [words];
  const parts: string[][] = [[]];
  for (const w of words) {
    if (at.has(w)) parts.push([]);
    else parts[parts.length - 1].push(w);
  }
  return parts.filter((p) => p.length);
}

/** The words without a state's name: a question's figures are national ("big mac calories texas" is the Big Mac's). */
function withoutStates(words: string[]): string[] {
  let out = words;
  for (const name of [...STATE_NAMES].sort((a, b) => b.length - a.length)) {
    const parts = normaliseSearchText(name).split(" ");
    const at = out.findIndex((_, i) => parts.every((p, k) => out[i + k] === p));
    if (at >= 0) out = [...out.slice(0, at), ...out.slice(at + parts.length)];
  }
  return out;
}

const sumOf = (lines: readonly AnswerLine[]) => lines.reduce((s, l) => s + (l.value ?? 0) * l.quantity, 0);

/** A line's name as the answer writes it: "World Famous Fries (Large)", "2 x Big Mac". */
export function lineName(l: Pick<AnswerLine, "name" | "size" | "quantity">): string {
  const named = l.size === "Standard" ? l.name : `${l.name} (${l.size})`;
  return l.quantity > 1 ? `${l.quantity} x ${named}` : named;
}

/**
 * The answer to a typed question, or null when it is a plain name search ("big mac", "fries") or a place
 * ("big mac meal texas": the home search's answer). `items` is the menu (with nutrition). Input is cut to 200
 * characters before any reading.
 */
export function answerQuestion(query: string, items: readonly QuestionItem[], places?: QuestionPlaces): QuestionAnswer | null {
  const lower = query.slice(0, 200).toLowerCase().replace(/\+/g, " and ").replace(/&/g, " and ");
  const all = normaliseSearchText(lower).split(" ").filter(Boolean);
  const placed = places ? placeAnswer(all, items, places) : null;
  if (placed) return placed;
  const city = places ? findCity(all, places.cities) : null;
  if (city && places && !QUESTION_HINT.test(lower)) return cityAnswer(city, items, places);
  if (!QUESTION_HINT.test(lower)) return null;
  const ceiling = readCeiling(lower);
  let words = withoutStates(normaliseSearchText(ceiling.rest).split(" ").filter(Boolean));
  // A city in a question about calories or a budget: the figures are national, as with a state.
  if (city && places) words = findCity(words, places.cities)?.rest ?? words;

  const people = readPeople(words);
  if (people) {
    const perPerson = ceiling.max !== null ? round2(ceiling.max / people.people) : null;
    return {
      kind: "group",
      people: people.people,
      assumed: people.assumed,
      budget: ceiling.max,
      perPerson,
      href: `/meal-calculator?people=${people.people}`,
    };
  }

  const versus = new Set(["vs", "versus", "v", "compared", "compare"]);
  if (words.some((w) => versus.has(w) && w !== "compare") || (words[0] === "compare" && words.includes("and"))) {
    const parts = splitParts(
      words.filter((w) => w !== "compare" && w !== "to" && w !== "with"),
      new Set([...versus, "and"]),
      items,
    );
    const { lines, unknown } = readItems(parts, items, "calories");
    const slugs = [...new Set(lines.map((l) => l.slug))].slice(0, 4);
    return { kind: "compare", href: comparePath(slugs), names: slugs.map((s) => lines.find((l) => l.slug === s)!.name), unknown };
  }

  // A name that holds the nutrient's word ("coca cola zero sugar", "low fat milk") is a name search.
  if (words.length && ceiling.max === null && items.some((i) => matchesQuery([i.name], words.join(" ")))) return null;
  const nutrientWord = words.find((w) => NUTRIENT_WORDS[w]);
  const nutrient = nutrientWord ? NUTRIENT_WORDS[nutrientWord] : null;
  if (nutrient) words = words.filter((w) => !NUTRIENT_WORDS[w] && !(w === "saturated" && nutrient === "fat"));

  const cheap = words.some((w) => CHEAP_WORDS.has(w));
  if (!nutrient && (cheap || ceiling.max !== null)) {
    const rest = words.filter(
      (w) => !CHEAP_WORDS.has(w) && !FILLER.has(w) && w !== "items" && w !== "food" && w !== "menu" && w !== "options",
    );
    const category = rest.map((w) => CATEGORY_WORDS[w]).find(Boolean) ?? null;
    const nameWords = rest.filter((w) => !CATEGORY_WORDS[w]).join(" ");
    return listAnswer(items, { max: ceiling.max, category, nameWords, dollarMenu: ceiling.dollarMenu });
  }

  const parts = splitParts(words, new Set(["and"]), items);
  if (nutrient) {
    const { lines, unknown } = readItems(parts, items, nutrient);
    if (!lines.length && !unknown.length) return null;
    const { label, unit } = nutrientLabel(nutrient);
    const known = lines.filter((l) => l.value !== null);
    return {
      kind: "nutrient",
      nutrient,
      label,
      unit: nutrient === "calories" ? "cal" : unit,
      lines,
      total: known.length ? Math.round(sumOf(known) * 10) / 10 : null,
      missing: lines.filter((l) => l.value === null).map(lineName),
      unknown,
    };
  }
  if (parts.length > 1) {
    const { lines, unknown } = readItems(parts, items, "calories");
    if (lines.length < 2 && !unknown.length) return null;
    const known = lines.filter((l) => l.value !== null);
    return {
      kind: "sum",
      lines,
      totalPrice: round2(lines.reduce((s, l) => s + l.price * l.quantity, 0)),
      totalCalories: known.length ? Math.round(sumOf(known)) : null,
      missing: lines.filter((l) => l.value === null).map(lineName),
      unknown,
      anyEstimate: lines.some((l) => l.priceBasis.estimate),
    };
  }
  return null;
}

/**
 * The questions that name places or ask after an offer, read before any other: two or more states ("20 piece mcnuggets
 * california vs ohio"), a country of the Big Mac index ("big mac japan"), whether an offer still runs ("is the $5 meal
 * deal still on"). Null when the words are none of these, or name no item where one is needed.
 */
function placeAnswer(words: string[], items: readonly QuestionItem[], places: QuestionPlaces): QuestionAnswer | null {
  const named = namedStates(words);
  if (named.states.length >= 2) {
    const states = statesAnswer(named.states, named.rest, items, places);
    if (states) return states;
  }
  const country = places.countries ? namedCountry(words, places.countries) : null;
  if (country) return countryAnswer(country.country, country.rest, items);
  const status = places.offer ? asksStatus(words) : null;
  if (status && places.offer) {
    const { lines } = readItems([withoutStates(status.rest)], items, "calories");
    if (lines.length) return { kind: "offer", line: lines[0], ...places.offer(lines[0].name) };
  }
  return null;
}

/** Each item named, in its usual size (the state figures' size), with our figure in each state and the gap between two. */
function statesAnswer(states: string[], rest: string[], items: readonly QuestionItem[], places: QuestionPlaces): QuestionAnswer | null {
  const words = rest.filter((w) => !SIZE_WORDS[w]);
  const { lines, unknown } = readItems(splitParts(words, new Set(["and"]), items), items, "calories");
  if (!lines.length && !unknown.length) return null;
  const byName = new Map(items.map((i) => [i.name, i]));
  return {
    kind: "states",
    states,
    lines: lines.map((l) => {
      const prices = states.map((state) => ({
        state,
        statePrice: places.statePrice(byName.get(l.name)!, state),
        href: `/prices/${stateSlug(state)}/${l.slug}`,
      }));
      const [a, b] = prices.map((p) => p.statePrice);
      return { ...l, prices, difference: prices.length === 2 && a && b ? stateDifference(a, b) : null };
    }),
    unknown,
  };
}

/** The gap between two state figures: which is dearer, by how much and by what share of the cheaper; null when equal. */
export function stateDifference(a: StatePrice, b: StatePrice): StateDifference | null {
  if (a.price === b.price) return null;
  const [dearer, cheaper] = a.price > b.price ? [a, b] : [b, a];
  const amount = round2(dearer.price - cheaper.price);
  return { dearer: dearer.state, cheaper: cheaper.state, amount, percent: Math.round((amount / cheaper.price) * 100) };
}

/** Words of a question about a country's Big Mac that name no item ("price history", "over time", "how has it changed"). */
const HISTORY_WORDS = new Set(
  "history historical over time times changed change changes index trend years year since now today latest has been".split(" "),
);

/** A country of the Big Mac index: its page; when another item is named, the page still, saying we hold only the Big Mac abroad. */
function countryAnswer(country: CountryName, rest: string[], items: readonly QuestionItem[]): QuestionAnswer {
  const text = readPart(rest.filter((w) => !HISTORY_WORDS.has(w))).text;
  const m = text ? resolveName(text, items) : null;
  const named = m && m.kind !== "none" ? (m.kind === "one" ? m.item : m.best) : null;
  return {
    kind: "country",
    country: country.name,
    href: `/international-prices/${country.slug}`,
    otherItem: named && !/^Big Mac/.test(named.name) ? named.name : null,
  };
}

/**
 * "big mac austin", "mcchicken price in los angeles": each item in its usual size (the state figures' size), with our
 * figure for the city's state; null when no item is named.
 */
function cityAnswer(place: CityState & { rest: string[] }, items: readonly QuestionItem[], places: QuestionPlaces): QuestionAnswer | null {
  const words = withoutStates(place.rest).filter((w) => !SIZE_WORDS[w]);
  const { lines, unknown } = readItems(splitParts(words, new Set(["and"]), items), items, "calories");
  if (!lines.length && !unknown.length) return null;
  const byName = new Map(items.map((i) => [i.name, i]));
  const state = stateSlug(place.state);
  return {
    kind: "city",
    city: place.city,
    state: place.state,
    lines: lines.map((l) => ({
      ...l,
      statePrice: places.statePrice(byName.get(l.name)!, place.state),
      href: `/prices/${state}/${l.slug}`,
    })),
    unknown,
  };
}

/** Items under a price and/or of a category or name, cheapest first: each item at its cheapest size under the ceiling. */
function listAnswer(
  items: readonly QuestionItem[],
  ask: { max: number | null; category: string | null; nameWords: string; dollarMenu: boolean },
): QuestionAnswer {
  const named = ask.nameWords ? new Set(matchingNames(ask.nameWords, items)) : null;
  const lines: AnswerLine[] = [];
  for (const item of items) {
    if (ask.category && item.category !== ask.category) continue;
    if (named && !named.has(item.name)) continue;
    const sizes = sizeVariations(item).filter((s) => ask.max === null || s.price <= ask.max);
    const cheapest = sizes.sort((a, b) => a.price - b.price)[0];
    if (cheapest) lines.push(lineFor(item, cheapest.size === "Standard" ? null : cheapest.size, 1, "calories"));
  }
  lines.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  const what = ask.category ? `${ask.category} items` : ask.nameWords ? `Items matching "${ask.nameWords}"` : "Items";
  return {
    kind: "list",
    title: what,
    max: ask.max,
    category: ask.category,
    lines: lines.slice(0, LIST_LIMIT),
    count: lines.length,
    dollarMenu: ask.dollarMenu,
  };
}

/** The names a few words reach: every name holding them (the home search's matching), else the names resolveName reads them as (typos corrected). */
function matchingNames(words: string, items: readonly QuestionItem[]): string[] {
  const holding = items.filter((i) => matchesQuery([i.name, i.category], words)).map((i) => i.name);
  if (holding.length) return holding;
  const m = resolveName(words, items);
  return m.kind === "one" ? [m.item.name] : m.kind === "several" ? m.options.map((i) => i.name) : [];
}

/** When nothing is understood: the nearest names, for "did you mean". */
export function nearestForQuery(query: string, items: readonly QuestionItem[]): { name: string; slug: string }[] {
  return suggestNames(query, items).map(toRef);
}
