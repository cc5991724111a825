/**
 * Push alerts end to end: the real server (production build) sends Web Push messages to a push endpoint
 * this test runs (https with a self-signed certificate the server is told to trust through NODE_EXTRA_CA_CERTS). The
 * test is the browser: it makes its own P-256 key pair and auth secret, subscribes through the API, and DECRYPTS
 * each message itself per RFC 8291 (aes128gcm, RFC 8188) with node:crypto (ECDH, HKDF, AES-128-GCM), not with
 * web-push's code; it checks the VAPID signature (RFC 8292) against the key the site publishes, and reads what the
 * diner would read. Expected prices come from the API, never typed here.
 */
import assert from "node:assert/strict";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { PUSH_DIR } from "../store/push-store.ts";
import { VAPID_FILE } from "./push.ts";
import { eventually, spawnServer, type TestServer } from "../testing/spawn-server.ts";

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's push subscription: its keys, kept to decrypt what arrives. */
function browser(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } } };
}

/** RFC 8291 section 3.4 and RFC 8188: the header (salt, record size, sender's key), then one record. */
function decrypt(body: Buffer, ua: ReturnType<typeof browser>): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  assert.equal(idlen, 65, "the key id is the sender's uncompressed P-256 key");
  assert.ok(record.length <= rs, "one record");
  const secret = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const d = createDecipheriv("aes-128-gcm", cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  assert.equal(plain[end], 2, "the last record's padding delimiter");
  return plain.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for the endpoint's origin. */
function checkVapid(header: string | undefined, publicKey: string, endpoint: string) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? "");
  assert.ok(m, `Authorization: ${header}`);
  assert.equal(m[2], publicKey, "signed with the key the site publishes at /api/push/key");
  const [h, p, sig] = m[1]!.split(".");
  const claims = JSON.parse(Buffer.from(p!, "base64url").toString()) as { aud: string; exp: number; sub: string };
  assert.equal(claims.aud, new URL(endpoint).origin);
  assert.ok(claims.exp * 1000 > Date.now());
  const raw = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  assert.ok(
    verify("sha256", Buffer.from(`${h}.${p}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(sig!, "base64url")),
    "the JWT's signature",
  );
}

let tmp: string;
let endpointServer: https.Server;
let origin: string;
const received: Received[] = [];
/** Paths the endpoint answers 410 Gone for: a subscription the push service dropped. */
const gone = new Set<string>();
let server: TestServer;
let publicKey: string;

before(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "menu-prices-push-"));
  const key = path.join(tmp, "key.pem");
  const cert = path.join(tmp, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  endpointServer = https.createServer({ key: await fs.readFile(key), cert: await fs.readFile(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(req.url ?? "") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => endpointServer.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(endpointServer.address() as { port: number }).port}`;
  server = await spawnServer({
    env: { PUSH_ALLOW_LOCAL_ENDPOINTS: "1", NODE_EXTRA_CA_CERTS: cert, REPORT_THRESHOLD: "1", TRUST_PROXY: "1" },
  });
  publicKey = ((await (await fetch(`${server.url}/api/push/key`)).json()) as { publicKey: string }).publicKey;
});

after(async () => {
  await server?.stop();
  endpointServer?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const postJson = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

/** The state's price of an item as /api/prices serves it. */
async function statePrice(item: string, state: string): Promise<number> {
  const rows = (await (await fetch(`${server.url}/api/prices`)).json()) as { itemName: string; state: string; price: number }[];
  const row = rows.find((r) => r.itemName === item && r.state === state);
  assert.ok(row, `${item} in ${state} in /api/prices`);
  return row.price;
}

const arrivedAt = (p: string) => received.filter((r) => r.path === p);

describe("push alerts, end to end", () => {
  test("the VAPID keys are made at first start and kept beside the journal, readable only by the server", async () => {
    assert.match(publicKey, /^B[A-Za-z0-9_-]{86}$/);
    const st = await fs.stat(path.join(server.journalDir, VAPID_FILE));
    assert.equal(st.mode & 0o777, 0o600);
    const kept = JSON.parse(await fs.readFile(path.join(server.journalDir, VAPID_FILE), "utf8")) as { publicKey: string };
    assert.equal(kept.publicKey, publicKey);
  });

  test("a subscription that is not a browser's is refused with a sentence, never a 5xx", async () => {
    const b = browser(`${origin}/push/refused`);
    const cases: [unknown, RegExp][] = [
      [{ subscription: { ...b.json, endpoint: "http://127.0.0.1/push" }, state: "Texas", items: [{ itemName: "Big Mac" }] }, /https:\/\//],
      [{ subscription: { ...b.json, keys: { ...b.json.keys, auth: "short" } }, state: "Texas", items: [{ itemName: "Big Mac" }] }, /keys/],
      [
        {
          subscription: { ...b.json, keys: { ...b.json.keys, p256dh: "B".repeat(5000) } },
          state: "Texas",
          items: [{ itemName: "Big Mac" }],
        },
        /keys/,
      ],
      [{ subscription: b.json, state: "Texas", items: [{ itemName: "Whopper" }] }, /not on our menu/],
    ];
    for (const [body, message] of cases) {
      const res = await postJson("/api/push/subscriptions", body);
      assert.equal(res.status, 400);
      assert.match(((await res.json()) as { error: string }).error, message);
    }
    const notJson = await fetch(`${server.url}/api/push/subscriptions`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    assert.equal(notJson.status, 415);
    assert.equal((await postJson("/api/push/unsubscribe", { endpoint: 5 })).status, 400);
  });

  test("a followed item's reported price appearing arrives, encrypted for the browser, with the price, place and page; one a day", async () => {
    const b = browser(`${origin}/push/texas`);
    const res = await postJson("/api/push/subscriptions", { subscription: b.json, state: "TX", items: [{ itemName: "big mac" }] });
    assert.equal(res.status, 201, await res.clone().text());
    assert.match(((await res.json()) as { message: string }).message, /Big Mac in Texas/);
    // The file beside the journal holds it (and is the server's alone).
    const files = await fs.readdir(path.join(server.journalDir, PUSH_DIR));
    assert.equal(files.length, 1);

    const paid = await statePrice("Big Mac", "Texas");
    const report = await postJson(
      "/api/price-reports",
      { itemName: "Big Mac", price: paid, state: "Texas", channel: "in-store" },
      { "x-forwarded-for": "198.51.100.7" },
    );
    assert.equal(report.status, 201, await report.clone().text());
    const figure = (
      (await (await fetch(`${server.url}/api/price-reports?item=big-mac&state=texas`)).json()) as {
        figures: { channel: string; size: string; median: number; shown: boolean }[];
      }
    ).figures.find((f) => f.channel === "in-store" && f.size === "Standard");
    assert.ok(figure?.shown);

    const msg = (await eventually(() => arrivedAt("/push/texas")[0], 10_000))!;
    assert.equal(msg.headers["content-encoding"], "aes128gcm");
    assert.ok(Number(msg.headers.ttl) > 0);
    checkVapid(msg.headers.authorization as string, publicKey, b.json.endpoint);
    const alert = JSON.parse(decrypt(msg.body, b)) as { title: string; body: string; url: string };
    assert.equal(alert.title, `Big Mac in Texas: $${figure.median.toFixed(2)} reported`);
    assert.match(alert.body, new RegExp(`Visitors now report \\$${figure.median.toFixed(2)}.*1 visitor`));
    assert.equal(alert.url, "/prices/texas/big-mac");
    assert.equal((await fetch(`${server.url}${alert.url}`)).status, 200, "the page it opens exists");

    // A second change the same day waits for tomorrow: at most one alert per item a day.
    const second = await postJson(
      "/api/price-reports",
      { itemName: "Big Mac", price: Math.round((paid + 0.4) * 100) / 100, state: "Texas", channel: "in-store" },
      { "x-forwarded-for": "198.51.100.8" },
    );
    assert.equal(second.status, 201, await second.clone().text());
    await new Promise((r) => setTimeout(r, 5000));
    assert.equal(arrivedAt("/push/texas").length, 1, "no second alert for the Big Mac today");

    // One tap: off, and the subscription and its push address are erased.
    const off = await postJson("/api/push/unsubscribe", { endpoint: b.json.endpoint });
    assert.equal(off.status, 200);
    assert.match(((await off.json()) as { message: string }).message, /off on this device/);
    assert.deepEqual(await fs.readdir(path.join(server.journalDir, PUSH_DIR)), []);
  });

  test("with a new month of data, an estimate that moved beyond its range is announced; a push service's 410 erases the subscription", async () => {
    const ohio = browser(`${origin}/push/ohio`);
    const dropped = browser(`${origin}/push/dropped`);
    gone.add("/push/dropped");
    for (const [b, state] of [
      [ohio, "Ohio"],
      [dropped, "Ohio"],
    ] as const) {
      const res = await postJson("/api/push/subscriptions", {
        subscription: b.json,
        state,
        items: [{ itemName: "Big Mac" }, { itemName: "McChicken" }],
      });
      assert.equal(res.status, 201, await res.clone().text());
    }
    // The maintainer's monthly update: Big Mac in Ohio is re-estimated for the next month, far above its range;
    // McChicken moves by a cent, well inside its range (no alert for it).
    const file = path.join(server.dataDir, "prices.json");
    const rows = JSON.parse(await fs.readFile(file, "utf8")) as { itemName: string; state: string; price: number; lastUpdated: string }[];
    const big = rows.find((r) => r.itemName === "Big Mac" && r.state === "Ohio")!;
    const chicken = rows.find((r) => r.itemName === "McChicken" && r.state === "Ohio")!;
    const next = (m: string) => {
      const [y, mo] = m.split("-").map(Number) as [number, number];
      return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
    };
    const was = big.price;
    big.price = Math.round(was * 1.5 * 10) / 10;
    big.lastUpdated = next(big.lastUpdated);
    chicken.price = Math.round((chicken.price + 0.01) * 100) / 100;
    chicken.lastUpdated = next(chicken.lastUpdated);
    await fs.writeFile(file, `[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(",\n")}\n]\n`);
    await eventually(async () => (await statePrice("Big Mac", "Ohio")) === big.price, 10_000);

    const msg = (await eventually(() => arrivedAt("/push/ohio")[0], 10_000))!;
    const alert = JSON.parse(decrypt(msg.body, ohio)) as { title: string; body: string; url: string };
    assert.equal(alert.title, `Big Mac in Ohio: our estimate is now $${big.price.toFixed(2)}`);
    assert.match(alert.body, new RegExp(`it was \\$${was.toFixed(2)}\\. An estimate, not a price read at a restaurant\\.`));
    assert.match(alert.body, /most restaurants \$\d+\.\d\d to \$\d+\.\d\d/);
    assert.equal(alert.url, "/prices/ohio/big-mac");
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(arrivedAt("/push/ohio").length, 1, "the McChicken moved inside its range: no alert");

    // The push service answered 410 Gone for the other browser: its subscription is erased.
    await eventually(() => arrivedAt("/push/dropped").length === 1, 5000);
    await eventually(async () => (await fs.readdir(path.join(server.journalDir, PUSH_DIR))).length === 1, 5000);
  });
});
