import assert from "node:assert/strict";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { test } from "node:test";
import { validate } from "../rules/forms.ts";
import { itemSlug } from "../rules/slug.ts";
import { priceRange } from "../rules/price-model.ts";
import { checkEndpoint, checkPush, estimateAlert, estimateMoved, reportedAlert, MAX_ENDPOINT, MAX_PUSH_ITEMS } from "./push-alerts.ts";

const MENU = [
  { name: "Big Mac", sizes: null },
  { name: "Coca-Cola", sizes: null, sized: true },
];
const bySlug = (slug: string) => MENU.find((m) => itemSlug(m.name) === slug) as never;
/** Keys as a browser makes them: an uncompressed P-256 public key and 16 random bytes. */
function browserKeys() {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { p256dh: raw.toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
const input = (over: Record<string, unknown> = {}) => ({
  subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/abc123", keys: browserKeys() },
  state: "TX",
  items: [{ itemName: "big mac" }],
  ...over,
});
const check = (x: unknown, allowLocal = false) => checkPush(x, bySlug, validate, allowLocal);

test("a browser's subscription is accepted with the menu's item name and the state's name", () => {
  const r = check(input({ items: [{ itemName: "big mac" }, { itemName: "Coca-Cola", size: "medium" }, { itemName: "Big Mac" }] }));
  assert.ok(r.ok);
  assert.equal(r.value.state, "Texas");
  assert.deepEqual(
    r.value.items,
    [
      { itemName: "Big Mac", size: "Standard" },
      { itemName: "Coca-Cola", size: "Medium" },
    ],
    "the same item twice is followed once",
  );
});

test("a subscription that is not a browser's is refused with a sentence saying what to do", () => {
  const keys = browserKeys();
  const refused = (x: unknown) => {
    const r = check(x);
    assert.equal(r.ok, false);
    return r.ok ? "" : r.issues.map((i) => i.message).join(" ");
  };
  assert.match(refused(input({ subscription: { endpoint: "http://push.example.com/x", keys } })), /https:\/\//);
  assert.match(refused(input({ subscription: { endpoint: `https://push.example.com/${"a".repeat(MAX_ENDPOINT)}`, keys } })), /https:\/\//);
  assert.match(refused(input({ subscription: { endpoint: "https://user:pw@push.example.com/x", keys } })), /https:\/\//);
  assert.match(
    refused(input({ subscription: { endpoint: "https://fcm.googleapis.com/x", keys: { ...keys, p256dh: keys.p256dh.slice(1) } } })),
    /keys/,
  );
  assert.match(
    refused(
      input({ subscription: { endpoint: "https://fcm.googleapis.com/x", keys: { ...keys, auth: randomBytes(17).toString("base64url") } } }),
    ),
    /keys/,
  );
  assert.match(
    refused(input({ subscription: { endpoint: "https://fcm.googleapis.com/x", keys: { ...keys, p256dh: "x".repeat(10_000) } } })),
    /keys/,
  );
  assert.match(refused(input({ subscription: { endpoint: "https://fcm.googleapis.com/x" } })), /turning alerts on again/);
  assert.match(refused(input({ state: "Narnia" })), /US state/);
  assert.match(refused(input({ items: [] })), /at least one item/);
  assert.match(
    refused(input({ items: Array.from({ length: MAX_PUSH_ITEMS + 1 }, () => ({ itemName: "Big Mac" })) })),
    new RegExp(`at most ${MAX_PUSH_ITEMS}`),
  );
  assert.match(refused(input({ items: [{ itemName: "Whopper" }] })), /not on our menu/);
  assert.match(refused(input({ items: [{ itemName: "Coca-Cola" }] })), /Small, Medium or Large/);
  assert.match(refused("endpoint"), /JSON object/);
});

test("the server never posts into its own network: local and private hosts are refused unless a test allows them", () => {
  for (const host of [
    "localhost",
    "127.0.0.1",
    "10.1.2.3",
    "192.168.0.9",
    "172.20.1.1",
    "169.254.169.254",
    "[::1]",
    "intranet",
    "db.internal",
  ]) {
    assert.ok(checkEndpoint(`https://${host}/push`, false), host);
  }
  assert.equal(checkEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", false), null);
  assert.equal(checkEndpoint("https://127.0.0.1:4443/push", true), null);
  assert.ok(checkEndpoint("http://127.0.0.1:4443/push", true), "https even then");
});

test("an estimate moves for an alert only with a new month and only beyond the range it was shown with", () => {
  const before = { price: 5.8, error: 0.1, month: "2026-09" };
  const range = priceRange(5.8, 0.1);
  assert.equal(estimateMoved(before, { ...before, price: range.high + 0.1 }), null, "same month: no alert");
  assert.equal(estimateMoved(before, { price: range.high, error: 0.1, month: "2026-10" }), null, "at the edge of the range: no alert");
  assert.equal(estimateMoved(before, { price: range.low, error: 0.1, month: "2026-10" }), null);
  const up = estimateMoved(before, { price: Math.round((range.high + 0.1) * 10) / 10, error: 0.1, month: "2026-10" });
  assert.ok(up);
  assert.deepEqual(up.range, range);
  assert.ok(estimateMoved(before, { price: Math.round((range.low - 0.1) * 10) / 10, error: 0.1, month: "2026-10" }), "down as well as up");
  assert.equal(estimateMoved(null, before), null, "nothing to compare with: no alert");
  assert.equal(
    estimateMoved({ ...before, month: "2026-11" }, { ...before, price: 9, month: "2026-10" }),
    null,
    "an older month is no news",
  );
});

test("the alert words name the item, state, price, what it rests on and its date", () => {
  const i = { itemName: "Coca-Cola", size: "Medium" };
  const r = reportedAlert(i, "Texas", "/prices/texas/coca-cola", { median: 2.19, visitors: 3, last: "2026-11-20" }, 1.99);
  assert.equal(r.title, "Coca-Cola (Medium) in Texas: $2.19 reported");
  assert.match(r.body, /Visitors now report \$2\.19 \(was \$1\.99\).*3 visitors.*November 20, 2026/);
  assert.match(reportedAlert(i, "Texas", "/x", { median: null, visitors: 0, last: null }, 2.19).title, /no reported price now/);
  const move = estimateMoved({ price: 5.8, error: 0.1, month: "2026-09" }, { price: 6.6, error: 0.1, month: "2026-10" })!;
  const e = estimateAlert({ itemName: "Big Mac", size: "Standard" }, "Ohio", "/prices/ohio/big-mac", move);
  const after = priceRange(6.6, 0.1);
  assert.equal(e.title, "Big Mac in Ohio: our estimate is now $6.60");
  assert.ok(e.body.includes(`most restaurants $${after.low.toFixed(2)} to $${after.high.toFixed(2)}`));
  assert.match(e.body, /October 2026.*September 2026 it was \$5\.80.*An estimate/);
  assert.equal(e.tag, r.tag.replace("Coca-Cola|Medium|Texas", "Big Mac|Standard|Ohio"));
});
