/**
 * The browser's side of push alerts, run only from the /alerts page's buttons after hydration: the
 * standard Push API through the site's service worker (/sw.js shows each alert, scripts/assets/sw.js), VAPID's
 * public key from GET /api/push/key, the subscription sent to POST /api/push/subscriptions, and "Stop" sends
 * POST /api/push/unsubscribe and unsubscribes the browser.
 */

export type PushSupport = "yes" | "no-push" | "blocked";

/** Whether this browser can get alerts: a service worker and the Push API, and notifications not blocked. */
export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "no-push";
  return Notification.permission === "denied" ? "blocked" : "yes";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

/** The push subscription this browser holds for the site, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

async function answerOf(res: Response): Promise<{ ok: boolean; message: string }> {
  const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
  return { ok: res.ok, message: body.message ?? body.error ?? `The server answered ${res.status}: please try again.` };
}

/** Asks for permission, subscribes, and tells the server what to follow. */
export async function turnOn(
  state: string,
  items: readonly { itemName: string; size: string | null }[],
): Promise<{ ok: boolean; message: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    return {
      ok: false,
      message:
        "Your browser did not allow notifications for this site, so alerts cannot show. Allow them in the browser's site settings, or use email or a feed below.",
    };
  const keyRes = await fetch("/api/push/key");
  if (!keyRes.ok) return answerOf(keyRes);
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  const reg = await registration();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const res = await fetch("/api/push/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subscription: sub.toJSON(), state, items }),
  });
  return answerOf(res);
}

/** Stops every alert on this browser: the server erases the subscription, and the browser drops it. */
export async function turnOff(): Promise<{ ok: boolean; message: string }> {
  const sub = await currentSubscription();
  if (!sub) return { ok: true, message: "Alerts are off on this device." };
  const res = await fetch("/api/push/unsubscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint: sub.endpoint }),
  });
  const answer = await answerOf(res);
  if (answer.ok) await sub.unsubscribe().catch(() => undefined);
  return answer;
}
