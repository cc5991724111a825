/**
 * Server islands: the parts of pages that are plain HTML (text, tables, links, the price map, <details> FAQs)
 * and need no JavaScript. They render on the server only; the browser neither downloads their code and data
 * nor hydrates them (components/server-render.tsx). A route shows one with <ServerIsland name=… html=… />
 * and sends `islandHtml(context, names)` from its loader for client navigations.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { homeEditorialData } from "#domain/home-editorial.ts";
import { bigMacMapStates } from "./charts/map-data.server.ts";
import { HomeCompare, HomeGuide } from "./home/HomeEditorial.tsx";
import { HomeIntro } from "./home/HomeIntro.tsx";

const homeData = (ctx: AppLoadContext) => homeEditorialData(ctx.catalog, bigMacMapStates(ctx.catalog));

const ISLANDS = {
  "home-intro": (ctx: AppLoadContext) => <HomeIntro data={homeData(ctx)} />,
  "home-guide": (ctx: AppLoadContext) => <HomeGuide data={homeData(ctx)} />,
  "home-compare": (ctx: AppLoadContext) => <HomeCompare data={homeData(ctx)} />,
} satisfies Record<string, (ctx: AppLoadContext) => ReactNode>;

export type IslandName = keyof typeof ISLANDS;

export function renderIsland(name: string, ctx: AppLoadContext): ReactNode {
  const render = (ISLANDS as Record<string, (ctx: AppLoadContext) => ReactNode>)[name];
  if (!render) throw new Error(`No server island named "${name}"`);
  return render(ctx);
}

/**
 * The islands' HTML for a client navigation (a data request); undefined for a document, whose islands the
 * server renders in place, so that their HTML is not sent a second time inside the page's data.
 */
export function islandHtml<N extends IslandName>(ctx: AppLoadContext, names: readonly N[]): Record<N, string> | undefined {
  if (!ctx.dataRequest) return undefined;
  return Object.fromEntries(names.map((n) => [n, renderToStaticMarkup(renderIsland(n, ctx))])) as Record<N, string>;
}
