import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { HomeSignups } from "#components/home/HomeSignups.tsx";
import { islandHtml } from "#components/islands.server.tsx";
import { HomeMenu } from "#components/menu/HomeMenu.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { ServerIsland } from "#components/server-render.tsx";
import { container } from "#components/ui.css.ts";
import { homeFaqs, locationTotals } from "#components/home/home-data.server.ts";
import { HOME_FINAL_FAQS } from "#domain/copy/home-final-faqs.ts";
import { HEADLINE_ITEM } from "#domain/rules/headline-item.ts";
import { itemRatings } from "#domain/indexes/journal-records.ts";
import { ALL_ITEMS, filterMenu, menuSearch, readMenuParams, searchAnswer, toCard } from "#domain/rules/menu.ts";
import { answerQuestion } from "#domain/rules/questions.ts";
import { questionPlaces } from "#components/search/places-data.server.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { faqPage, organization, webSite } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/home";
import { app } from "#server/http/context.ts";

/** The hero states the headline item's price: the menu's strips below leave its card out (each figure once). */
const SHOWN_ABOVE = [HEADLINE_ITEM];

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const { catalog, community, siteUrl } = context;
  // A search with one answer ("big mac meal texas": the Big Mac meal in Texas) goes to it, as the search box does
  // with JavaScript.
  const { q, category } = readMenuParams(new URL(request.url).searchParams);
  if (q.trim()) {
    // A question ("big mac calories", "cheap breakfast", "big mac austin") is answered on /search, read on the server.
    // So is a query no item's name answers ("big mac japan"): /search reads places and offers, or says what it can answer.
    if (answerQuestion(q, catalog.menuItems, questionPlaces(catalog)) || !filterMenu(catalog.menuItems, q, ALL_ITEMS).length)
      throw redirect(`/search?q=${encodeURIComponent(q.trim())}`);
    const answer = searchAnswer(filterMenu(catalog.menuItems, q, category), menuSearch(catalog.menuItems, q));
    if (answer?.direct) throw redirect(answer.href);
  }
  const ratings = itemRatings(catalog.seedReviews, community);
  const { locationCount, stateCount } = locationTotals(catalog);
  context.structuredData.push(
    webSite(siteUrl),
    organization(siteUrl, locationCount, stateCount),
    faqPage([...homeFaqs(catalog), ...HOME_FINAL_FAQS]),
  );
  return {
    // The hero, the guide sections and the price comparison are server islands: no data for them here.
    islands: islandHtml(context, ["home-intro", "home-guide", "home-compare"]),
    // Card fields only: the search filters these in the browser, and the server renders the same results.
    items: catalog.menuItems.map((i) => toCard(i, ratings.get(itemSlug(i.name)))),
  };
}

/** The search lives in the URL but needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Menu Prices {year}",
    description: "Estimated McDonald's menu prices, calories and deals for every item and all 50 states.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { islands, items } = loaderData;
  return (
    <>
      <div className={container}>
        <Breadcrumbs />
      </div>
      <ServerIsland name="home-intro" html={islands?.["home-intro"]} />
      <div className={container}>
        <HomeMenu items={items} shownAbove={SHOWN_ABOVE} />
      </div>
      <ServerIsland name="home-guide" html={islands?.["home-guide"]} />
      <HomeSignups />
      <ServerIsland name="home-compare" html={islands?.["home-compare"]} />
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError what="The menu" />;
}
