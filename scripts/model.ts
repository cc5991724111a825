/**
 * npm run model: re-derives every price the data files store from the price model (domain/rules/price-model.ts): each
 * item's national price and its month in menu-items.json (`avgPriceUsd`, `priceAsOf`, `fixedPrice`) and each item
 * in each state in prices.json, from the imported inputs (the price index, the chain's figures, the state surveys)
 * and data/price-model.json. Prints each state's level and the backtest's error table.
 *
 *   npm run model                 write the files that changed
 *   npm run model -- --check      write nothing; exit 1 when a stored figure differs from the model
 *   npm run model -- --backtest   print the backtest's rows and its error table only
 *
 * Optional argument: the data folder (default DATA_DIR or ./data).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "#domain/data/data-files.ts";
import { formatDataError } from "#domain/data/data-error.ts";
import { backtest, formatBacktest, modelErrors, modelInputs, modelOutput } from "#domain/rules/price-model.ts";
import { loadConfig } from "#server/base/config.ts";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log(
    "npm run model [-- --check | --backtest] [data folder]: re-derive the stored prices from the price model (domain/rules/price-model.ts)",
  );
  process.exit(0);
}
const check = args.includes("--check");
const onlyBacktest = args.includes("--backtest");
const dataDir = args.find((a) => !a.startsWith("--")) ?? loadConfig().dataDir;

async function read<K extends DataKey>(key: K): Promise<DataSet[K]> {
  const { data, errors } = parseDataFile(key, await fs.readFile(path.join(dataDir, DATA_FILES[key].file), "utf8"));
  if (errors.length) throw new Error(errors.map(formatDataError).join("\n"));
  return data;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

try {
  const [menuItems, prices, cpi, nationalFigures, bigMacIndex, priceModel, mealParts, stateSurveys, stateLevels, observedPrices] =
    await Promise.all([
      read("menuItems"),
      read("prices"),
      read("cpi"),
      read("nationalFigures"),
      read("bigMacIndex"),
      read("priceModel"),
      read("mealParts"),
      read("stateSurveys"),
      read("stateLevels"),
      read("observedPrices"),
    ]);
  const inputs = modelInputs({ cpi, nationalFigures, bigMacIndex, priceModel, mealParts, stateSurveys, stateLevels, observedPrices });
  const tests = backtest(inputs);
  if (onlyBacktest) {
    console.log(formatBacktest(tests, true));
    const e = modelErrors(tests);
    console.log(`\nShown ranges: a state estimate +/- ${pct(e.state)}, a national one +/- ${pct(e.national)} (the 80th percentiles above)`);
    process.exit(0);
  }
  const out = modelOutput(
    inputs,
    menuItems.map((i) => i.name),
  );
  const missing = menuItems.filter((i) => !out.items.has(i.name)).map((i) => i.name);
  if (missing.length) throw new Error(`price-model.json: no rule prices ${missing.map((m) => `"${m}"`).join(", ")}`);

  let itemChanges = 0;
  const nextItems = menuItems.map((i) => {
    const o = out.items.get(i.name)!;
    const { fixedPrice: _old, ...rest } = i;
    const next = { ...rest, avgPriceUsd: o.avgPriceUsd, priceAsOf: o.priceAsOf, ...(o.fixedPrice ? { fixedPrice: true as const } : {}) };
    if (i.avgPriceUsd !== next.avgPriceUsd || i.priceAsOf !== next.priceAsOf || Boolean(i.fixedPrice) !== o.fixedPrice) itemChanges++;
    // Keep the entry's field order: the three model fields where they were, fixedPrice after priceAsOf.
    const ordered: Record<string, unknown> = {};
    for (const k of Object.keys(i)) if (k !== "fixedPrice") ordered[k] = (next as Record<string, unknown>)[k];
    if (o.fixedPrice) ordered.fixedPrice = true;
    return ordered;
  });
  const nextPrices = out.prices.map((p, i) => ({ id: i + 1, ...p }));
  const key = (p: { itemName: string; state: string; price: number; lastUpdated: string }) =>
    `${p.itemName}|${p.state}|${p.price}|${p.lastUpdated}`;
  const had = new Set(prices.map(key));
  const priceChanges = nextPrices.filter((p) => !had.has(key(p))).length + Math.max(0, prices.length - nextPrices.length);

  for (const f of [...out.factors].sort((a, b) => b.factor - a.factor)) {
    const fig = f.figure;
    const what = fig
      ? ` (${fig.survey}, ${fig.published}: ${fig.priceUsd !== undefined ? `$${fig.priceUsd}` : `${fig.percentVsNational! > 0 ? "+" : ""}${fig.percentVsNational}%`})`
      : "";
    console.log(`${f.state.padEnd(16)} ${f.factor.toFixed(4)} ${f.basis}${what}`);
  }
  console.log(`\nEstimates for ${out.month}, from the price index of that month.`);
  console.log(formatBacktest(tests, false));
  const drift = itemChanges + priceChanges;
  if (check) {
    console.log(
      drift
        ? `${itemChanges} national price(s) and ${priceChanges} state price(s) differ from the model: run npm run model`
        : "Every stored price is the model's.",
    );
    process.exit(drift ? 1 : 0);
  }
  if (itemChanges) await fs.writeFile(path.join(dataDir, DATA_FILES.menuItems.file), `${JSON.stringify(nextItems, null, 2)}\n`);
  if (priceChanges)
    await fs.writeFile(
      path.join(dataDir, DATA_FILES.prices.file),
      `[\n${nextPrices.map((p) => `  ${JSON.stringify(p)}`).join(",\n")}\n]\n`,
    );
  console.log(`${itemChanges} national price(s) and ${priceChanges} state price(s) re-derived`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
