import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import { loadDataSet } from "../../test-support/data-set.ts";
import type { DataSet } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import { copyClaims, dataCopyFigures, figureChecks, recordNames } from "./figure-checks.ts";
import { pageCopyFiles } from "../../test-support/page-copy.ts";

const loadData = () => loadDataSet();

const problems = (data: DataSet) => figureChecks(data).map(formatDataError);

describe("check-data cross-checks of figures shown on several pages", () => {
  test("the shipped data passes", () => {
    assert.deepEqual(problems(loadData()), []);
  });

  test("a United States row of the latest Big Mac edition that is not its own local price in dollars is reported with file, entry and field", () => {
    const data = loadData();
    const latest = data.bigMacIndex.at(-1)!;
    data.bigMacIndex = [
      ...data.bigMacIndex.slice(0, -1),
      { ...latest, countries: latest.countries.map((c) => (c.iso === "USA" ? { ...c, dollarPrice: 5.58 } : c)) },
    ];
    const out = problems(data);
    assert.equal(out.length, 1);
    assert.match(
      out[0],
      new RegExp(
        `data/big-mac-index\\.json: entry ${data.bigMacIndex.length - 1} \\(edition ${latest.date}, USA\\): field "countries\\.\\d+\\.dollarPrice": is \\$5\\.58 at a rate of 1 in USD`,
      ),
    );
  });

  test("a new month of the price index re-derives every national price: each stored one is reported with file, entry, field and the command", () => {
    const data = loadData();
    const last = data.cpi.at(-1)!;
    // The index 10% higher in its newest month: every estimate moves, advertised deals do not.
    data.cpi = [...data.cpi.slice(0, -1), { ...last, value: last.value * 1.1 }];
    const out = problems(data);
    const bigMac = data.menuItems.find((i) => i.name === "Big Mac")!;
    assert.ok(
      out.some((m) =>
        new RegExp(
          `menu-items\\.json: entry \\d+ \\(id ${bigMac.id}, "Big Mac"\\): field "avgPriceUsd": is \\$${bigMac.avgPriceUsd.toFixed(2)}, but the price model gives \\$\\d+\\.\\d0; run npm run model`,
        ).test(m),
      ),
      out.slice(0, 3).join("\n"),
    );
    assert.ok(!out.some((m) => /"\$5 Meal Deal"\): field "avgPriceUsd"/.test(m)), "an advertised deal keeps its price");
  });

  test("a state price edited by hand is reported, naming the survey its state's level rests on and the command that fixes it", () => {
    const data = loadData();
    const i = data.prices.findIndex((p) => p.itemName === "Big Mac" && p.state === "Texas");
    data.prices = data.prices.map((p, j) => (j === i ? { ...p, price: p.price + 0.5 } : p));
    const out = problems(data).join("\n");
    assert.match(
      out,
      new RegExp(
        `prices\\.json: entry ${i} \\(id \\d+, "Big Mac", Texas\\): field "price": is \\$\\d+\\.\\d\\d, but the price model gives \\$\\d+\\.\\d\\d \\(the national estimate times Texas's level 0\\.8840 from NetCredit.*, 2024-04-02\\); run npm run model`,
      ),
    );
  });

  test("a changed survey figure moves that state's stored prices, every item's", () => {
    const data = loadData();
    data.stateSurveys = data.stateSurveys.map((s) =>
      s.state === "Texas" && s.percentVsNational !== undefined ? { ...s, percentVsNational: 5 } : s,
    );
    const texas = problems(data).filter((m) => /, Texas\): field "price"/.test(m));
    assert.ok(texas.length > 50, `${texas.length} Texas prices reported`);
    assert.ok(texas.some((m) => /"McChicken", Texas/.test(m)));
  });

  test("a rule in price-model.json that names no published figure is reported with the item", () => {
    const data = loadData();
    data.priceModel = data.priceModel.map((r) =>
      r.item === "World Famous Fries" ? { item: r.item, anchors: ["Medium fires, US average"] } : r,
    );
    assert.match(
      problems(data).join("\n"),
      /data\/price-model\.json: "World Famous Fries": none of its anchors \(Medium fires, US average\) is a dated US dollar figure/,
    );
  });

  test("a deal claiming a percentage off with no dated source is reported: no invented coupon terms", () => {
    const data = loadData();
    const coupon = {
      id: "planted-coupon",
      group: "app-offer",
      title: "15% off app orders of $15 or more",
      description: "A rotating coupon.",
      savings: "15% off",
      link: "/rewards",
    } as (typeof data.deals)[number];
    data.deals = [...data.deals, coupon];
    assert.match(
      problems(data).join("\n"),
      /deals\.json: entry \d+ \(planted-coupon\): field "title": claims "15% off" but names no dated source/,
    );
    // The same deal with a dated source row passes this check.
    const sourced = loadData();
    const source = sourced.deals.find((d) => d.sources?.length)!.sources!;
    sourced.deals = [...sourced.deals, { ...coupon, sources: source }];
    assert.doesNotMatch(problems(sourced).join("\n"), /planted-coupon/);
  });
});

describe("figures typed into the page copy", () => {
  test("each kind of hand-typed figure is found, with file and line; comments and derived text are not", () => {
    const found = copyClaims([
      {
        path: "components/home/X.tsx",
        text: "<p>California runs about 15% higher.</p>\n<li>We survey at least 25 locations in every state.</li>",
      },
      {
        path: "routes/y.tsx",
        text: 'const a = "460 locations analysed";\n<p>across the {n} states we track</p>\n<p>(15% off orders of $15 or more)</p>\n"15-25% off select items"',
      },
      { path: "domain/z.ts", text: '/**\n * was "about 15% higher" before\n */\nconst t = `about ${p}% above`;' },
    ]);
    assert.deepEqual(
      found.map((e) => `${e.file} ${e.entry}`),
      [
        "components/home/X.tsx line 1",
        "components/home/X.tsx line 2",
        "routes/y.tsx line 1",
        "routes/y.tsx line 2",
        "routes/y.tsx line 3",
        "routes/y.tsx line 4",
      ],
    );
  });
});

describe("any hand-typed percentage, N+ count or head count (the whole class)", () => {
  test("each of the figures the site used to type by hand is found, with file and line", () => {
    const found = copyClaims([
      { path: "components/home/HomeIntro.tsx", text: "<p>Hot deal: 15% off combo meals starting September 2025</p>" },
      { path: "routes/big-mac-prices.tsx", text: '{ value: "141.4%", label: "Rise from 2019 to 2024" },' },
      { path: "domain/copy/deals-hub.ts", text: '{ value: "Save 40%", label: "x" },\n{ value: "50+ Offers", label: "y" },' },
      {
        path: "routes/about.tsx",
        text: "<p>Twelve researchers and editors check prices. Together they log about 50,000 data points a month.</p>",
      },
      { path: "components/home/HomeEditorial.tsx", text: "restaurants in all {n} states and more than 200,000 employees." },
      { path: "routes/sitemap.tsx", text: 'intro="9 menu categories, 70+ items, state prices and guides."' },
    ]);
    assert.deepEqual(
      found.map((e) => `${e.file} ${e.entry}`),
      [
        "components/home/HomeIntro.tsx line 1",
        "routes/big-mac-prices.tsx line 1",
        "domain/copy/deals-hub.ts line 1",
        "domain/copy/deals-hub.ts line 2",
        "routes/about.tsx line 1",
        "components/home/HomeEditorial.tsx line 1",
        "routes/sitemap.tsx line 1",
      ],
    );
    assert.match(found[0].message, /"15%" is a percentage typed into the copy; compute it from data\//);
    assert.match(found[3].message, /"50\+" is an "N\+" count/);
    assert.match(found[4].message, /"Twelve researchers" is a head count/);
  });

  test("a new figure of the class fails too; a derived figure, a comment or a figure-ok note with its reason does not", () => {
    const found = copyClaims([
      {
        path: "components/new/Promo.tsx",
        text: "<strong>Up to 35 % cheaper than delivery</strong>\n<p>Over 1,000+ happy diners</p>\n<p>Our 8 experts</p>",
      },
      {
        path: "components/ok/Fine.tsx",
        text: [
          "<p>{level.percent}% above the national average</p>",
          "const t = `${rule.percentOff}% off`;",
          "// was 15% off combo meals",
          "{/* capped at 100% */}",
          "{/* figure-ok: a worked example */}",
          "For example, items 5% and 10% above",
          "<p>Order 2 items for {formatPrice(deal.price)}</p>",
        ].join("\n"),
      },
    ]);
    assert.deepEqual(
      found.map((e) => `${e.file} ${e.entry}`),
      ["components/new/Promo.tsx line 1", "components/new/Promo.tsx line 2", "components/new/Promo.tsx line 3"],
    );
  });

  test("a number of points, dollars or calories typed into copy fails; derived, a record's name or a unit does not", () => {
    const planted = [
      'savings: "100 points per $1",',
      "<p>Trade them for free food, starting at 1,500 points.</p>",
      "Delivery adds a fee of about $1.99 to $3.99, often waived above $15.",
      "<p>A McFlurry adds 510 calories.</p>",
      "Based on a 2,000-calorie diet",
      "<p>Under 400 cal</p>",
      "Meals from $ 5",
    ];
    const found = copyClaims([{ path: "domain/copy/planted.ts", text: planted.join("\n") }], ["$5 Meal Deal"]);
    assert.deepEqual(
      found.map((e) => e.entry),
      planted.map((_, i) => `line ${i + 1}`),
    );
    assert.deepEqual(
      found.map((e) => e.message.match(/is (a number of points|a dollar amount|a number of calories)/)?.[1]),
      [
        "a number of points",
        "a number of points",
        "a dollar amount",
        "a number of calories",
        "a number of calories",
        "a number of calories",
        "a dollar amount",
      ],
    );
    const fine = [
      'savings: figures.earnRate ?? "Points on eligible orders",',
      "<p>Members collect {rewards.earnRate} on eligible items</p>",
      "`${points(earn)} points per $1`",
      "<p>Delivery adds {formatPrice(fees.low)} to {formatPrice(fees.high)}</p>",
      "{row.proteinPerDollar} g per $1",
      'title: "McValue Deals: the $5 meal deal",',
      "// was 100 points per $1",
      "// figure-ok: an example of how to write a price",
      '"e.g. 6.49, $6.49 or 6"',
    ];
    assert.deepEqual(copyClaims([{ path: "components/ok/Fine.tsx", text: fine.join("\n") }], ["$5 Meal Deal"]), []);
  });

  test("a record's name may carry its figure only while the record is in the data", () => {
    const data = loadData();
    const names = recordNames(data);
    assert.ok(names.includes("$5 Meal Deal"), names.join(", "));
    const page = { path: "routes/x.tsx", text: "<h2>The $5 Meal Deal</h2>" };
    assert.deepEqual(copyClaims([page], names), []);
    const renamed = recordNames({
      ...data,
      deals: data.deals.filter((d) => d.title !== "$5 Meal Deal"),
      menuItems: data.menuItems.filter((i) => i.name !== "$5 Meal Deal"),
    });
    assert.match(copyClaims([page], renamed)[0]?.message ?? "", /"\$5" is a dollar amount typed into the copy/);
  });

  test("in the data files' prose, a percentage claim, an N+ count or a head count needs a dated entry; food facts pass", () => {
    const data = loadData();
    data.menuItems = data.menuItems.map((i, n) =>
      n === 3 ? { ...i, description: "Save 40% when you order in the app." } : n === 4 ? { ...i, description: "Made with 100% beef." } : i,
    );
    data.secretMenu = data.secretMenu.map((s, n) => (n === 0 ? { ...s, secret: "Loved by 500+ fans." } : s));
    const out = dataCopyFigures(data).map(formatDataError);
    assert.equal(out.length, 2, out.join("\n"));
    assert.match(
      out[0],
      /^data\/menu-items\.json: entry 3 \(id \d+, "[^"]+"\): field "description": "Save 40%" is a percentage claim in an entry with no date/,
    );
    assert.match(out[1], /^data\/secret-menu\.json: entry 0 \(id [a-z-]+, "[^"]+"\): field "secret": "500\+" is an "N\+" count/);
    // A deal carries its `checked` date: its figure says when it was true.
    const dated = loadData();
    dated.deals = dated.deals.map((d, n) => (n === 0 ? { ...d, description: "About 15% less than the parts." } : d));
    assert.deepEqual(dataCopyFigures(dated), []);
  });

  test("the shipped data files' prose passes", () => {
    assert.deepEqual(dataCopyFigures(loadData()).map(formatDataError), []);
  });
});

test("the shipped copy (components, routes, domain) has no hand-typed figure of these kinds", async () => {
  const files = pageCopyFiles(path.join(import.meta.dirname, "../.."));
  assert.ok(files.length > 50);
  assert.deepEqual(
    copyClaims(files, recordNames(loadData())).map((e) => `${e.file} ${e.entry}: ${e.message}`),
    [],
  );
});
