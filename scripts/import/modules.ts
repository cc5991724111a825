/** Every import, in the order the runner takes them: a new source is one module in scripts/import/ and one line here. */
import { allergensImport } from "./allergens.ts";
import { bigMacIndexImport } from "./big-mac-index.ts";
import { cpiImport } from "./cpi.ts";
import { nationalFiguresImport } from "./national-figures.ts";
import { observedPricesImport } from "./observed-prices.ts";
import { minimumWagesImport } from "./minimum-wages.ts";
import { nutritionImport } from "./nutrition.ts";
import { restaurantCountsImport } from "./restaurant-counts.ts";
import { stateSurveysImport } from "./state-surveys.ts";
import type { ImportModule } from "./run.ts";

export const IMPORTS: readonly ImportModule[] = [
  bigMacIndexImport,
  minimumWagesImport,
  nutritionImport,
  allergensImport,
  stateSurveysImport,
  restaurantCountsImport,
  cpiImport,
  nationalFiguresImport,
  observedPricesImport,
];
