/**
 * npm run check-data: validates data/*.json the way the server does, then cross-checks the figures that appear
 * on more than one page (domain/checks/figure-checks.ts), scans the page copy for figures typed by hand and the copy and
 * data prose for claims of work nobody did (domain/checks/claim-checks.ts); prints
 * every problem, exits 1 on any.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadCatalog } from "#server/base/catalog.ts";
import { formatDataError } from "#domain/data/data-error.ts";
import { copyClaims, dataCopyFigures, figureChecks, recordNames } from "#domain/checks/figure-checks.ts";
import {
  dataProcessClaims,
  dataProseDates,
  dataRecordedDates,
  offerMarkup,
  sourceProcessClaims,
  sourceUnbackedDates,
} from "#domain/checks/claim-checks.ts";
import { loadConfig } from "#server/base/config.ts";
import { checkNutritionSources } from "#domain/data/nutrition-checks.ts";
import { nutritionFromSources } from "./import/nutrition.ts";
import { checkAllergenSources } from "#domain/data/allergen-entry.ts";
import { allergensFromSources } from "./import/allergens.ts";
import { pageCopyFiles } from "../test-support/page-copy.ts";
import { readFileSync } from "node:fs";
import { readCsv } from "./import/csv.ts";
import { TIMELINE_FILE, timelineSourceErrors, type TimelineRow } from "#domain/checks/news-sources.ts";

const dir = process.argv[2] ?? loadConfig().dataDir;
const result = await loadCatalog(dir);
if (!result.ok) {
  console.error(`${result.errors.length} problem(s) in ${dir}:`);
  for (const e of result.errors) console.error(`  ${formatDataError(e)}`);
  process.exit(1);
}
const c = result.catalog;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The derived nutrition file must be exactly what its sources give (no figure typed in or worked out by hand).
const nutritionSources = checkNutritionSources(c.data.nutrition, nutritionFromSources(dir));
// So must the allergen statements: no list typed in by hand.
const allergenSources = checkAllergenSources(c.data.allergens, allergensFromSources(dir));
// Every source a news report or a deal names is a row of the chain's timeline, as written there.
const timeline = readCsv(TIMELINE_FILE, readFileSync(path.join(dir, TIMELINE_FILE), "utf8"), [
  "source",
  "source_url",
  "published",
  "effective",
  "reliability",
]).map((r) => r.cells as unknown as TimelineRow);
const figures = [
  ...figureChecks(c.data),
  ...timelineSourceErrors("news", c.data.news, timeline),
  ...timelineSourceErrors("deals", c.data.deals, timeline),
  ...dataCopyFigures(c.data),
  ...nutritionSources,
  ...allergenSources,
  ...dataProcessClaims(c.data),
  ...dataProseDates(c.data),
];
const sources = pageCopyFiles(root);
const copy = [
  ...copyClaims(sources, recordNames(c.data)),
  ...sourceProcessClaims(sources),
  ...sourceUnbackedDates(sources, dataRecordedDates(c.data)),
  ...offerMarkup(sources),
];
if (figures.length || copy.length) {
  console.error(`${figures.length + copy.length} figure(s) that disagree:`);
  for (const e of figures) console.error(`  ${formatDataError(e)}`);
  for (const e of copy) console.error(`  ${e.file}: ${e.entry}: ${e.message}`);
  process.exit(1);
}
console.log(
  `Data OK (version ${c.version}): ${c.menuItems.length} menu items, ${c.prices.length} state prices, ${c.locations.length} states with locations, ${c.seedReviews.length} reviews entered in reviews.json; figures shown on several pages agree.`,
);
