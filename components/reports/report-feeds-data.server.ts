/**
 * Server-only: the Atom feeds of reported prices (domain/publish/report-feed.ts), one entry per figure as it is now:
 * a state's (/feeds/state/<state>.atom), an item's (/feeds/item/<item>.atom) and one item's in one state
 * (/feeds/state/<state>/<item>.atom). Each answers the feed, or why there is none (the route sends it as a 404).
 */
import type { AppContext } from "#server/http/context.ts";
import type { AtomFeed } from "#domain/publish/atom.ts";
import { dataDate } from "#domain/publish/data-feed.ts";
import { reportFeedEntry, type FeedFigure } from "#domain/publish/report-feed.ts";
import { resolveState } from "#domain/price-reports/input.ts";
import { reportedRows, reportedStatesOfItem } from "#domain/price-reports/rows.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { itemPath } from "#domain/rules/menu.ts";
import { SITE_NAME } from "#domain/rules/pages.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";

/** No feed at an address, and why, in a sentence for the person who typed it. */
export interface NoFeed {
  missing: string;
}

/** A state's or an item's feed: `kind` is "state" or "item", `name` the slug the address ends in. */
export function reportsFeed({ catalog, community, siteUrl }: AppContext, kind: string, name: string): AtomFeed | NoFeed {
  const today = todayIso();
  const entry = (r: FeedFigure) => reportFeedEntry(siteUrl, r);
  if (kind === "state") {
    const state = resolveState(name.replace(/-/g, " "));
    if (!state) return { missing: "No US state has that name." };
    return {
      self: `${siteUrl}/feeds/state/${stateSlug(state)}.atom`,
      alternate: `${siteUrl}/prices/${stateSlug(state)}`,
      title: `${SITE_NAME}: prices visitors reported in ${state}`,
      subtitle: `Each reported price in ${state} once enough visitors agree, and each time it moves.`,
      author: SITE_NAME,
      dataDate: dataDate(catalog.data),
      entries: reportedRows(community.reports, stateSlug(state), today).map((r) => entry({ ...r, state })),
    };
  }
  if (kind === "item") {
    const item = catalog.itemsBySlug.get(name);
    if (!item) return { missing: "No menu item has that name." };
    return {
      self: `${siteUrl}/feeds/item/${itemSlug(item.name)}.atom`,
      alternate: `${siteUrl}${itemPath(item.name)}`,
      title: `${SITE_NAME}: prices visitors reported for ${item.name}`,
      subtitle: `${item.name}'s reported price in each state once enough visitors agree, and each time it moves.`,
      author: SITE_NAME,
      dataDate: dataDate(catalog.data),
      entries: reportedStatesOfItem(community.reports, itemSlug(item.name), today).map(entry),
    };
  }
  return { missing: "There are state and item feeds." };
}

/** One item's feed in one state: `stateParam` by name, slug or code, `name` the item's slug. */
export function itemInStateFeed({ catalog, community, siteUrl }: AppContext, stateParam: string, name: string): AtomFeed | NoFeed {
  const state = resolveState(stateParam.replace(/-/g, " ").slice(0, 40));
  if (!state) return { missing: "No US state has that name." };
  const item = catalog.itemsBySlug.get(name);
  if (!item) return { missing: "No menu item has that name." };
  return {
    self: `${siteUrl}/feeds/state/${stateSlug(state)}/${itemSlug(item.name)}.atom`,
    alternate: `${siteUrl}/prices/${stateSlug(state)}/${itemSlug(item.name)}`,
    title: `${SITE_NAME}: ${item.name} in ${state}, the price visitors report`,
    subtitle: `${item.name}'s reported price in ${state} once enough visitors agree, and each time it moves.`,
    author: SITE_NAME,
    dataDate: dataDate(catalog.data),
    entries: reportedRows(community.reports, stateSlug(state), todayIso(), itemSlug(item.name)).map((r) =>
      reportFeedEntry(siteUrl, { ...r, state }),
    ),
  };
}
