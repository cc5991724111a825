/**
 * The places a search question may name (domain/rules/cities.ts, the countries of the Big Mac index), our
 * figure for an item in a state, and what our data says of an offer, read from the catalog for
 * domain/rules/questions.ts. The search page and the home search (without JavaScript) use it, and the tests read
 * the same places.
 */
import type { Catalog } from "../data/catalog.ts";
import { questionCities } from "./cities.ts";
import { todayIso } from "./dates.ts";
import { dealRecords, dealStatus } from "./deals.ts";
import type { OfferFacts, QuestionPlaces } from "./questions.ts";
import { statePrice } from "./state-estimates.ts";

const byCatalog = new WeakMap<Catalog, QuestionPlaces>();

/**
 * An item as an offer: its dated reports, what is in it (deals.json, else the menu's words), its announced dates today.
 * Only an offer (an item the chain prices nationally, or a deals.json title) has reports: the Big Mac's name is inside
 * the Big Mac meal's deal, which is not a report about the Big Mac.
 */
function offerFacts(catalog: Catalog, name: string): OfferFacts {
  const entry = catalog.data.deals.find((d) => d.title.toLowerCase() === name.toLowerCase());
  const isOffer = Boolean(entry ?? catalog.itemsByName.get(name)?.fixedPrice);
  return {
    records: isOffer ? dealRecords(name, catalog.data.nationalFigures, catalog.data.deals) : [],
    description: entry?.description ?? catalog.itemsByName.get(name)?.description ?? null,
    status: entry ? dealStatus(entry, todayIso()) : null,
    startDate: entry?.startDate ?? null,
    endDate: entry?.endDate ?? null,
  };
}

/** The catalog's places, made once per loaded catalog. */
export function questionPlaces(catalog: Catalog): QuestionPlaces {
  let places = byCatalog.get(catalog);
  if (!places) {
    places = {
      cities: questionCities(catalog.data.observedPrices),
      statePrice: (item, state) => statePrice(catalog.statePrices, item, state),
      countries: [...catalog.bigMacIndex.histories.values()].map((h) => ({ name: h.name, slug: h.slug })),
      offer: (name) => offerFacts(catalog, name),
    };
    byCatalog.set(catalog, places);
  }
  return places;
}
