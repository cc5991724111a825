/**
 * GET /api/openapi.json: an OpenAPI 3.1 description of every /api path the server serves. The request
 * bodies and the data entries are the valibot schemas the server validates with, converted by
 * @valibot/to-json-schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1), so the document cannot drift from
 * what a POST accepts or what a data file holds; the fields the API adds beside them (basis, shares) are written
 * here. server/http/openapi.test.ts checks every route of the Koa router is described and validates the document.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { RestaurantCountSchema } from "#domain/data/content-schemas.ts";
import { CommentInputSchema, ContactInputSchema, ReviewInputSchema } from "#domain/rules/forms.ts";
import { NEWEST_KEPT, PriceReportInputSchema } from "#domain/price-reports/input.ts";
import { RECENT_DAYS, REPORT_CHANNELS } from "#domain/rules/report-terms.ts";
import { MENU_SIZES } from "#domain/rules/sizes.ts";
import { API_REVIEWS_DEFAULT, API_REVIEWS_MAX } from "#domain/rules/paging.ts";
import { LocationEntrySchema, MenuItemSchema, PriceRecordSchema } from "#domain/data/schemas.ts";
import { AllergenStatementSchema } from "#domain/data/allergen-entry.ts";
import { FollowInputSchema } from "#domain/indexes/alerts.ts";
import { PushInputSchema } from "#domain/indexes/push-alerts.ts";
import { CONFIRM_DAYS, FOLLOWS_PER_ADDRESS_PER_DAY } from "#domain/rules/alert-terms.ts";

type Json = Record<string, unknown>;

/** A valibot schema as JSON Schema 2020-12; `input` for what a client sends (before trims and defaults). */
function schemaOf(schema: v.GenericSchema, typeMode: "input" | "output" = "output"): Json {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { target: "draft-2020-12", errorMode: "ignore", typeMode }) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json, description: string) => ({ description, content: { "application/json": { schema } } });
const error = (description: string) => json(ref("Error"), description);

const BASIS: Json = {
  type: "object",
  description: "Where a figure comes from (domain/rules/basis.ts): its kind, source and date; `method` links to how an estimate is made.",
  required: ["kind", "source", "asOf"],
  properties: {
    kind: { enum: ["published", "sum", "survey", "open-data", "reported", "estimate"] },
    source: { type: "string" },
    asOf: { type: "string", format: "date" },
    licence: { type: "string" },
    method: { type: "string" },
  },
};

/** A schema's own properties with a description added to each named one. */
function described(schema: v.GenericSchema, descriptions: Record<string, string>): Record<string, Json> {
  const props = schemaOf(schema).properties as Record<string, Json>;
  return Object.fromEntries(Object.entries(descriptions).map(([k, d]) => [k, { ...props[k], description: d }]));
}

function withFields(base: Json, extra: Record<string, Json>, required: string[] = []): Json {
  const properties = { ...(base.properties as Json), ...extra };
  const req = [...((base.required as string[] | undefined) ?? []), ...required];
  // The API adds fields to a file's entry, so the served object is open where the file's entry is strict.
  const { additionalProperties: _closed, ...rest } = base;
  return { ...rest, properties, required: req };
}

/** data/allergens.json's entry less `item` (the menu item it sits in), with what each field means. */
function allergenStatementSchema(): Json {
  const base = schemaOf(AllergenStatementSchema);
  const { item: _item, ...properties } = base.properties as Json;
  return {
    ...base,
    description:
      "McDonald's US allergen statement for the item, as captured (capturedOn) from the chain's item records; `contains` and `mayContain` are kept apart, and `unmapped` quotes any statement naming something that is not one of the nine major US allergens.",
    properties,
    required: (base.required as string[]).filter((r) => r !== "item"),
  };
}

const REVIEW: Json = {
  type: "object",
  required: ["id", "itemName", "category", "rating", "priceRating", "review", "reviewer", "location", "helpfulCount", "createdAt"],
  properties: {
    id: { type: "string" },
    itemName: { type: "string" },
    category: { type: "string" },
    rating: { type: "integer", minimum: 1, maximum: 5 },
    priceRating: { type: ["integer", "null"], minimum: 1, maximum: 5 },
    review: { type: "string" },
    reviewer: { type: "string" },
    location: { type: "string" },
    helpfulCount: { type: "integer", minimum: 0 },
    createdAt: { type: "string" },
    itemPath: { type: ["string", "null"], description: "The item's page when the menu has the item; null otherwise." },
  },
};

const POST_ERRORS = {
  "400": error("The body is not valid JSON, or a field is wrong: `error` says what to fix, `issues` lists each field's message."),
  "403": error("A cross-site POST."),
  "413": error("The body is over 64 KB."),
  "415": error("The body is not sent as application/json."),
  "429": error("Too many POSTs from this address this minute; `Retry-After` says when to try again."),
  "503": error("Submissions are stored in PostgreSQL and it cannot be reached; nothing was stored. `Retry-After` says when to try again."),
};

const PRICE_REPORT: Json = {
  type: "object",
  required: ["id", "itemName", "size", "price", "state", "city", "channel", "date", "deal", "reportedAt"],
  properties: {
    id: { type: "string" },
    itemName: { type: "string" },
    size: { enum: ["Standard", ...MENU_SIZES] },
    price: { type: "number" },
    state: { type: "string" },
    city: { type: ["string", "null"] },
    channel: { enum: [...REPORT_CHANNELS] },
    date: { type: "string", format: "date" },
    deal: {
      type: ["string", "null"],
      description: "The fixed-price deal whose price this is; such a report counts toward no item figure.",
    },
    reportedAt: { type: "string" },
  },
};

const REPORTED_FIGURE: Json = {
  type: "object",
  required: ["size", "channel", "state", "median", "count", "visitors", "first", "last", "shown"],
  properties: {
    size: { type: "string" },
    channel: { enum: [...REPORT_CHANNELS] },
    state: { type: "string" },
    city: { type: ["string", "null"] },
    median: { type: "number" },
    count: { type: "integer", description: "Counted reports the median rests on." },
    visitors: { type: "integer", description: "Distinct visitors among them." },
    first: { type: "string", format: "date" },
    last: { type: "string", format: "date" },
    shown: { type: "boolean", description: "Whether enough distinct visitors agree for pages to show it." },
  },
};

const ETAG_GET = { "304": { description: "Not modified: the `If-None-Match` ETag is current." } };

function post(summary: string, input: string, created: Json, createdDescription: string) {
  return {
    summary,
    requestBody: { required: true, content: { "application/json": { schema: ref(input) } } },
    responses: { "201": json(created, createdDescription), ...POST_ERRORS },
  };
}

/** The document. `serverUrl` is the site's origin (SITE_URL). */
// eslint-disable-next-line max-lines-per-function -- one literal, the OpenAPI document itself, read as the specification it is, path by path.
export function openApiDocument(serverUrl: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "Menu Prices API",
      version: "1",
      summary:
        "Read-only data of Menu Prices (estimated McDonald's US menu prices, published nutrition, restaurant counts) and visitors' submissions.",
      description:
        "Every figure carries its basis (published, survey, estimate...) and date beside it. Menu Prices is not affiliated with McDonald's. Licences: /open-data.",
      license: {
        name: "CC BY 4.0 (our own estimates; each outside dataset keeps its licence, listed on /open-data)",
        identifier: "CC-BY-4.0",
      },
    },
    servers: [{ url: serverUrl }],
    paths: {
      "/api/openapi.json": {
        get: {
          summary: "This document (OpenAPI 3.1).",
          responses: {
            "200": { description: "The OpenAPI document.", content: { "application/json": { schema: { type: "object" } } } },
            ...ETAG_GET,
          },
        },
      },
      "/api/menu-items": {
        get: {
          summary:
            "Every menu item: its national price (our estimate) with `priceBasis`, sizes, published nutrition per size with its basis, and the chain's allergen statement (`allergens`, null where we have none).",
          responses: { "200": json({ type: "array", items: ref("MenuItem") }, "The menu."), ...ETAG_GET },
        },
      },
      "/api/prices": {
        get: {
          summary:
            "Every item's price in every state: our estimate from the price model (/about#price-model), or an advertised deal's price, with its basis.",
          responses: { "200": json({ type: "array", items: ref("PriceRecord") }, "The stored state prices."), ...ETAG_GET },
        },
      },
      "/api/locations/top": {
        get: {
          summary:
            "Every state's restaurants, most first: a published count (who counted, as of when) where one exists, else our estimate.",
          responses: { "200": json({ type: "array", items: ref("StateLocations") }, "The states, ranked."), ...ETAG_GET },
        },
      },
      "/api/reviews": {
        get: {
          summary: `Published reviews, newest first: ${API_REVIEWS_DEFAULT} by default; \`before\` and \`limit\` page back. A \`Link: rel=next\` header points at the next page.`,
          parameters: [
            {
              name: "before",
              in: "query",
              required: false,
              description: "The id of the last review of the previous page.",
              schema: { type: "string", maxLength: 200 },
            },
            {
              name: "limit",
              in: "query",
              required: false,
              description: `How many reviews, 1 to ${API_REVIEWS_MAX}.`,
              schema: { type: "integer", minimum: 1, maximum: API_REVIEWS_MAX },
            },
          ],
          responses: {
            "200": json({ type: "array", items: ref("Review") }, "Reviews."),
            "400": error("A bad `before` or `limit`."),
            ...ETAG_GET,
          },
        },
        post: post("Submit a review.", "ReviewInput", ref("Review"), "Stored and published."),
      },
      "/api/comments": {
        post: post(
          "Submit a comment on a menu item.",
          "CommentInput",
          { type: "object", required: ["id"], properties: { id: { type: "string" } } },
          "Stored; the comment as shown (never with the email).",
        ),
      },
      "/api/contact": {
        post: post(
          "Send a message to the maintainers.",
          "ContactInput",
          { type: "object", required: ["id"], properties: { id: { type: "string" } } },
          "Stored.",
        ),
      },
      "/api/alerts": {
        post: {
          summary: `Follow the price visitors report for an item (and size) in a state: a confirmation email goes out first, and alerts only once its link is confirmed (it works ${CONFIRM_DAYS} days). Every email carries a one-click unsubscribe link (RFC 8058).`,
          requestBody: { required: true, content: { "application/json": { schema: ref("FollowInput") } } },
          responses: {
            "202": json(
              {
                type: "object",
                required: ["itemName", "size", "state", "message"],
                properties: {
                  itemName: { type: "string" },
                  size: { type: "string" },
                  state: { type: "string" },
                  message: { type: "string" },
                },
              },
              `The follow is stored and its confirmation email queued; or, answered the same so that no answer tells whether an address follows a price, a confirmation for this email address and item was sent today already, or ${FOLLOWS_PER_ADDRESS_PER_DAY} to this address in the last 24 hours, and nothing is sent.`,
            ),
            ...POST_ERRORS,
            "400": error(
              "A field is wrong (`issues` lists each field's message), or this site sends no email (no SMTP_URL): `error` points to the Atom feeds instead.",
            ),
          },
        },
      },
      "/api/push/key": {
        get: {
          summary:
            "The public VAPID key (base64url) a browser subscribes to push alerts with (PushManager.subscribe's applicationServerKey).",
          responses: {
            "200": json({ type: "object", required: ["publicKey"], properties: { publicKey: { type: "string" } } }, "The key."),
          },
        },
      },
      "/api/push/subscriptions": {
        post: {
          summary:
            "Turn on push alerts for this browser: its PushSubscription (https endpoint, p256dh and auth keys), a state and up to 10 items (with a size for drinks and fries). It is told when the price visitors report for an item there appears or changes, and when our estimate moves beyond its range with a new month of data: at most one alert per item a day. Posting again with the same endpoint replaces what it follows.",
          requestBody: { required: true, content: { "application/json": { schema: ref("PushInput") } } },
          responses: {
            "201": json(
              {
                type: "object",
                required: ["message", "state", "items"],
                properties: { message: { type: "string" }, state: { type: "string" }, items: { type: "array", items: { type: "object" } } },
              },
              "Subscribed.",
            ),
            "200": json(
              { type: "object", required: ["message"], properties: { message: { type: "string" } } },
              "The subscription was known: what it follows is replaced.",
            ),
            ...POST_ERRORS,
            "400": error(
              "A field is wrong: a push address that is not https, keys of the wrong length, an unknown item or state (`issues` lists each).",
            ),
          },
        },
      },
      "/api/push/unsubscribe": {
        post: {
          summary: "Turn off push alerts for a browser: send its endpoint; the subscription and the address are erased.",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", required: ["endpoint"], properties: { endpoint: { type: "string", maxLength: 1024 } } },
              },
            },
          },
          responses: {
            "200": json(
              { type: "object", required: ["message"], properties: { message: { type: "string" } } },
              "Off (also when it was not on).",
            ),
            ...POST_ERRORS,
            "400": error("No endpoint."),
          },
        },
      },
      "/api/price-reports": {
        get: {
          summary: `The figures visitors' price reports make for an item (in one state, or every state): per size and channel the median of the counted reports dated within ${RECENT_DAYS} days, shown once \`threshold\` distinct visitors agree; city figures; the ${NEWEST_KEPT} newest visible reports.`,
          parameters: [
            {
              name: "item",
              in: "query",
              required: true,
              description: "The item's slug, e.g. big-mac.",
              schema: { type: "string", maxLength: 120 },
            },
            {
              name: "state",
              in: "query",
              required: false,
              description: "A state's slug or two-letter code, e.g. new-york or NY.",
              schema: { type: "string", maxLength: 40 },
            },
          ],
          responses: {
            "200": json(ref("ReportFigures"), "The figures and the newest reports."),
            "400": error("No `item`, or a `state` that is no US state."),
            "404": error("No menu item has that slug."),
          },
        },
        post: post(
          "Report a price paid (counted once per visitor, item, size, channel and place a week).",
          "PriceReportInput",
          ref("PriceReportAnswer"),
          "Stored: the report as stored (never who sent it), whether it counts and when.",
        ),
      },
    },
    components: {
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "string", description: "What went wrong, in words a person can act on." },
            issues: {
              type: "array",
              items: {
                type: "object",
                required: ["field", "message"],
                properties: { field: { type: "string" }, message: { type: "string" } },
              },
            },
          },
        },
        Basis: BASIS,
        MenuItem: withFields(
          schemaOf(MenuItemSchema),
          {
            ...described(MenuItemSchema, {
              avgPriceUsd:
                "The national price in US dollars (an item sold in sizes: the Medium). An estimate, rounded to the dime, from the price model (/about#price-model): the chain's newest published price moved to `priceAsOf` by the BLS price index for fast food, or our estimate as a share of such an item; with `fixedPrice`, the chain's advertised deal price. Most restaurants are within the range the backtest gives (/open-data/menu-prices.csv: range_low_usd, range_high_usd).",
              priceAsOf: "The month the price is for (YYYY-MM): the newest month of the price index. Not a date anyone checked a price.",
              fixedPrice: "True for an advertised deal: the same price in every state, or its published regional price (see /api/prices).",
            }),
            priceBasis: ref("Basis"),
            nutrition: {
              type: "object",
              description:
                "Per size (Standard, Small, Medium, Large): the published figures with their `basis`, or a meal's sum of its parts.",
            },
            sizeNutrition: { type: "object", description: "The Small's and Large's published figures (older clients)." },
            allergens: {
              oneOf: [ref("AllergenStatement"), { type: "null" }],
              description:
                "The chain's own allergen statement for the item (data/allergens.json), or null when the capture has none: then no list is given, and a client should say so rather than assume the item is free of any allergen.",
            },
          },
          ["priceBasis", "nutrition", "allergens"],
        ),
        AllergenStatement: allergenStatementSchema(),
        PriceRecord: withFields(
          schemaOf(PriceRecordSchema),
          {
            ...described(PriceRecordSchema, {
              price:
                "The item's price in the state in US dollars: our estimate (the national estimate times the state's level from the newest published survey naming it), rounded to the dime, or an advertised deal's price.",
              lastUpdated: "The month the estimate is for (YYYY-MM), the same as the item's priceAsOf.",
            }),
            basis: ref("Basis"),
          },
          ["basis"],
        ),
        StateLocations: withFields(
          schemaOf(LocationEntrySchema),
          {
            percentage: { type: "number", description: "Share of the newest published US total, in percent, two decimals." },
            basis: { enum: ["published", "estimate"] },
            asOf: {
              ...((schemaOf(RestaurantCountSchema).properties as Json).asOf as Json),
              description: "When the published count was made.",
            },
            publisher: { type: "string", description: "Who counted, and who reported it." },
            source: { type: "string", description: "The report's address." },
          },
          ["percentage", "basis"],
        ),
        Review: REVIEW,
        ReviewInput: schemaOf(ReviewInputSchema, "input"),
        CommentInput: schemaOf(CommentInputSchema, "input"),
        ContactInput: schemaOf(ContactInputSchema, "input"),
        PriceReportInput: schemaOf(PriceReportInputSchema, "input"),
        FollowInput: schemaOf(FollowInputSchema, "input"),
        PushInput: schemaOf(PushInputSchema, "input"),
        PriceReport: PRICE_REPORT,
        ReportedFigure: REPORTED_FIGURE,
        PriceReportAnswer: {
          ...PRICE_REPORT,
          required: [...(PRICE_REPORT.required as string[]), "counted", "whenItCounts", "figure"],
          properties: {
            ...(PRICE_REPORT.properties as Json),
            counted: {
              type: "boolean",
              description:
                "False when the same visitor reported the same item, size, channel and place in the last 7 days (or for a deal price).",
            },
            whenItCounts: { type: "string" },
            figure: { oneOf: [ref("ReportedFigure"), { type: "null" }] },
          },
        },
        ReportFigures: {
          type: "object",
          required: ["item", "state", "threshold", "recentDays", "basis", "figures", "cities", "reports"],
          properties: {
            item: { type: "string" },
            state: { type: ["string", "null"] },
            threshold: { type: "integer", minimum: 1 },
            recentDays: { type: "integer" },
            basis: { const: "reported" },
            licence: { type: "object" },
            figures: { type: "array", items: ref("ReportedFigure") },
            cities: { type: "array", items: ref("ReportedFigure") },
            reports: { type: "array", items: ref("PriceReport") },
          },
        },
      },
    },
  };
}
