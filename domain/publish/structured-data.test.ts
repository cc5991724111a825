import assert from "node:assert/strict";
import { test } from "node:test";
import { absoluteUrl, breadcrumbList, faqPage, menuItem, organization, reviewList, webSite } from "./structured-data.ts";
import { statedLocationCount, validateJsonLd } from "../../test-support/json-ld.ts";
import { published } from "../../test-support/nutrition.ts";

const SITE = "https://menu.example";
const REVIEW = { itemName: "Big Mac", rating: 5, reviewer: "Dana", review: "Hot and fresh.", createdAt: "2025-08-01T10:00:00.000Z" };
const SIZES = [
  { size: "Small", price: 4.46 },
  { size: "Medium", price: 5.58 },
  { size: "Large", price: 6.98 },
];
const MEDIUM_PUBLISHED = published({ Medium: { calories: 590, fat: 34, carbs: 46, protein: 25 } });

test("absoluteUrl joins the site and a path, keeps absolute URLs", () => {
  assert.equal(absoluteUrl("https://a.example/", "/menu/burgers"), "https://a.example/menu/burgers");
  assert.equal(absoluteUrl(SITE, "/#menu"), `${SITE}/#menu`);
  assert.equal(absoluteUrl(SITE, "https://cdn.example/x.png"), "https://cdn.example/x.png");
});

test("every builder's output passes the validator", () => {
  const blocks = [
    webSite(SITE),
    organization(SITE, 13658, 50),
    breadcrumbList(SITE, [
      { name: "Home", to: "/" },
      { name: "Burgers", to: "/menu/burgers" },
    ]),
    faqPage([{ question: "Q?", answer: "A." }]),
    menuItem(SITE, {
      name: "Big Mac",
      category: "Burgers",
      path: "/menu/item/big-mac",
      sizes: SIZES,
      ...MEDIUM_PUBLISHED,
      reviews: [REVIEW],
    }),
    menuItem(SITE, {
      name: "Hash Browns",
      category: "Fries & Sides",
      path: "/menu/item/hash-browns",
      sizes: [{ size: "Standard", price: 2.19 }],
      ...published({ Standard: { calories: 140 } }),
      reviews: [],
    }),
    reviewList(SITE, [REVIEW, { ...REVIEW, rating: 1 }], (n) => `/menu/item/${n.toLowerCase().replace(/ /g, "-")}`),
  ];
  for (const b of blocks) assert.deepEqual(validateJsonLd(b), [], JSON.stringify(b));
});

test("the Organization states the number of locations", () => {
  assert.equal(statedLocationCount(organization(SITE, 13658, 50)), 13658);
  assert.equal(statedLocationCount(webSite(SITE)), undefined);
});

test("a menu item carries the base size's nutrition and its reviews, and no Offer: its prices are our estimates", () => {
  const b = menuItem(SITE, {
    name: "Big Mac",
    category: "Burgers",
    path: "/menu/item/big-mac",
    sizes: SIZES,
    ...MEDIUM_PUBLISHED,
    reviews: [REVIEW, { ...REVIEW, rating: 4 }],
  }) as any;
  assert.equal(b["@type"], "MenuItem");
  assert.equal(b.offers, undefined, "search engines are never shown our estimate as an Offer price");
  assert.doesNotMatch(JSON.stringify(b), /"Offer"|"AggregateOffer"|"price"/);
  assert.equal(b.nutrition.calories, "590 calories");
  assert.equal(b.nutrition.fatContent, "34 g");
  assert.equal(b.aggregateRating.ratingValue, 4.5);
  assert.equal(b.aggregateRating.reviewCount, 2);
  assert.equal(b.review.length, 2);
  assert.equal(b.review[0].datePublished, "2025-08-01");
  // Past the 10 reviews marked up, the rating is still the page's (every published review), not the first ten's.
  const many = Array.from({ length: 12 }, (_, i) => ({ ...REVIEW, rating: i < 10 ? 5 : 1 }));
  const page = { average: 4.3, count: 12 };
  const m = menuItem(SITE, {
    name: "Big Mac",
    category: "Burgers",
    path: "/menu/item/big-mac",
    sizes: SIZES,
    reviews: many.slice(0, 10),
    rating: page,
  }) as any;
  assert.deepEqual([m.aggregateRating.ratingValue, m.aggregateRating.reviewCount, m.review.length], [4.3, 12, 10]);
  const sum = {
    Standard: { calories: 1110, basis: { kind: "sum" as const, source: "the sum of its parts' published figures", asOf: "2026-09-16" } },
  };
  const meal = menuItem(SITE, {
    name: "X Meal",
    category: "McValue",
    path: "/menu/item/x-meal",
    sizes: [{ size: "Standard", price: 8 }],
    nutrition: sum,
    reviews: [],
  }) as any;
  assert.equal(meal.nutrition, undefined, "a meal's sum of its parts is never marked up as the meal's nutrition facts");
  const unknown = menuItem(SITE, {
    name: "X",
    category: "Burgers",
    path: "/menu/item/x",
    sizes: [{ size: "Standard", price: 6.19 }],
    nutrition: {},
    reviews: [],
  }) as any;
  assert.equal(unknown.nutrition, undefined);
  const none = menuItem(SITE, { name: "X", category: "Burgers", path: "/menu/item/x", sizes: SIZES, reviews: [] }) as any;
  assert.equal(none.aggregateRating, undefined);
  assert.equal(none.review, undefined);
});

test("breadcrumbs number their items from 1 with absolute URLs", () => {
  const b = breadcrumbList(SITE, [
    { name: "Home", to: "/" },
    { name: "News", to: "/news" },
  ]) as any;
  assert.deepEqual(
    b.itemListElement.map((i: any) => [i.position, i.name, i.item]),
    [
      [1, "Home", `${SITE}/`],
      [2, "News", `${SITE}/news`],
    ],
  );
});

test("the validator reports missing or wrong required properties", () => {
  const crumbs = breadcrumbList("", [{ name: "Home", to: "/" }]);
  assert.match(validateJsonLd(crumbs).join("\n"), /itemListElement\[0\]\.item: required absolute URL/);

  const badPositions = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ "@type": "ListItem", position: 2, name: "A", item: `${SITE}/` }],
  };
  assert.match(validateJsonLd(badPositions).join("\n"), /position: must be 1/);

  const withOffer = {
    ...menuItem(SITE, { name: "A", category: "Burgers", path: "/menu/item/a", sizes: SIZES, reviews: [] }),
    offers: [{ "@type": "Offer", price: "5.58", priceCurrency: "USD" }],
  };
  assert.match(validateJsonLd(withOffer).join("\n"), /offers: our prices are estimates, never an Offer/);
  const noNutrition = {
    ...menuItem(SITE, { name: "A", category: "Burgers", path: "/menu/item/a", sizes: SIZES, reviews: [] }),
    nutrition: undefined,
  };
  assert.match(validateJsonLd(noNutrition).join("\n"), /nutrition: required/);

  const list = reviewList(SITE, [{ ...REVIEW, rating: 6 }], () => "/x") as any;
  assert.match(validateJsonLd(list).join("\n"), /ratingValue: must be a number from 1 to 5/);
  const noAuthor = reviewList(SITE, [REVIEW], () => "/x") as any;
  delete noAuthor.itemListElement[0].item.author;
  delete noAuthor.itemListElement[0].item.reviewBody;
  noAuthor.itemListElement[0].item.datePublished = "yesterday";
  const problems = validateJsonLd(noAuthor).join("\n");
  assert.match(problems, /author: required/);
  assert.match(problems, /reviewBody: required/);
  assert.match(problems, /datePublished: required ISO date/);
  const orphan = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: [{ "@type": "ListItem", position: 1, item: { ...noAuthor.itemListElement[0].item, itemReviewed: undefined } }],
  };
  assert.match(validateJsonLd(orphan).join("\n"), /itemReviewed: required/);

  const faq = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?" }] };
  assert.match(validateJsonLd(faq).join("\n"), /acceptedAnswer: required Answer/);
  assert.match(validateJsonLd({ "@type": "WebSite", name: "x", url: "/" }).join("\n"), /@context/);
  assert.match(validateJsonLd({ ...webSite(SITE), url: "/" }).join("\n"), /url: required absolute URL/);
  assert.match(validateJsonLd({ "@context": "https://schema.org", "@type": "Recipe" }).join("\n"), /unknown @type "Recipe"/);
  assert.match(validateJsonLd([]).join("\n"), /must be a JSON object/);
});
