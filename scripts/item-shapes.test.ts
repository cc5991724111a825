/**
 * A menu item is described once, by its schema (`MenuItemSchema` in domain/data/schemas.ts; `MenuItemEntry` is its
 * valibot output, `MenuItem` that with its nutrition). A type that needs some of its fields takes them from
 * there (`Pick<MenuItemEntry, "name" | "avgPriceUsd">`, plus what a view derives: calories, a rating, each size's
 * figures), so a field renamed or retyped in the schema reaches every view, and a field cannot mean one thing in
 * one type and another elsewhere (`ToolItem.price` was `avgPriceUsd`, `CheapItem.price` too).
 *
 * This test reads every type literal and interface in domain/, server/, components/ and routes/ with the
 * TypeScript parser, and fails on one that declares two or more of the item's own fields by hand.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { MenuItemSchema } from "#domain/data/schemas.ts";

const root = path.join(import.meta.dirname, "..");
const LAYERS = ["domain", "server", "components", "routes"];
/** The schema's fields that say what the item is; `id`, `description` and `imageUrl` name many other things too. */
const GENERIC = new Set(["id", "description", "imageUrl"]);
const ITEM_FIELDS = new Set(Object.keys(MenuItemSchema.entries).filter((k) => !GENERIC.has(k)));

/**
 * The types that declare item fields themselves, each with why. A type is named `file name` (its interface, type
 * alias or function); a new one fails the test until it takes its fields from the schema or is added here.
 */
const ALLOWED: Record<string, string> = {
  "domain/rules/state-estimates.ts stateMenuGroups":
    "groups rows by any category label, and puts rows of a category the menu does not list under Other",
  "domain/rules/tracker.ts groupForTracker": "groups anything with a name by its category label, in the order met",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** "file:line Name {field, field}" for every interface or type literal declaring two or more item fields. */
function handWrittenItemShapes(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const fields = node.members.flatMap((m) =>
        ts.isPropertySignature(m) && m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && ITEM_FIELDS.has(m.name.text)
          ? [m.name.text]
          : [],
      );
      if (fields.length >= 2) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        let owner: ts.Node | undefined = node;
        while (
          owner &&
          !ts.isInterfaceDeclaration(owner) &&
          !ts.isTypeAliasDeclaration(owner) &&
          !ts.isFunctionLike(owner) &&
          !ts.isVariableDeclaration(owner)
        )
          owner = owner.parent;
        const name =
          owner && "name" in owner && owner.name && ts.isIdentifier(owner.name as ts.Node)
            ? (owner.name as ts.Identifier).text
            : "(inline)";
        found.push(`${file}:${line + 1} ${name} {${fields.join(", ")}}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("no type re-describes a menu item by hand: each takes the item's fields from its schema", () => {
  const files = LAYERS.flatMap(sourceFiles);
  assert.ok(files.length > 200, `read the tree (${files.length} files)`);
  const found = files.flatMap((f) => handWrittenItemShapes(f, readFileSync(path.join(root, f), "utf8")));
  const named = (shape: string) => shape.replace(/:\d+ /, " ").replace(/ \{.*$/, "");
  assert.deepEqual(
    found
      .map(named)
      .filter((n) => ALLOWED[n])
      .sort(),
    Object.keys(ALLOWED).sort(),
    "every allowed type still exists (remove the entry of one that went)",
  );
  assert.deepEqual(
    found.filter((shape) => !ALLOWED[named(shape)]),
    [],
    'take the fields from the schema instead: Pick<MenuItemEntry, "name" | "category"> & { ...what the view adds } (domain/data/schemas.ts)',
  );
});

test("a planted item shape is found, as an interface and as an inline type; a projection of the schema is not", () => {
  const planted = [
    "export interface PlantedItem { name: string; avgPriceUsd: number; calories: number | null }",
    "export function f(items: { name: string; category: string }[]) { return items; }",
    'import type { MenuItemEntry } from "./schemas.ts";\nexport type Fine = Pick<MenuItemEntry, "name" | "avgPriceUsd"> & { calories: number | null };',
    "export interface NotAnItem { name: string; description: string; id: number }",
  ].join("\n");
  const found = handWrittenItemShapes("domain/planted.ts", planted);
  assert.equal(found.length, 2, found.join("\n"));
  assert.match(found[0]!, /PlantedItem \{name, avgPriceUsd\}/);
  assert.match(found[1]!, /domain\/planted\.ts:2 f \{name, category\}/);
});
