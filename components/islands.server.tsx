/**
 * Server islands: the parts of pages that are plain HTML (text, tables, links, the price map, <details> FAQs)
 * and need no JavaScript. They render on the server only; the browser neither downloads their code and data
 * nor hydrates them (components/server-render.tsx). A route shows one with <ServerIsland name=… props=… html=… />
 * and sends `islandHtml(context, names, props)` from its loader for client navigations. Island components
 * use plain <a> links (no router hooks): they also render outside the router, for those navigations.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppContext } from "#server/http/context.ts";
import { homeEditorialData } from "#domain/copy/home-editorial.ts";
import { HomeCompare, HomeGuide } from "./home/HomeEditorial.tsx";
import { HomeIntro } from "./home/HomeIntro.tsx";
import { ReviewsListing } from "./community/ReviewList.tsx";
import { reviewsListData } from "./community/reviews-data.server.ts";
import { ItemDetails } from "./item/ItemDetails.tsx";
import { itemDetails } from "./item/item-data.server.ts";
import type { IslandProps } from "./server-render.tsx";
import { MealItemList } from "./tools/MealItemList.tsx";
import { TrackerItemList } from "./tools/TrackerItemList.tsx";
import { parseTracker } from "#domain/rules/tracker.ts";
import { indexBySlug, toToolItem } from "#domain/rules/order.ts";
import { mealListData } from "./tools/meal-data.server.ts";

const homeData = (ctx: AppContext) => homeEditorialData(ctx.catalog);

type Render = (ctx: AppContext, props: IslandProps) => ReactNode;

const ISLANDS = {
  "home-intro": (ctx) => <HomeIntro data={homeData(ctx)} />,
  "home-guide": (ctx) => <HomeGuide data={homeData(ctx)} />,
  "home-compare": (ctx) => <HomeCompare data={homeData(ctx)} />,
  "item-details": (ctx, props) => {
    const data = itemDetails(ctx.catalog, props.slug ?? "");
    return data ? <ItemDetails data={data} /> : null;
  },
  // The page of reviews routes/reviews.tsx's loader read from the store in this request.
  "reviews-list": (ctx, props) => {
    const data = reviewsListData(ctx, props);
    if (!data) throw new Error("the reviews-list island renders the page its loader read (routes/reviews.tsx)");
    return <ReviewsListing {...data} />;
  },
  // The meal calculator's whole menu; props: order (formatOrder), q and people, as the page's loader read them.
  // props.state: the slug of the state whose prices the list shows ("" for national prices, as the page).
  "meal-items": (ctx, props) => {
    // The page's loader built these in this request (components/tools/meal-data.server.ts): nothing is parsed again.
    const d = mealListData(ctx, props);
    return <MealItemList items={d.items} order={d.urlOrder ?? []} query={d.query} people={d.people} state={props.state} />;
  },
  // The nutrition tracker's whole menu; props: state (formatTracker) and q, as the page's loader read them.
  "tracker-items": (ctx, props) => {
    const items = ctx.catalog.menuItems.map(toToolItem);
    return (
      <TrackerItemList
        items={items}
        state={parseTracker(new URLSearchParams(props.state ?? ""), indexBySlug(items))}
        query={props.q ?? ""}
      />
    );
  },
} satisfies Record<string, Render>;

export type IslandName = keyof typeof ISLANDS;

export function renderIsland(name: string, ctx: AppContext, props: IslandProps = {}): ReactNode {
  const render = (ISLANDS as Record<string, Render>)[name];
  if (!render) throw new Error(`No server island named "${name}"`);
  return render(ctx, props);
}

/**
 * The islands' HTML for a client navigation (a data request); undefined for a document, whose islands the
 * server renders in place, so that their HTML is not sent a second time inside the page's data.
 */
export function islandHtml<N extends IslandName>(
  ctx: AppContext,
  names: readonly N[],
  props: IslandProps = {},
): Record<N, string> | undefined {
  if (!ctx.dataRequest) return undefined;
  return Object.fromEntries(names.map((n) => [n, renderToStaticMarkup(renderIsland(n, ctx, props))])) as Record<N, string>;
}
