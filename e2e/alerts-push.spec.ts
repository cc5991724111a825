/**
 * The alerts choice at /alerts, in the browser. Chromium headless has no push service, so with JavaScript
 * the page's PushManager.subscribe is replaced by one that returns a subscription made here (a real P-256 key pair
 * and auth secret from WebCrypto; notification permission is granted in the stub too, as the headless shell denies it, an endpoint on a public-looking host the server never reaches in this test): what
 * is tested is the page (buttons, status in view and focused) and the round trip through /api/push (the server keeps
 * the subscription beside the journal, and "Stop all alerts" erases it). The push delivery itself, decrypted, is
 * server/notify/push.test.ts. Without JavaScript the page says push needs it and offers the feed (this server sends no email).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

const pushDir = () => path.join(process.env.E2E_JOURNAL_DIR ?? "", "push-subscriptions");
const kept = async () => (await fs.readdir(pushDir()).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));

async function stubPush(page: Page) {
  await page.addInitScript(() => {
    const b64 = (u: Uint8Array) =>
      btoa(String.fromCharCode(...u))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      (window as unknown as { pushKeyBytes: number }).pushKeyBytes =
        (options?.applicationServerKey as Uint8Array | undefined)?.byteLength ?? 0;
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const endpoint = `https://push.example.com/e2e/${b64(crypto.getRandomValues(new Uint8Array(12)))}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: b64(raw), auth: b64(auth) } }),
        unsubscribe: async () => {
          current = null;
          (window as unknown as { unsubscribed: boolean }).unsubscribed = true;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
    // Chromium's headless shell answers "denied" for notifications whatever the context grants: the visitor's
    // "Allow" is stood in for here too.
    Object.defineProperty(Notification, "permission", { get: () => "granted" });
    Notification.requestPermission = async () => "granted";
  });
}

test.describe("with JavaScript", () => {
  // The site allowed to notify, as after the visitor's "Allow" in the browser's own prompt.
  test.use({ permissions: ["notifications"] });
  test("turning alerts on and off in one tap, each answer in view and focused, the server keeping then erasing the subscription", async ({
    page,
  }) => {
    await stubPush(page);
    const before = (await kept()).length;
    await page.goto("/alerts?item=big-mac&state=texas");
    const push = page.getByTestId("push-alerts");
    await expect(push).toBeVisible();
    await expect(push.getByLabel("Item")).toHaveValue("Big Mac");
    await expect(push.getByLabel("State")).toHaveValue("Texas");
    await push.getByRole("button", { name: "Turn on alerts" }).click();
    const status = page.getByTestId("push-status");
    await expect(status).toHaveText(/Alerts are on for Big Mac in Texas/);
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
    expect(
      await page.evaluate(() => (window as unknown as { pushKeyBytes: number }).pushKeyBytes),
      "subscribed with the site's 65-byte VAPID key",
    ).toBe(65);
    await expect.poll(async () => (await kept()).length).toBe(before + 1);
    await expect(push.getByRole("heading", { name: "Alerts on this device, in Texas" })).toBeVisible();

    await push.getByRole("button", { name: "Stop all alerts on this device" }).click();
    await expect(status).toHaveText(/Alerts are off on this device/);
    await expect(status).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { unsubscribed?: boolean }).unsubscribed)).toBe(true);
    await expect.poll(async () => (await kept()).length).toBe(before);
    await expect(push.getByRole("button", { name: "Turn on alerts" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the page says push needs JavaScript and offers what works without it", async ({ page }) => {
    await page.goto("/alerts?item=big-mac&state=texas");
    await expect(page.getByRole("heading", { level: 1, name: "Price alerts" })).toBeVisible();
    await expect(page.getByTestId("push-no-js")).toContainText("need JavaScript");
    // This server sends no email: the feed of the item in the state is offered, and it opens as a readable page.
    const feed = page
      .getByTestId("follow-feed")
      .getByRole("link", { name: /news-reader link/i })
      .first();
    await expect(feed).toBeVisible();
    const href = await feed.getAttribute("href");
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>');
    // Opened in the browser itself, the feed's address leads to the same updates as a readable page.
    await page.goto(href!);
    expect(page.url()).toMatch(/\/feeds\/state\/texas\/big-mac\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Big Mac in Texas");
    await expect(page.getByText("Last change:")).toBeVisible();
  });
});
