/** The report index (domain/price-reports/report-index.ts): ids kept compactly, the once-a-week rule, the threshold, hides, figures kept by counts. */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { clientNumber, CountTable, monthOfDay, NumberMap, SortedCounts } from "./counts.ts";
import { ReportIndex } from "./report-index.ts";
import type { ReportData } from "./input.ts";
import { formatShortSpan } from "../rules/dates.ts";

const today = "2026-11-20";
const report = (over: Partial<ReportData> = {}): ReportData => ({
  itemName: "Big Mac",
  size: "Standard",
  price: 5.5,
  state: "Ohio",
  city: null,
  channel: "in-store",
  date: today,
  deal: null,
  client: "AAAAAAAAclient",
  ...over,
});

test("a report's id comes back exactly, UUID or not, and is found again", () => {
  const ix = new ReportIndex();
  const u = randomUUID();
  // Near-UUIDs (upper case, a dash moved, a letter past f, one character more) are kept as written, not as a UUID's words.
  const near = [u.toUpperCase(), `${u.slice(0, 7)}-${u.slice(7, 8)}${u.slice(9)}`, `${u.slice(0, 35)}g`, `${u}0`];
  const ids = [
    randomUUID(),
    u,
    "b42",
    "seed-report",
    ...near,
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
  ];
  for (const id of ids) ix.add(id, `${today}T10:00:00.000Z`, report({ client: id.padEnd(8, "x") }));
  assert.deepEqual(
    [...ix.visible()].map((r) => r.id),
    ids,
  );
  for (const [n, id] of ids.entries()) assert.equal(ix.indexOf(id), n);
  assert.equal(ix.indexOf(randomUUID()), -1);
});

test("one client counts once a week per group; another week counts again", () => {
  const ix = new ReportIndex();
  for (let k = 0; k < 100; k++)
    ix.add(randomUUID(), `2026-11-10T10:00:${String(k % 60).padStart(2, "0")}.000Z`, report({ date: "2026-11-10" }));
  const later = ix.add(randomUUID(), "2026-11-18T10:00:00.000Z", report({ price: 6.5 }));
  assert.equal(ix.countsState(later), true);
  const f = ix.figureOf(later, today)!;
  assert.deepEqual(
    { count: f.count, visitors: f.visitors, median: f.median, shown: f.shown },
    { count: 2, visitors: 1, median: 6.5, shown: false },
    "the client's latest report is its one price",
  );
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

test("a client's weight is one: its latest report is its price, however often it reports; hiding it brings back its previous one", () => {
  const ix = new ReportIndex();
  const day = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString();
  for (const [k, client] of ["AAAAAAAA", "BBBBBBBB", "CCCCCCCC"].entries())
    ix.add(randomUUID(), day(20 - k), report({ client, price: 5.57, date: day(20 - k).slice(0, 10) }));
  const weekly = [24, 16, 8, 0].map((n, k) => {
    const id = randomUUID();
    ix.add(id, day(n), report({ client: "WWWWWWWW", price: 11.14 - k / 100, date: day(n).slice(0, 10) }));
    return id;
  });
  const f = ix.shownFigure("Big Mac", "Standard", "Ohio", today)!;
  assert.deepEqual(
    { median: f.median, visitors: f.visitors, count: f.count },
    { median: 5.57, visitors: 4, count: 7 },
    "four weekly reports are one client's one price",
  );
  const g = ix.groupsFor("big-mac", "ohio")[0];
  // Its latest hidden, its one before (11.12) stands for it: still one price of four.
  ix.hide(weekly[3]);
  const after = g.figure(today, 3)!;
  assert.deepEqual({ median: after.median, visitors: after.visitors, count: after.count }, { median: 5.57, visitors: 4, count: 6 });
  const alone = new ReportIndex();
  alone.add(randomUUID(), day(9), report({ client: "WWWWWWWW", price: 6.1, date: day(9).slice(0, 10) }));
  const newest = randomUUID();
  alone.add(newest, day(1), report({ client: "WWWWWWWW", price: 6.5, date: day(1).slice(0, 10) }));
  const one = alone.groupsFor("big-mac", "ohio")[0];
  assert.equal(one.figure(today, 1)!.median, 6.5);
  alone.hide(newest);
  assert.equal(one.figure(today, 1)!.median, 6.1, "the client's previous report is its price again");
  ix.hide(weekly[2]);
  ix.hide(weekly[1]);
  ix.hide(weekly[0]);
  assert.deepEqual(g.figure(today, 3) && { median: g.figure(today, 3)!.median, visitors: g.figure(today, 3)!.visitors }, {
    median: 5.57,
    visitors: 3,
  });
});

test("a chart month needs as many distinct clients as a figure; one client's reports in a month are one price", () => {
  const ix = new ReportIndex();
  const add = (client: string, date: string, price: number) =>
    ix.add(randomUUID(), `${date}T10:00:00.000Z`, report({ client, date, price }));
  add("WWWWWWWW", "2026-10-01", 11.14);
  add("WWWWWWWW", "2026-10-09", 11.14);
  add("WWWWWWWW", "2026-10-17", 11.14);
  add("AAAAAAAA", "2026-11-02", 5.5);
  add("BBBBBBBB", "2026-11-03", 5.6);
  add("WWWWWWWW", "2026-11-04", 9);
  add("WWWWWWWW", "2026-11-12", 11.14);
  const g = ix.groupsFor("big-mac", "ohio")[0];
  assert.deepEqual(
    g.monthly(3),
    [{ month: "2026-11", median: 5.6, count: 3 }],
    "October rests on one client and is left out; November's clients are three",
  );
  assert.deepEqual(g.monthly(1), [
    { month: "2026-10", median: 11.14, count: 1 },
    { month: "2026-11", median: 5.6, count: 3 },
  ]);
});

test("client numbers keep 48 bits of the hash; spans read as the issue writes them", () => {
  assert.notEqual(clientNumber("AAAAAAAB"), clientNumber("AAAAAAAA"));
  assert.equal(clientNumber("________"), 2 ** 48 - 1);
  assert.equal(formatShortSpan("2026-09-02", "2026-11-20"), "Sep 2 - Nov 20, 2026");
  assert.equal(formatShortSpan("2026-11-20", "2026-11-20"), "Nov 20, 2026");
});

/** Each client's latest report (by purchase date, then arrival) among `reports`, by `clientOf`. */
function latestPerClient(ix: ReportIndex, reports: number[], clientOf: (i: number) => number): number[] {
  const latest = new Map<number, number>();
  for (const i of reports) {
    const held = latest.get(clientOf(i));
    if (held === undefined || ix.dayAt(i) > ix.dayAt(held) || (ix.dayAt(i) === ix.dayAt(held) && i > held)) latest.set(clientOf(i), i);
  }
  return [...latest.values()];
}

/** The figure as the rules define it, recomputed from every report: what the kept counts must always equal. */
function recomputed(ix: ReportIndex, members: number[], city: boolean, today: string) {
  const from = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000) - 180;
  const inIt = members.filter((i) => !ix.isHidden(i) && (city ? ix.countsCity(i) : ix.countsState(i)) && ix.dayAt(i) >= from);
  if (!inIt.length) return null;
  const prices = latestPerClient(ix, inIt, (i) => ix.clientAt(i))
    .map((i) => ix.priceAt(i))
    .sort((a, b) => a - b);
  const mid = prices.length >> 1;
  const median = Math.round((prices.length % 2 ? prices[mid] : (prices[mid - 1] + prices[mid]) / 2) * 100) / 100;
  const days = inIt.map((i) => ix.dayAt(i));
  const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
  return {
    median,
    count: inIt.length,
    visitors: new Set(inIt.map((i) => ix.clientAt(i))).size,
    first: iso(Math.min(...days)),
    last: iso(Math.max(...days)),
  };
}

function recomputedMonthly(ix: ReportIndex, members: number[], threshold: number) {
  const byMonth = new Map<string, number[]>();
  for (const i of members) {
    if (ix.isHidden(i) || !ix.countsState(i)) continue;
    const m = new Date(ix.dayAt(i) * 86_400_000).toISOString().slice(0, 7);
    byMonth.set(m, [...(byMonth.get(m) ?? []), i]);
  }
  return [...byMonth.entries()]
    .map(([month, reports]) => [month, latestPerClient(ix, reports, (i) => ix.clientAt(i) % 2 ** 30).map((i) => ix.priceAt(i))] as const)
    .filter(([, ps]) => ps.length >= threshold)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, ps]) => {
      const s = ps.sort((a, b) => a - b);
      const mid = s.length >> 1;
      return { month, median: Math.round((s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2) * 100) / 100, count: s.length };
    });
}

test("figures read from the kept counts equal the figures recomputed from every report, through hides, restores and days passing", () => {
  let seed = 29;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const ix = new ReportIndex();
  const base = Date.parse("2026-11-20T00:00:00Z");
  const ids: string[] = [];
  const states = ["Ohio", "Texas"];
  const cities = [null, "Dayton", "dayton", "Akron"];
  for (let k = 0; k < 3000; k++) {
    // Arrivals over 400 days, in order; purchases up to 30 days before; 40 clients, so the weekly rule bites.
    const atMs = base - ((3000 - k) * (400 * 86_400_000)) / 3000;
    const date = new Date(atMs - rand(30) * 86_400_000).toISOString().slice(0, 10);
    const id = randomUUID();
    ids.push(id);
    const r = report({
      state: states[rand(2)],
      city: cities[rand(4)],
      price: 3 + rand(400) / 100,
      date,
      client: `C${String(rand(40)).padStart(7, "0")}`,
      channel: rand(4) === 0 ? "app" : "in-store",
    });
    assert.ok(ix.add(id, new Date(atMs).toISOString(), r, rand(50) === 0) >= 0);
    if (rand(20) === 0) ix.hide(ids[rand(ids.length)]);
    if (rand(25) === 0) ix.restore(ids[rand(ids.length)]);
  }
  const members = (city: boolean) => {
    const by = new Map<string, number[]>();
    for (const i of ix.indexes()) {
      const p = ix.publicAt(i);
      if (city && !p.city) continue;
      const key = `${p.channel}|${p.state}|${city ? p.city!.toLowerCase() : ""}`;
      by.set(key, [...(by.get(key) ?? []), i]);
    }
    return by;
  };
  const check = (today: string) => {
    let seen = 0;
    for (const [key, list] of members(false)) {
      const [channel, state] = key.split("|");
      const g = ix.groupsFor("big-mac", state.toLowerCase()).find((x) => x.channel === channel)!;
      const f = g.figure(today, 3, false);
      const want = recomputed(ix, list, false, today);
      assert.deepEqual(
        f && { median: f.median, count: f.count, visitors: f.visitors, first: f.first, last: f.last },
        want,
        `${key} on ${today}`,
      );
      for (const threshold of [1, 3, 6])
        assert.deepEqual(g.monthly(threshold), recomputedMonthly(ix, list, threshold), `${key}: monthly medians from ${threshold} clients`);
      if (want) seen++;
    }
    for (const [key, list] of members(true)) {
      const [channel, state, city] = key.split("|");
      const f = ix.cityFigures("Big Mac", state, today).find((x) => x.channel === channel && x.city!.toLowerCase() === city);
      const want = recomputed(ix, list, true, today);
      assert.deepEqual(
        f ? { median: f.median, count: f.count, visitors: f.visitors, first: f.first, last: f.last } : null,
        want,
        `${key} on ${today}`,
      );
    }
    return seen;
  };
  // Today, then the window moving forward a day, a month and past every report, and back again.
  assert.ok(check("2026-11-20") > 0);
  for (const today of ["2026-11-21", "2026-12-20", "2027-06-01", "2028-01-01", "2026-10-01", "2026-11-20"]) check(today);
  // Hides and restores after the window has moved.
  for (let k = 0; k < 300; k++) (rand(2) ? ix.hide : ix.restore).call(ix, ids[rand(ids.length)]);
  check("2026-11-20");
  check("2026-12-31");
  // Reports arriving once the counts are built, some dated before the window, some hidden at once.
  for (let k = 0; k < 500; k++) {
    const id = randomUUID();
    ids.push(id);
    const date = new Date(base - rand(300) * 86_400_000).toISOString().slice(0, 10);
    ix.add(
      id,
      new Date(base + k * 60_000).toISOString(),
      report({
        state: states[rand(2)],
        city: cities[rand(4)],
        price: 3 + rand(400) / 100,
        date,
        client: `C${String(rand(40)).padStart(7, "0")}`,
      }),
      rand(30) === 0,
    );
    if (rand(10) === 0) ix.hide(ids[rand(ids.length)]);
  }
  check("2026-12-31");
  check("2026-11-20");
});

test("ids are found by lookup among many and a repeated id is not added twice", () => {
  const ix = new ReportIndex();
  const ids = Array.from({ length: 5000 }, () => randomUUID());
  for (const id of ids) ix.add(id, `${today}T10:00:00.000Z`, report());
  assert.equal(ix.add(ids[17], `${today}T11:00:00.000Z`, report()), -1, "the same UUID again is not a new report");
  assert.equal(ix.size, 5000);
  for (const k of [0, 1, 1023, 1024, 4999]) assert.equal(ix.indexOf(ids[k]), k);
  assert.equal(ix.indexOf(randomUUID()), -1);
  assert.equal(ix.indexOf("not-an-id"), -1);
});

test("the count table and the sorted counts agree with a plain count through any order of adds and removes", () => {
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const table = new CountTable();
  const sorted = new SortedCounts();
  const plain = new Map<number, number>();
  for (let k = 0; k < 20_000; k++) {
    // 48-bit keys that share their low bits, so probes collide.
    const key = rand(300) * 2 ** 32 + (rand(3) << 4);
    if (rand(3) === 0 && (plain.get(key) ?? 0) > 0) {
      table.remove(key);
      sorted.remove(key);
      const left = plain.get(key)! - 1;
      if (left) plain.set(key, left);
      else plain.delete(key);
    } else {
      table.add(key);
      sorted.add(key);
      plain.set(key, (plain.get(key) ?? 0) + 1);
    }
    if (k % 1000 === 0 || k > 19_990) {
      assert.equal(table.distinct, plain.size);
      assert.equal(sorted.distinct, plain.size);
      assert.deepEqual(
        Array.from({ length: sorted.distinct }, (_, p) => [sorted.keyAt(p), sorted.countAt(p)]),
        [...plain.entries()].sort(([a], [b]) => a - b),
      );
    }
  }
  // A few keys in a small table: probe runs wrap around its end, and every removal must keep the others findable.
  const small = new CountTable();
  const counts = new Map<number, number>();
  for (let k = 0; k < 20_000; k++) {
    const key = rand(7) * 2 ** 40 + rand(2);
    if (rand(2) === 0 && counts.has(key)) {
      small.remove(key);
      const left = counts.get(key)! - 1;
      if (left) counts.set(key, left);
      else counts.delete(key);
    } else {
      small.add(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    assert.equal(small.distinct, counts.size, `after ${k + 1} changes`);
  }
  // Emptied, both hold nothing.
  for (const [key, n] of plain) {
    for (let j = 0; j < n; j++) {
      table.remove(key);
      sorted.remove(key);
    }
  }
  assert.equal(table.distinct, 0);
  assert.equal(sorted.total, 0);
});

test("months follow the calendar", () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  for (const iso of ["1970-01-01", "2024-02-29", "2024-03-01", "2026-12-31", "2027-01-01", "2000-02-29"]) {
    assert.equal(monthOfDay(day(iso)), Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1, iso);
  }
});

test("the number map agrees with a Map through any order of sets and deletes, growing and shrinking, and refuses values it cannot hold", () => {
  const map = new NumberMap();
  const want = new Map<number, number>();
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  // Keys up to 2^48 (clients' numbers), a few hundred at most at once, so runs collide and wrap around the table.
  const keys = Array.from({ length: 600 }, (_, k) => (k % 3 === 0 ? k : rand(2 ** 30) * 2 ** 18 + k));
  for (let step = 0; step < 40_000; step++) {
    const key = keys[rand(step < 20_000 ? keys.length : 40)]!;
    if (rand(3) === 0) {
      map.delete(key);
      want.delete(key);
    } else {
      const value = 1 + rand(0x7fffffff);
      map.set(key, value);
      want.set(key, value);
    }
    if (step % 997 === 0 || step === 39_999) {
      assert.equal(map.size, want.size, `size at step ${step}`);
      for (const k of keys) assert.equal(map.get(k), want.get(k) ?? 0, `key ${k} at step ${step}`);
    }
  }
  map.set(keys[0]!, 0);
  assert.equal(map.get(keys[0]!), 0, "0 removes a key");
  for (const bad of [0.5, -1, 2 ** 31, Number.NaN]) assert.throws(() => map.set(1, bad), RangeError, `value ${bad}`);
});
