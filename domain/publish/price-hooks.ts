/**
 * Machine-readable marks on every displayed price and calorie figure, so a crawl (e2e/consistency.spec.ts) can
 * collect what each page shows about an item and fail when two pages disagree. The attributes name the item's
 * slug, the size and the kind of figure; the value is the figure itself, as shown.
 *
 * The commonest size ("Standard", an item sold in one size) and kind ("national") are left out of the marks:
 * the meal calculator and the tracker list the whole menu, and these two attributes were a seventh of their
 * HTML. The reader below (markedFigures) puts them back, so the writer and the reader keep one rule.
 */
import { itemSlug, stateSlug } from "../rules/slug.ts";

/**
 * national: the item's national price for a size; state: its price in one state (our estimate); meal: its meal's
 * price; reported: the median price visitors reported in one state (domain/price-reports/).
 */
export type PriceHookKind = "national" | "state" | "meal" | "reported";

/** The size and the kind a mark stands for when it names none. */
const DEFAULT_HOOK_SIZE = "Standard";
const DEFAULT_HOOK_KIND: PriceHookKind = "national";

export function priceHook(itemName: string, size: string, kind: PriceHookKind, value: number, state?: string): Record<string, string> {
  const out: Record<string, string> = { "data-price-item": itemSlug(itemName) };
  if (size !== DEFAULT_HOOK_SIZE) out["data-price-size"] = size;
  if (kind !== DEFAULT_HOOK_KIND) out["data-price-kind"] = kind;
  out["data-price"] = value.toFixed(2);
  if (state) out["data-price-state"] = stateSlug(state);
  return out;
}

export function calorieHook(itemName: string, size: string, calories: number | null): Record<string, string> {
  const out: Record<string, string> = { "data-cal-item": itemSlug(itemName) };
  if (size !== DEFAULT_HOOK_SIZE) out["data-cal-size"] = size;
  // "none" where we have no figure: a page saying "not in our data" and another showing a number conflict too.
  out["data-cal"] = calories === null ? "none" : String(calories);
  return out;
}

const TAG = /<[a-z][a-z0-9]*\b[^>]*\bdata-(?:price|cal)-item="[^"]*"[^>]*>/g;
const ATTR = /\s(data-[a-z-]+)="([^"]*)"/g;

/**
 * The marked figures of a page's HTML, as a fact (item, size, kind, state) and the value shown, such as
 * `big-mac Standard national price` = `5.58`: the consistency crawl groups a site's figures by fact.
 */
export function markedFigures(html: string): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    const a = Object.fromEntries([...tag.matchAll(ATTR)].map((m) => [m[1], m[2]]));
    if (a["data-price-item"] !== undefined) {
      const state = a["data-price-state"] ? ` in ${a["data-price-state"]}` : "";
      out.push({
        key: `${a["data-price-item"]} ${a["data-price-size"] ?? DEFAULT_HOOK_SIZE} ${a["data-price-kind"] ?? DEFAULT_HOOK_KIND} price${state}`,
        value: a["data-price"],
      });
    }
    if (a["data-cal-item"] !== undefined)
      out.push({ key: `${a["data-cal-item"]} ${a["data-cal-size"] ?? DEFAULT_HOOK_SIZE} calories`, value: a["data-cal"] });
  }
  return out;
}

/**
 * Figures that are not an item's own price or calories (a page's total, a fee, a rule such as "orders of $15 or
 * more", a figure from another dataset, a visitor's own words) carry `data-figure` naming their kind, so the crawl
 * can tell them apart from an item figure someone forgot to mark (every displayed figure is accounted
 * for, not only the ones a page remembered to mark).
 */
/**
 * total: computed on the page from item figures (a sum, a difference, an average); fee: a delivery or service fee;
 * rule: a threshold or rate ("orders of $15 or more", "100 points per $1"); dataset: a figure from another dataset
 * (the Big Mac index, a city estimate); user: a visitor's own words; summary: a sentence restating figures from the
 * same functions as the page (an FAQ answer); estimate: another of our estimates (a secret-menu combination);
 * reported: a figure of visitors' price reports other than an item's current one (a month's median).
 */
export type OtherFigureKind = "total" | "fee" | "rule" | "dataset" | "user" | "summary" | "estimate" | "reported";

export function figureMark(kind: OtherFigureKind): Record<string, string> {
  return { "data-figure": kind };
}

const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "template", "textarea"]);
const FIGURE = /\$\d[\d,]*(?:\.\d\d)?|\b\d[\d,]*\s?(?:cal\b|calories\b)/g;

/**
 * Dollar amounts and calorie counts in a page's visible text that are inside neither an item mark (data-price-*,
 * data-cal-*) nor a `data-figure` element: each one is a figure the crawl cannot account for. `names` are texts
 * that contain a figure but are names, not figures ("$5 Meal Deal"): removed before looking. One pass over the
 * tags (linear); attribute values are not text.
 */
export function unmarkedFigures(html: string, names: readonly string[] = []): { marked: number; unmarked: string[] } {
  const start = html.search(/<body[\s>]/i);
  const body = start < 0 ? html : html.slice(start);
  const tokens = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|</g;
  const stack: { tag: string; marks: boolean }[] = [];
  let marks = 0;
  let raw: string | null = null;
  let marked = 0;
  const unmarked: string[] = [];
  // Text between two tags, joined across comments (React writes "590<!-- --> cal" for "{n} cal").
  let text = "";
  const flush = () => {
    if (!text) return;
    let t = text
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
    text = "";
    for (const n of names) if (t.includes(n)) t = t.split(n).join(" ");
    for (const f of t.matchAll(FIGURE)) {
      if (marks) marked++;
      else unmarked.push(`${f[0]} in "${t.trim().replace(/\s+/g, " ").slice(0, 90)}"`);
    }
  };
  for (const m of body.matchAll(tokens)) {
    const [whole, close, tagName, attrs, chunk] = m;
    if (chunk !== undefined) {
      if (!raw) text += chunk;
      continue;
    }
    if (whole.startsWith("<!--")) continue;
    if (!tagName) {
      if (!raw) text += whole;
      continue;
    }
    const tag = tagName.toLowerCase();
    if (raw) {
      if (close && tag === raw) raw = null;
      continue;
    }
    flush();
    if (close) {
      // Pop to the matching open tag (HTML lets some end tags be left out).
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at < 0) continue;
      for (const s of stack.splice(at)) if (s.marks) marks--;
      continue;
    }
    if (RAW_TEXT.has(tag)) {
      if (!/\/\s*$/.test(attrs)) raw = tag;
      continue;
    }
    if (VOID_TAGS.has(tag) || /\/\s*$/.test(attrs)) continue;
    const isMark = /\sdata-(?:price|cal)-item=|\sdata-figure=/.test(attrs);
    stack.push({ tag, marks: isMark });
    if (isMark) marks++;
  }
  flush();
  return { marked, unmarked };
}
