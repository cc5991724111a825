/** Every data file of a data folder (default: the repository's data/), parsed by its schema, for tests that read the shipped data. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_FILES, parseDataFile, type DataKey, type DataSet } from "../domain/data/data-files.ts";

const DATA_DIR = fileURLToPath(new URL("../data/", import.meta.url));

export function loadDataSet(dir: string = DATA_DIR): DataSet {
  const data = {} as DataSet;
  for (const key of Object.keys(DATA_FILES) as DataKey[])
    (data as Record<string, unknown>)[key] = parseDataFile(key, readFileSync(path.join(dir, DATA_FILES[key].file), "utf8")).data;
  return data;
}
