/**
 * Hostile input: thousands of malformed bodies to every POST endpoint. None may cause a 5xx, none may be
 * stored, and the server must keep answering. Seeded, so a failure can be replayed. The server sends email (a real
 * SMTP server started here), so the price alerts' follow checks run in full: a refused follow keeps no address and
 * sends no email.
 */
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { after, before, test } from "node:test";
import { ADDRESS_DIR } from "../store/alert-store.ts";
import { AlertKeys } from "../notify/alerts.ts";
import { startSmtp, type TestSmtp } from "../testing/smtp.ts";
import { spawnServer, type TestServer } from "../testing/spawn-server.ts";

/** The server's key, so that links with a token it would accept for a follow it never stored can be made. */
const KEY = "fuzz-test-report-hash-key-0123456789abcdef";
let server: TestServer;
let smtp: TestSmtp;
before(async () => {
  smtp = await startSmtp();
  server = await spawnServer({ env: { SMTP_URL: smtp.url, REPORT_HASH_KEY: KEY } });
});
after(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** Nothing a refusal could leave: no record, no kept address, no email. */
async function assertNothingStored(journalRecordsBefore: number) {
  const health = (await (await fetch(server.url + "/healthz")).json()) as { journalRecords: number };
  assert.equal(health.journalRecords, journalRecordsBefore, "nothing was stored");
  const addresses = await fs.readdir(path.join(server.journalDir, ADDRESS_DIR)).catch((): string[] => []);
  assert.deepEqual(addresses, [], "no email address was kept");
  assert.equal(smtp.mails.length, 0, "no email was sent");
}

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALID: Record<string, Record<string, unknown>> = {
  "/api/reviews": {
    reviewer: "Ann",
    itemName: "Big Mac",
    location: "Austin, TX",
    rating: 5,
    priceRating: 3,
    review: "Tasty, hot and quick today.",
  },
  "/api/comments": { itemName: "Big Mac", name: "Ann", email: "ann@example.com", website: null, comment: "A comment that is long enough." },
  "/api/contact": { name: "Ann", email: "ann@example.com", subject: "Hello there", message: "A message that is long enough." },
  // Only its required fields, and an item whose plausible band holds none of the bad numbers (6, 2.5, 0, -1).
  "/api/price-reports": { itemName: "40 Piece Chicken McNuggets", price: 14.49, state: "Texas", channel: "in-store" },
  "/api/alerts": { email: "ann@example.com", itemName: "Big Mac", state: "Texas" },
};

/** Values that are wrong for every field of every form (required text, numbers 1-5, emails). */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  6,
  2.5,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  {},
  [1, 2],
  { $gt: "" },
  "",
  " ",
  "\u0000",
  "x".repeat(70_000).slice(0, 5000),
  "\ud800",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "1e3",
  { toString: "x" },
  [[[[[]]]]],
];

type Body = { body: string | Buffer; type: string; why: string };

function* malformedBodies(path: string, rand: () => number, count: number): Generator<Body> {
  const valid = VALID[path];
  const keys = Object.keys(valid);
  const required = keys.filter((k) => !["priceRating", "website", "page"].includes(k));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const json = (v: unknown) => JSON.stringify(v);
  for (let i = 0; i < count; i++) {
    const kind = i % 12;
    const obj: Record<string, unknown> = { ...valid };
    switch (kind) {
      case 0: // a required field with a wrong type or value
        obj[pick(required)] = pick(BAD_VALUES.filter((v) => typeof v !== "string" || (v as string).trim() === ""));
        yield { body: json(obj), type: "application/json", why: "wrong type" };
        break;
      case 1: // a required field missing, plus extra fields
        delete obj[pick(required)];
        obj[`extra${i}`] = pick(BAD_VALUES);
        yield { body: json(obj), type: "application/json", why: "missing field" };
        break;
      case 2: // prototype pollution keys around an otherwise broken object
        yield {
          body: `{"__proto__":{"polluted":true,"rating":5},"constructor":{"prototype":{"polluted":true}},${json(obj)
            .slice(1, -1)
            .replace(`"${pick(required)}":`, '"removed":')}}`,
          type: "application/json",
          why: "prototype keys",
        };
        break;
      case 3: // huge strings (over the per-field limits, under the body limit)
        obj[pick(required)] = "y".repeat(5000 + Math.floor(rand() * 50_000));
        yield { body: json(obj), type: "application/json", why: "huge string" };
        break;
      case 4: // over the body limit
        yield { body: json({ ...obj, pad: "z".repeat(70_000) }), type: "application/json", why: "too large" };
        break;
      case 5: // invalid UTF-8 bytes
        yield {
          body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('"')]),
          type: "application/json",
          why: "invalid utf-8",
        };
        break;
      case 6: // lone surrogate escapes in otherwise broken JSON objects
        obj[pick(required)] = 42;
        yield { body: json(obj).replace(/^\{/, '{"s":"\\ud800\\udfff\\ud800",'), type: "application/json", why: "surrogates" };
        break;
      case 7: // not JSON at all, or truncated
        yield {
          body: pick(["{", "}", "[", "nul", '{"a":', "\u0000\u0001", json(obj).slice(0, Math.floor(rand() * 20)), "'single'", "{a:1}"]),
          type: "application/json",
          why: "malformed",
        };
        break;
      case 8: // JSON that is not an object
        yield { body: pick(["[]", "null", "1", '"text"', "true", json([valid]), "[{}]"]), type: "application/json", why: "not an object" };
        break;
      case 9: // wrong content types (even with a good body)
        yield {
          body: json(valid),
          type: pick([
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "",
            "application/jsonx",
            "image/png",
          ]),
          why: "content type",
        };
        break;
      case 10: // deeply nested
        yield { body: "[".repeat(5000) + "]".repeat(5000), type: "application/json", why: "deep nesting" };
        break;
      default: // random bytes
        yield {
          body: Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 200) }, () => Math.floor(rand() * 256))),
          type: pick(["application/json", "application/octet-stream"]),
          why: "random bytes",
        };
    }
  }
}

test("1,000+ malformed bodies to every POST endpoint: no 5xx, nothing stored, still answering", async () => {
  const before = ((await (await fetch(server.url + "/healthz")).json()) as { journalRecords: number }).journalRecords;
  const rand = prng(20251122);
  const PER_ENDPOINT = Number(process.env.FUZZ_COUNT ?? 1100);
  const seen: Record<string, Record<number, number>> = {};
  for (const path of Object.keys(VALID)) {
    seen[path] = {};
    const bodies = [...malformedBodies(path, rand, PER_ENDPOINT)];
    // Eight at a time, to exercise concurrency without flooding.
    for (let i = 0; i < bodies.length; i += 8) {
      await Promise.all(
        bodies.slice(i, i + 8).map(async (b) => {
          const headers: Record<string, string> = {};
          if (b.type) headers["content-type"] = b.type;
          const res = await fetch(server.url + path, {
            method: "POST",
            headers,
            body: typeof b.body === "string" ? b.body : new Uint8Array(b.body),
            signal: AbortSignal.timeout(10_000),
          }).catch((e) => {
            throw new Error(`${path} ${b.why}: ${e}`);
          });
          const text = await res.text();
          seen[path][res.status] = (seen[path][res.status] ?? 0) + 1;
          assert.ok(res.status >= 400 && res.status < 500, `${path} ${b.why}: ${res.status} ${text.slice(0, 200)}`);
          assert.doesNotThrow(() => JSON.parse(text), `${path} ${b.why}: answer is JSON`);
        }),
      );
    }
  }
  await assertNothingStored(before);
  // Prototype pollution did not reach the server's objects: a plain valid post still behaves.
  const ok = await fetch(server.url + "/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(VALID["/api/reviews"]),
  });
  assert.equal(ok.status, 201);
  const stored = (await ok.json()) as Record<string, unknown>;
  assert.equal(stored.polluted, undefined);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  console.log(`fuzz: ${Object.keys(VALID).length * PER_ENDPOINT} inputs, statuses ${JSON.stringify(seen)}`);
});

/** The same forms posted the way browsers post them, to the page actions (they work without JavaScript). */
const VALID_FORMS: Record<string, Record<string, string>> = {
  "/contact": { name: "Ann", email: "ann@example.com", subject: "Hello there", message: "A message that is long enough." },
  "/reviews/new": {
    reviewer: "Ann",
    itemName: "Big Mac",
    location: "Austin, TX",
    rating: "5",
    priceRating: "3",
    review: "Tasty, hot and quick today.",
  },
  "/menu/item/big-mac": {
    itemName: "Big Mac",
    name: "Ann",
    email: "ann@example.com",
    website: "",
    comment: "A comment that is long enough.",
  },
  "/alerts/follow": { itemName: "Big Mac", state: "Texas", email: "ann@example.com" },
};

function* malformedForms(path: string, rand: () => number, count: number): Generator<Body> {
  const valid = VALID_FORMS[path];
  // On the item page the item comes from the URL, so itemName is not a field a visitor can break.
  const required = Object.keys(valid).filter(
    (k) => !["priceRating", "website", "page", "topic", ...(path.startsWith("/menu/item/") ? ["itemName"] : [])].includes(k),
  );
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const FORM = "application/x-www-form-urlencoded";
  for (let i = 0; i < count; i++) {
    const obj: Record<string, string> = { ...valid };
    switch (i % 9) {
      case 0:
        {
          const key = pick(required);
          obj[key] = key === "email" ? pick(["not-an-email", "a@b", "@example.com", "ann@", "x y@z.com"]) : pick(["", " ", "   ", "\t"]);
        }
        if (path === "/reviews/new") obj.rating = pick(["0", "6", "2.5", "x", ""]);
        yield { body: form(obj), type: FORM, why: "bad value" };
        break;
      case 1:
        delete obj[pick(required)];
        if (path === "/reviews/new") delete obj.rating;
        yield { body: form({ ...obj, __proto__: "x", constructor: "y" } as Record<string, string>), type: FORM, why: "missing field" };
        break;
      case 2:
        obj[pick(required)] = "w".repeat(3000 + Math.floor(rand() * 40_000));
        if (path === "/reviews/new") obj.rating = "9";
        yield { body: form(obj), type: FORM, why: "huge value" };
        break;
      case 3:
        yield { body: form({ ...obj, pad: "p".repeat(70_000) }), type: FORM, why: "over the limit" };
        break;
      case 4:
        yield { body: `name=%ZZ%&email=%E0%A4%A&comment=%${"%".repeat(10)}&rating=%FF`, type: FORM, why: "bad percent-encoding" };
        break;
      case 5:
        yield { body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]), type: FORM, why: "invalid utf-8" };
        break;
      case 6:
        yield {
          body: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--x`,
          type: pick(["multipart/form-data; boundary=x", "multipart/form-data"]),
          why: "broken multipart",
        };
        break;
      case 7:
        yield {
          body: JSON.stringify(valid),
          type: pick(["application/json", "text/plain", "", "application/xml"]),
          why: "wrong content type",
        };
        break;
      default:
        yield {
          body: Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 300) }, () => Math.floor(rand() * 256))),
          type: FORM,
          why: "random bytes",
        };
    }
  }
}

test("1,000+ malformed forms to every page action: no 5xx, nothing stored, still answering", async () => {
  const before = ((await (await fetch(server.url + "/healthz")).json()) as { journalRecords: number }).journalRecords;
  const rand = prng(1122);
  const PER_ENDPOINT = Number(process.env.FUZZ_COUNT ?? 1000);
  for (const path of Object.keys(VALID_FORMS)) {
    const bodies = [...malformedForms(path, rand, PER_ENDPOINT)];
    for (let i = 0; i < bodies.length; i += 8) {
      await Promise.all(
        bodies.slice(i, i + 8).map(async (b) => {
          const headers: Record<string, string> = {};
          if (b.type) headers["content-type"] = b.type;
          const res = await fetch(server.url + path, {
            method: "POST",
            headers,
            body: typeof b.body === "string" ? b.body : new Uint8Array(b.body),
            redirect: "manual",
            signal: AbortSignal.timeout(20_000),
          });
          const text = await res.text();
          assert.ok(res.status < 500, `${path} ${b.why}: ${res.status} ${text.slice(0, 200)}`);
          assert.doesNotMatch(text, /node_modules|\/work\/|at \w+ \(/, `${path} ${b.why}: no stack trace`);
        }),
      );
    }
  }
  await assertNothingStored(before);
  console.log(
    `fuzz: ${Object.keys(VALID_FORMS).length * PER_ENDPOINT} malformed forms to the page actions, none answered 5xx, none stored`,
  );
});

/**
 * The confirm and unsubscribe links of the alert emails: what they act on is in the query (follow id and token),
 * posted with whatever body. Broken, cut, swapped, oversized and duplicated parameters, tokens of the other kind,
 * and tokens the server would accept for follow ids it never stored.
 */
function* malformedLinks(rand: () => number, count: number): Generator<{ url: string; body: string | Buffer; type: string; why: string }> {
  const keys = new AlertKeys(KEY);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const junk = (n: number) => Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(rand() * 94))).join("");
  const id = () => `f${Buffer.from(Array.from({ length: 16 }, () => Math.floor(rand() * 256))).toString("base64url")}`;
  const FORM = "application/x-www-form-urlencoded";
  for (let i = 0; i < count; i++) {
    const purpose = pick(["confirm", "unsubscribe"] as const);
    const other = purpose === "confirm" ? "unsubscribe" : "confirm";
    const f = id();
    const q = (query: string) => `/alerts/${purpose}?${query}`;
    const body = pick<string | Buffer>([
      "",
      "List-Unsubscribe=One-Click",
      "follow=x&token=y",
      Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 200) }, () => Math.floor(rand() * 256))),
    ]);
    const type = pick([FORM, FORM, "multipart/form-data; boundary=x", "application/json", ""]);
    switch (i % 10) {
      case 0:
        yield {
          url: q(pick(["", "follow=", "token=", `follow=${f}`, `token=${keys.token(purpose, f)}`])),
          body,
          type,
          why: "missing parameter",
        };
        break;
      case 1:
        yield { url: q(`follow=${f}&token=${junk(24).replace(/[&#%+]/g, "A")}`), body, type, why: "wrong token" };
        break;
      case 2: // a token the server would accept, for a follow it never stored
        yield { url: q(`follow=${f}&token=${keys.token(purpose, f)}`), body, type, why: "valid token, unknown follow" };
        break;
      case 3: // the other link's token
        yield { url: q(`follow=${f}&token=${keys.token(other, f)}`), body, type, why: "token of the other purpose" };
        break;
      case 4:
        yield {
          url: q(`follow=${"f".repeat(81 + Math.floor(rand() * 6000))}&token=${keys.token(purpose, f)}`),
          body,
          type,
          why: "oversized follow",
        };
        break;
      case 5:
        yield {
          url: q(
            `follow=${encodeURIComponent(pick(["../../etc/passwd", "f\u0000x", "\u00e9\u00e9", "<script>", "f".repeat(40) + "/..", " "]))}&token=${keys.token(purpose, f)}`,
          ),
          body,
          type,
          why: "odd follow id",
        };
        break;
      case 6:
        yield {
          url: q(`follow=%ZZ&token=%E0%A4%A&follow=${f}&token=${keys.token(purpose, f)}`),
          body,
          type,
          why: "bad percent-encoding, duplicates",
        };
        break;
      case 7:
        yield { url: q(`follow[]=${f}&token[$gt]=&__proto__=1`), body, type, why: "array and object keys" };
        break;
      case 8:
        yield { url: q(`follow=${f}&token=${keys.token(purpose, f)}`), body: "p".repeat(70_000), type: FORM, why: "body over the limit" };
        break;
      default:
        yield { url: q(`follow=${f}&token=${"t".repeat(81 + Math.floor(rand() * 6000))}`), body, type, why: "oversized token" };
    }
  }
}

test("1,000+ malformed posts to the alert emails' confirm and unsubscribe links: no 5xx, nothing stored", async () => {
  const before = ((await (await fetch(server.url + "/healthz")).json()) as { journalRecords: number }).journalRecords;
  const rand = prng(2911);
  const seen: Record<string, Record<number, number>> = {};
  const links = [...malformedLinks(rand, Number(process.env.FUZZ_COUNT ?? 1000))];
  for (let i = 0; i < links.length; i += 8) {
    await Promise.all(
      links.slice(i, i + 8).map(async (l) => {
        const headers: Record<string, string> = {};
        if (l.type) headers["content-type"] = l.type;
        const res = await fetch(server.url + l.url, {
          method: "POST",
          headers,
          body: typeof l.body === "string" ? l.body : new Uint8Array(l.body),
          redirect: "manual",
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        (seen[l.why] ??= {})[res.status] = (seen[l.why][res.status] ?? 0) + 1;
        assert.ok(res.status < 500, `${l.url.slice(0, 120)} ${l.why}: ${res.status} ${text.slice(0, 200)}`);
        assert.doesNotMatch(text, /node_modules|\/work\/|at \w+ \(/, `${l.why}: no stack trace`);
        // Every refusal says what went wrong in a sentence a person can act on.
        if (res.status >= 400)
          assert.match(
            text,
            /This link is not complete: open it again|We have no follow for this link|Forms on this site are sent as|The form is too large|The form could not be read. Please go back and try again/,
            `${l.why}: ${res.status} ${text.slice(0, 200)}`,
          );
      }),
    );
  }
  // A token the server would accept, for a follow it never stored, confirms nothing and says what to do.
  const keys = new AlertKeys(KEY);
  const res = await fetch(`${server.url}/alerts/confirm?follow=fNeverStored&token=${keys.token("confirm", "fNeverStored")}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  assert.equal(res.status, 400);
  assert.match(await res.text(), /We have no follow for this link: follow the price again from its page/);
  await assertNothingStored(before);
  console.log(`fuzz: ${links.length} malformed posts to the alert links, statuses ${JSON.stringify(seen)}`);
});
