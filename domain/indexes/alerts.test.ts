import assert from "node:assert/strict";
import { test } from "node:test";
import { AlertIndex, checkFollow, type AnnouncedFigure } from "./alerts.ts";
import { validate } from "../rules/forms.ts";

const at = (min: number) => new Date(Date.UTC(2026, 10, 25, 10, min)).toISOString();
const T = { itemName: "Big Mac", size: "Standard", state: "Ohio" };
const NOW = Date.UTC(2026, 10, 25, 11, 0);
const fig = (median: number | null): AnnouncedFigure => ({
  median,
  visitors: median === null ? 0 : 3,
  first: "2026-11-01",
  last: "2026-11-20",
});

function index() {
  const ix = new AlertIndex();
  ix.apply("follow", "fa", at(0), { ...T, address: "hashA" });
  ix.apply("follow", "fb", at(1), { ...T, address: "hashB" });
  return ix;
}

test("a follow queues its confirmation; only confirmed follows get alerts, from the figure shown when they confirmed", () => {
  const ix = index();
  assert.deepEqual(
    ix.outbox(NOW).map((m) => m.key),
    ["confirm:fa", "confirm:fb"],
  );
  // Nobody confirmed: no topic to watch, whatever the figure.
  assert.deepEqual(
    ix.changes(() => fig(5.69)),
    [],
  );
  ix.apply("follow-confirm", "cfa", at(2), { follow: "fa", median: 5.69 });
  assert.deepEqual(
    ix.outbox(NOW).map((m) => m.key),
    ["confirm:fb"],
  );
  assert.deepEqual(
    ix.changes(() => fig(5.69)),
    [],
  );
  const [change] = ix.changes(() => fig(5.79));
  assert.deepEqual({ n: change!.n, median: change!.median, previous: change!.previous }, { n: 1, median: 5.79, previous: 5.69 });
  ix.apply("alert-queued", "q1", at(3), { ...change });
  // fb is not confirmed: one alert, to fa.
  assert.deepEqual(
    ix.outbox(NOW).map((m) => m.key),
    ["confirm:fb", "q1/fa"],
  );
  ix.apply("alert-sent", "s1", at(4), { message: "q1/fa" });
  assert.deepEqual(
    ix.outbox(NOW).map((m) => m.key),
    ["confirm:fb"],
  );
  assert.deepEqual(
    ix.changes(() => fig(5.79)),
    [],
  );
});

test("a second record of the same change (the file journal has no unique ids) queues nothing twice", () => {
  const ix = index();
  ix.apply("follow-confirm", "cfa", at(2), { follow: "fa", median: null });
  const [change] = ix.changes(() => fig(5.99));
  ix.apply("alert-queued", "q1", at(3), { ...change });
  ix.apply("alert-queued", "q1", at(3), { ...change });
  assert.equal(ix.outbox(NOW).filter((m) => m.kind === "alert").length, 1);
  assert.equal(ix.counts.queued, 1);
});

test("a figure that disappears is a change; unsubscribing stops the emails still queued; a newer follow of one address replaces the older", () => {
  const ix = index();
  ix.apply("follow-confirm", "cfa", at(2), { follow: "fa", median: 5.69 });
  ix.apply("follow-confirm", "cfb", at(2), { follow: "fb", median: 5.69 });
  const [gone] = ix.changes(() => fig(null));
  assert.equal(gone!.median, null);
  ix.apply("alert-queued", "q1", at(3), { ...gone });
  ix.apply("unfollow", "ufb", at(4), { follow: "fb" });
  assert.deepEqual(
    ix.outbox(NOW).map((m) => m.key),
    ["q1/fa"],
  );
  assert.ok(ix.erasable("fb", NOW));
  // fa asks again (another day: another follow id) and confirms: one follow, the new one.
  ix.apply("follow", "fa2", at(5), { ...T, address: "hashA" });
  ix.apply("follow-confirm", "cfa2", at(6), { follow: "fa2", median: null });
  assert.ok(ix.erasable("fa", NOW));
  const [back] = ix.changes(() => fig(5.5));
  ix.apply("alert-queued", "q2", at(7), { ...back });
  assert.deepEqual(
    ix
      .outbox(NOW)
      .filter((m) => m.key.startsWith("q2"))
      .map((m) => m.follow),
    ["fa2"],
  );
});

test("an unconfirmed follow's confirmation expires after a week, and its address may be erased", () => {
  const ix = index();
  const week = NOW + 8 * 86_400_000;
  assert.deepEqual(ix.outbox(week), []);
  assert.ok(ix.erasable("fa", week));
  assert.ok(!ix.erasable("fa", NOW));
  assert.equal(ix.askedSince("hashA", NOW - 86_400_000), 1);
});

test("checkFollow: the menu's name and size, the state's name; each refusal names its field", () => {
  const menu = new Map([
    ["big-mac", { name: "Big Mac" }],
    ["coca-cola", { name: "Coca-Cola", sizes: ["Small", "Medium", "Large"] as ("Small" | "Medium" | "Large")[] }],
  ]);
  const by = (slug: string) => menu.get(slug);
  assert.deepEqual(checkFollow({ email: " a@example.com ", itemName: "big mac", state: "oh" }, by, validate), {
    ok: true,
    value: { email: "a@example.com", itemName: "Big Mac", size: "Standard", state: "Ohio" },
  });
  const bad = checkFollow({ email: "a@example.com", itemName: "Coca-Cola", state: "OH" }, by, validate);
  assert.deepEqual(bad.ok ? null : bad.issues.map((i) => i.field), ["size"]);
  const many = checkFollow({ email: "x".repeat(300), itemName: "", state: "" }, by, validate);
  assert.deepEqual(many.ok ? null : many.issues.map((i) => i.field), ["email", "itemName", "state"]);
});
