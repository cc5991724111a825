/**
 * The shipped page copy the claim and figure checks read (domain/checks/claim-checks.ts, domain/checks/figure-checks.ts): every
 * source file under components/, routes/ and domain/ except tests, stylesheets and the two checkers themselves
 * (which name the words they look for). One walker for `npm run check-data` and the unit tests, so both read the
 * same files.
 */
import fs from "node:fs";
import path from "node:path";

const TOPS = ["components", "routes", "domain"];
const CHECKERS = new Set(["claim-checks.ts", "figure-checks.ts"]);

export function pageCopyFiles(root: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(e.name) && !/\.(test|css)\.tsx?$/.test(e.name) && !CHECKERS.has(e.name)) {
        out.push({ path: child, text: fs.readFileSync(path.join(root, child), "utf8") });
      }
    }
  };
  for (const top of TOPS) walk(top);
  return out;
}
