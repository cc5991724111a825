/**
 * npm run state-model: re-derives every stored state price in data/prices.json from the state price model
 * (domain/state-model.ts): the item's national price (menu-items.json avgPriceUsd) times the state's factor,
 * anchored to the dated surveys in data/state-price-surveys.json. `lastUpdated` is kept: it is the date the
 * national estimates a row rests on were last reviewed, and re-deriving checks no price. Prints each state's factor.
 * `-- --check` writes nothing and exits 1 when a stored price differs from the model.
 * Optional argument: the data folder (default DATA_DIR or ./data).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseDataFile } from "#domain/data-files.ts";
import { formatDataError } from "#domain/data-error.ts";
import { modelPrice, stateFactors, SURVEY_ITEM } from "#domain/state-model.ts";
import { loadConfig } from "#server/config.ts";

const args = process.argv.slice(2);
const check = args.includes("--check");
const dataDir = args.find((a) => !a.startsWith("--")) ?? loadConfig().dataDir;

async function read<K extends "prices" | "menuItems" | "stateSurveys">(key: K, file: string) {
  const { data, errors } = parseDataFile(key, await fs.readFile(path.join(dataDir, file), "utf8"));
  if (errors.length) throw new Error(errors.map(formatDataError).join("\n"));
  return data;
}

try {
  const pricesFile = path.join(dataDir, "prices.json");
  const prices = await read("prices", "prices.json");
  const items = await read("menuItems", "menu-items.json");
  const surveys = await read("stateSurveys", "state-price-surveys.json");
  const national = new Map(items.map((i) => [i.name, i.avgPriceUsd]));
  const anchor = national.get(SURVEY_ITEM);
  if (anchor === undefined) throw new Error(`menu-items.json has no ${SURVEY_ITEM}, the item the model is anchored on`);
  const previous = new Map(prices.filter((p) => p.itemName === SURVEY_ITEM).map((p) => [p.state, p.price / anchor]));
  const factors = new Map(stateFactors(surveys, previous).map((f) => [f.state, f]));
  let changed = 0;
  const next = prices.map((p) => {
    const f = factors.get(p.state);
    const n = national.get(p.itemName);
    if (!f || n === undefined) return p;
    const price = modelPrice(n, f.factor);
    if (price === p.price) return p;
    changed++;
    return { ...p, price };
  });
  for (const f of [...factors.values()].sort((a, b) => b.factor - a.factor)) {
    console.log(`${f.state.padEnd(16)} ${f.factor.toFixed(4)} ${f.basis}${f.figure ? ` (${f.figure.survey}, ${f.figure.published}: $${f.figure.priceUsd})` : ""}`);
  }
  console.log(`${changed} stored price(s) ${check ? "differ from the model (run npm run state-model)" : "re-derived"}`);
  if (check) process.exit(changed ? 1 : 0);
  if (changed) await fs.writeFile(pricesFile, `${JSON.stringify(next, null, 2)}\n`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
