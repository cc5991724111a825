/**
 * The parts of a search question domain/rules/questions.ts reads before it looks for items: two or more states to set
 * side by side ("20 piece mcnuggets california vs ohio"), a country of the Big Mac index ("big mac japan"), and a
 * question whether an offer still runs ("is the $5 meal deal still on"). Words only: the answers are built in
 * questions.ts from the menu, and their figures and dates come from the catalog's own functions.
 */
import { normaliseSearchText } from "./search.ts";
import { STATE_NAMES } from "./states.ts";

/** Words that join or weigh the places of a comparison and name no item ("california vs ohio", "cheaper in ohio than california"). */
const COMPARE_WORDS = new Set(
  "vs versus v or compared compare comparison to with than between difference cheaper dearer more less expensive price prices cost costs in".split(
    " ",
  ),
);

/** Where a run of words (a place's name) starts in `words`, or -1. */
function findRun(words: readonly string[], run: readonly string[]): number {
  return words.findIndex((_, i) => run.every((p, k) => words[i + k] === p));
}

/**
 * Every state a question names, in the order typed, and the words left without them or the words that only join
 * them. Longest names first, so "west virginia" is not read as "virginia"; a state named twice counts once.
 */
export function namedStates(words: readonly string[]): { states: string[]; rest: string[] } {
  let rest = [...words];
  const found: { state: string; at: number }[] = [];
  for (const name of [...STATE_NAMES].sort((a, b) => b.length - a.length)) {
    const run = normaliseSearchText(name).split(" ");
    for (let at = findRun(rest, run); at >= 0; at = findRun(rest, run)) {
      if (!found.some((f) => f.state === name)) found.push({ state: name, at });
      // Blank the run out (keeping positions) so a shorter name inside it is not found again.
      rest = [...rest.slice(0, at), ...run.map(() => ""), ...rest.slice(at + run.length)];
    }
  }
  return {
    states: found.sort((a, b) => a.at - b.at).map((f) => f.state),
    // "and" beside a state joins the states ("california and ohio"); elsewhere it joins items, for questions.ts to split.
    rest: rest.filter((w, i) => w && !COMPARE_WORDS.has(w) && !(w === "and" && (rest[i - 1] === "" || rest[i + 1] === ""))),
  };
}

export interface CountryName {
  name: string;
  slug: string;
}

/** Other names diners use for a country of the index (the index's own name on the right). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: "Britain",
  "united kingdom": "Britain",
  "great britain": "Britain",
  england: "Britain",
  korea: "South Korea",
  "south korea": "South Korea",
  "hong kong": "Hong Kong",
  emirates: "United Arab Emirates",
  dubai: "United Arab Emirates",
  europe: "Euro area",
  eurozone: "Euro area",
  japanese: "Japan",
  tokyo: "Japan",
};

/**
 * A country of the Big Mac index the words name (not the United States: its prices are the rest of the site), with
 * the words left; null when none. Aliases ("uk", "tokyo") read as the index's name when the index has it.
 */
export function namedCountry(words: readonly string[], countries: readonly CountryName[]): { country: CountryName; rest: string[] } | null {
  const byName = new Map(countries.map((c) => [normaliseSearchText(c.name), c]));
  const names = [...new Set([...byName.keys(), ...Object.keys(COUNTRY_ALIASES)])].sort((a, b) => b.length - a.length);
  for (const name of names) {
    const run = name.split(" ");
    const at = findRun(words, run);
    if (at < 0) continue;
    const country = byName.get(name) ?? byName.get(normaliseSearchText(COUNTRY_ALIASES[name] ?? ""));
    if (!country || country.name === "United States") continue;
    return { country, rest: [...words.slice(0, at), ...words.slice(at + run.length)] };
  }
  return null;
}

/** Words that ask whether an offer still runs, has ended or is back: "still", "anymore", "discontinued". */
const STATUS_WORDS = new Set(
  "still anymore ended end ends ending over gone discontinued available running active expired expire expires back around continuing continue continued current currently now".split(
    " ",
  ),
);
/** Words of such a question that name nothing ("is the ... still on", "does mcdonalds still have"). */
const STATUS_FILLER = new Set(
  "on do does did they have has is are was it when will offer offered sold selling get dollar dollars bucks".split(" "),
);

/**
 * True when the words ask after an offer's status ("still", "anymore", "when does it end"); `rest` is the words
 * without the question's own words, for the item's name ("$5 meal deal"; "5 dollar meal deal" reads the same).
 */
export function asksStatus(words: readonly string[]): { rest: string[] } | null {
  const asks = words.some((w) => STATUS_WORDS.has(w)) || (words[0] === "when" && words.includes("end"));
  if (!asks) return null;
  return { rest: words.filter((w) => !STATUS_WORDS.has(w) && !STATUS_FILLER.has(w)) };
}
