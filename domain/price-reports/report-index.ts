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
import { COUNT_WINDOW_DAYS, RECENT_DAYS, REPORT_CHANNELS, reportedByText, type ReportChannel, type ReportedFigure, type ReportedRow } from "../rules/report-terms.ts";


/** The default number of distinct clients a figure needs (REPORT_THRESHOLD). */
export const DEFAULT_THRESHOLD = 3;
/** The oldest purchase date a report may give, in days before today. */
export const MAX_AGE_DAYS = 365;
/** How many of a group's newest reports are kept for pages and the API. */
export const NEWEST_KEPT = 20;
/** The plausible band around the current figure for an item, size and state. */
export const PLAUSIBLE = { low: 0.5, high: 2, slackUsd: 1 } as const;


const DAY_MS = 86_400_000;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** How a price is written, for a refusal of one written otherwise. */
export const PRICE_HOW = "Please write the price in US dollars with a dot before the cents, e.g. 6.49, $6.49 or 6 (digits only: no commas, letters or exponents)";

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
  size: v.optional(v.nullable(v.pipe(v.string("Please choose a size"), v.trim(), v.maxLength(20, "Please choose Small, Medium or Large"))), null),
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
    v.nullable(v.pipe(v.string("Please give the date as YYYY-MM-DD"), v.trim(), v.maxLength(10, "Please give the date as YYYY-MM-DD"), v.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, "Please give the date as YYYY-MM-DD"))),
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

const round2 = (n: number) => Math.round(n * 100) / 100;

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
    issues.push({ field: "itemName", message: `"${r.itemName.slice(0, 60)}" is not on our menu${hint}: please choose the item from the list` });
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
  const { issues, item, size, state } = checkItemSizeState(r, menu.itemBySlug, menu.names);
  const date = r.date && r.date !== "" ? r.date : today;
  const day = dayNumber(date);
  if (Number.isNaN(day) || isoFromDay(day) !== date) issues.push({ field: "date", message: "Please give a real date as YYYY-MM-DD" });
  else if (day > dayNumber(today)) issues.push({ field: "date", message: "The date is in the future: please give the day you bought it" });
  else if (day < dayNumber(today) - MAX_AGE_DAYS) issues.push({ field: "date", message: "We take reports of purchases in the last year only: please give a date within the last 12 months" });
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


/** A visible report as pages, the API and the downloads show it: nothing identifying (no client hash). */
export type PublicReport = Omit<ReportData, "client"> & { id: string; reportedAt: string };

const HIDDEN = 1;
const COUNTS_STATE = 2;
const COUNTS_CITY = 4;
const OTHER_ID = 8;

/**
 * The 48 bits of a client hash the index keeps (its first 8 base64url characters), as a number: enough to tell the
 * clients of one group apart (two of a thousand share one with odds of about 2 in a billion), at 8 bytes a report.
 */
export function clientNumber(client: string): number {
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const c = client.charCodeAt(i);
    const v = c >= 65 && c <= 90 ? c - 65 : c >= 97 && c <= 122 ? c - 71 : c >= 48 && c <= 57 ? c + 4 : c === 45 ? 62 : c === 95 ? 63 : (c || 0) & 63;
    n = n * 64 + v;
  }
  return n;
}

const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})([0-9a-f]{8})$/;
const hex8 = (n: number) => n.toString(16).padStart(8, "0");
const TWO_32 = 4_294_967_296;

/** A 32-bit hash of a number up to 2^53 (a client's 48 bits, a UUID's words). */
function hash32(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x85eb_ca6b), 0x9e37_79b1);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b_3c6d) >>> 0;
}

/**
 * A sorted multiset of numbers in one typed array ([value, how many] pairs, ascending): the prices of a group's
 * figure, its months and prices for the monthly medians. Outside the heap the collector scans; finding a value is
 * a binary search, adding a new one moves the pairs above it (a group holds few distinct prices: they fall within
 * the plausible band, in cents).
 */
export class SortedCounts {
  private pairs: Float64Array | null = null;
  private n = 0;
  /** How many values, repeats included. */
  total = 0;

  get distinct(): number {
    return this.n;
  }

  private find(key: number): number {
    const p = this.pairs!;
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p[mid * 2] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(key: number): void {
    if (!this.pairs) this.pairs = new Float64Array(8);
    const at = this.find(key);
    this.total++;
    if (at < this.n && this.pairs[at * 2] === key) {
      this.pairs[at * 2 + 1]++;
      return;
    }
    if (this.n * 2 === this.pairs.length) {
      const next = new Float64Array(this.pairs.length * 2);
      next.set(this.pairs);
      this.pairs = next;
    }
    this.pairs.copyWithin(at * 2 + 2, at * 2, this.n * 2);
    this.pairs[at * 2] = key;
    this.pairs[at * 2 + 1] = 1;
    this.n++;
  }

  remove(key: number): void {
    if (!this.pairs) return;
    const at = this.find(key);
    if (at >= this.n || this.pairs[at * 2] !== key) return;
    this.total--;
    if (--this.pairs[at * 2 + 1] > 0) return;
    this.pairs.copyWithin(at * 2, at * 2 + 2, this.n * 2);
    this.n--;
    if (this.n === 0) this.pairs = null;
    else if (this.pairs.length > 32 && this.n * 8 < this.pairs.length) this.pairs = this.pairs.slice(0, this.pairs.length / 2);
  }

  keyAt(p: number): number {
    return this.pairs![p * 2];
  }
  countAt(p: number): number {
    return this.pairs![p * 2 + 1];
  }

  /** The median of the values at positions [from, to), which hold `total` values (`toValue` turns a key into its value), rounded to cents. */
  median(from = 0, to = this.n, total = this.total, toValue: (key: number) => number = (k) => k): number {
    const lowRank = (total - 1) >> 1;
    const highRank = total >> 1;
    let seen = 0;
    let low = NaN;
    for (let p = from; p < to; p++) {
      const next = seen + this.countAt(p);
      if (Number.isNaN(low) && lowRank < next) low = toValue(this.keyAt(p));
      if (highRank < next) return round2(total % 2 ? low : (low + toValue(this.keyAt(p))) / 2);
      seen = next;
    }
    return NaN;
  }
}

/**
 * A map from whole numbers below 2^53 to positive numbers as an open-addressing hash table in one typed array
 * ([key, value] pairs; linear probing, deletion by backward shift, so no tombstones pile up): added, read and
 * removed in constant time however many keys it holds, outside the heap the collector scans. 0 is "absent".
 */
export class NumberMap {
  private slots: Float64Array | null = null;
  private mask = 0;
  private n = 0;

  get size(): number {
    return this.n;
  }

  private home(key: number): number {
    return hash32(key >>> 0, Math.floor(key / TWO_32)) & this.mask;
  }

  private rehash(size: number) {
    const old = this.slots;
    this.slots = new Float64Array(size * 2);
    this.mask = size - 1;
    if (!old) return;
    for (let s = 0; s < old.length; s += 2) {
      if (old[s + 1] === 0) continue;
      let j = this.home(old[s]);
      while (this.slots[j * 2 + 1] !== 0) j = (j + 1) & this.mask;
      this.slots[j * 2] = old[s];
      this.slots[j * 2 + 1] = old[s + 1];
    }
  }

  private slot(key: number): number {
    const t = this.slots!;
    let j = this.home(key);
    while (t[j * 2 + 1] !== 0 && t[j * 2] !== key) j = (j + 1) & this.mask;
    return j;
  }

  get(key: number): number {
    if (!this.slots) return 0;
    return this.slots[this.slot(key) * 2 + 1];
  }

  /** Sets a key's value; 0 removes it. */
  set(key: number, value: number): void {
    if (value === 0) return this.delete(key);
    if (!this.slots) this.rehash(8);
    let j = this.slot(key);
    if (this.slots![j * 2 + 1] === 0) {
      if ((this.n + 1) * 10 > (this.mask + 1) * 6) {
        this.rehash((this.mask + 1) * 2);
        j = this.slot(key);
      }
      this.n++;
    }
    this.slots![j * 2] = key;
    this.slots![j * 2 + 1] = value;
  }

  delete(key: number): void {
    const t = this.slots;
    if (!t) return;
    let i = this.slot(key);
    if (t[i * 2 + 1] === 0) return;
    // Backward-shift deletion: move later entries of the run back into the hole when their home allows it.
    let j = i;
    for (;;) {
      j = (j + 1) & this.mask;
      if (t[j * 2 + 1] === 0) break;
      const k = this.home(t[j * 2]);
      const between = i <= j ? i < k && k <= j : i < k || k <= j;
      if (between) continue;
      t[i * 2] = t[j * 2];
      t[i * 2 + 1] = t[j * 2 + 1];
      i = j;
    }
    t[i * 2] = 0;
    t[i * 2 + 1] = 0;
    this.n--;
    if (this.n === 0) {
      this.slots = null;
      this.mask = 0;
    } else if (this.mask + 1 > 8 && this.n * 8 < this.mask + 1) this.rehash((this.mask + 1) / 2);
  }
}

/** A multiset of whole numbers below 2^53 (a NumberMap of counts): a group's distinct clients within its window. */
export class CountTable {
  private readonly counts = new NumberMap();

  get distinct(): number {
    return this.counts.size;
  }

  add(key: number): void {
    this.counts.set(key, this.counts.get(key) + 1);
  }

  remove(key: number): void {
    const c = this.counts.get(key);
    if (c > 0) this.counts.set(key, c - 1);
  }
}

/** Days since 1970-01-01 -> months since year 0 (year * 12 + month - 1), by the civil calendar's arithmetic. */
export function monthOfDay(day: number): number {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  return (yoe + era * 400 + (m <= 2 ? 1 : 0)) * 12 + m - 1;
}
const monthText = (month: number) => `${String(Math.floor(month / 12)).padStart(4, "0")}-${String((month % 12) + 1).padStart(2, "0")}`;

/** Cents in a monthly key: a month's prices sort together, below the next month's (prices up to $1.3 million). */
const MONTH_SCALE = 2 ** 27;
const cents = (price: number) => Math.min(MONTH_SCALE - 1, Math.max(0, Math.round(price * 100)));

/**
 * Every report and every figure, updated one record at a time. A million reports are held as columns of typed
 * arrays (a UUID as four 32-bit words, the client as 48 bits, prices, days and times as numbers), with a hash table
 * from id to report, and each group's list and day table: about 95 bytes a report (plus the counts of the figures
 * read so far), where an object per report took several hundred. A group lists its
 * reports by index and keeps its figure's counts up to date as reports arrive, are hidden or restored, and as its
 * 180-day window moves: nothing is rescanned when a page asks.
 */
export class ReportIndex {
  /** REPORT_THRESHOLD: distinct clients a figure needs before it is shown (set by the server at start). */
  threshold = DEFAULT_THRESHOLD;
  /** Bumped by every report and every hide of one. */
  version = 0;
  private n = 0;
  private cap = 0;
  private idWords = new Uint32Array(0);
  private atMs = new Float64Array(0);
  private days = new Int32Array(0);
  private prices = new Float64Array(0);
  private clients = new Float64Array(0);
  private groupOf = new Int32Array(0);
  private cityOf = new Int32Array(0);
  private flags = new Uint8Array(0);
  /** The next report of the same day in the same state group, and in the same city group (-1: none). */
  private nextInState = new Int32Array(0);
  private nextInCity = new Int32Array(0);
  /** UUID -> report index + 1 (0: empty), open addressing over the id's words: hides find their report at once. */
  private idTable = new Int32Array(0);
  /** Ids that are not UUIDs (imported or hand-made records), and deal names, by report index. */
  private readonly otherIds = new Map<number, string>();
  private readonly otherIdIndex = new Map<string, number>();
  private readonly deals = new Map<number, string>();
  private hiddenCount = 0;
  private readonly groupList: Group[] = [];
  private readonly groups = new Map<string, Group>();
  /** item slug -> version; state slug -> version: which pages a report changes (the render cache keys on these). */
  private readonly itemVersions = new Map<string, number>();
  private readonly stateVersions = new Map<string, number>();
  /** state -> its groups (state level only), and item slug -> its groups: what a page lists, without a scan. */
  private readonly stateGroups = new Map<string, Group[]>();
  private readonly itemGroups = new Map<string, Group[]>();
  /** "item|state" -> the city groups of that item in that state. */
  private readonly cityGroups = new Map<string, Group[]>();
  /** state -> the newest visible report's arrival, for the national page. */
  readonly newestByState = new Map<string, string>();

  get size(): number {
    return this.n;
  }

  /** Reports not hidden: the rows of the download. */
  get visibleCount(): number {
    return this.n - this.hiddenCount;
  }

  private grow() {
    const cap = Math.max(1024, this.cap * 2);
    const g = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(cap * per);
      next.set(old);
      return next;
    };
    this.idWords = g(this.idWords, (k) => new Uint32Array(k), 4);
    this.atMs = g(this.atMs, (k) => new Float64Array(k));
    this.days = g(this.days, (k) => new Int32Array(k));
    this.prices = g(this.prices, (k) => new Float64Array(k));
    this.clients = g(this.clients, (k) => new Float64Array(k));
    this.groupOf = g(this.groupOf, (k) => new Int32Array(k));
    this.cityOf = g(this.cityOf, (k) => new Int32Array(k));
    this.flags = g(this.flags, (k) => new Uint8Array(k));
    this.nextInState = g(this.nextInState, (k) => new Int32Array(k));
    this.nextInCity = g(this.nextInCity, (k) => new Int32Array(k));
    this.cap = cap;
    // Twice as many slots as reports can be held: probes stay short.
    this.idTable = new Int32Array(cap * 2);
    for (let i = 0; i < this.n; i++) if (!(this.flags[i] & OTHER_ID)) this.placeId(i);
  }

  private idSlot(w0: number, w1: number, w2: number, w3: number): number {
    return hash32(w0 ^ w2, w1 ^ w3) & (this.idTable.length - 1);
  }

  private placeId(i: number) {
    const w = this.idWords;
    const o = i * 4;
    const mask = this.idTable.length - 1;
    let s = this.idSlot(w[o], w[o + 1], w[o + 2], w[o + 3]);
    while (this.idTable[s] !== 0) s = (s + 1) & mask;
    this.idTable[s] = i + 1;
  }

  private group(item: string, size: string, channel: ReportChannel, state: string, city: string | null): Group {
    const key = groupKey(item, size, channel, state, city);
    let g = this.groups.get(key);
    if (!g) {
      g = new Group(this, this.groupList.length, item, size, channel, state, city);
      this.groups.set(key, g);
      this.groupList.push(g);
      const add = (map: Map<string, Group[]>, k: string) => {
        const list = map.get(k);
        if (list) list.push(g!);
        else map.set(k, [g!]);
      };
      if (!city) {
        add(this.stateGroups, g.stateSlug);
        add(this.itemGroups, g.itemSlug);
      } else add(this.cityGroups, `${g.itemSlug}|${state}`);
    }
    return g;
  }

  private touch(i: number) {
    this.version++;
    const g = this.groupList[this.groupOf[i]];
    g.version++;
    const c = this.cityOf[i];
    if (c >= 0) this.groupList[c].version++;
    const is = g.itemSlug;
    const ss = g.stateSlug;
    this.itemVersions.set(is, (this.itemVersions.get(is) ?? 0) + 1);
    this.stateVersions.set(ss, (this.stateVersions.get(ss) ?? 0) + 1);
  }

  /** The report index of an id, or -1: a lookup in the id table, whatever the number of reports. */
  indexOf(id: string): number {
    const other = this.otherIdIndex.get(id);
    if (other !== undefined) return other;
    const m = UUID.exec(id);
    if (!m || this.n === 0) return -1;
    return this.uuidIndex(parseInt(m[1], 16), parseInt(m[2] + m[3], 16), parseInt(m[4] + m[5], 16), parseInt(m[6], 16));
  }

  private uuidIndex(w0: number, w1: number, w2: number, w3: number): number {
    const w = this.idWords;
    const mask = this.idTable.length - 1;
    for (let s = this.idSlot(w0, w1, w2, w3); this.idTable[s] !== 0; s = (s + 1) & mask) {
      const i = this.idTable[s] - 1;
      const o = i * 4;
      if (w[o] === w0 && w[o + 1] === w1 && w[o + 2] === w2 && w[o + 3] === w3) return i;
    }
    return -1;
  }

  idAt(i: number): string {
    if (this.flags[i] & OTHER_ID) return this.otherIds.get(i)!;
    const w = this.idWords;
    const o = i * 4;
    const a = hex8(w[o + 1]);
    const b = hex8(w[o + 2]);
    const c = hex8(w[o + 3]);
    return `${hex8(w[o])}-${a.slice(0, 4)}-${a.slice(4)}-${b.slice(0, 4)}-${b.slice(4)}${c}`;
  }

  /**
   * Folds in one stored report record (hidden: already hidden by a moderation record read before it). Returns its
   * index, or -1 when the record cannot be one (a bad date). An id seen before is not added twice.
   */
  add(id: string, at: string, data: ReportData, hidden = false): number {
    const day = dayNumber(data.date);
    const atMs = Date.parse(at);
    if (Number.isNaN(day) || Number.isNaN(atMs)) return -1;
    const m = UUID.exec(id);
    const words = m ? [parseInt(m[1], 16), parseInt(m[2] + m[3], 16), parseInt(m[4] + m[5], 16), parseInt(m[6], 16)] : null;
    if (words ? this.n > 0 && this.uuidIndex(words[0], words[1], words[2], words[3]) >= 0 : this.otherIdIndex.has(id)) return -1;
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    if (words) {
      this.idWords.set(words, i * 4);
      this.placeId(i);
    } else {
      this.otherIds.set(i, id);
      this.otherIdIndex.set(id, i);
    }
    const g = this.group(data.itemName, data.size, data.channel, data.state, null);
    const cg = data.city ? this.group(data.itemName, data.size, data.channel, data.state, data.city) : null;
    this.atMs[i] = atMs;
    this.days[i] = day;
    this.prices[i] = data.price;
    this.clients[i] = clientNumber(data.client);
    this.groupOf[i] = g.index;
    this.cityOf[i] = cg ? cg.index : -1;
    let f = words ? 0 : OTHER_ID;
    if (hidden) {
      f |= HIDDEN;
      this.hiddenCount++;
    }
    if (data.deal) this.deals.set(i, data.deal);
    else {
      if (g.admit(this.clients[i], atMs)) f |= COUNTS_STATE;
      if (cg?.admit(this.clients[i], atMs)) f |= COUNTS_CITY;
    }
    this.flags[i] = f;
    g.push(i);
    cg?.push(i);
    if (!hidden) {
      const ns = this.newestByState.get(data.state);
      if (!ns || at > ns) this.newestByState.set(data.state, at);
    }
    this.touch(i);
    return i;
  }

  /** Hides a report (a moderation record): it leaves every figure. Returns whether it was a visible report. */
  hide(id: string): boolean {
    return this.setHidden(this.indexOf(id), true);
  }

  /** Shows a hidden report again (`npm run moderate -- restore`): it counts as before. */
  restore(id: string): boolean {
    return this.setHidden(this.indexOf(id), false);
  }

  private setHidden(i: number, hidden: boolean): boolean {
    if (i < 0 || this.isHidden(i) === hidden) return false;
    this.flags[i] ^= HIDDEN;
    this.hiddenCount += hidden ? 1 : -1;
    this.groupList[this.groupOf[i]].visibilityChanged(i, hidden);
    if (this.cityOf[i] >= 0) this.groupList[this.cityOf[i]].visibilityChanged(i, hidden);
    this.touch(i);
    return true;
  }

  isHidden(i: number): boolean {
    return (this.flags[i] & HIDDEN) !== 0;
  }
  countsState(i: number): boolean {
    return (this.flags[i] & COUNTS_STATE) !== 0;
  }
  countsCity(i: number): boolean {
    return (this.flags[i] & COUNTS_CITY) !== 0;
  }
  dealAt(i: number): string | null {
    return this.deals.get(i) ?? null;
  }
  priceAt(i: number): number {
    return this.prices[i];
  }
  dayAt(i: number): number {
    return this.days[i];
  }
  clientAt(i: number): number {
    return this.clients[i];
  }
  /** The next report of the same day in a state group (city: in a city group), or -1. */
  nextSameDay(i: number, city: boolean): number {
    return (city ? this.nextInCity : this.nextInState)[i];
  }
  setNextSameDay(i: number, city: boolean, next: number): void {
    (city ? this.nextInCity : this.nextInState)[i] = next;
  }
  /** The client's 48 bits in hex: how `npm run moderate` tells one client's reports from another's. */
  clientLabel(i: number): string {
    return this.clients[i].toString(16).padStart(12, "0");
  }

  /** The state figure of the group a report belongs to (null for a deal report). */
  figureOf(i: number, today: string): ReportedFigure | null {
    return this.deals.has(i) ? null : this.groupList[this.groupOf[i]].figure(today, this.threshold, false);
  }

  publicAt(i: number): PublicReport {
    const g = this.groupList[this.groupOf[i]];
    const c = this.cityOf[i];
    return {
      id: this.idAt(i),
      itemName: g.itemName,
      size: g.size,
      price: this.prices[i],
      state: g.state,
      city: c >= 0 ? this.groupList[c].city : null,
      channel: g.channel,
      date: isoFromDay(this.days[i]),
      deal: this.deals.get(i) ?? null,
      reportedAt: new Date(this.atMs[i]).toISOString(),
    };
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
    return stateSlugValue ? list.filter((g) => g.stateSlug === stateSlugValue) : list;
  }

  /** The state-level groups of a state (every item, size and channel). */
  stateGroupsOf(stateSlugValue: string): Group[] {
    return this.stateGroups.get(stateSlugValue) ?? [];
  }

  /** City figures of an item in a state, where any exist. */
  cityFigures(itemName: string, state: string, today: string): ReportedFigure[] {
    const out: ReportedFigure[] = [];
    for (const g of this.cityGroups.get(`${itemSlug(itemName)}|${state}`) ?? []) {
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

  /** The newest visible reports of some groups, newest first, at most `limit`. */
  newest(groups: readonly Group[], limit: number): PublicReport[] {
    const out: number[] = [];
    for (const g of groups) {
      let k = 0;
      const list = g.reports;
      for (let j = list.length - 1; j >= 0 && k < limit; j--) {
        const i = list[j];
        if (!this.isHidden(i)) {
          out.push(i);
          k++;
        }
      }
    }
    return out
      .sort((a, b) => this.atMs[b] - this.atMs[a] || b - a)
      .slice(0, limit)
      .map((i) => this.publicAt(i));
  }

  /** Every report index in arrival order (hidden ones too): `npm run moderate`. */
  *indexes(): Generator<number> {
    for (let i = 0; i < this.n; i++) yield i;
  }

  /** Every visible report, oldest first (the downloads). */
  *visible(): Generator<PublicReport> {
    for (let i = 0; i < this.n; i++) if (!this.isHidden(i)) yield this.publicAt(i);
  }
}

/**
 * An item, size, channel and place: its reports (by index) in arrival order, and its figure's counts kept up to
 * date. A report "is in" the figure when it is visible, counted here (the once-a-week rule) and dated within the
 * window (the last RECENT_DAYS days): the prices, the distinct clients and the days of the reports in it are kept
 * as counts, changed by one report at a time as reports arrive, are hidden or restored, and as the window moves a
 * day (its reports are found through the group's day table, which lists each day's reports). A figure is then read
 * from the counts, not from the reports.
 */
export class Group {
  /** Its reports' indexes, in arrival order, in a typed array (outside the JavaScript heap the collector scans). */
  private list = new Int32Array(8);
  private count = 0;
  /**
   * client -> when its last counted report here arrived (ms): the once-per-window rule. Entries older than the
   * window are swept as reports arrive, so it holds only the clients of the last COUNT_WINDOW_DAYS.
   */
  private readonly lastCounted = new Map<number, number>();
  private swept = 0;
  /**
   * Its days, ascending, as [day, first report of that day (linked through the index's nextSameDay), reports of
   * that day in the figure] triples; `lo` is the first day inside the window, which starts at day `from`.
   */
  private dayTable = new Int32Array(0);
  private dayCount = 0;
  private lo = 0;
  private from: number;
  /**
   * The figure's counts: the distinct clients of the reports in it, each client's latest report among them
   * (client -> report index + 1: latest by purchase date, then arrival) and the prices of those latest reports,
   * one per client, so a client's weight in the median is one however often it reports.
   */
  private readonly prices = new SortedCounts();
  private readonly visitors = new CountTable();
  private readonly latest = new NumberMap();
  /**
   * For the monthly medians, over counted, visible reports of every date (no window): each client's latest report
   * of each month (month * 2^30 + 30 bits of the client -> report index + 1) and their prices as
   * month * 2^27 + cents, so a month's count is its distinct clients.
   */
  private readonly months: SortedCounts | null;
  private readonly monthLatest = new NumberMap();
  /**
   * Whether the counts hold the group's reports yet: they are built from its reports the first time a page asks
   * for its figure (start-up only files each report under its day), and kept by every change after that.
   */
  private built = false;
  version = 0;
  private cached: { key: string; figure: ReportedFigure | null } | null = null;
  private monthlyCached: { version: number; threshold: number; rows: { month: string; median: number; count: number }[] } | null = null;
  readonly itemSlug: string;
  readonly stateSlug: string;
  private readonly index_: ReportIndex;
  readonly index: number;
  readonly itemName: string;
  readonly size: string;
  readonly channel: ReportChannel;
  readonly state: string;
  readonly city: string | null;
  constructor(owner: ReportIndex, index: number, itemName: string, size: string, channel: ReportChannel, state: string, city: string | null) {
    this.index_ = owner;
    this.index = index;
    this.itemName = itemName;
    this.size = size;
    this.channel = channel;
    this.state = state;
    this.city = city;
    this.itemSlug = itemSlug(itemName);
    this.stateSlug = stateSlug(state);
    this.months = city ? null : new SortedCounts();
    // The window as of today; a figure asked for another day moves it (only the days that cross over are read).
    this.from = Math.floor(Date.now() / DAY_MS) - RECENT_DAYS;
  }

  /** Counted here and not hidden: what the figure and the monthly medians may rest on. */
  private counts(i: number): boolean {
    const ix = this.index_;
    return !ix.isHidden(i) && (this.city ? ix.countsCity(i) : ix.countsState(i));
  }

  /** Adds a report just folded in (its flags already set). */
  push(i: number) {
    if (this.count === this.list.length) {
      const next = new Int32Array(this.list.length * 2);
      next.set(this.list);
      this.list = next;
    }
    this.list[this.count++] = i;
    const ix = this.index_;
    const day = ix.dayAt(i);
    const at = this.dayAt(day, true);
    ix.setNextSameDay(i, this.city !== null, this.dayTable[at * 3 + 1]);
    this.dayTable[at * 3 + 1] = i;
    if (this.built && this.counts(i)) this.enter(i, day >= this.from);
  }

  /** Builds the counts from the group's reports: once, when a figure is first asked for. */
  private build() {
    this.built = true;
    const ix = this.index_;
    for (const i of this.reports) if (this.counts(i)) this.enter(i, ix.dayAt(i) >= this.from);
  }

  /** A report here was hidden (hidden) or shown again. */
  visibilityChanged(i: number, hidden: boolean) {
    const ix = this.index_;
    if (!this.built || !(this.city ? ix.countsCity(i) : ix.countsState(i))) return;
    const inWindow = ix.dayAt(i) >= this.from;
    if (hidden) this.leave(i, inWindow);
    else this.enter(i, inWindow);
  }

  private enter(i: number, inWindow: boolean) {
    if (this.months) this.enterMonth(i);
    if (inWindow) this.change(i, this.dayAt(this.index_.dayAt(i), false), 1);
  }

  /** A report leaves (hidden): a client's latest report leaving hands its place to that client's next latest. */
  private leave(i: number, inWindow: boolean) {
    if (this.months) this.leaveMonth(i);
    if (inWindow) this.change(i, this.dayAt(this.index_.dayAt(i), false), -1, true);
  }

  /** Whether report a is later than report b: by purchase date, then by arrival. */
  private later(a: number, b: number): boolean {
    const ix = this.index_;
    return ix.dayAt(a) > ix.dayAt(b) || (ix.dayAt(a) === ix.dayAt(b) && a > b);
  }

  /**
   * Puts a report into the figure's counts (1) or takes it out (-1); `at` is its day's place in the day table.
   * A report taken out that was its client's latest is replaced by the client's next latest in the window when
   * `replace` (a hide); the window moving forward needs none, since a client's latest report is its last to leave.
   */
  private change(i: number, at: number, delta: 1 | -1, replace = false) {
    const ix = this.index_;
    const client = ix.clientAt(i);
    const held = this.latest.get(client) - 1;
    if (delta > 0) {
      this.visitors.add(client);
      if (held < 0 || this.later(i, held)) this.takeLatest(client, held, i, this.latest, this.prices);
    } else {
      this.visitors.remove(client);
      if (held === i) this.takeLatest(client, i, replace ? this.latestInWindow(client, i) : -1, this.latest, this.prices);
    }
    this.dayTable[at * 3 + 2] += delta;
  }

  /** Makes `next` (-1: none) the latest report of `key` in place of `held` (-1: none), in the map and the prices. */
  private takeLatest(key: number, held: number, next: number, map: NumberMap, prices: SortedCounts, toKey: (i: number) => number = (i) => this.index_.priceAt(i)) {
    if (held >= 0) prices.remove(toKey(held));
    if (next >= 0) prices.add(toKey(next));
    map.set(key, next + 1);
  }

  /** The client's latest report in the figure other than `except`, or -1: a walk back through the window's days. */
  private latestInWindow(client: number, except: number): number {
    const ix = this.index_;
    const city = this.city !== null;
    const t = this.dayTable;
    for (let p = this.dayCount - 1; p >= this.lo; p--) {
      let found = -1;
      for (let j = t[p * 3 + 1]; j >= 0; j = ix.nextSameDay(j, city)) if (j !== except && j > found && ix.clientAt(j) === client && this.counts(j)) found = j;
      if (found >= 0) return found;
    }
    return -1;
  }

  private monthKey(i: number): number {
    return monthOfDay(this.index_.dayAt(i)) * 1_073_741_824 + (this.index_.clientAt(i) % 1_073_741_824);
  }
  private monthPrice = (i: number) => monthOfDay(this.index_.dayAt(i)) * MONTH_SCALE + cents(this.index_.priceAt(i));

  private enterMonth(i: number) {
    const key = this.monthKey(i);
    const held = this.monthLatest.get(key) - 1;
    if (held < 0 || this.later(i, held)) this.takeLatest(key, held, i, this.monthLatest, this.months!, this.monthPrice);
  }

  private leaveMonth(i: number) {
    const key = this.monthKey(i);
    if (this.monthLatest.get(key) - 1 !== i) return;
    // The same client's latest other report that month: read through the days of that month in the day table.
    const ix = this.index_;
    const city = this.city !== null;
    const month = monthOfDay(ix.dayAt(i));
    const t = this.dayTable;
    let next = -1;
    for (let p = this.dayCount - 1; p >= 0 && next < 0; p--) {
      const m = monthOfDay(t[p * 3]);
      if (m < month) break;
      if (m > month) continue;
      for (let j = t[p * 3 + 1]; j >= 0; j = ix.nextSameDay(j, city)) if (j !== i && j > next && this.monthKey(j) === key && this.counts(j)) next = j;
    }
    this.takeLatest(key, i, next, this.monthLatest, this.months!, this.monthPrice);
  }

  /** The position of a day in the day table, added (with no reports) when `create` and missing. */
  private dayAt(day: number, create: boolean): number {
    const t = this.dayTable;
    let lo = 0;
    let hi = this.dayCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (t[mid * 3] < day) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.dayCount && t[lo * 3] === day) return lo;
    if (!create) throw new Error(`day ${day} is not in the group's day table`);
    if (this.dayCount * 3 === t.length) {
      const next = new Int32Array(Math.max(24, t.length * 2));
      next.set(t);
      this.dayTable = next;
    }
    this.dayTable.copyWithin(lo * 3 + 3, lo * 3, this.dayCount * 3);
    this.dayTable[lo * 3] = day;
    this.dayTable[lo * 3 + 1] = -1;
    this.dayTable[lo * 3 + 2] = 0;
    this.dayCount++;
    if (day < this.from) this.lo++;
    return lo;
  }

  /** Moves the window to start at day `from`: the reports of the days that leave or enter it, and no others, are read. */
  private slide(from: number) {
    if (from === this.from) return;
    if (!this.built) {
      // Nothing counted yet: days before `from` must still be left of `lo`.
      this.from = from;
      this.lo = this.firstDayFrom(from);
      return;
    }
    const ix = this.index_;
    const city = this.city !== null;
    const t = this.dayTable;
    if (from > this.from) {
      while (this.lo < this.dayCount && t[this.lo * 3] < from) {
        for (let i = t[this.lo * 3 + 1]; i >= 0; i = ix.nextSameDay(i, city)) if (this.counts(i)) this.change(i, this.lo, -1);
        this.lo++;
      }
    } else {
      while (this.lo > 0 && t[(this.lo - 1) * 3] >= from) {
        this.lo--;
        for (let i = t[this.lo * 3 + 1]; i >= 0; i = ix.nextSameDay(i, city)) if (this.counts(i)) this.change(i, this.lo, 1);
      }
    }
    this.from = from;
  }

  private firstDayFrom(from: number): number {
    let lo = 0;
    let hi = this.dayCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.dayTable[mid * 3] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get reports(): Int32Array {
    return this.list.subarray(0, this.count);
  }

  /**
   * Counts a report here unless the same client had one counted within the window. The rule keys on 30 of the
   * client's 48 bits (a small integer, which a Map hashes without allocating): two of a group's clients in one week
   * share them with odds of about one in a million.
   */
  admit(clientBits: number, atMs: number): boolean {
    const client = clientBits % 1_073_741_824;
    const windowMs = COUNT_WINDOW_DAYS * DAY_MS;
    if (this.lastCounted.size > 0 && atMs - this.swept > windowMs) {
      for (const [c, t] of this.lastCounted) if (atMs - t >= windowMs) this.lastCounted.delete(c);
      this.swept = atMs;
    }
    const last = this.lastCounted.get(client);
    if (last !== undefined && atMs - last < windowMs) return false;
    this.lastCounted.set(client, atMs);
    return true;
  }

  /**
   * The figure as of `today`: read from the counts (the window moved first if the day changed), and kept until the
   * next change. `_city` is implied by the group (a city group's figure counts the city rule); kept for callers.
   */
  figure(today: string, threshold: number, _city?: boolean): ReportedFigure | null {
    const from = dayNumber(today) - RECENT_DAYS;
    const key = `${this.version}:${from}:${threshold}`;
    if (this.cached?.key === key) return this.cached.figure;
    this.slide(from);
    if (!this.built) this.build();
    const t = this.dayTable;
    let first = -1;
    let last = -1;
    let count = 0;
    for (let p = this.lo; p < this.dayCount; p++) count += t[p * 3 + 2];
    for (let p = this.lo; p < this.dayCount; p++) {
      if (t[p * 3 + 2] > 0) {
        first = t[p * 3];
        break;
      }
    }
    for (let p = this.dayCount - 1; p >= this.lo; p--) {
      if (t[p * 3 + 2] > 0) {
        last = t[p * 3];
        break;
      }
    }
    const visitors = this.visitors.distinct;
    const figure: ReportedFigure | null =
      this.prices.total > 0
        ? {
            itemName: this.itemName,
            size: this.size,
            channel: this.channel,
            state: this.state,
            city: this.city,
            // One price per client (its latest): the median of clients, not of reports.
            median: this.prices.median(),
            count,
            visitors,
            first: isoFromDay(first),
            last: isoFromDay(last),
            shown: visitors >= threshold,
          }
        : null;
    this.cached = { key, figure };
    return figure;
  }

  /**
   * Monthly medians (YYYY-MM), oldest first, over the clients of each month (each client's latest counted, visible
   * report that month), with how many clients: a month with fewer than `threshold` clients is left out, as a
   * figure would be. Read from the monthly counts.
   */
  monthly(threshold: number): { month: string; median: number; count: number }[] {
    if (this.monthlyCached?.version === this.version && this.monthlyCached.threshold === threshold) return this.monthlyCached.rows;
    if (!this.built) this.build();
    const m = this.months;
    const rows: { month: string; median: number; count: number }[] = [];
    if (m) {
      for (let p = 0; p < m.distinct; ) {
        const month = Math.floor(m.keyAt(p) / MONTH_SCALE);
        let end = p;
        let total = 0;
        while (end < m.distinct && Math.floor(m.keyAt(end) / MONTH_SCALE) === month) total += m.countAt(end++);
        if (total >= threshold) rows.push({ month: monthText(month), median: m.median(p, end, total, (k) => (k - month * MONTH_SCALE) / 100), count: total });
        p = end;
      }
    }
    this.monthlyCached = { version: this.version, threshold, rows };
    return rows;
  }
}

/** A group's key: the stored names are the menu's and the states' own, so only a city's case is folded. */
const groupKey = (item: string, size: string, channel: string, state: string, city: string | null) =>
  `${item}|${size}|${channel}|${state}|${city ? city.toLowerCase() : ""}`;


/** When a report just sent will count, in words for the thank-you (and the API's answer). */
export function whenItCounts(figure: ReportedFigure | null, threshold: number, report: { deal: string | null; counted: boolean }): string {
  if (report.deal) return `We recorded it as the ${report.deal} deal price: it is kept apart and does not change the item's own figure.`;
  if (!report.counted) return `Your address already reported this item and size here in the last ${COUNT_WINDOW_DAYS} days, and that report is the one that counts: this one is kept but does not count again.`;
  if (!figure) return `It counts once ${threshold} different visitors have reported this item and size in this state within ${RECENT_DAYS} days.`;
  if (figure.shown) return `It counts now: the reported figure is ${formatPrice(figure.median)}, ${reportedByText(figure)}.`;
  const more = threshold - figure.visitors;
  return `It counts once ${more} more ${more === 1 ? "visitor reports" : "visitors report"} this item and size in this state (${threshold} are needed within ${RECENT_DAYS} days).`;
}


/** The shown in-store figures of a state (or of one item in it), most visitors first. */
export function reportedRows(reports: ReportIndex, stateSlugValue: string, today: string, itemSlugValue?: string): ReportedRow[] {
  const groups = itemSlugValue ? reports.groupsFor(itemSlugValue, stateSlugValue) : reports.stateGroupsOf(stateSlugValue);
  const rows: ReportedRow[] = [];
  for (const g of groups) {
    if (g.channel !== "in-store") continue;
    const f = g.figure(today, reports.threshold, false);
    if (!f?.shown) continue;
    rows.push({ itemName: f.itemName, size: f.size, median: f.median, visitors: f.visitors, count: f.count, first: f.first, last: f.last, monthly: g.monthly(reports.threshold) });
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
