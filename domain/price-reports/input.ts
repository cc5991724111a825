/**
 * Prices that visitors report: what a report is, the checks it must pass (the menu's items and sizes,
 * a US state, a channel, a date in the last year, a price plausible for that item, size and state, deal prices
 * recognised), and the figures reports make, kept incrementally.
 *
 * - A report is an append-only journal record (`price-report`) holding the item, size, price, state, optional city,
 *   channel, the purchase date, and `client`: a keyed hash of the client's address (server/http/report-client.ts),
 *   never the address.
 * - A report counts toward a figure only once per client per item, size, channel and place (the state; the city
 *   for a city figure) within COUNT_WINDOW_DAYS of the last report of that client that counted there: a burst of
 *   100 identical reports moves a median exactly as one does.
 * - A figure (median, count, first and last date) is shown once `threshold` distinct clients have counted reports
 *   dated within the last RECENT_DAYS days. Delivery and app prices are figures of their own, never mixed with
 *   in-store ones. Reports at a deal price ($1 add-on, $5 meal deal) are stored as deal reports and count toward
 *   no item figure.
 * - Every report goes to its groups as it is folded in (a group is an item, size, channel and state, or city).
 *   A group's figure is read from counts (prices, distinct clients, days, monthly prices) built from its reports
 *   when a page first asks for it, then changed by one report at a time: a report, a hide or a restore, and a new
 *   day moving the 180-day window by the reports of the days that cross it. Nothing rescans history on a request.
 */
import * as v from "valibot";
import type { FieldIssue, Validated } from "../rules/forms.ts";
import { hasSizes } from "../rules/menu.ts";
import { MENU_SIZES, SIZE_FACTORS } from "../rules/sizes.ts";
import { formatPrice } from "../rules/money.ts";
import { suggestNames } from "../rules/names.ts";
import { itemSlug, stateSlug } from "../rules/slug.ts";
import { STATES } from "../rules/states.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import { REPORT_CHANNELS, type ReportChannel } from "../rules/report-terms.ts";
import { dayNumber, isoFromDay, round2 } from "./counts.ts";

/** The default number of distinct clients a figure needs (REPORT_THRESHOLD). */
export const DEFAULT_THRESHOLD = 3;
/** The oldest purchase date a report may give, in days before today. */
export const MAX_AGE_DAYS = 365;
/** How many of a group's newest reports are kept for pages and the API. */
export const NEWEST_KEPT = 20;
/** The plausible band around the current figure for an item, size and state. */
export const PLAUSIBLE = { low: 0.5, high: 2, slackUsd: 1 } as const;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** How a price is written, for a refusal of one written otherwise. */
export const PRICE_HOW =
  // figure-ok: an example of how to write a price, not a price of ours
  "Please write the price in US dollars with a dot before the cents, e.g. 6.49, $6.49 or 6 (digits only: no commas, letters or exponents)";

/**
 * A price as a person writes one: a number (JSON), or text of digits with at most two decimals after a dot, after
 * an optional $ (`6.49`, `$6.49`, `6`). Number() alone took `0x6` and `.6e1` as $6.00 and refused `6,49` unexplained.
 */
export function isPlainPrice(p: number | string): boolean {
  return typeof p === "number" ? Number.isFinite(p) : /^\$?\s*\d{1,7}(?:\.\d{1,2})?$/.test(p.trim());
}

/** What a client sends (JSON, or the form read into the same shape). Limits before patterns. */
export const PriceReportInputSchema = v.object({
  itemName: text(1, 120, "Please choose the menu item you bought"),
  size: v.optional(
    v.nullable(v.pipe(v.string("Please choose a size"), v.trim(), v.maxLength(20, "Please choose Small, Medium or Large"))),
    null,
  ),
  price: v.pipe(
    v.union([v.number(), v.string()], "Please give the price you paid in US dollars, e.g. 5.49"),
    v.check(isPlainPrice, PRICE_HOW),
    v.transform((p) => (typeof p === "number" ? p : Number(p.trim().replace(/^\$/, "")))),
    v.number(PRICE_HOW),
    v.finite(PRICE_HOW),
    v.minValue(0.01, "Please give the price you paid in US dollars, e.g. 5.49"),
    v.maxValue(1000, "Please give the price of one item in US dollars, e.g. 5.49"),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Please give the price in dollars and cents, e.g. 5.49"),
  ),
  state: text(2, 40, "Please choose the state you bought it in"),
  city: v.optional(
    v.nullable(
      v.pipe(
        v.string("Please give the city's name, or leave it empty"),
        v.trim(),
        v.maxLength(60, "Please give the city's name in at most 60 characters, or leave it empty"),
        v.regex(/^(?:[\p{L}][\p{L}\p{M} .'-]*)?$/u, "Please give just the city's name (letters, spaces, . ' -), or leave it empty"),
      ),
    ),
    null,
  ),
  channel: v.picklist(REPORT_CHANNELS, "Please choose where you bought it: in-store, app or delivery"),
  date: v.optional(
    v.nullable(
      v.pipe(
        v.string("Please give the date as YYYY-MM-DD"),
        v.trim(),
        v.maxLength(10, "Please give the date as YYYY-MM-DD"),
        v.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, "Please give the date as YYYY-MM-DD"),
      ),
    ),
    null,
  ),
});
export type PriceReportInput = v.InferOutput<typeof PriceReportInputSchema>;

/** What the checks need of the menu and the estimates (the server passes the catalog's). */
export interface ReportMenu {
  itemBySlug(slug: string): (Pick<MenuItemEntry, "name" | "avgPriceUsd" | "sizes" | "fixedPrice"> & { sized?: boolean }) | undefined;
  /** The current figure for an item in a state (its Medium for sized items), or null where there is none. */
  statePrice(itemName: string, state: string): number | null;
  /** The chain's fixed deal prices: `{name: "Buy One, Add One for $1", price: 1}`. */
  dealPrices: readonly { name: string; price: number }[];
  /** The menu's names, for "did you mean" when a typed name is not on it; never used to change what was sent. */
  names?: readonly { name: string }[];
}

/** A report as stored in a journal record's data (client: the keyed hash; never an address). */
export interface ReportData {
  itemName: string;
  size: string;
  price: number;
  state: string;
  city: string | null;
  channel: ReportChannel;
  date: string;
  /** The deal whose price this is, when it is one ("Buy One, Add One for $1"): counted toward no item figure. */
  deal: string | null;
  client: string;
}

/** A state's name from its name or two-letter code, any case; null when it is neither. */
export function resolveState(input: string): string | null {
  const t = input.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [name, code] of STATES) if (t === name.toLowerCase() || t === code.toLowerCase() || t === stateSlug(name)) return name;
  return null;
}

/** An item as the report form's menu lists it: its name, and whether it is sold in sizes (the form then asks which). */
export type ReportMenuItem = Pick<MenuItemEntry, "name"> & { sized: boolean };

/** The report form's menu, from the catalog's items (the item, state and report-price pages send it). */
export function reportMenuItems(items: readonly Pick<MenuItemEntry, "name" | "sizes">[]): ReportMenuItem[] {
  return items.map((i) => ({ name: i.name, sized: hasSizes(i) }));
}

export const itemSizes = (item: Parameters<typeof hasSizes>[0]): string[] => (hasSizes(item) ? [...MENU_SIZES] : ["Standard"]);

/**
 * The menu's item (by slug), its size ("Standard" for one size) and the state's name from what a client sent, with
 * a refusal per field a person can act on: the price report and the price alert (domain/indexes/alerts.ts) both check these.
 */
export function checkItemSizeState<I extends Pick<MenuItemEntry, "name" | "sizes"> & { sized?: boolean }>(
  r: { itemName: string; size?: string | null; state: string },
  itemBySlug: (slug: string) => I | undefined,
  names?: readonly { name: string }[],
): { issues: FieldIssue[]; item: I | undefined; size: string; state: string | null } {
  const issues: FieldIssue[] = [];
  const item = itemBySlug(itemSlug(r.itemName));
  if (!item) {
    // A report records what the diner meant: a near-miss is offered, never taken for them.
    const near = names ? suggestNames(r.itemName, names, 3).map((n) => n.name) : [];
    const hint = near.length ? ` (did you mean ${near.join(", ")}?)` : "";
    issues.push({
      field: "itemName",
      message: `"${r.itemName.slice(0, 60)}" is not on our menu${hint}: please choose the item from the list`,
    });
  }
  const state = resolveState(r.state);
  if (!state) issues.push({ field: "state", message: "Please choose a US state (its name or its two-letter code, e.g. TX)" });
  let size = "Standard";
  if (item) {
    const sizes = itemSizes(item);
    const given = (r.size ?? "").trim();
    if (sizes.length > 1) {
      const match = sizes.find((s) => s.toLowerCase() === given.toLowerCase());
      if (!match) issues.push({ field: "size", message: `${item.name} is sold in sizes: please choose Small, Medium or Large` });
      else size = match;
    } else if (given !== "" && given.toLowerCase() !== "standard") {
      issues.push({ field: "size", message: `${item.name} is sold in one size: leave the size empty` });
    }
  }
  return { issues, item, size, state };
}

/** The band a price must fall in for an item, size and state: around the current figure. */
export function plausibleBand(figure: number): { low: number; high: number } {
  return { low: round2(figure * PLAUSIBLE.low), high: round2(Math.max(figure * PLAUSIBLE.high, figure + PLAUSIBLE.slackUsd)) };
}

/**
 * Checks a report against the menu, the states, the calendar and the current figures, and returns what would be
 * stored (without the client, which the server adds). Each refusal names its field and says what to do.
 */
export function checkReport(
  input: unknown,
  menu: ReportMenu,
  today: string,
  validate: (schema: typeof PriceReportInputSchema, input: unknown) => Validated<PriceReportInput>,
): Validated<Omit<ReportData, "client">> {
  const checked = validate(PriceReportInputSchema, input);
  if (!checked.ok) return checked;
  const r = checked.value;
  const { issues, item, size, state } = checkItemSizeState(r, menu.itemBySlug, menu.names);
  const date = r.date && r.date !== "" ? r.date : today;
  const day = dayNumber(date);
  if (Number.isNaN(day) || isoFromDay(day) !== date) issues.push({ field: "date", message: "Please give a real date as YYYY-MM-DD" });
  else if (day > dayNumber(today)) issues.push({ field: "date", message: "The date is in the future: please give the day you bought it" });
  else if (day < dayNumber(today) - MAX_AGE_DAYS)
    issues.push({
      field: "date",
      message: "We take reports of purchases in the last year only: please give a date within the last 12 months",
    });
  let deal: string | null = null;
  if (item && state && !issues.some((i) => i.field === "size")) {
    const base = item.fixedPrice ? item.avgPriceUsd : (menu.statePrice(item.name, state) ?? item.avgPriceUsd);
    // The same size rule as the menu's own size prices (domain/rules/menu.ts), so a report is judged against the page's figure.
    const figure = round2(base * (size === "Small" || size === "Medium" || size === "Large" ? SIZE_FACTORS[size].price : 1));
    const band = plausibleBand(figure);
    if (r.price < band.low || r.price > band.high) {
      const asDeal = item.fixedPrice ? undefined : menu.dealPrices.find((d) => Math.abs(d.price - r.price) < 0.005);
      if (asDeal) deal = asDeal.name;
      else {
        const what = size === "Standard" ? item.name : `${size} ${item.name}`;
        const why = r.price > band.high ? "looks like a typo" : "looks too low for the item itself";
        issues.push({
          field: "price",
          // claim-ok: "usually" names the figure the page shows for the item in that state, not a measured habit
          message: `${formatPrice(r.price)} for a ${what} ${why}: it usually costs about ${formatPrice(figure)} in ${state}, and we take reports from ${formatPrice(band.low)} to ${formatPrice(band.high)}. Please check the amount and the size (a meal or several items count as one report each)`,
        });
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const city = r.city ? r.city.replace(/\s+/g, " ").trim() : null;
  return {
    ok: true,
    value: { itemName: item!.name, size, price: round2(r.price), state: state!, city: city || null, channel: r.channel, date, deal },
  };
}

/** Reads stored report data back (tolerant of anything a hand edit may have left): null when it is not one. */
export function readReportData(d: Record<string, unknown> | undefined): ReportData | null {
  if (!d) return null;
  const { itemName, size, price, state, city, channel, date, deal, client } = d;
  if (typeof itemName !== "string" || typeof size !== "string" || typeof price !== "number" || !Number.isFinite(price)) return null;
  if (typeof state !== "string" || typeof date !== "string" || typeof client !== "string") return null;
  if (!(REPORT_CHANNELS as readonly string[]).includes(channel as string)) return null;
  return {
    itemName,
    size,
    price,
    state,
    city: typeof city === "string" && city ? city : null,
    channel: channel as ReportChannel,
    date,
    deal: typeof deal === "string" ? deal : null,
    client,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The figures, kept incrementally

/** A visible report as pages, the API and the downloads show it: nothing identifying (no client hash). */
export type PublicReport = Omit<ReportData, "client"> & { id: string; reportedAt: string };
