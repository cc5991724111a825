/**
 * Cross-checks of figures that appear in more than one place (issue 14), run by `npm run check-data`:
 * - the United States row of countries.json against the menu's own prices (usRowFromMenu);
 * - an item priced in every state: the mean of its state prices against its national price (data/README.md
 *   promises the 50 Big Mac prices average the Big Mac's $5.58);
 * - locations.json: each percentage against its count and the total;
 * - the app-savings rule: at most one deal states it, its own copy names its figures, and no other deal claims a
 *   different "N% off" for app orders;
 * - copyClaims: figures typed into page copy that must come from the data instead (state percentages, survey
 *   location counts, "N states we track", the app-savings rule).
 * Each problem names the file, the entry and the field, like the schema errors.
 */
import { US_ROW_ITEMS, usRowFromMenu } from "./countries.ts";
import type { DataError, DataSet } from "./data-files.ts";
import { formatPrice } from "./money.ts";
import { STATE_NAMES } from "./states.ts";

const near = (a: number, b: number, tolerance = 0.005) => Math.abs(a - b) <= tolerance;

export function figureChecks(data: DataSet): DataError[] {
  const errors: DataError[] = [];
  const byName = new Map(data.menuItems.map((i) => [i.name, i]));

  // The United States row of the international table is the menu's figures.
  const usIndex = data.countries.findIndex((c) => c.country === "United States");
  if (usIndex >= 0) {
    const us = data.countries[usIndex];
    const fromMenu = usRowFromMenu((n) => byName.get(n));
    for (const key of Object.keys(US_ROW_ITEMS) as (keyof typeof US_ROW_ITEMS)[]) {
      const want = fromMenu[key];
      if (want !== undefined && !near(us[key], want)) {
        errors.push({
          file: "countries.json",
          index: usIndex,
          entry: "United States",
          field: key,
          message: `is ${formatPrice(us[key])}, but the menu says ${formatPrice(want)} (${US_ROW_ITEMS[key]}${key.startsWith("large") ? ", Large" : ""}); the page shows the menu's figure`,
        });
      }
    }
  }

  // An item priced in all 50 states: the states' mean is its national price.
  const byItem = new Map<string, number[]>();
  for (const p of data.prices) {
    const list = byItem.get(p.itemName);
    if (list) list.push(p.price);
    else byItem.set(p.itemName, [p.price]);
  }
  for (const [name, prices] of byItem) {
    const item = byName.get(name);
    if (!item || prices.length < STATE_NAMES.length) continue;
    const mean = Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 100) / 100;
    if (!near(mean, item.avgPriceUsd)) {
      const index = data.menuItems.indexOf(item);
      errors.push({
        file: "menu-items.json",
        index,
        entry: `id ${item.id}, "${item.name}"`,
        field: "avgPriceUsd",
        message: `is ${formatPrice(item.avgPriceUsd)}, but its ${prices.length} state prices in prices.json average ${formatPrice(mean)}; change one or the other`,
      });
    }
  }

  // Locations: percentage = count / total x 100, to 2 decimals.
  const total = data.locations.reduce((s, l) => s + l.locationCount, 0);
  data.locations.forEach((l, index) => {
    const want = total > 0 ? Math.round((l.locationCount / total) * 10000) / 100 : 0;
    if (!near(l.percentage, want)) {
      errors.push({ file: "locations.json", index, entry: l.state, field: "percentage", message: `is ${l.percentage}, but ${l.locationCount} of ${total} restaurants is ${want}` });
    }
  });

  // One app-savings rule, and deals that restate it say the same.
  const ruled = data.deals.map((d, index) => ({ d, index })).filter(({ d }) => d.appSavings);
  for (const { d, index } of ruled.slice(1)) {
    errors.push({ file: "deals.json", index, entry: d.id, field: "appSavings", message: `a second app-savings rule; only one deal (now "${ruled[0].d.id}") may state it` });
  }
  const rule = ruled[0]?.d.appSavings;
  if (rule) {
    const { d, index } = ruled[0];
    const copy = `${d.title} ${d.description} ${d.savings}`;
    const dollars = `$${rule.minimumOrderUsd % 1 === 0 ? rule.minimumOrderUsd : rule.minimumOrderUsd.toFixed(2)}`;
    if (!copy.includes(`${rule.percentOff}%`) || !copy.includes(dollars)) {
      errors.push({ file: "deals.json", index, entry: d.id, field: "title", message: `the title, description and savings must name the rule's ${rule.percentOff}% and ${dollars}` });
    }
    data.deals.forEach((other, i) => {
      if (other.group !== "app-offer" || i === index) return;
      for (const m of `${other.title} ${other.description} ${other.savings}`.matchAll(/(\d+)% off (?:any |app )?orders?/gi)) {
        if (Number(m[1]) !== rule.percentOff) {
          errors.push({ file: "deals.json", index: i, entry: other.id, field: "title", message: `claims ${m[1]}% off orders, but the app-savings rule (deal "${d.id}") is ${rule.percentOff}%` });
        }
      }
    });
  }
  return errors;
}

/** Patterns of figures that must not be typed into page copy: each has a data source and a domain function. */
export const COPY_CLAIMS: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /\babout \d+(\.\d+)?% (higher|lower|above|below)\b/i, use: "statePercent / stateLevelsSentence (domain/state-estimates.ts)" },
  { pattern: /\b\d{2,}\+? locations (analysed|analyzed|surveyed)\b/i, use: "surveyCoverage (domain/state-estimates.ts)" },
  { pattern: /\bat least \d+ (locations|in (every|each) state)\b/i, use: "surveyCoverage (domain/state-estimates.ts)" },
  { pattern: /\bstates we track\b/i, use: "itemStatePriceList (domain/state-estimates.ts)" },
  { pattern: /\b\d+-\d+% off\b/i, use: "appSavingsText (domain/app-savings.ts)" },
  { pattern: /\b\d+% off (any )?orders? of \$\d+/i, use: "appSavingsText (domain/app-savings.ts)" },
];

/** Figures typed into source copy (components, routes, domain) that COPY_CLAIMS forbids, with file and line. */
export function copyClaims(files: readonly { path: string; text: string }[]): DataError[] {
  const errors: DataError[] = [];
  for (const f of files) {
    f.text.split("\n").forEach((line, i) => {
      // Comments explain the rules (and may quote an old figure); only copy a visitor can read counts.
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      for (const { pattern, use } of COPY_CLAIMS) {
        const m = line.match(pattern);
        if (m) errors.push({ file: f.path, entry: `line ${i + 1}`, message: `"${m[0]}" is a figure typed into the copy; derive it with ${use}` });
      }
    });
  }
  return errors;
}
