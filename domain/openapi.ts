/**
 * The OpenAPI 3.1 description of /api (served at /api/openapi.json, issue 28): what a client can call, with what,
 * and what it gets back. Request bodies and data records are derived from the valibot schemas that check them
 * (@valibot/to-json-schema), so the document cannot drift from the validation; the shapes the server adds when
 * it serves a record (a figure's basis, a review's id and date) are written here beside them.
 * server/openapi.test.ts validates it with @readme/openapi-parser and fails when the server answers an /api path
 * the document does not name.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { CommentInputSchema, ContactInputSchema, ReviewInputSchema, SignupInputSchema } from "./forms.ts";
import { NUTRIENT_KEYS } from "./nutrition.ts";
import { LocationEntrySchema, MenuItemSchema, PriceRecordSchema } from "./schemas.ts";

type JsonSchema = Record<string, unknown>;

/** A valibot schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1); checks JSON Schema cannot state are left out. */
function fromValibot(schema: v.GenericSchema, typeMode: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: "draft-2020-12", typeMode, errorMode: "ignore" }) as JsonSchema;
  return rest;
}

/** A data file's entry as the API serves it: the file's schema is strict, but the API adds fields beside them (basis). */
function served(schema: JsonSchema): JsonSchema {
  const { additionalProperties: _strict, ...rest } = schema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const arrayOf = (name: string) => ({ type: "array", items: ref(name) });

const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, { type: "number", minimum: 0 }]));

const SCHEMAS: Record<string, JsonSchema> = {
  Basis: {
    type: "object",
    description: "Where a figure comes from: its kind, who published it or how it was computed, and its date (YYYY-MM-DD).",
    properties: {
      kind: { enum: ["published", "sum", "survey", "open-data", "reported", "estimate"] },
      source: { type: "string" },
      asOf: { type: "string", format: "date" },
      licence: { type: "string" },
      method: { type: "string", description: "Where the method of an estimate is explained (a path on the site)." },
    },
    required: ["kind", "source", "asOf"],
  },
  NutritionFigures: {
    type: "object",
    description: "One item's figures in one size, as published (or a meal's sum of its parts' published figures), with their basis. A missing nutrient is not in our data.",
    properties: {
      ...nutrients,
      basis: ref("Basis"),
      fieldsAsOf: { type: "object", description: "Nutrients taken from an older edition than basis.asOf, with that edition's date.", additionalProperties: { type: "string", format: "date" } },
      parts: { type: "array", items: { type: "string" }, description: "For a sum: the parts it adds up." },
    },
    required: ["basis"],
  },
  MenuItem: {
    description:
      "A menu item as data/menu-items.json holds it, with the chain's published figures of its usual size at the top level (when published), per-size figures in `nutrition`, and the basis of its national price.",
    allOf: [
      served(fromValibot(MenuItemSchema, "output")),
      {
        type: "object",
        properties: {
          ...nutrients,
          priceBasis: ref("Basis"),
          nutrition: { type: "object", properties: Object.fromEntries(["Small", "Medium", "Large", "Standard"].map((s) => [s, ref("NutritionFigures")])) },
          sizeNutrition: { type: "object", description: "Published figures of the Small and Large of an item sold in sizes (the fields this API always had).", additionalProperties: { type: "object" } },
        },
        required: ["priceBasis", "nutrition"],
      },
    ],
  },
  PriceRecord: {
    description: "One item's price in one state, as data/prices.json holds it (our estimate), with its basis.",
    allOf: [served(fromValibot(PriceRecordSchema, "output")), { type: "object", properties: { basis: ref("Basis") }, required: ["basis"] }],
  },
  LocationEntry: {
    description: "A state and its number of restaurants: a published count (who counted, as of when) where one exists, else our estimate (data/locations.json).",
    allOf: [
      served(fromValibot(LocationEntrySchema, "output")),
      {
        type: "object",
        properties: {
          percentage: { type: "number", minimum: 0, maximum: 100, description: "Share of the newest published US total, in percent, two decimals." },
          basis: { enum: ["published", "estimate"] },
          asOf: { type: "string", pattern: "^\\d{4}(-\\d{2}(-\\d{2})?)?$", description: "When the published count was made: a year, month or day." },
          publisher: { type: "string", description: "Who counted, and who reported it." },
          source: { type: "string", description: "The address of the report." },
        },
        required: ["percentage", "basis"],
      },
    ],
  },
  Review: {
    type: "object",
    description: "A review a visitor posted.",
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
      createdAt: { type: "string", format: "date" },
      itemPath: { type: ["string", "null"], description: "The item's page when the menu has the item; null (never linked) otherwise." },
    },
    required: ["id", "itemName", "category", "rating", "priceRating", "review", "reviewer", "location", "helpfulCount", "createdAt"],
  },
  Comment: {
    type: "object",
    description: "A published comment (never with the email).",
    properties: {
      id: { type: "string" },
      itemName: { type: "string" },
      name: { type: "string" },
      website: { type: ["string", "null"] },
      comment: { type: "string" },
      createdAt: { type: "string" },
    },
    required: ["id", "itemName", "name", "website", "comment", "createdAt"],
  },
  Stored: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  ReviewInput: fromValibot(ReviewInputSchema, "input"),
  CommentInput: fromValibot(CommentInputSchema, "input"),
  ContactInput: fromValibot(ContactInputSchema, "input"),
  SignupInput: fromValibot(SignupInputSchema, "input"),
  Error: {
    type: "object",
    description: "Every refusal: a message a person can act on, and for a body that failed validation, the field of each problem.",
    properties: {
      error: { type: "string" },
      issues: { type: "array", items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } }, required: ["field", "message"] } },
    },
    required: ["error"],
  },
};

const refusal = (description: string) => ({ description, content: json(ref("Error")) });
const GET_ANSWERS = { "304": { description: "Not modified (the request's If-None-Match names the current ETag)." } };
const POST_REFUSALS = {
  "400": refusal("The body failed validation: `issues` names each field and what is wrong with it."),
  "413": refusal("The body is over 64 KB."),
  "415": refusal("The body is not sent as JSON (Content-Type: application/json)."),
  "429": refusal("Too many posts from this client in a minute; `Retry-After` says when to try again."),
  "503": refusal("The database is unavailable; nothing was stored. `Retry-After` says when to try again."),
};

function getList(summary: string, schema: string) {
  return { get: { summary, responses: { "200": { description: summary, content: json(arrayOf(schema)) }, ...GET_ANSWERS } } };
}

function post(summary: string, input: string, stored: string) {
  return {
    post: {
      summary,
      requestBody: { required: true, content: json(ref(input)) },
      responses: { "201": { description: "Stored.", content: json(ref(stored)) }, ...POST_REFUSALS },
    },
  };
}

/** The document: one value, built once (it depends on nothing but the code). */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: "3.1.1",
    info: {
      title: "Menu Prices API",
      version: "1",
      summary: "McDonald's US menu items, prices by state, restaurant counts and visitors' reviews, as JSON.",
      description:
        "Read-only data (menu items with nutrition and the basis of every figure, state prices, restaurant counts, reviews) and the forms visitors send. Every figure carries its basis: published, a sum of published figures, survey or open data, reported by visitors, or our estimate. GETs carry an ETag. Datasets as CSV are listed at /open-data.",
      license: { name: "CC BY 4.0 (our data; each outside dataset keeps its own licence, see /open-data)", identifier: "CC-BY-4.0" },
    },
    paths: {
      "/api/menu-items": getList("Every menu item", "MenuItem"),
      "/api/prices": getList("Every stored state price record", "PriceRecord"),
      "/api/locations/top": getList("The 50 states ranked by number of restaurants, most first: published counts where they exist, else our estimates", "LocationEntry"),
      "/api/reviews": {
        get: {
          summary: "Reviews, newest first, 50 at a time",
          description: 'A `Link: </api/reviews?before=<id>>; rel="next"` header points at the next slice while older reviews exist.',
          parameters: [
            { name: "before", in: "query", required: false, description: "Start after this review (an id from a previous answer or its Link).", schema: { type: "string" } },
            { name: "limit", in: "query", required: false, description: "How many, 1 to 100 (default 50).", schema: { type: "integer", minimum: 1, maximum: 100 } },
          ],
          responses: {
            "200": { description: "Reviews, newest first.", content: json(arrayOf("Review")) },
            ...GET_ANSWERS,
            "400": refusal("`before` or `limit` is not usable (an unknown id, a limit outside 1 to 100, a parameter given twice)."),
          },
        },
        ...post("Post a review of a menu item", "ReviewInput", "Review"),
      },
      "/api/comments": post("Post a comment under a menu item", "CommentInput", "Comment"),
      "/api/contact": post("Send a message to the site (never served back)", "ContactInput", "Stored"),
      "/api/signups": post("Sign up for a topic's emails", "SignupInput", "Stored"),
      "/api/openapi.json": { get: { summary: "This document", responses: { "200": { description: "The OpenAPI document.", content: json({ type: "object" }) }, ...GET_ANSWERS } } },
    },
    components: { schemas: SCHEMAS },
  };
}
