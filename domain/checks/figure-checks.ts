/**
 * Cross-checks of figures that appear in more than one place, run by `npm run check-data`:
 * - the United States row of the international table: the Big Mac index's latest US price, in dollars at a rate of 1;
 * - menu-items.json's prices and prices.json against the price model (domain/rules/price-model.ts): every stored price
 *   is the one the model gives from the imported inputs, so no figure drifts from its sources;
 * - a deal that claims "N% off" names the dated timeline rows that report it (no invented coupon terms);
 * - copyClaims: figures typed into page copy that must come from the data instead (state percentages, survey
 *   location counts, "N states we track", coupon percentages), and any other hand-typed percentage, "N+" count,
 *   head count of a team, or number of points, dollars or calories (TYPED_FIGURES): the whole class, so a new one
 *   fails too; a record's name ("$5 Meal Deal") may be said (recordNames);
 * - dataCopyFigures: the same figures in the data files' prose, allowed only in an entry that carries its date.
 * Each problem names the file, the entry and the field, like the schema errors.
 */
import { DATA_FILES, type DataKey, type DataSet } from "../data/data-files.ts";
import type { DataError } from "../data/data-error.ts";
import { formatPrice } from "../rules/money.ts";
import { PROSE_FIELDS } from "./prose-fields.ts";
import { modelInputs, modelOutput, ModelError } from "../rules/price-model.ts";

export function figureChecks(data: DataSet): DataError[] {
  const errors: DataError[] = [];

  // The United States row of the international table is the latest edition's US price: in dollars, at a rate of
  // one, its dollar price its local price (not the menu's national estimate, a different definition).
  const latestIndex = data.bigMacIndex.reduce((best, e, i) => (best < 0 || e.date > data.bigMacIndex[best].date ? i : best), -1);
  if (latestIndex >= 0) {
    const edition = data.bigMacIndex[latestIndex];
    const i = edition.countries.findIndex((c) => c.iso === "USA");
    const us = edition.countries[i];
    const where = { file: DATA_FILES.bigMacIndex.file, index: latestIndex, entry: `edition ${edition.date}, USA` };
    if (!us)
      errors.push({
        ...where,
        field: "countries",
        message: "the latest edition has no United States row, which /international-prices shows",
      });
    else if (us.currency !== "USD" || us.dollarRate !== 1 || us.dollarPrice !== us.localPrice) {
      errors.push({
        ...where,
        field: `countries.${i}.dollarPrice`,
        message: `is ${formatPrice(us.dollarPrice)} at a rate of ${us.dollarRate} in ${us.currency}; the United States row must be its local price in USD at a rate of 1 (${formatPrice(us.localPrice)})`,
      });
    }
  }

  // The price model: every stored national and state price is the model's, from the imported inputs.
  errors.push(...modelChecks(data));

  // A percentage off that no record backs (a "15% off app orders of $15 or more" coupon with invented
  // terms): a deal whose copy promises "N% off" names the dated timeline rows that report it, or it goes.
  data.deals.forEach((d, index) => {
    const m = `${d.title} ${d.description} ${d.savings}`.match(/\b\d+(?:-\d+)?% off\b/i);
    if (m && !d.sources?.length) {
      errors.push({
        file: "deals.json",
        index,
        entry: d.id,
        field: "title",
        message: `claims "${m[0]}" but names no dated source (sources): no record backs its terms`,
      });
    }
  });
  return errors;
}

/** Patterns of figures that must not be typed into page copy: each has a data source and a domain function. */
export const COPY_CLAIMS: readonly { pattern: RegExp; use: string }[] = [
  {
    pattern: /\babout \d+(\.\d+)?% (higher|lower|above|below)\b/i,
    use: "statePercent / stateLevelsSentence (domain/rules/state-estimates.ts)",
  },
  { pattern: /\b\d{2,}\+? locations (analysed|analyzed|surveyed)\b/i, use: "storedPriceCoverage (domain/rules/state-estimates.ts)" },
  { pattern: /\bat least \d+ (locations|in (every|each) state)\b/i, use: "storedPriceCoverage (domain/rules/state-estimates.ts)" },
  { pattern: /\bstates we track\b/i, use: "itemStatePriceList (domain/rules/state-estimates.ts)" },
  { pattern: /\b\d+-\d+% off\b/i, use: "a deal with its dated sources (data/deals.json): no record backs a typed coupon" },
  {
    pattern: /\b\d+% off (any )?orders? of \$\d+/i,
    use: "a deal with its dated sources (data/deals.json): no record backs a typed coupon",
  },
];

const N_PLUS = { pattern: /(?<![\w.])\$?\d[\d,]*(?:\.\d+)?\+(?![\w(])/, kind: 'an "N+" count' };
const HEAD_COUNT = {
  pattern:
    /\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|a hundred|dozens of|hundreds of|thousands of|millions of)\s+(?:(?:full-time|expert|dedicated|professional)\s+)?(?:researchers|editors|experts|analysts|staff|employees|writers|reporters|data points|years of experience|team members|people on our team)\b/i,
  kind: "a head count or a claim about the team",
};

/**
 * The whole class of hand-typed figures ("15% off combo meals", "141.4% rise", "Save 40%", "50+ Offers",
 * "Twelve researchers", "more than 200,000 employees", "100 points per $1", "a fee of about $1.99", "a 2,000-calorie
 * diet"): any percentage, any "N+" count, any head count of people, and any number of points, dollars or calories.
 * In source copy each must be computed from the data by a domain function instead (rewardsFigures, deliveryFees,
 * formatPrice of a stored figure), or be the name of a record in the data ("$5 Meal Deal": recordNames). A figure
 * that states nothing about the world (a worked example of a method, a definition, an input format) is let through
 * by a `figure-ok: <why>` note on its line or the line above, so each exception is written down where it is.
 */
export const TYPED_FIGURES: readonly { pattern: RegExp; kind: string }[] = [
  { pattern: /(?<![\w.$])\d+(?:\.\d+)?\s?%/, kind: "a percentage" },
  N_PLUS,
  HEAD_COUNT,
  { pattern: /\b\d[\d,]*(?:\.\d+)?\s+(?:bonus\s+|reward\s+)?points?\b/i, kind: "a number of points" },
  // "per $1" is a unit ("g per $1"), not a figure; "$1" in a replacement string is a capture group, marked figure-ok.
  { pattern: /(?<![\w.\\$])(?<!\bper\s)\$\s?\d[\d,]*(?:\.\d+)?/, kind: "a dollar amount" },
  { pattern: /\b\d[\d,]*(?:\.\d+)?[\s-]*(?:calories|calorie|kcal|cal)\b/i, kind: "a number of calories" },
];

/**
 * In the data files' prose a percentage can describe the food ("100% orange juice", "1% low-fat milk"); there
 * the class is a percentage that compares or saves ("15% less", "save 40%", "20% more"), plus N+ counts and head
 * counts (an entry's own figures, a deal's price or an item's calories, are its fields, dated where they need it).
 */
export const DATA_TYPED_FIGURES: readonly { pattern: RegExp; kind: string }[] = [
  {
    pattern:
      /(?<![\w.$])\d+(?:\.\d+)?\s?%\s+(?:off|less|more|cheaper|dearer|higher|lower|above|below|under|over|saving|savings|rise|increase|drop|discount|back|of\b)|\bsave\s+(?:up to\s+)?\d+(?:\.\d+)?\s?%/i,
    kind: "a percentage claim",
  },
  N_PLUS,
  HEAD_COUNT,
];

/**
 * The names of records that carry a figure ("$5 Meal Deal", "Buy one, add one for $1", "10-piece McNuggets Meal"):
 * deals' titles and menu items' names. Copy may name them; the figure then comes from the data, and it fails the
 * check again the day the record is renamed or removed.
 */
export function recordNames(data: Pick<DataSet, "deals" | "menuItems">): string[] {
  return [...data.deals.map((d) => d.title), ...data.menuItems.map((i) => i.name)].filter((n) => /\d/.test(n));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const FIGURE_OK = /figure-ok:/;
/** A line that is only a comment (JS or JSX): comments may explain a rule and quote an old figure. */
const COMMENT_LINE = /^\s*(\*|\/\/|\/\*|\{\s*\/\*)/;

/**
 * Figures typed into source copy (components, routes, domain) that COPY_CLAIMS and TYPED_FIGURES forbid, with file and
 * line. `names` are the records' names a line may say (recordNames): a name is read out of the line before the scan.
 */
export function copyClaims(files: readonly { path: string; text: string }[], names: readonly string[] = []): DataError[] {
  const errors: DataError[] = [];
  const named = names.length
    ? new RegExp(
        [...names]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join("|"),
        "gi",
      )
    : null;
  for (const f of files) {
    const lines = f.text.split("\n");
    lines.forEach((text, i) => {
      // Comments explain the rules (and may quote an old figure); only copy a visitor can read counts.
      if (COMMENT_LINE.test(text)) return;
      const line = named ? text.replace(named, "") : text;
      const where = { file: f.path, entry: `line ${i + 1}` };
      const known = COPY_CLAIMS.map(({ pattern, use }) => ({ m: line.match(pattern), use })).filter((x) => x.m);
      for (const { m, use } of known)
        errors.push({ ...where, message: `"${m![0]}" is a figure typed into the copy; derive it with ${use}` });
      if (known.length || FIGURE_OK.test(line) || FIGURE_OK.test(lines[i - 1] ?? "")) return;
      for (const { pattern, kind } of TYPED_FIGURES) {
        const m = line.match(pattern);
        if (m) {
          errors.push({
            ...where,
            message: `"${m[0]}" is ${kind} typed into the copy; compute it from data/ with a domain function (source in data/SOURCES.md, with its date), reword it, or, if it states nothing about the world, say why in a "figure-ok:" comment`,
          });
          break;
        }
      }
    });
  }
  return errors;
}

/** Fields that date an entry: a figure in its prose says when it was true (a deal's dated timeline rows too: `sources`). */
const DATE_FIELDS = ["checked", "date", "lastUpdated", "read"] as const;
const datedSources = (e: Record<string, unknown>) =>
  Array.isArray(e.sources) && e.sources.some((s: { effective?: unknown }) => typeof s?.effective === "string");

/**
 * Figures in the data files' prose (deal copy, articles, item descriptions): allowed in an entry that carries its
 * date (a deal's `checked`, an article's `date`), so the visitor can tell when the figure was true and the
 * maintainer where it came from (data/SOURCES.md); in an undated entry (an item's description) it is reported
 * with file, entry and field. Reviews are visitors' own words and are not scanned.
 */
export function dataCopyFigures(data: Partial<DataSet>, keys: readonly DataKey[] = PROSE_DATA_KEYS): DataError[] {
  const errors: DataError[] = [];
  for (const key of keys) {
    const file = DATA_FILES[key].file;
    const entries = data[key];
    if (!Array.isArray(entries)) continue;
    entries.forEach((raw, index) => {
      const e = raw as unknown as Record<string, unknown>;
      if (DATE_FIELDS.some((f) => typeof e[f] === "string") || datedSources(e)) return;
      const label =
        typeof e.id === "string" || typeof e.id === "number"
          ? `id ${e.id}${typeof e.name === "string" ? `, "${e.name}"` : ""}`
          : typeof e.name === "string"
            ? e.name
            : undefined;
      for (const [field, value] of Object.entries(e)) {
        if (!PROSE_FIELDS.has(field) || typeof value !== "string") continue;
        for (const { pattern, kind } of DATA_TYPED_FIGURES) {
          const m = value.match(pattern);
          if (m) {
            errors.push({
              file,
              index,
              entry: label,
              field,
              message: `"${m[0]}" is ${kind} in an entry with no date; give the entry its date (${DATE_FIELDS.join(", ")}, or sources with dates) and the source in data/SOURCES.md, or reword it`,
            });
            break;
          }
        }
      }
    });
  }
  return errors;
}

/** The data files whose prose dataCopyFigures reads. */
export const PROSE_DATA_KEYS = [
  "menuItems",
  "deals",
  "news",
  "secretMenu",
  "rewards",
  "deliveryPlatforms",
] as const satisfies readonly DataKey[];

/** Each stored price against the model's: a national price (value, month, advertised or not) and each item in each state. */
export function modelChecks(data: DataSet): DataError[] {
  const errors: DataError[] = [];
  if (!data.priceModel.length || !data.cpi.length) return errors;
  let out;
  try {
    out = modelOutput(
      modelInputs(data),
      data.menuItems.map((i) => i.name),
    );
  } catch (err) {
    if (err instanceof ModelError) return [{ file: DATA_FILES.priceModel.file, message: err.message.replace(/^price-model\.json: /, "") }];
    throw err;
  }
  const run = "run npm run model";
  data.menuItems.forEach((item, index) => {
    const o = out.items.get(item.name);
    const at = { file: DATA_FILES.menuItems.file, index, entry: `id ${item.id}, "${item.name}"` };
    if (!o) {
      errors.push({ ...at, field: "name", message: "has no rule in price-model.json, so no price; add one" });
      return;
    }
    if (item.avgPriceUsd !== o.avgPriceUsd)
      errors.push({
        ...at,
        field: "avgPriceUsd",
        message: `is ${formatPrice(item.avgPriceUsd)}, but the price model gives ${formatPrice(o.avgPriceUsd)}; ${run}`,
      });
    if (item.priceAsOf !== o.priceAsOf)
      errors.push({
        ...at,
        field: "priceAsOf",
        message: `is ${item.priceAsOf}, but the model's estimates are for ${o.priceAsOf} (the price index's newest month); ${run}`,
      });
    if (Boolean(item.fixedPrice) !== o.fixedPrice)
      errors.push({
        ...at,
        field: "fixedPrice",
        message: `${o.fixedPrice ? "must be true: the model prices it as an advertised deal" : "must be left out: the model estimates this price"}; ${run}`,
      });
  });
  const want = new Map(out.prices.map((p) => [`${p.itemName}|${p.state}`, p]));
  const factors = new Map(out.factors.map((f) => [f.state, f]));
  const why = (state: string, item: string) => {
    const e = out.estimates.get(item);
    if (e?.rule === "deal") return "the advertised price";
    const f = factors.get(state);
    if (!f) return "the national estimate";
    // claim-ok: a maintainer's message naming the third party's survey the level rests on
    return `the national estimate times ${state}'s level ${f.factor.toFixed(4)} from ${f.figure ? `${f.figure.survey}, ${f.figure.published}` : "our earlier estimate in state-levels.json"}`;
  };
  const seen = new Set<string>();
  data.prices.forEach((p, index) => {
    const key = `${p.itemName}|${p.state}`;
    seen.add(key);
    const w = want.get(key);
    const at = { file: DATA_FILES.prices.file, index, entry: `id ${p.id}, "${p.itemName}", ${p.state}` };
    if (!w) return;
    if (p.price !== w.price)
      errors.push({
        ...at,
        field: "price",
        message: `is ${formatPrice(p.price)}, but the price model gives ${formatPrice(w.price)} (${why(p.state, p.itemName)}); ${run}`,
      });
    else if (p.lastUpdated !== w.lastUpdated)
      errors.push({
        ...at,
        field: "lastUpdated",
        message: `is ${p.lastUpdated}, but the model's estimates are for ${w.lastUpdated}; ${run}`,
      });
  });
  const missing = out.prices.filter((p) => !seen.has(`${p.itemName}|${p.state}`)).length;
  if (missing)
    errors.push({
      file: DATA_FILES.prices.file,
      message: `lacks ${missing} of the model's ${out.prices.length} state prices (every item in every state); ${run}`,
    });
  return errors;
}
