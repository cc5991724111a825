/**
 * The palette has one home: the views write no colour of their own, and the brand's values appear in no file but
 * domain/rules/palette.ts, so changing the brand colour is one edit (docs/where-to-change.md).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { BG, BRAND, BRAND_DARK, BRAND_MINT } from "./palette.ts";

const root = path.join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === "+types" ? [] : sources(rel);
    return /\.(ts|tsx|js)$/.test(name) && !name.endsWith(".test.ts") ? [rel] : [];
  });
}

const HEX = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi;

test("no view or route writes a colour literal: they read the theme's variables or the palette", () => {
  const found: string[] = [];
  for (const file of [...sources("components"), ...sources("routes")]) {
    for (const m of readFileSync(path.join(root, file), "utf8").matchAll(HEX)) found.push(`${file}: ${m[0]}`);
  }
  assert.deepEqual(found, []);
});

test("the brand's values are written only in domain/rules/palette.ts", () => {
  const brand = [BRAND, BRAND_DARK, BRAND_MINT, BG].map((c) => c.toLowerCase());
  const found: string[] = [];
  for (const file of [...sources("components"), ...sources("routes"), ...sources("domain"), ...sources("scripts"), ...sources("server")]) {
    if (file === path.join("domain", "rules", "palette.ts")) continue;
    for (const m of readFileSync(path.join(root, file), "utf8").matchAll(HEX))
      if (brand.includes(m[0].toLowerCase())) found.push(`${file}: ${m[0]}`);
  }
  assert.deepEqual(found, []);
});
