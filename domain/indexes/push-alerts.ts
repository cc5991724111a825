/**
 * Alerts on the phone ("Alerts that arrive"): a browser's Web Push subscription (the standard Push API,
 * VAPID) follows items in one state, and is told when
 * - the price visitors report for a followed item there appears or changes (what email follows announce), or
 * - our estimate for the item in that state moves, with a new month of data, by more than the range it carries.
 * At most one alert per subscription, item and UTC day.
 *
 * Pure: the checks a subscription must pass (limits before patterns; a refusal names what to fix), the comparison
 * of two estimates, and the words of each alert. server/notify/push.ts keeps the subscriptions and sends.
 */
import * as v from "valibot";
import type { FieldIssue } from "../rules/forms.ts";
import { formatLongDate } from "../rules/dates.ts";
import { nameWithSize } from "../rules/menu.ts";
import { formatPrice } from "../rules/money.ts";
import { priceRange } from "../rules/price-model.ts";
import { checkItemSizeState } from "../price-reports/input.ts";
import type { MenuItemEntry } from "../data/schemas.ts";

/** A push service's address is a long https URL; anything longer is not one. */
export const MAX_ENDPOINT = 1024;
/** Items one subscription follows. */
export const MAX_PUSH_ITEMS = 10;
/** p256dh: an uncompressed P-256 point (65 bytes, first byte 4) in base64url: 87 characters (88 with padding). */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** auth: 16 random bytes in base64url: 22 characters (24 with padding). */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](?:==)?$/;

const ENDPOINT_MESSAGE = "The browser's push address must be an https:// address (your browser gives it: try turning alerts on again)";
const KEYS_MESSAGE = "The browser's push keys are not complete: try turning alerts on again";

export const PushInputSchema = v.object({
  subscription: v.object(
    {
      endpoint: v.pipe(v.string(ENDPOINT_MESSAGE), v.maxLength(MAX_ENDPOINT, ENDPOINT_MESSAGE)),
      keys: v.object(
        {
          p256dh: v.pipe(v.string(KEYS_MESSAGE), v.maxLength(100, KEYS_MESSAGE), v.regex(P256DH, KEYS_MESSAGE)),
          auth: v.pipe(v.string(KEYS_MESSAGE), v.maxLength(30, KEYS_MESSAGE), v.regex(AUTH, KEYS_MESSAGE)),
        },
        KEYS_MESSAGE,
      ),
    },
    ENDPOINT_MESSAGE,
  ),
  state: v.pipe(
    v.string("Please choose your state"),
    v.trim(),
    v.minLength(2, "Please choose your state"),
    v.maxLength(40, "Please choose a US state"),
  ),
  items: v.pipe(
    v.array(
      v.object({
        itemName: v.pipe(
          v.string("Please choose an item"),
          v.trim(),
          v.minLength(1, "Please choose an item"),
          v.maxLength(120, "Please choose the item from the list"),
        ),
        size: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(20, "Please choose Small, Medium or Large"))), null),
      }),
      "Please choose at least one item",
    ),
    v.minLength(1, "Please choose at least one item"),
    v.maxLength(MAX_PUSH_ITEMS, `Please choose at most ${MAX_PUSH_ITEMS} items`),
  ),
});
export type PushInput = v.InferOutput<typeof PushInputSchema>;

export interface PushItem {
  itemName: string;
  /** "Standard" for an item sold in one size. */
  size: string;
}

/** A subscription as checked: the browser's address and keys, the state's name and the menu's item names. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  state: string;
  items: PushItem[];
}

const PRIVATE_V4 = /^(?:0|10|127|169\.254|172\.(?:1[6-9]|2\d|3[01])|192\.168|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7]))\./;

/**
 * An endpoint the server may POST to: https, a host name, no credentials. Hosts of this machine or a private network
 * (localhost, 10.x, [::1] ...) are refused unless `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS, for tests): push
 * services are public, and the server must not be made to post into its own network.
 */
export function checkEndpoint(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_MESSAGE;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return ENDPOINT_MESSAGE;
  if (allowLocal) return null;
  const host = url.hostname.toLowerCase();
  const local =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    host.startsWith("[") ||
    PRIVATE_V4.test(`${host}.`) ||
    !host.includes(".");
  return local ? "That push address is not a public push service: turn alerts on from your browser again" : null;
}

/** Checks a subscription against the menu and the states; each refusal names its field and what to do. */
export function checkPush(
  input: unknown,
  itemBySlug: (slug: string) => (Pick<MenuItemEntry, "name" | "sizes"> & { sized?: boolean }) | undefined,
  validate: (schema: typeof PushInputSchema, input: unknown) => { ok: true; value: PushInput } | { ok: false; issues: FieldIssue[] },
  allowLocal: boolean,
): { ok: true; value: PushTarget } | { ok: false; issues: FieldIssue[] } {
  const checked = validate(PushInputSchema, input);
  if (!checked.ok) return checked;
  const r = checked.value;
  const endpointIssue = checkEndpoint(r.subscription.endpoint, allowLocal);
  if (endpointIssue) return { ok: false, issues: [{ field: "subscription", message: endpointIssue }] };
  const items: PushItem[] = [];
  let state = "";
  for (const i of r.items) {
    const c = checkItemSizeState({ itemName: i.itemName, size: i.size, state: r.state }, itemBySlug);
    if (c.issues.length > 0) return { ok: false, issues: c.issues };
    state = c.state!;
    if (!items.some((x) => x.itemName === c.item!.name && x.size === c.size)) items.push({ itemName: c.item!.name, size: c.size });
  }
  return {
    ok: true,
    value: {
      endpoint: r.subscription.endpoint,
      keys: { p256dh: r.subscription.keys.p256dh, auth: r.subscription.keys.auth },
      state,
      items,
    },
  };
}

/** One estimate as a page shows it: the value, the error fraction of its range, and its month (YYYY-MM). */
export interface ShownEstimate {
  price: number;
  error: number;
  month: string;
}

/** An estimate that moved: the new one, the one before, and the range the one before carried. */
export interface EstimateMove {
  before: ShownEstimate;
  after: ShownEstimate;
  range: { low: number; high: number };
}

/**
 * Whether a state's estimate moved enough to tell someone: only with a new month of data, and only when the new
 * value falls outside the range the old one was shown with (domain/rules/price-model.ts priceRange: the estimate +/- its
 * error, rounded outwards to the dime). A move inside that range is no news: the page said the price could be there.
 */
export function estimateMoved(before: ShownEstimate | null, after: ShownEstimate | null): EstimateMove | null {
  if (!before || !after || after.month <= before.month) return null;
  if (!Number.isFinite(before.error) || !Number.isFinite(after.price)) return null;
  const range = priceRange(before.price, before.error);
  return after.price < range.low - 1e-9 || after.price > range.high + 1e-9 ? { before, after, range } : null;
}

/** What a phone shows: a title, a line of text, and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on the site. */
  url: string;
  /** Alerts with the same tag replace each other on the phone: one item and state. */
  tag: string;
}

const itemLabel = (i: PushItem) => nameWithSize(i.itemName, i.size === "Standard" ? null : i.size);

/** The price visitors report for an item in a state appeared, changed or went away. */
export function reportedAlert(
  i: PushItem,
  state: string,
  path: string,
  now: { median: number | null; visitors: number; last: string | null },
  previous: number | null,
): PushMessage {
  const name = `${itemLabel(i)} in ${state}`;
  const tag = `${i.itemName}|${i.size}|${state}`;
  if (now.median === null) {
    return {
      title: `${name}: no reported price now`,
      body: "Too few recent reports agree on a price, so none is shown for now.",
      url: path,
      tag,
    };
  }
  const was = previous === null ? "" : ` (was ${formatPrice(previous)})`;
  const by = `${now.visitors} ${now.visitors === 1 ? "visitor" : "visitors"}`;
  return {
    title: `${name}: ${formatPrice(now.median)} reported`,
    body: `Visitors now report ${formatPrice(now.median)}${was} for ${itemLabel(i)} in ${state}: the middle of ${by}' reports${now.last ? `, the newest on ${formatLongDate(now.last)}` : ""}.`,
    url: path,
    tag,
  };
}

/** Our estimate for an item in a state moved beyond its range with a new month of data. */
export function estimateAlert(i: PushItem, state: string, path: string, move: EstimateMove): PushMessage {
  const after = priceRange(move.after.price, move.after.error);
  return {
    title: `${itemLabel(i)} in ${state}: our estimate is now ${formatPrice(move.after.price)}`,
    body: `Estimate for ${formatLongDate(move.after.month)}: ${formatPrice(move.after.price)} (most restaurants ${formatPrice(after.low)} to ${formatPrice(after.high)}); for ${formatLongDate(move.before.month)} it was ${formatPrice(move.before.price)}. An estimate, not a price read at a restaurant.`,
    url: path,
    tag: `${i.itemName}|${i.size}|${state}`,
  };
}
