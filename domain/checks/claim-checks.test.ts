import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parseDataFile, type DataSet } from "../data/data-files.ts";
import { formatDataError } from "../data/data-error.ts";
import {
  dataProcessClaims,
  dataProseDates,
  dataRecordedDates,
  findProcessClaim,
  offerMarkup,
  readableTexts,
  sourceProcessClaims,
  sourceUnbackedDates,
} from "./claim-checks.ts";
import { pageCopyFiles } from "../../test-support/page-copy.ts";

const loadData = (): Partial<DataSet> => {
  const read = <K extends "news" | "deals" | "menuItems">(key: K, file: string) =>
    parseDataFile(key, readFileSync(new URL(`../../data/${file}`, import.meta.url), "utf8")).data;
  return { news: read("news", "news.json"), deals: read("deals", "deals.json"), menuItems: read("menuItems", "menu-items.json") };
};

test("each claim of work nobody did is found, and plain estimate wording is not", () => {
  for (const claim of [
    "The Menu Prices Editorial Team checks menu boards, receipts and ordering apps in every state",
    "We check prices every week and refresh the averages when enough new receipts and menu boards come in.",
    "Written by the Menu Prices research team, who survey restaurants in all 50 states",
    "Every price on this site is an estimate based on our surveys.",
    "285 measured prices",
    "These are averages we collected in Texas",
    "Basis: Measured",
    "We track more than 100 markets",
    "We update prices monthly, exchange rates daily",
    "How we verify our data",
    "One email a week, every Monday.",
    "Our figures are estimates gathered from restaurants across the country.",
    "Prices collected at local restaurants",
  ]) {
    assert.ok(findProcessClaim(claim), claim);
  }
  for (const fine of [
    "Every price here is our estimate, last reviewed on October 30, 2025.",
    "the spread of a 2023 third-party survey of Big Mac prices by state",
    "Count calories against a daily goal of 2,000.",
    "Nothing is re-checked on a schedule.",
    "Prices visitors reported from restaurants in Texas.",
    "our estimates, not prices collected at restaurants",
  ]) {
    assert.equal(findProcessClaim(fine), null, fine);
  }
});

test("a process claim planted in page copy fails with file and line; comments, identifiers and code values do not", () => {
  const page = [
    'import { measured } from "./x.ts";',
    "// We check prices every week: a comment may quote the old claim.",
    "export function Bio() {",
    '  const kind = "measured";',
    "  const weekly = data.measured;",
    "  return <p>Our research team checks menu boards in every state.</p>;",
    "}",
  ].join("\n");
  const errors = sourceProcessClaims([{ path: "components/menu/Bio.tsx", text: page }]);
  assert.deepEqual(
    errors.map((e) => `${e.file} ${e.entry}`),
    ["components/menu/Bio.tsx line 6"],
  );
  assert.match(errors[0].message, /"research team" claims work nobody did/);
  // In a template or a string, as the FAQ and JSON-LD builders in domain/ write them.
  const faq = 'export const a = `We check prices every week for the ${name}.`;\nexport const b = "Prices measured in our survey";';
  assert.equal(sourceProcessClaims([{ path: "domain/copy/item-faq.ts", text: faq }]).length, 2);
});

test("a true sentence passes with a claim-ok note on its line or the line above", () => {
  const text = [
    "// claim-ok: a third party's survey, named with its year",
    'export const s = "Big Mac prices surveyed by a third party in 2023";',
  ].join("\n");
  assert.deepEqual(sourceProcessClaims([{ path: "routes/about.tsx", text }]), []);
  assert.equal(sourceProcessClaims([{ path: "routes/about.tsx", text: text.split("\n")[1] }]).length, 1);
});

test("a process claim planted in data prose (an article, a deal, a nested note) fails with file, entry and field", () => {
  const data = loadData();
  assert.deepEqual(dataProcessClaims(data).map(formatDataError), [], "the shipped prose passes");
  const planted = {
    ...data,
    news: data.news!.map((a, i) => (i === 0 ? { ...a, content: `${a.content}<p>Our editorial team verified every price.</p>` } : a)),
  };
  const [err, ...rest] = dataProcessClaims(planted);
  assert.equal(rest.length, 0);
  assert.match(
    formatDataError(err),
    /^data\/news\.json: entry 0 \(id "[a-z0-9-]+", "[^"]+"\): field "content": "editorial team" claims work nobody did/,
  );
  const deals = { deals: data.deals!.map((d, i) => (i === 0 ? { ...d, savings: "Checked weekly" } : d)) };
  assert.match(formatDataError(dataProcessClaims(deals)[0]), /deals\.json: entry 0 .*field "savings": "weekly"/);
  const meal = {
    mealParts: [
      {
        meal: "Big Mac Extra Value Meal",
        parts: [{ item: "Big Mac" }, { item: "World Famous Fries", size: "Medium", note: "Price measured in our survey" }],
      },
    ],
  } as unknown as Partial<DataSet>;
  assert.match(
    formatDataError(dataProcessClaims(meal)[0]),
    /meal-parts\.json: entry 0 \("Big Mac Extra Value Meal"\): field "parts\.1\.note"/,
  );
});

test("a claim-ok above or inside the element holding a sentence still counts when a formatter wraps the sentence onto later lines", () => {
  const wrapped = [
    "export const P = ({ state }: { state: string }) => (",
    "  <p>",
    "    {/* claim-ok: the third parties' surveys, named and dated on this page */}",
    "    Our estimates: the chain's published national prices moved by the price index, times {state}'s level from the",
    "    published state surveys.",
    "  </p>",
    ");",
  ].join("\n");
  assert.deepEqual(sourceProcessClaims([{ path: "x.tsx", text: wrapped }]), []);
  const array = [
    "const M = [",
    "  // claim-ok: the surveys are third parties', named below",
    "  [",
    '    "Scale",',
    "    `the level ${n} states' surveys give`,",
    "  ],",
    "];",
  ].join("\n");
  assert.deepEqual(sourceProcessClaims([{ path: "x.ts", text: array }]), []);
  // A claim-ok of one element does not let through the next one's sentence.
  const next = [
    "const E = () => (",
    "  <div>",
    "    <p>",
    "      {/* claim-ok: a named survey */}",
    "      A survey.",
    "    </p>",
    "    <p>",
    "      Our",
    "      surveys.",
    "    </p>",
    "  </div>",
    ");",
  ].join("\n");
  assert.deepEqual(
    sourceProcessClaims([{ path: "x.tsx", text: next }]).map((e) => e.entry),
    ["line 8"],
  );
});

test("readableTexts reads JSX text and literals with their lines, not identifiers", () => {
  const texts = readableTexts("x.tsx", 'const a = "measured";\nexport const X = () => <p title="Hello there">Price {a} measured</p>;');
  assert.deepEqual(
    texts.map((t) => [t.line, t.text.trim()]),
    [
      [2, "Hello there"],
      [2, "Price"],
      [2, "measured"],
    ],
  );
});

test("the shipped copy (components, routes, domain) claims no work nobody did", () => {
  const files = pageCopyFiles(path.join(import.meta.dirname, "../.."));
  assert.ok(files.length > 50);
  assert.deepEqual(
    sourceProcessClaims(files).map((e) => `${e.file} ${e.entry}: ${e.message}`),
    [],
  );
});

test("a promise of a reply, a reply time or a check fails, with file and line; saying what happens to a message does not", () => {
  for (const claim of [
    "We answer every message within 24-48 hours, usually sooner on weekdays.",
    "Tell us the item, the price and the city or state, and we will check it.",
    "The form on this page is the way to reach us; every message is read by a person.",
    "Thank you for contacting us. We'll get back to you soon.",
    "We reply within 2 business days.",
  ]) {
    const found = findProcessClaim(claim);
    assert.ok(found, claim);
    assert.match(found.claim, /promises a reply or a check|states a measurement/, claim);
  }
  for (const fine of [
    "We promise no reply time: a message is kept, and nobody is on call to answer it.",
    "Reports dated within the last 180 days count.",
  ]) {
    assert.equal(findProcessClaim(fine), null, fine);
  }
  const page = "export function Info() {\n  return <p>We reply within <strong>24-48 hours</strong>.</p>;\n}";
  const [err] = sourceProcessClaims([{ path: "components/community/ContactInfo.tsx", text: page }]);
  assert.equal(`${err.file} ${err.entry}`, "components/community/ContactInfo.tsx line 2");
  // JSX splits the sentence ("We reply within ", then the bold "24-48 hours"): its first part is the promise already.
  assert.match(err.message, /^"We reply" promises a reply or a check the site does not make/);
});

test("'popular', 'most people' and 'usually' fail without a measurement; a claim-ok naming the measurement lets one through", () => {
  for (const claim of [
    "The size most people order as a meal.",
    "A bag of apples, usually chosen with a Happy Meal.",
    "Our most popular burger",
    "A fan-favorite returns",
  ]) {
    assert.match(findProcessClaim(claim)?.claim ?? "", /states a measurement nobody made/, claim);
  }
  assert.equal(findProcessClaim("A bag of pre-sliced fresh apples. Every Happy Meal includes one."), null);
  const planted = 'export const tip = "A combo meal is usually cheaper than its parts.";';
  assert.match(
    sourceProcessClaims([{ path: "components/tools/MealCalculator.tsx", text: planted }])[0].message,
    /"usually" states a measurement nobody made/,
  );
  assert.deepEqual(
    sourceProcessClaims([{ path: "x.ts", text: `// claim-ok: a named 2024 survey of 150 stores found it\n${planted}` }]),
    [],
  );
  // In the data's prose too, and only in the text a visitor reads (a link's address is not copy).
  const data = loadData();
  const menu = {
    menuItems: data.menuItems!.map((m, i) => (i === 0 ? { ...m, description: `${m.description ?? ""} The size most people order.` } : m)),
  };
  assert.match(
    formatDataError(dataProcessClaims(menu)[0]),
    /menu-items\.json: entry 0 .*field "description": "most people" states a measurement nobody made/,
  );
  const link = {
    news: data.news!.map((a, i) => (i === 0 ? { ...a, content: '<p><a href="https://example.com/a-fan-favorite-returns">AP</a></p>' } : a)),
  };
  assert.deepEqual(dataProcessClaims(link), []);
});

test("a person named as author fails: an article's author without a pen-name flag, and a byline in page copy", () => {
  const data = loadData();
  const byline = { news: data.news!.map((a, i) => (i === 2 ? { ...a, author: "Jordan Ellis" } : a)) };
  const [err, ...rest] = dataProcessClaims(byline);
  assert.equal(rest.length, 0);
  assert.match(
    formatDataError(err),
    /^data\/news\.json: entry 2 \(id "[a-z0-9-]+", "[^"]+"\): field "author": "Jordan Ellis" names a person as author without a pen-name flag/,
  );
  // Flagged as a pen name (the page then says so), it passes; the site's own name always does.
  const pen = { news: data.news!.map((a, i) => (i === 2 ? { ...a, author: "Jordan Ellis", penName: true as const } : a)) };
  assert.deepEqual(dataProcessClaims(pen), []);
  const copy = 'export function Byline() {\n  return <span>By Priya Raman</span>;\n}\nexport const ok = "By Menu Prices";';
  const errors = sourceProcessClaims([{ path: "routes/news.article.tsx", text: copy }]);
  assert.deepEqual(
    errors.map((e) => e.entry),
    ["line 2"],
  );
  assert.match(errors[0].message, /"By Priya Raman" names a person as author/);
});

test("a date in copy or data prose that no record carries fails, with file and line or entry and field; a recorded date passes", () => {
  const data = loadData();
  const recorded = dataRecordedDates(data);
  // The deal's timeline row records when the $5 Meal Deal took effect; nothing records the day below.
  const dated = data.deals!.find((d) => d.sources?.length)!.sources![0].effective;
  assert.ok(recorded.has(dated));
  const planted =
    'export function Deal() {\n  return <p>Deal details last checked October 31, 2025.</p>;\n}\nexport const month = "Prices for August 2019";';
  const errors = sourceUnbackedDates([{ path: "routes/mcvalue.tsx", text: planted }], recorded);
  assert.deepEqual(
    errors.map((e) => `${e.file} ${e.entry}`),
    ["routes/mcvalue.tsx line 2", "routes/mcvalue.tsx line 4"],
  );
  assert.match(errors[0].message, /^"October 31, 2025": no record of the data carries this date/);
  const [y, m, d] = dated.split("-").map(Number);
  const words = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  assert.deepEqual(
    sourceUnbackedDates([{ path: "routes/mcvalue.tsx", text: `export const s = "It took effect on ${words}.";` }], recorded),
    [],
  );
  assert.deepEqual(
    sourceUnbackedDates(
      [{ path: "x.tsx", text: `// claim-ok: the date of this site's first release, in its changelog\n${planted.split("\n")[1]}` }],
      recorded,
    ),
    [],
  );
  // In the data's prose: an article dated in its text with a day no record carries.
  const news = { ...data, news: data.news!.map((a, i) => (i === 1 ? { ...a, excerpt: `${a.excerpt} Announced on July 4, 2025.` } : a)) };
  const [err, ...rest] = dataProseDates(news);
  assert.equal(rest.length, 0);
  assert.match(
    formatDataError(err),
    /^data\/news\.json: entry 1 .*field "excerpt": "July 4, 2025": no record of the data carries this date/,
  );
  assert.deepEqual(dataProseDates(data), [], "the shipped data's prose names only recorded dates");
});

test("an estimate marked up as an Offer fails: an `offers` property or an Offer type in source, unless a claim-ok says the price is offered", () => {
  const planted = [
    "export function menuItem(price: number) {",
    "  return {",
    '    "@type": "MenuItem",',
    '    offers: [{ "@type": "Offer", price: price.toFixed(2), priceCurrency: "USD" }],',
    "  };",
    "}",
    'export const range = { "@type": "AggregateOffer", lowPrice: 1, highPrice: 2 };',
  ].join("\n");
  const errors = offerMarkup([{ path: "domain/publish/structured-data.ts", text: planted }]);
  assert.deepEqual(
    errors.map((e) => e.entry),
    ["line 4", "line 4", "line 7"],
  );
  assert.match(errors[0].message, /an `offers` property marks a price up as an Offer for search engines: every price here is our estimate/);
  assert.match(errors[2].message, /the type "AggregateOffer"/);
  // The word in copy is not markup.
  assert.deepEqual(
    offerMarkup([
      { path: "routes/deals-hub.tsx", text: 'export const t = <p>Value menus and app offers.</p>;\nexport const s = "Special offers";' },
    ]),
    [],
  );
  // The shipped source marks up no Offer.
  assert.deepEqual(offerMarkup(pageCopyFiles(path.resolve(import.meta.dirname, "../.."))), []);
});
