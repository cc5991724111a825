import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { crossCheck, DATA_FILES, parseDataFile, type DataSet } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import { secretMenuRange, secretMenuSum } from "./secret-menu.ts";

const read = <K extends "secretMenu" | "menuItems">(key: K, file: string) =>
  parseDataFile(key, readFileSync(new URL(`../../data/${file}`, import.meta.url), "utf8")).data;
const secret = read("secretMenu", "secret-menu.json");
const menu = read("menuItems", "menu-items.json");
const byName = new Map(menu.map((i) => [i.name, i]));
const find = (name: string) => byName.get(name);
const price = (name: string) => byName.get(name)!.avgPriceUsd;

test("a secret item's price is the sum of its parts' current national figures, never a typed number", () => {
  const gang = secretMenuSum(
    secret.find((s) => s.id === "mcgangbang")!,
    find,
  )!;
  // It said $4.50 against a McDouble and a McChicken that cost more together.
  assert.equal(gang.total, Math.round((price("McDouble") + price("McChicken")) * 100) / 100);
  assert.deepEqual(
    gang.parts.map((p) => p.item),
    ["McDouble", "McChicken"],
  );
  // "Poor Man's Big Mac" said $3.00, below the McDouble it is made of: now it is at least the McDouble.
  const poor = secretMenuSum(
    secret.find((s) => s.id === "poor-mans-big-mac")!,
    find,
  )!;
  assert.equal(poor.total, price("McDouble"));
  assert.deepEqual(poor.unpriced, ["Mac sauce and shredded lettuce"]);
  // Counts and sizes: two McChickens; a Medium shake at its size's figure.
  assert.equal(
    secretMenuSum(
      secret.find((s) => s.id === "big-mcchicken")!,
      find,
    )!.total,
    Math.round((price("Big Mac") + 2 * price("McChicken")) * 100) / 100,
  );
  // A new menu price moves the sum with it.
  const dearer = (name: string) => (name === "McDouble" ? { ...byName.get(name)!, avgPriceUsd: 9.99 } : byName.get(name));
  assert.equal(
    secretMenuSum(
      secret.find((s) => s.id === "mcgangbang")!,
      dearer,
    )!.total,
    Math.round((9.99 + price("McChicken")) * 100) / 100,
  );
  const range = secretMenuRange(secret.map((s) => secretMenuSum(s, find)))!;
  assert.ok(range.low < range.high && range.partial);
});

test("a part that is not on the menu, or a size the item is not sold in, fails the load naming entry and field", () => {
  const empty = Object.fromEntries(Object.keys(DATA_FILES).map((k) => [k, []])) as unknown as DataSet;
  const own = (d: DataSet) =>
    crossCheck(d)
      .filter((e) => e.file === "secret-menu.json")
      .map(formatDataError);
  assert.deepEqual(own({ ...empty, secretMenu: secret, menuItems: menu }), []);
  const planted = secret.map((s, i) => (i === 0 ? { ...s, parts: [{ item: "McGangBang Patty" }, { item: "World Famous Fries" }] } : s));
  const errors = own({ ...empty, secretMenu: planted, menuItems: menu });
  assert.equal(errors.length, 2);
  assert.match(
    errors[0],
    /^data\/secret-menu\.json: entry 0 \(id "mcgangbang".*field "parts\.0\.item": "McGangBang Patty" is not an item in menu-items\.json/,
  );
  assert.match(errors[1], /field "parts\.1\.item": "World Famous Fries" is sold in sizes/);
});
