import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseDataFile } from "../data/data-files.ts";
import { newestDate, todayIso } from "./dates.ts";
import { currentDeals, dealStatus, dealsSourced } from "./deals.ts";

const deal = (id: string, extra: { startDate?: string; endDate?: string } = {}) => ({ id, ...extra });

describe("honest dates", () => {
  test("today is the request time's UTC date, read in one place", () => {
    assert.equal(todayIso(new Date("2026-11-23T23:59:59Z")), "2026-11-23");
    assert.equal(todayIso(new Date("2026-11-24T00:00:00Z")), "2026-11-24");
    assert.match(todayIso(), /^\d{4}-\d{2}-\d{2}$/);
  });
  test("a deal past its end date is ended and no longer listed; one not yet started is not listed either", () => {
    assert.equal(dealStatus({ endDate: "2025-12-31" }, "2025-12-31"), "running", "the end date is the last day it runs");
    assert.equal(dealStatus({ endDate: "2025-12-31" }, "2026-01-01"), "ended");
    assert.equal(dealStatus({ startDate: "2026-02-01" }, "2026-01-31"), "upcoming");
    assert.equal(dealStatus({}, "2030-01-01"), "running");
    const list = [
      deal("open"),
      deal("ended", { endDate: "2025-11-30" }),
      deal("soon", { startDate: "2027-01-01" }),
      deal("until", { endDate: "2026-12-31" }),
    ];
    assert.deepEqual(
      currentDeals(list, "2026-11-23").map((d) => d.id),
      ["open", "until"],
    );
    assert.deepEqual(
      currentDeals(list, "2027-01-01").map((d) => d.id),
      ["open", "soon"],
    );
  });
  test("how many shown deals name a dated source; the newest date in the data, not today", () => {
    assert.deepEqual(dealsSourced([{ sources: [{}] }, { sources: [] }, {}]), { sourced: 1, total: 3 });
    assert.equal(dealsSourced([]), null);
    assert.equal(newestDate(["2025-01-01", undefined, "2024-12-31"]), "2025-01-01");
  });
  test("deals.json: no deal carries a 'checked' date no record backs, and a malformed date names the file, entry and field", () => {
    const shipped = parseDataFile("deals", readFileSync(new URL("../../data/deals.json", import.meta.url), "utf8"));
    assert.deepEqual(shipped.errors, []);
    assert.ok(shipped.data.every((d) => !("checked" in d)));
    const bad = [{ id: "x", group: "home", title: "T", description: "D", savings: "S", link: "/mcvalue", endDate: "31/12/2025" }];
    const errors = parseDataFile("deals", JSON.stringify(bad)).errors;
    assert.ok(
      errors.some((e) => e.file === "deals.json" && e.field === "endDate" && /YYYY-MM-DD/.test(e.message)),
      JSON.stringify(errors),
    );
    const checked = parseDataFile("deals", JSON.stringify([{ ...bad[0], endDate: undefined, checked: "2025-10-30" }])).errors;
    assert.ok(
      checked.some((e) => e.file === "deals.json" && e.field === "checked"),
      JSON.stringify(checked),
    );
  });
});
