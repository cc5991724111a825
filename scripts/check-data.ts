/** npm run check-data: validates data/*.json the way the server does; prints every problem, exits 1 on any. */
import { loadCatalog } from "#server/catalog.ts";
import { formatDataError } from "#domain/data-files.ts";
import { loadConfig } from "#server/config.ts";

const dir = process.argv[2] ?? loadConfig().dataDir;
const result = await loadCatalog(dir);
if (!result.ok) {
  console.error(`${result.errors.length} problem(s) in ${dir}:`);
  for (const e of result.errors) console.error(`  ${formatDataError(e)}`);
  process.exit(1);
}
const c = result.catalog;
console.log(`Data OK (version ${c.version}): ${c.menuItems.length} menu items, ${c.prices.length} state prices, ${c.locations.length} states with locations, ${c.seedReviews.length} seed reviews.`);
