import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { HOME_FAQS, HOME_FINAL_FAQS, HomeEditorial } from "#components/home/HomeEditorial.tsx";
import { HomeIntro } from "#components/home/HomeIntro.tsx";
import { HomeMenu } from "#components/menu/HomeMenu.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo, siteUrlFrom } from "#components/seo.ts";
import { container } from "#components/ui.css.ts";
import { bigMacMapStates } from "#components/charts/map-data.server.ts";
import { homeEditorialData } from "#domain/home-editorial.ts";
import { toCard } from "#domain/menu.ts";
import { breadcrumbList, faqPage, organization, webSite } from "#domain/structured-data.ts";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return {
    editorial: homeEditorialData(context.catalog, bigMacMapStates(context.catalog)),
    // Card fields only: the search filters these in the browser, and the server renders the same results.
    items: context.catalog.menuItems.map(toCard),
  };
}


/** The search lives in the URL but needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const CRUMBS = [{ name: "Home", to: "/" }, { name: "Menu Prices", to: "/" }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteUrlFrom(matches);
  const e = loaderData?.editorial;
  return seo(matches, {
    title: "McDonald's Menu Prices 2025",
    description: "Estimated McDonald's menu prices, calories and deals for every item and all 50 states.",
    path: "/",
    jsonLd: [
      webSite(site),
      organization(site, e?.locationCount ?? 13658, e?.stateCount ?? 50),
      breadcrumbList(site, CRUMBS),
      faqPage([...HOME_FAQS, ...HOME_FINAL_FAQS].map((f) => ({ question: f.q, answer: f.a }))),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeContent data={loaderData} />
  );
}

function HomeContent({ data }: { data: Awaited<ReturnType<typeof loader>> }) {
  const { editorial, items } = data;
  return (
    <>
      <div className={container}>
        <Breadcrumbs items={CRUMBS} />
      </div>
      <HomeIntro data={editorial} />
      <div className={container}>
        <HomeMenu items={items} />
      </div>
      <HomeEditorial data={editorial} />
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError what="The menu" />;
}
