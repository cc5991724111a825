/**
 * The price model's backtest (domain/rules/price-model.ts), the same table as `npm run model -- --backtest` and
 * /about#price-model: how far each kind of estimate was from what was later published or seen, and the ranges
 * the pages show from it. Reads the data files; needs no server.
 */
import fs from "node:fs";
import path from "node:path";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "#domain/data/data-files.ts";
import { backtest, formatBacktest, modelErrors, modelInputs } from "#domain/rules/price-model.ts";
import { heading, root } from "./lib.ts";

export async function modelSection(): Promise<void> {
  heading("Price model: backtest (npm run model -- --backtest)");
  const dir = path.resolve(root, process.env.DATA_DIR ?? "data");
  const data = {} as DataSet;
  for (const key of Object.keys(DATA_FILES) as DataKey[])
    (data as Record<string, unknown>)[key] = parseDataFile(key, fs.readFileSync(path.join(dir, DATA_FILES[key].file), "utf8")).data;
  const tests = backtest(modelInputs(data));
  console.log(formatBacktest(tests, false));
  const e = modelErrors(tests);
  console.log(
    `\nShown ranges: a state estimate +/- ${(e.state * 100).toFixed(1)}%, a national one +/- ${(e.national * 100).toFixed(1)}% (the 80th percentiles above).`,
  );
}
