/**
 * Alerts on the phone: Web Push with VAPID keys through `web-push`. A browser subscribes from /alerts (or
 * the installed app) to items in its state; the worker tells it when the price visitors report there appears or
 * changes (checked every few seconds, as the email alerts are) and when our estimate moves beyond its range with a new
 * month of data (on each data reload). At most one alert per subscription, item and UTC day (domain/indexes/push-alerts.ts
 * has the rules and the words; server/store/push-store.ts keeps the subscriptions).
 *
 * Keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; when unset, a pair made at first start and kept like the report hash
 * key: JOURNAL_DIR/vapid-keys.json (mode 0600) with the file journal, the database's secrets table with PostgreSQL.
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import { announcedOf } from "#domain/indexes/alerts.ts";
import type { Catalog } from "#domain/data/catalog.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { validate } from "#domain/rules/forms.ts";
import {
  checkPush,
  estimateAlert,
  estimateMoved,
  reportedAlert,
  type PushItem,
  type PushMessage,
  type ShownEstimate,
} from "#domain/indexes/push-alerts.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { statePrice } from "#domain/rules/state-estimates.ts";
import type { CatalogStore } from "../base/catalog.ts";
import type { Config } from "../base/config.ts";
import type { Logger } from "../base/log.ts";
import { WorkerLoop } from "./worker-loop.ts";
import { FilePushStore, type PushStore, type StoredPush } from "../store/push-store.ts";
import type { SubmissionStore } from "../store/store.ts";
import { StoreUnavailableError } from "../store/store-unavailable.ts";

export const VAPID_FILE = "vapid-keys.json";
const TICK_MS = 2_000;
const DAY_MS = 86_400_000;
/** How long a push service keeps an alert for a phone that is off: a day, as the alerts are daily at most. */
const TTL_SECONDS = 86_400;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 key pair in the form VAPID uses: the public key uncompressed (65 bytes), both base64url. */
function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pub = publicKey.export({ format: "jwk" });
  const priv = privateKey.export({ format: "jwk" });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, "base64url"), Buffer.from(pub.y!, "base64url")]);
  return { publicKey: raw.toString("base64url"), privateKey: priv.d! };
}

const isKeys = (k: unknown): k is VapidKeys =>
  typeof k === "object" && k !== null && typeof (k as VapidKeys).publicKey === "string" && typeof (k as VapidKeys).privateKey === "string";

/** The keys: the settings, else a pair kept beside the records (see above). */
export async function vapidKeys(
  config: Pick<Config, "vapidPublicKey" | "vapidPrivateKey" | "journalDir" | "databaseUrl">,
  store: SubmissionStore,
  log: Logger,
): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  if (config.databaseUrl && store.sharedSecret) {
    const kept: unknown = JSON.parse(await store.sharedSecret("vapid-keys", JSON.stringify(newVapidKeys())));
    if (isKeys(kept)) return kept;
  }
  const file = path.join(config.journalDir, VAPID_FILE);
  try {
    const kept: unknown = JSON.parse(await fs.readFile(file, "utf8"));
    if (isKeys(kept)) return kept;
    throw new Error(
      `${file} does not hold a publicKey and a privateKey: delete it to make a new pair (browsers subscribed with the old key must subscribe again)`,
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  await fs.mkdir(config.journalDir, { recursive: true });
  const keys = newVapidKeys();
  const fh = await fs.open(file, "wx", 0o600).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "EEXIST") return null;
    throw err;
  });
  if (!fh) return JSON.parse(await fs.readFile(file, "utf8")) as VapidKeys;
  try {
    await fh.write(JSON.stringify(keys) + "\n");
    await fh.sync();
  } finally {
    await fh.close();
  }
  log.info("push: created the VAPID keys of push alerts (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to share them between instances)", {
    file,
  });
  return keys;
}

/** What a push service is sent: the payload (JSON, encrypted by web-push per RFC 8291) and where to. */
export interface PushSender {
  send(sub: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string): Promise<void>;
}

/** The subscription's id: a hash of its push address (the same on every instance), never the address itself. */
const subscriptionId = (endpoint: string) => `p${createHash("sha256").update(endpoint).digest("base64url").slice(0, 22)}`;
const topicOf = (i: PushItem) => `${i.itemName}|${i.size}`;
const pagePath = (i: PushItem, state: string) => `/prices/${stateSlug(state)}/${itemSlug(i.itemName)}`;

export type PushAnswer =
  | { ok: true; status: number; message: string; state?: string; items?: PushItem[] }
  | { ok: false; status: number; message: string; issues?: { field: string; message: string }[] };

/**
 * Our estimate for an item in a state as its page shows it (a row of prices.json, or one computed from the state's
 * level: both are the model's), with the error its range carries and its month; null without a model or for an
 * advertised deal's price.
 */
export function shownEstimate(catalog: Catalog, itemName: string, state: string): ShownEstimate | null {
  const item = catalog.itemsByName.get(itemName);
  const model = catalog.priceModel;
  if (!item || !model || item.fixedPrice) return null;
  const p = statePrice(catalog.statePrices, item, state);
  if (!p || p.kind === "national") return null;
  return { price: p.price, error: model.errors.state, month: p.checked.slice(0, 7) };
}

export class Push {
  readonly publicKey: string;
  readonly stats = { sent: 0, failed: 0, gone: 0 };
  private readonly loop: WorkerLoop = new WorkerLoop(() => this.reportedChanges(), {
    everyMs: TICK_MS,
    rerunOnKick: false,
    onError: (err) =>
      this.log.warn("push: the worker stopped this round; it tries again in a moment", { error: String((err as Error)?.message ?? err) }),
  });
  private get closed(): boolean {
    return this.loop.closed;
  }
  private readonly subs: PushStore;
  private readonly sender: PushSender;
  private readonly store: SubmissionStore;
  private readonly catalog: CatalogStore;
  private readonly log: Logger;
  private readonly allowLocal: boolean;
  constructor(deps: {
    subs: PushStore;
    sender: PushSender;
    publicKey: string;
    store: SubmissionStore;
    catalog: CatalogStore;
    log: Logger;
    allowLocal: boolean;
  }) {
    this.subs = deps.subs;
    this.sender = deps.sender;
    this.publicKey = deps.publicKey;
    this.store = deps.store;
    this.catalog = deps.catalog;
    this.log = deps.log;
    this.allowLocal = deps.allowLocal;
  }

  private storeError(err: unknown): never {
    if (err instanceof StoreUnavailableError) throw err;
    this.log.error("push: the subscription store failed", { error: String((err as Error)?.message ?? err) });
    throw new StoreUnavailableError(String((err as Error)?.message ?? err));
  }

  /** Subscribes a browser (or changes what it follows): the figures it starts from are today's, so nothing fires at once. */
  async subscribe(input: unknown): Promise<PushAnswer> {
    const checked = checkPush(input, (slug) => this.catalog.current.itemsBySlug.get(slug), validate, this.allowLocal);
    if (!checked.ok) return { ok: false, status: 400, message: checked.issues.map((i) => i.message).join(". "), issues: checked.issues };
    const t = checked.value;
    const id = subscriptionId(t.endpoint);
    const today = todayIso();
    const announced: Record<string, number | null> = {};
    for (const i of t.items)
      announced[topicOf(i)] = announcedOf(this.store.state.reports.shownFigure(i.itemName, i.size, t.state, today)).median;
    const before = await this.subs.get(id).catch((err: unknown) => this.storeError(err));
    await this.subs.put({ ...t, id, announced, createdMs: before?.createdMs ?? Date.now() }).catch((err: unknown) => this.storeError(err));
    const names = t.items.map((i) => i.itemName).join(", ");
    return {
      ok: true,
      status: before ? 200 : 201,
      state: t.state,
      items: t.items,
      message: `Alerts are on for ${names} in ${t.state}: this device is told when the price visitors report changes, or when our estimate moves, at most once a day for each item.`,
    };
  }

  /** Stops a browser's alerts: its subscription and push address are erased. The endpoint is the browser's own secret. */
  async unsubscribe(input: unknown): Promise<PushAnswer> {
    const endpoint = typeof input === "object" && input !== null ? (input as { endpoint?: unknown }).endpoint : undefined;
    if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > 1024) {
      return { ok: false, status: 400, message: "Send the browser's push address (endpoint) to stop its alerts." };
    }
    await this.subs.erase(subscriptionId(endpoint)).catch((err: unknown) => this.storeError(err));
    return { ok: true, status: 200, message: "Alerts are off on this device, and its push address is erased." };
  }

  start(): void {
    this.loop.start();
  }

  /** Checks the reported figures now (after a report, say); one run at a time. */
  kick(): void {
    this.loop.kick();
  }

  /** The price visitors report for a followed item appeared, changed or went away: one alert, the day's one for that item. */
  private async reportedChanges(): Promise<void> {
    const reports = this.store.state.reports;
    const today = todayIso();
    const day = Math.floor(Date.now() / DAY_MS);
    for (const sub of await this.subs.all()) {
      for (const i of sub.items) {
        if (this.closed) return;
        const topic = topicOf(i);
        const now = announcedOf(reports.shownFigure(i.itemName, i.size, sub.state, today));
        const was = sub.announced[topic];
        if (was === undefined || (was === null ? now.median === null : now.median !== null && Math.abs(was - now.median) < 0.005)) continue;
        // Past today's alert for this item the change waits for tomorrow (announced stays as it was).
        if (!(await this.subs.claimDay(sub.id, topic, day))) continue;
        const message = reportedAlert(i, sub.state, pagePath(i, sub.state), now, was);
        if (!(await this.deliver(sub, message))) break;
        sub.announced[topic] = now.median;
        await this.subs.put(sub);
      }
    }
  }

  /** The data was reloaded: each followed estimate that moved beyond its range with the new month is announced. */
  async estimatesReloaded(before: Catalog, after: Catalog): Promise<void> {
    const day = Math.floor(Date.now() / DAY_MS);
    for (const sub of await this.subs.all()) {
      for (const i of sub.items) {
        const move = estimateMoved(shownEstimate(before, i.itemName, sub.state), shownEstimate(after, i.itemName, sub.state));
        if (!move || !(await this.subs.claimDay(sub.id, topicOf(i), day))) continue;
        if (!(await this.deliver(sub, estimateAlert(i, sub.state, pagePath(i, sub.state), move)))) break;
      }
    }
  }

  /** Sends one alert; a subscription the push service no longer knows (404, 410) is erased. False: stop with this subscription. */
  private async deliver(sub: StoredPush, m: PushMessage): Promise<boolean> {
    try {
      await this.sender.send(sub, JSON.stringify(m));
      this.stats.sent++;
      this.log.info("push: sent", { subscription: sub.id, tag: m.tag });
      return true;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        this.stats.gone++;
        await this.subs.erase(sub.id);
        this.log.info("push: the push service no longer knows a subscription; erased", { subscription: sub.id, status });
        return false;
      }
      this.stats.failed++;
      this.log.warn("push: the push service did not take an alert", {
        subscription: sub.id,
        status,
        error: String((err as Error)?.message ?? err),
      });
      return false;
    }
  }

  async health(): Promise<{ subscriptions: number | null } & Push["stats"]> {
    return { subscriptions: await this.subs.count().catch(() => null), ...this.stats };
  }

  async close(): Promise<void> {
    await this.loop.close();
  }
}

/** web-push with our VAPID keys; the subject is a way to reach the site's operator (VAPID_SUBJECT, else SITE_URL). */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    async send(sub, payload) {
      await webpush.sendNotification(sub, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        timeout: 15_000,
      });
    },
  };
}

export async function openPush(config: Config, store: SubmissionStore, catalog: CatalogStore, log: Logger): Promise<Push> {
  const keys = await vapidKeys(config, store, log);
  const subs = store.pushStore?.() ?? new FilePushStore(config.journalDir);
  const subject =
    config.vapidSubject ?? (config.siteUrl.startsWith("https:") ? config.siteUrl : `mailto:${config.mailFrom.replace(/^.*<|>$/g, "")}`);
  const push = new Push({
    subs,
    sender: webPushSender(keys, subject),
    publicKey: keys.publicKey,
    store,
    catalog,
    log,
    allowLocal: config.pushAllowLocal,
  });
  catalog.onReload(
    (before, after) =>
      void push
        .estimatesReloaded(before, after)
        .catch((err: unknown) =>
          log.warn("push: estimate alerts failed after a reload", { error: String((err as Error)?.message ?? err) }),
        ),
  );
  return push;
}
