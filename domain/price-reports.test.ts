/** The report index (domain/price-reports.ts): ids kept compactly, the once-a-week rule, the threshold, hides. */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { clientNumber, ReportIndex, type ReportData } from "./price-reports.ts";
import { formatShortSpan } from "./dates.ts";

const today = "2026-11-20";
const report = (over: Partial<ReportData> = {}): ReportData => ({ itemName: "Big Mac", size: "Standard", price: 5.5, state: "Ohio", city: null, channel: "in-store", date: today, deal: null, client: "AAAAAAAAclient", ...over });

test("a report's id comes back exactly, UUID or not, and is found again", () => {
  const ix = new ReportIndex();
  const ids = [randomUUID(), randomUUID(), "b42", "seed-report"];
  for (const id of ids) ix.add(id, `${today}T10:00:00.000Z`, report({ client: id.padEnd(8, "x") }));
  assert.deepEqual([...ix.visible()].map((r) => r.id), ids);
  for (const [n, id] of ids.entries()) assert.equal(ix.indexOf(id), n);
  assert.equal(ix.indexOf(randomUUID()), -1);
});

test("one client counts once a week per group; another week counts again", () => {
  const ix = new ReportIndex();
  for (let k = 0; k < 100; k++) ix.add(randomUUID(), `2026-11-10T10:00:${String(k % 60).padStart(2, "0")}.000Z`, report({ date: "2026-11-10" }));
  const later = ix.add(randomUUID(), "2026-11-18T10:00:00.000Z", report({ price: 6.5 }));
  assert.equal(ix.countsState(later), true);
  const f = ix.figureOf(later, today)!;
  assert.deepEqual({ count: f.count, visitors: f.visitors, median: f.median, shown: f.shown }, { count: 2, visitors: 1, median: 6, shown: false });
});

test("a figure is shown from the threshold of distinct clients; a hide takes its report out", () => {
  const ix = new ReportIndex();
  const ids = ["AAAAAAAA", "BBBBBBBB", "CCCCCCCC"].map((client, k) => {
    const id = randomUUID();
    ix.add(id, `${today}T10:00:0${k}.000Z`, report({ client, price: 5 + k }));
    return id;
  });
  assert.equal(ix.shownFigure("Big Mac", "Standard", "Ohio", today)?.median, 6);
  assert.equal(ix.hide(ids[2]), true);
  assert.equal(ix.hide(ids[2]), false, "hiding twice changes nothing");
  assert.equal(ix.shownFigure("Big Mac", "Standard", "Ohio", today), null);
  assert.equal(ix.figureOf(0, today)?.median, 5.5);
  assert.equal(ix.visibleCount, 2);
});

test("client numbers keep 48 bits of the hash; spans read as the issue writes them", () => {
  assert.notEqual(clientNumber("AAAAAAAB"), clientNumber("AAAAAAAA"));
  assert.equal(clientNumber("________"), 2 ** 48 - 1);
  assert.equal(formatShortSpan("2026-09-02", "2026-11-20"), "Sep 2 - Nov 20, 2026");
  assert.equal(formatShortSpan("2026-11-20", "2026-11-20"), "Nov 20, 2026");
});
