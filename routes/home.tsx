import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { HomeSignups } from "#components/home/HomeSignups.tsx";
import { homePage } from "#components/home/home-data.server.ts";
import { HomeMenu } from "#components/menu/HomeMenu.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { ServerIsland } from "#components/server-render.tsx";
import { container } from "#components/ui.css.ts";
import { HEADLINE_ITEM } from "#domain/rules/headline-item.ts";
import type { Route } from "./+types/home";
import { app } from "#server/http/context.ts";

/** The hero states the headline item's price: the menu's strips below leave its card out (each figure once). */
const SHOWN_ABOVE = [HEADLINE_ITEM];

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const page = homePage(app(routerContext), new URL(request.url));
  if (page.redirectTo !== undefined) throw redirect(page.redirectTo);
  return page.body;
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
