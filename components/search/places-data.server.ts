/**
 * Server-only: the places a search question may name (domain/rules/cities.ts) and our figure for an item in a state,
 * read from the catalog for domain/rules/questions.ts. The search page and the home search (without JavaScript) use it.
 */
import type { Catalog } from "#domain/data/catalog.ts";
import { questionCities } from "#domain/rules/cities.ts";
import type { QuestionPlaces } from "#domain/rules/questions.ts";
import { statePrice } from "#domain/rules/state-estimates.ts";

const byCatalog = new WeakMap<Catalog, QuestionPlaces>();

/** The catalog's places, made once per loaded catalog. */
export function questionPlaces(catalog: Catalog): QuestionPlaces {
  let places = byCatalog.get(catalog);
  if (!places) {
    places = {
      cities: questionCities(catalog.data.observedPrices),
      statePrice: (item, state) => statePrice(catalog.statePrices, item, state),
    };
    byCatalog.set(catalog, places);
  }
  return places;
}
