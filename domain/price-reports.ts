/**
 * Prices that visitors report (issue 29): what a report is, the checks it must pass (the menu's items and sizes,
 * a US state, a channel, a date in the last year, a price plausible for that item, size and state, deal prices
 * recognised), and the figures reports make, kept incrementally.
 *
 * - A report is an append-only journal record (`price-report`) holding the item, size, price, state, optional city,
 *   channel, the purchase date, and `client`: a keyed hash of the client's address (server/report-client.ts),
 *   never the address.
 * - A report counts toward a figure only once per client per item, size, channel and place (the state; the city
 *   for a city figure) within COUNT_WINDOW_DAYS of the last report of that client that counted there: a burst of
 *   100 identical reports moves a median exactly as one does.
 * - A figure (median, count, first and last date) is shown once `threshold` distinct clients have counted reports
 *   dated within the last RECENT_DAYS days. Delivery and app prices are figures of their own, never mixed with
 *   in-store ones. Reports at a deal price ($1 add-on, $5 meal deal) are stored as deal reports and count toward
 *   no item figure.
 * - Every report goes to its groups as it is folded in (a group is an item, size, channel and state, or city);
 *   a group's figure is worked out from that group's reports only, when a page first asks after it changed (or
 *   after the day changed), and kept: nothing rescans the whole history on a request.
 */
import * as v from "valibot";
import type { FieldIssue, Validated } from "./forms.ts";
import { formatPrice } from "./money.ts";
import { itemSlug, stateSlug } from "./slug.ts";
import { STATES } from "./states.ts";

export const REPORT_CHANNELS = ["in-store", "app", "delivery"] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** A report counts once per client, item, size, channel and place within this many days. */
export const COUNT_WINDOW_DAYS = 7;
/** A figure rests on reports dated within this many days. */
export const RECENT_DAYS = 180;
/** The default number of distinct clients a figure needs (REPORT_THRESHOLD). */
export const DEFAULT_THRESHOLD = 3;
/** The oldest purchase date a report may give, in days before today. */
export const MAX_AGE_DAYS = 365;
/** How many of a group's newest reports are kept for pages and the API. */
export const NEWEST_KEPT = 20;
/** The plausible band around the current figure for an item, size and state. */
export const PLAUSIBLE = { low: 0.5, high: 2, slackUsd: 1 } as const;

/** The licence of the report data, stated on the form before sending and on the downloads. */
export const REPORT_LICENCE = { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" } as const;

const DAY_MS = 86_400_000;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** What a client sends (JSON, or the form read into the same shape). Limits before patterns. */
export const PriceReportInputSchema = v.object({
  itemName: text(1, 120, "Please choose the menu item you bought"),
  size: v.optional(v.nullable(v.pipe(v.string("Please choose a size"), v.trim(), v.maxLength(20, "Please choose Small, Medium or Large"))), null),
  price: v.pipe(
    v.number("Please give the price you paid in US dollars, e.g. 5.49"),
    v.finite("Please give the price you paid in US dollars, e.g. 5.49"),
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
    v.nullable(v.pipe(v.string("Please give the date as YYYY-MM-DD"), v.trim(), v.maxLength(10, "Please give the date as YYYY-MM-DD"), v.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, "Please give the date as YYYY-MM-DD"))),
    null,
  ),
});
export type PriceReportInput = v.InferOutput<typeof PriceReportInputSchema>;

/** What the checks need of the menu and the estimates (the server passes the catalog's). */
export interface ReportMenu {
  itemBySlug(slug: string): { name: string; avgPriceUsd: number; sizes?: readonly string[]; sized?: boolean; fixedPrice?: true } | undefined;
  /** The current figure for an item in a state (its Medium for sized items), or null where there is none. */
  statePrice(itemName: string, state: string): number | null;
  /** The chain's fixed deal prices: `{name: "Buy One, Add One for $1", price: 1}`. */
  dealPrices: readonly { name: string; price: number }[];
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

const SIZE_FACTOR: Record<string, number> = { Small: 0.8, Medium: 1, Large: 1.25, Standard: 1 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A state's name from its name or two-letter code, any case; null when it is neither. */
export function resolveState(input: string): string | null {
  const t = input.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [name, code] of STATES) if (t === name.toLowerCase() || t === code.toLowerCase() || t === stateSlug(name)) return name;
  return null;
}

export const itemSizes = (item: { sizes?: readonly string[]; sized?: boolean }): string[] =>
  item.sized || (item.sizes?.length ?? 0) > 1 ? ["Small", "Medium", "Large"] : ["Standard"];

/** The band a price must fall in for an item, size and state: around the current figure. */
export function plausibleBand(figure: number): { low: number; high: number } {
  return { low: round2(figure * PLAUSIBLE.low), high: round2(Math.max(figure * PLAUSIBLE.high, figure + PLAUSIBLE.slackUsd)) };
}

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}
function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Checks a report against the menu, the states, the calendar and the current figures, and returns what would be
 * stored (without the client, which the server adds). Each refusal names its field and says what to do.
 */
export function checkReport(input: unknown, menu: ReportMenu, today: string, validate: (schema: typeof PriceReportInputSchema, input: unknown) => Validated<PriceReportInput>): Validated<Omit<ReportData, "client">> {
  const checked = validate(PriceReportInputSchema, input);
  if (!checked.ok) return checked;
  const r = checked.value;
  const issues: FieldIssue[] = [];
  const item = menu.itemBySlug(itemSlug(r.itemName));
  if (!item) issues.push({ field: "itemName", message: `"${r.itemName.slice(0, 60)}" is not on our menu: please choose the item from the list` });
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
  const date = r.date && r.date !== "" ? r.date : today;
  const day = dayNumber(date);
  if (Number.isNaN(day) || isoFromDay(day) !== date) issues.push({ field: "date", message: "Please give a real date as YYYY-MM-DD" });
  else if (day > dayNumber(today)) issues.push({ field: "date", message: "The date is in the future: please give the day you bought it" });
  else if (day < dayNumber(today) - MAX_AGE_DAYS) issues.push({ field: "date", message: "We take reports of purchases in the last year only: please give a date within the last 12 months" });
  let deal: string | null = null;
  if (item && state && !issues.some((i) => i.field === "size")) {
    const base = item.fixedPrice ? item.avgPriceUsd : (menu.statePrice(item.name, state) ?? item.avgPriceUsd);
    const figure = round2(base * (SIZE_FACTOR[size] ?? 1));
    const band = plausibleBand(figure);
    if (r.price < band.low || r.price > band.high) {
      const asDeal = item.fixedPrice ? undefined : menu.dealPrices.find((d) => Math.abs(d.price - r.price) < 0.005);
      if (asDeal) deal = asDeal.name;
      else {
        const what = size === "Standard" ? item.name : `${size} ${item.name}`;
        const why = r.price > band.high ? "looks like a typo" : "looks too low for the item itself";
        issues.push({
          field: "price",
          message: `${formatPrice(r.price)} for a ${what} ${why}: it usually costs about ${formatPrice(figure)} in ${state}, and we take reports from ${formatPrice(band.low)} to ${formatPrice(band.high)}. Please check the amount and the size (a meal or several items count as one report each)`,
        });
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const city = r.city ? r.city.replace(/\s+/g, " ").trim() : null;
  return { ok: true, value: { itemName: item!.name, size, price: round2(r.price), state: state!, city: city || null, channel: r.channel, date, deal } };
}

/** Reads stored report data back (tolerant of anything a hand edit may have left): null when it is not one. */
export function readReportData(d: Record<string, unknown> | undefined): ReportData | null {
  if (!d) return null;
  const { itemName, size, price, state, city, channel, date, deal, client } = d;
  if (typeof itemName !== "string" || typeof size !== "string" || typeof price !== "number" || !Number.isFinite(price)) return null;
  if (typeof state !== "string" || typeof date !== "string" || typeof client !== "string") return null;
  if (!(REPORT_CHANNELS as readonly string[]).includes(channel as string)) return null;
  return { itemName, size, price, state, city: typeof city === "string" && city ? city : null, channel: channel as ReportChannel, date, deal: typeof deal === "string" ? deal : null, client };
}

// ---------------------------------------------------------------------------------------------------------
// The figures, kept incrementally

/** One report as the index keeps it (compact: a million of these are held in memory). */
export class StoredReport {
  hidden = false;
  /** Whether it counts toward its state figure and its city figure (once per client per window). */
  countsState = false;
  countsCity = false;
  readonly id: string;
  readonly at: string;
  readonly atMs: number;
  readonly day: number;
  readonly price: number;
  readonly client: string;
  readonly group: Group;
  readonly cityGroup: Group | null;
  readonly deal: string | null;
  constructor(id: string, at: string, day: number, price: number, client: string, group: Group, cityGroup: Group | null, deal: string | null) {
    this.id = id;
    this.at = at;
    this.atMs = Date.parse(at);
    this.day = day;
    this.price = price;
    this.client = client;
    this.group = group;
    this.cityGroup = cityGroup;
    this.deal = deal;
  }
  get date(): string {
    return isoFromDay(this.day);
  }
}

/** A reported figure: the median of the counted, visible reports dated within RECENT_DAYS, from `visitors` clients. */
export interface ReportedFigure {
  itemName: string;
  size: string;
  channel: ReportChannel;
  state: string;
  city: string | null;
  median: number;
  /** Counted reports the median rests on. */
  count: number;
  /** Distinct clients among them. */
  visitors: number;
  first: string;
  last: string;
  /** Whether enough distinct clients agree for the figure to be shown (threshold). */
  shown: boolean;
}

/** An item, size, channel and place: its reports in arrival order, and the figure worked out when asked. */
export class Group {
  readonly reports: StoredReport[] = [];
  /**
   * client -> when its last counted report here arrived (ms): the once-per-window rule. Entries older than the
   * window are swept as reports arrive, so it holds only the clients of the last COUNT_WINDOW_DAYS.
   */
  readonly lastCounted = new Map<string, number>();
  private swept = 0;
  version = 0;
  private cached: { key: string; figure: ReportedFigure | null } | null = null;
  readonly itemName: string;
  readonly size: string;
  readonly channel: ReportChannel;
  readonly state: string;
  readonly city: string | null;
  constructor(itemName: string, size: string, channel: ReportChannel, state: string, city: string | null) {
    this.itemName = itemName;
    this.size = size;
    this.channel = channel;
    this.state = state;
    this.city = city;
  }

  /** Counts this report here unless the same client had one counted within the window. */
  admit(r: StoredReport): boolean {
    if (r.deal) return false;
    const windowMs = COUNT_WINDOW_DAYS * DAY_MS;
    if (this.lastCounted.size > 32 && r.atMs - this.swept > windowMs) {
      for (const [c, t] of this.lastCounted) if (r.atMs - t >= windowMs) this.lastCounted.delete(c);
      this.swept = r.atMs;
    }
    const last = this.lastCounted.get(r.client);
    if (last !== undefined && r.atMs - last < windowMs) return false;
    this.lastCounted.set(r.client, r.atMs);
    return true;
  }

  figure(today: string, threshold: number, city: boolean): ReportedFigure | null {
    const key = `${this.version}:${today}:${threshold}`;
    if (this.cached?.key === key) return this.cached.figure;
    const from = dayNumber(today) - RECENT_DAYS;
    const prices: number[] = [];
    const clients = new Set<string>();
    let first = Infinity;
    let last = -Infinity;
    for (const r of this.reports) {
      if (r.hidden || r.day < from || !(city ? r.countsCity : r.countsState)) continue;
      prices.push(r.price);
      clients.add(r.client);
      if (r.day < first) first = r.day;
      if (r.day > last) last = r.day;
    }
    const figure: ReportedFigure | null = prices.length
      ? {
          itemName: this.itemName,
          size: this.size,
          channel: this.channel,
          state: this.state,
          city: this.city,
          median: medianOf(prices),
          count: prices.length,
          visitors: clients.size,
          first: isoFromDay(first),
          last: isoFromDay(last),
          shown: clients.size >= threshold,
        }
      : null;
    this.cached = { key, figure };
    return figure;
  }

  /** Monthly medians (YYYY-MM) of the counted, visible reports, oldest first. */
  monthly(): { month: string; median: number; count: number }[] {
    const byMonth = new Map<string, number[]>();
    for (const r of this.reports) {
      if (r.hidden || !r.countsState) continue;
      const m = isoFromDay(r.day).slice(0, 7);
      const list = byMonth.get(m);
      if (list) list.push(r.price);
      else byMonth.set(m, [r.price]);
    }
    return [...byMonth.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, ps]) => ({ month, median: medianOf(ps), count: ps.length }));
  }
}

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return round2(s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2);
}

/** A visible report as pages, the API and the downloads show it: nothing identifying. */
export interface PublicReport {
  id: string;
  itemName: string;
  size: string;
  price: number;
  state: string;
  city: string | null;
  channel: ReportChannel;
  date: string;
  deal: string | null;
  reportedAt: string;
}

const groupKey = (item: string, size: string, channel: string, state: string, city: string | null) =>
  `${itemSlug(item)}|${size}|${channel}|${stateSlug(state)}|${city ? itemSlug(city) : ""}`;

/** Every report and every figure, updated one record at a time. */
export class ReportIndex {
  /** REPORT_THRESHOLD: distinct clients a figure needs before it is shown (set by the server at start). */
  threshold = DEFAULT_THRESHOLD;
  /** Bumped by every report and every hide of one. */
  version = 0;
  private readonly groups = new Map<string, Group>();
  private readonly byId = new Map<string, StoredReport>();
  /** item slug -> version; state slug -> version: which pages a report changes (the render cache keys on these). */
  private readonly itemVersions = new Map<string, number>();
  private readonly stateVersions = new Map<string, number>();
  /** state -> its groups (state level only), and item slug -> its groups: what a page lists, without a scan. */
  private readonly stateGroups = new Map<string, Group[]>();
  private readonly itemGroups = new Map<string, Group[]>();
  /** state -> the newest report's arrival, for the national page. */
  readonly newestByState = new Map<string, string>();
  /** Every report in arrival order, for the downloads and the feeds (hidden ones skipped when read). */
  readonly all: StoredReport[] = [];

  private hiddenCount = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Reports not hidden: the rows of the download. */
  get visibleCount(): number {
    return this.byId.size - this.hiddenCount;
  }

  private group(item: string, size: string, channel: ReportChannel, state: string, city: string | null): Group {
    const key = groupKey(item, size, channel, state, city);
    let g = this.groups.get(key);
    if (!g) {
      g = new Group(item, size, channel, state, city);
      this.groups.set(key, g);
      if (!city) {
        const ss = stateSlug(state);
        const bs = this.stateGroups.get(ss);
        if (bs) bs.push(g);
        else this.stateGroups.set(ss, [g]);
        const is = itemSlug(item);
        const bi = this.itemGroups.get(is);
        if (bi) bi.push(g);
        else this.itemGroups.set(is, [g]);
      }
    }
    return g;
  }

  private touch(r: StoredReport) {
    this.version++;
    r.group.version++;
    if (r.cityGroup) r.cityGroup.version++;
    const is = itemSlug(r.group.itemName);
    const ss = stateSlug(r.group.state);
    this.itemVersions.set(is, (this.itemVersions.get(is) ?? 0) + 1);
    this.stateVersions.set(ss, (this.stateVersions.get(ss) ?? 0) + 1);
  }

  /** Folds in one stored report record (hidden: already hidden by a moderation record read before it). */
  add(id: string, at: string, data: ReportData, hidden = false): StoredReport | null {
    if (this.byId.has(id)) return null;
    const day = dayNumber(data.date);
    if (Number.isNaN(day)) return null;
    const g = this.group(data.itemName, data.size, data.channel, data.state, null);
    const cg = data.city ? this.group(data.itemName, data.size, data.channel, data.state, data.city) : null;
    const r = new StoredReport(id, at, day, data.price, data.client, g, cg, data.deal);
    r.hidden = hidden;
    if (hidden) this.hiddenCount++;
    r.countsState = g.admit(r);
    r.countsCity = cg ? cg.admit(r) : false;
    g.reports.push(r);
    cg?.reports.push(r);
    this.byId.set(id, r);
    this.all.push(r);
    if (!hidden) {
      const ns = this.newestByState.get(data.state);
      if (!ns || at > ns) this.newestByState.set(data.state, at);
    }
    this.touch(r);
    return r;
  }

  /** Hides a report (a moderation record): it leaves every figure. Returns whether it was a report. */
  hide(id: string): boolean {
    const r = this.byId.get(id);
    if (!r || r.hidden) return false;
    r.hidden = true;
    this.hiddenCount++;
    this.touch(r);
    return true;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): StoredReport | undefined {
    return this.byId.get(id);
  }

  itemVersion(slug: string): number {
    return this.itemVersions.get(slug) ?? 0;
  }
  stateVersion(slug: string): number {
    return this.stateVersions.get(slug) ?? 0;
  }

  /** The state-level groups of an item in a state (every size and channel). */
  groupsFor(itemSlugValue: string, stateSlugValue: string | null): Group[] {
    const list = this.itemGroups.get(itemSlugValue) ?? [];
    return stateSlugValue ? list.filter((g) => stateSlug(g.state) === stateSlugValue) : list;
  }

  /** The state-level groups of a state (every item, size and channel). */
  stateGroupsOf(stateSlugValue: string): Group[] {
    return this.stateGroups.get(stateSlugValue) ?? [];
  }

  /** City figures of an item in a state, where any exist. */
  cityFigures(itemName: string, state: string, today: string): ReportedFigure[] {
    const prefix = `${itemSlug(itemName)}|`;
    const out: ReportedFigure[] = [];
    for (const [k, g] of this.groups) {
      if (!g.city || !k.startsWith(prefix) || g.state !== state) continue;
      const f = g.figure(today, this.threshold, true);
      if (f) out.push(f);
    }
    return out;
  }

  /** The shown in-store figure of an item, size and state, or null (too few visitors, or none). */
  shownFigure(itemName: string, size: string, state: string, today: string): ReportedFigure | null {
    const g = this.groups.get(groupKey(itemName, size, "in-store", state, null));
    const f = g?.figure(today, this.threshold, false) ?? null;
    return f?.shown ? f : null;
  }

  /** The number of visible reports in arrival order, newest first, at most `limit`, filtered. */
  newest(groups: readonly Group[], limit: number): PublicReport[] {
    const out: StoredReport[] = [];
    for (const g of groups) {
      let n = 0;
      for (let i = g.reports.length - 1; i >= 0 && n < limit; i--) {
        if (!g.reports[i].hidden) {
          out.push(g.reports[i]);
          n++;
        }
      }
    }
    return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit).map(publicReport);
  }

  /** Every visible report, oldest first (the downloads). */
  *visible(): Generator<PublicReport> {
    for (const r of this.all) if (!r.hidden) yield publicReport(r);
  }
}

export function publicReport(r: StoredReport): PublicReport {
  const g = r.group;
  return { id: r.id, itemName: g.itemName, size: g.size, price: r.price, state: g.state, city: r.cityGroup?.city ?? null, channel: g.channel, date: r.date, deal: r.deal, reportedAt: r.at };
}

/** "reported by 4 visitors, Sep 2 - Nov 20, 2026" */
export function reportedByText(f: Pick<ReportedFigure, "visitors" | "first" | "last">): string {
  return `reported by ${f.visitors} ${f.visitors === 1 ? "visitor" : "visitors"}, ${shortSpan(f.first, f.last)}`;
}

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const SHORT_Y = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "Sep 2 - Nov 20, 2026"; "Nov 20, 2026" for one day; both years when they differ. */
export function shortSpan(first: string, last: string): string {
  const a = new Date(`${first}T00:00:00Z`);
  const b = new Date(`${last}T00:00:00Z`);
  if (first === last) return SHORT_Y.format(b);
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${SHORT_Y.format(a)} - ${SHORT_Y.format(b)}`;
  return `${SHORT.format(a)} - ${SHORT_Y.format(b)}`;
}

/** When a report just sent will count, in words for the thank-you (and the API's answer). */
export function whenItCounts(figure: ReportedFigure | null, threshold: number, report: { deal: string | null; counted: boolean }): string {
  if (report.deal) return `We recorded it as the ${report.deal} deal price: it is kept apart and does not change the item's own figure.`;
  if (!report.counted) return `Your address already reported this item and size here in the last ${COUNT_WINDOW_DAYS} days, and that report is the one that counts: this one is kept but does not count again.`;
  if (!figure) return `It counts once ${threshold} different visitors have reported this item and size in this state within ${RECENT_DAYS} days.`;
  if (figure.shown) return `It counts now: the reported figure is ${formatPrice(figure.median)}, ${reportedByText(figure)}.`;
  const more = threshold - figure.visitors;
  return `It counts once ${more} more ${more === 1 ? "visitor reports" : "visitors report"} this item and size in this state (${threshold} are needed within ${RECENT_DAYS} days).`;
}

/** A state's reported figure as a page shows it: the in-store figure, its history, and our estimate beside it. */
export interface ReportedRow {
  itemName: string;
  size: string;
  median: number;
  visitors: number;
  count: number;
  first: string;
  last: string;
  /** Monthly medians of the counted, visible reports, oldest first. */
  monthly: { month: string; median: number; count: number }[];
}

/** The shown in-store figures of a state (or of one item in it), most visitors first. */
export function reportedRows(reports: ReportIndex, stateSlugValue: string, today: string, itemSlugValue?: string): ReportedRow[] {
  const groups = itemSlugValue ? reports.groupsFor(itemSlugValue, stateSlugValue) : reports.stateGroupsOf(stateSlugValue);
  const rows: ReportedRow[] = [];
  for (const g of groups) {
    if (g.channel !== "in-store") continue;
    const f = g.figure(today, reports.threshold, false);
    if (!f?.shown) continue;
    rows.push({ itemName: f.itemName, size: f.size, median: f.median, visitors: f.visitors, count: f.count, first: f.first, last: f.last, monthly: g.monthly() });
  }
  return rows.sort((a, b) => b.visitors - a.visitors || a.itemName.localeCompare(b.itemName));
}

/** An item's shown in-store figures in every state (its page lists them). */
export function reportedStatesOfItem(reports: ReportIndex, itemSlugValue: string, today: string): (ReportedRow & { state: string })[] {
  const rows: (ReportedRow & { state: string })[] = [];
  for (const g of reports.groupsFor(itemSlugValue, null)) {
    if (g.channel !== "in-store") continue;
    const f = g.figure(today, reports.threshold, false);
    if (f?.shown) rows.push({ state: f.state, itemName: f.itemName, size: f.size, median: f.median, visitors: f.visitors, count: f.count, first: f.first, last: f.last, monthly: [] });
  }
  return rows.sort((a, b) => a.state.localeCompare(b.state) || a.size.localeCompare(b.size));
}

/** The columns of the reports download (/open-data/price-reports.csv and .json): nothing identifying. */
export const REPORT_COLUMNS = ["id", "item", "size", "price_usd", "state", "city", "channel", "date", "deal", "reported_at"] as const;

export function reportRow(p: PublicReport): Record<(typeof REPORT_COLUMNS)[number], string | number | null> {
  return { id: p.id, item: p.itemName, size: p.size, price_usd: p.price, state: p.state, city: p.city, channel: p.channel, date: p.date, deal: p.deal, reported_at: p.reportedAt };
}
