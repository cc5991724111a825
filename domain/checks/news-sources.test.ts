import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "csv-parse/sync";
import { parseDataFile } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import { TIMELINE_FILE, timelineSourceErrors, type TimelineRow } from "./news-sources.ts";

const news = parseDataFile("news", readFileSync(new URL("../../data/news.json", import.meta.url), "utf8")).data!;
const rows = parse(readFileSync(new URL(`../../data/${TIMELINE_FILE}`, import.meta.url), "utf8"), { columns: true }) as TimelineRow[];

test("the eight articles are the spec's ids, each a report with sources from the timeline or a guide; none is dated before the file", () => {
  assert.deepEqual(news.map((a) => a.id).sort(), [
    "breakfast-all-day-options",
    "burger-menu-limited-favorites",
    "chicken-fish-sandwiches-update",
    "chicken-mcnuggets-new-sauces",
    "happy-meal-new-toys",
    "mccafe-premium-espresso",
    "mcvalue-menu-returns",
    "sweets-treats-seasonal",
  ]);
  for (const a of news) {
    assert.ok(a.kind === "guide" || (a.sources?.length ?? 0) > 0, a.id);
    // data/news.json was first committed on 2026-11-22: an article dated before that was not written on its date.
    assert.ok(a.date >= "2026-11-22", `${a.id} is dated ${a.date}`);
    assert.ok(a.author === "Menu Prices" || a.penName === true, a.id);
  }
  assert.deepEqual(timelineSourceErrors("news", news, rows).map(formatDataError), []);
  // The timeline's events the issue names are all reported.
  const effective = new Set(news.flatMap((a) => a.sources ?? []).map((s) => s.effective));
  for (const d of ["2024-06-25", "2025-01-07", "2025-09-08", "2026-01-01", "2025-07-10"]) assert.ok(effective.has(d), d);
});

test("a source that is no row of the timeline, a date that differs from its row, or a low-reliability row fails with entry and field", () => {
  const first = news.findIndex((a) => a.sources?.length);
  const plant = (s: { source: string; url: string; published: string; effective: string }) =>
    news.map((a, i) => (i === first ? { ...a, sources: [s] } : a));
  const good = news[first].sources![0];
  const unknown = timelineSourceErrors("news", plant({ ...good, url: "https://example.com/a-softer-potato-roll" }), rows);
  assert.equal(unknown.length, 1);
  assert.match(
    formatDataError(unknown[0]),
    new RegExp(
      `^data/news\\.json: entry ${first} \\(id "${news[first].id}".*field "sources\\.0": https://example\\.com/a-softer-potato-roll is not the source of any row`,
    ),
  );
  const redated = timelineSourceErrors("news", plant({ ...good, effective: "2025-07-28" }), rows);
  assert.match(formatDataError(redated[0]), /differs from its row .*effective "/);
  const low = rows.find((r) => r.reliability === "low")!;
  const weak = timelineSourceErrors(
    "news",
    plant({ source: low.source, url: low.source_url, published: low.published, effective: low.effective }),
    rows,
  );
  assert.match(formatDataError(weak[0]), /low reliability/);
});

test("a report without a source is refused by the schema, naming the field", () => {
  const raw = JSON.parse(readFileSync(new URL("../../data/news.json", import.meta.url), "utf8")) as Record<string, unknown>[];
  const i = raw.findIndex((a) => a.kind === "report");
  delete raw[i].sources;
  const { errors } = parseDataFile("news", JSON.stringify(raw));
  assert.ok(
    errors.some((e) => e.field === "sources" && /a report must name at least one source/.test(e.message)),
    JSON.stringify(errors),
  );
});

test("the deals name their timeline rows; one that names a row wrongly fails in deals.json", () => {
  const deals = parseDataFile("deals", readFileSync(new URL("../../data/deals.json", import.meta.url), "utf8")).data!;
  assert.deepEqual(timelineSourceErrors("deals", deals, rows).map(formatDataError), []);
  const meal = deals.find((d) => d.id === "five-dollar-meal-deal")!;
  assert.equal(meal.sources?.[0].effective, "2024-06-25");
  const planted = deals.map((d) => (d === meal ? { ...d, sources: [{ ...meal.sources![0], published: "2025-10-30" }] } : d));
  assert.match(
    formatDataError(timelineSourceErrors("deals", planted, rows)[0]),
    /^data\/deals\.json: entry \d+ \(id "five-dollar-meal-deal".*field "sources\.0": differs from its row/,
  );
});
