import assert from "node:assert/strict";
import { test } from "node:test";
import { searchCountries } from "./countries.ts";

const list = [{ country: "United States" }, { country: "United Kingdom" }, { country: "Japan" }, { country: "Switzerland" }];

test("matches a substring of the country name, whatever the case", () => {
  assert.deepEqual(
    searchCountries(list, "UNITED").map((c) => c.country),
    ["United States", "United Kingdom"],
  );
  assert.deepEqual(
    searchCountries(list, "zer").map((c) => c.country),
    ["Switzerland"],
  );
});

test("an empty or blank query keeps every country", () => {
  assert.equal(searchCountries(list, "").length, 4);
  assert.equal(searchCountries(list, "   ").length, 4);
  assert.equal(searchCountries(list, null).length, 4);
});

test("no match gives an empty list", () => {
  assert.deepEqual(searchCountries(list, "atlantis"), []);
});
