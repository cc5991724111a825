/**
 * Server-only: what the home page's loader sends (routes/home.tsx), kept out of the browser bundle with the figures
 * its FAQs and structured data use. A search with one answer is a redirect to it, as the search box does with
 * JavaScript; the hero, guide and comparison are server islands, so only the menu's cards travel as data.
 */
import type { AppContext } from "#server/http/context.ts";
import { islandHtml } from "#components/islands.server.tsx";
import { questionPlaces } from "#domain/rules/question-places.ts";
import { homeFaqs, locationTotals } from "#domain/copy/home-editorial.ts";
import { HOME_FINAL_FAQS } from "#domain/copy/home-final-faqs.ts";
import { itemRatings } from "#domain/indexes/journal-records.ts";
import { faqPage, organization, webSite } from "#domain/publish/structured-data.ts";
import { ALL_ITEMS, filterMenu, menuSearch, readMenuParams, searchAnswer, toCard } from "#domain/rules/menu.ts";
import { answerQuestion } from "#domain/rules/questions.ts";
import { itemSlug } from "#domain/rules/slug.ts";

/** The home page's answer to an address: the page's data, or where a search with one answer goes. */
export function homePage(context: AppContext, url: URL) {
  const { catalog, community, siteUrl } = context;
  const { q, category } = readMenuParams(url.searchParams);
  if (q.trim()) {
    // A question ("big mac calories", "cheap breakfast", "big mac austin") is answered on /search, read on the server.
    // So is a query no item's name answers ("big mac japan"): /search reads places and offers, or says what it can answer.
    if (answerQuestion(q, catalog.menuItems, questionPlaces(catalog)) || !filterMenu(catalog.menuItems, q, ALL_ITEMS).length)
      return { redirectTo: `/search?q=${encodeURIComponent(q.trim())}` };
    // A search with one answer ("big mac meal texas": the Big Mac meal in Texas) goes to it.
    const answer = searchAnswer(filterMenu(catalog.menuItems, q, category), menuSearch(catalog.menuItems, q));
    if (answer?.direct) return { redirectTo: answer.href };
  }
  const ratings = itemRatings(catalog.seedReviews, community);
  const { locationCount, stateCount } = locationTotals(catalog);
  context.structuredData.push(
    webSite(siteUrl),
    organization(siteUrl, locationCount, stateCount),
    faqPage([...homeFaqs(catalog), ...HOME_FINAL_FAQS]),
  );
  const body = {
    // The hero, the guide sections and the price comparison are server islands: no data for them here.
    islands: islandHtml(context, ["home-intro", "home-guide", "home-compare"]),
    // Card fields only: the search filters these in the browser, and the server renders the same results.
    items: catalog.menuItems.map((i) => toCard(i, ratings.get(itemSlug(i.name)))),
  };
  return { body };
}
