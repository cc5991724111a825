/**
 * US cities a search question may name ("big mac austin", "mcchicken price in los angeles"), each with its state.
 * We have no price for a single city: a question naming one is answered with its state's figure, saying so. The
 * cities are those of the prices seen at restaurants (data/observed-prices.json, passed in) and, below, large US
 * cities whose name belongs to one city only. A name that is also a state's ("New York") is the state's.
 */
import { normaliseSearchText } from "./search.ts";
import { isStateName } from "./states.ts";

export interface CityState {
  city: string;
  state: string;
}

/** Large cities not among the observed prices' places; names shared by big cities in two states (Portland, Kansas City, Columbus) are left out. */
const LARGE_CITIES: readonly (readonly [string, string])[] = [
  ["Los Angeles", "California"],
  ["San Diego", "California"],
  ["San Jose", "California"],
  ["Sacramento", "California"],
  ["Fresno", "California"],
  ["Oakland", "California"],
  ["Long Beach", "California"],
  ["San Antonio", "Texas"],
  ["El Paso", "Texas"],
  ["Phoenix", "Arizona"],
  ["Tucson", "Arizona"],
  ["Philadelphia", "Pennsylvania"],
  ["Pittsburgh", "Pennsylvania"],
  ["Miami", "Florida"],
  ["Tampa", "Florida"],
  ["Orlando", "Florida"],
  ["Indianapolis", "Indiana"],
  ["Charlotte", "North Carolina"],
  ["Raleigh", "North Carolina"],
  ["Denver", "Colorado"],
  ["Nashville", "Tennessee"],
  ["Memphis", "Tennessee"],
  ["Oklahoma City", "Oklahoma"],
  ["Boston", "Massachusetts"],
  ["Las Vegas", "Nevada"],
  ["Detroit", "Michigan"],
  ["Louisville", "Kentucky"],
  ["Baltimore", "Maryland"],
  ["Milwaukee", "Wisconsin"],
  ["Albuquerque", "New Mexico"],
  ["Atlanta", "Georgia"],
  ["Omaha", "Nebraska"],
  ["Minneapolis", "Minnesota"],
  ["New Orleans", "Louisiana"],
  ["Cleveland", "Ohio"],
  ["Cincinnati", "Ohio"],
  ["Honolulu", "Hawaii"],
  ["Salt Lake City", "Utah"],
  ["Anchorage", "Alaska"],
  ["St Louis", "Missouri"],
  ["Saint Louis", "Missouri"],
  ["Boise", "Idaho"],
  ["Des Moines", "Iowa"],
];

/** The cities a question may name: the observed prices' cities and the large ones, once each, states' names left out. */
export function questionCities(observed: readonly { city?: string; state?: string }[]): CityState[] {
  const out = new Map<string, CityState>();
  const add = (city: string, state: string) => {
    const key = normaliseSearchText(city);
    if (!key || isStateName(city) || !isStateName(state) || out.has(key)) return;
    out.set(key, { city, state });
  };
  for (const o of observed) if (o.city && o.state) add(o.city, o.state);
  for (const [city, state] of LARGE_CITIES) add(city, state);
  return [...out.values()];
}

/** The first city named in the words (longest names first, "michigan city" before "michigan"), and the words without it. */
export function findCity(words: readonly string[], cities: readonly CityState[]): (CityState & { rest: string[] }) | null {
  const named = cities
    .map((c) => ({ ...c, parts: normaliseSearchText(c.city).split(" ") }))
    .sort((a, b) => b.parts.length - a.parts.length || b.city.length - a.city.length);
  for (const c of named) {
    const at = words.findIndex((_, i) => c.parts.every((p, k) => words[i + k] === p));
    if (at >= 0) return { city: c.city, state: c.state, rest: [...words.slice(0, at), ...words.slice(at + c.parts.length)] };
  }
  return null;
}
