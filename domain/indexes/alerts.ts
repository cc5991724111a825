/**
 * Price alerts ("Alerts that alert"): a visitor follows an item (and size) in a state, confirms by a link
 * in a first email, and is emailed each time the in-store figure visitors' reports make there changes (a new
 * median, the figure first shown once enough visitors agree, or no figure any more after a hide).
 * docs/decisions/0017-price-alerts-outbox.md says why it is built this way.
 *
 * Pure: what a follow is, the checks it must pass, the records of the outbox and the fold that turns them into who
 * follows what and which emails are still to send; the emails' words are in domain/publish/alert-emails.ts. The server
 * (server/notify/alerts.ts) keys the ids and links, keeps the addresses apart (server/store/alert-store.ts) and sends.
 *
 * Records (append-only, in the journal file or PostgreSQL like every other):
 * - `follow`: a follow asked for: item, size, state and `address`, a keyed hash of the email address (never the
 *   address). Its id is derived from that hash, the item, size and state and the day, so one address asking again
 *   for the same item on the same day is the same record (PostgreSQL keeps the first). Queues the confirmation email.
 * - `follow-confirm`: the follow confirmed, with the figure it starts from.
 * - `alert-queued`: the figure of an item, size and state changed: one email to each confirmed follower at the time.
 *   Its id names the item, size, state and a running number, so two instances seeing the same change write one.
 * - `alert-sent`: one email ended: handed to the SMTP server (its message key), written after the server accepted it,
 *   or, with `refused` (the SMTP reply code), refused for good (a 5xx reply): not tried again. An alert's record
 *   carries the `median` it told.
 * - `unfollow`: the follower unsubscribed (its address is erased from the address store at the same time).
 */
import * as v from "valibot";
import { email, type Validated } from "../rules/forms.ts";
import { nameWithSize } from "../rules/menu.ts";
import type { MenuItemEntry } from "../data/schemas.ts";
import { checkItemSizeState } from "../price-reports/input.ts";
import { CONFIRM_DAYS } from "../rules/alert-terms.ts";
import type { ReportedFigure } from "../rules/report-terms.ts";

export const DAY_MS = 86_400_000;

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** What a client sends to follow a price (JSON, or the form read into the same shape). Limits before patterns. */
export const FollowInputSchema = v.object({
  email: email("Please enter your email address, e.g. name@example.com"),
  itemName: text(1, 120, "Please choose the menu item to follow"),
  size: v.optional(
    v.nullable(v.pipe(v.string("Please choose a size"), v.trim(), v.maxLength(20, "Please choose Small, Medium or Large"))),
    null,
  ),
  state: text(2, 40, "Please choose the state whose price you want to follow"),
});
export type FollowInput = v.InferOutput<typeof FollowInputSchema>;

/** A follow as checked: the menu's item name, its size ("Standard" for one size), the state's name. */
export interface FollowTarget {
  itemName: string;
  size: string;
  state: string;
}

/** Checks a follow against the menu and the states; each refusal names its field and says what to do. */
export function checkFollow(
  input: unknown,
  itemBySlug: (slug: string) => (Pick<MenuItemEntry, "name" | "sizes"> & { sized?: boolean }) | undefined,
  validate: (schema: typeof FollowInputSchema, input: unknown) => Validated<FollowInput>,
): Validated<FollowTarget & { email: string }> {
  const checked = validate(FollowInputSchema, input);
  if (!checked.ok) return checked;
  const r = checked.value;
  const { issues, item, size, state } = checkItemSizeState(r, itemBySlug);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { email: r.email, itemName: item!.name, size, state: state! } };
}

/** The key of an item, size and state: what a follow follows. */
export const topicKey = (t: FollowTarget): string => `${t.itemName}|${t.size}|${t.state}`;

/** "Big Mac in Texas", "Coca-Cola (Medium) in Texas". */
export const followedName = (t: FollowTarget): string => `${nameWithSize(t.itemName, t.size === "Standard" ? null : t.size)} in ${t.state}`;

/** The figure an alert announces (null: no reported figure any more), with what the email says of it. */
export interface AnnouncedFigure {
  median: number | null;
  visitors: number;
  first: string | null;
  last: string | null;
}

export const announcedOf = (f: ReportedFigure | null): AnnouncedFigure =>
  f?.shown
    ? { median: f.median, visitors: f.visitors, first: f.first, last: f.last }
    : { median: null, visitors: 0, first: null, last: null };

const sameMedian = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.005);

interface Follow extends FollowTarget {
  id: string;
  topic: string;
  address: string;
  atMs: number;
  confirmed: boolean;
  /** Unsubscribed, or replaced by a newer confirmed follow of the same address and topic. */
  ended: boolean;
  unsubscribed: boolean;
  /** The median this follower was last told (or started from). */
  told: number | null;
  /** When an alert was last sent to this follower (ms; 0: never): at most one a day (outbox's `everyMs`). */
  lastAlertMs: number;
  /** The key of the one alert waiting for this follower: a newer change replaces it, so it carries the newest figure. */
  waiting: string | null;
}

interface Topic extends FollowTarget {
  key: string;
  /** How many alerts were queued for it: the next one's number is n + 1. */
  n: number;
  /** The median followers were last told (or started from); null: no figure. */
  announced: number | null;
  /** Confirmed, current follows. */
  followers: Set<string>;
}

/** An email still to send: a confirmation, or an alert to one follower. */
export interface OutboxMessage {
  /** `confirm:<follow id>` or `<alert-queued id>/<follow id>`: what its `alert-sent` record names. */
  key: string;
  follow: string;
  kind: "confirm" | "alert";
  atMs: number;
  target: FollowTarget;
  /** For an alert: the figure now and the one before. */
  figure?: AnnouncedFigure;
  previous?: number | null;
}

/** The data of an `alert-queued` record. */
export interface QueuedAlert extends FollowTarget, AnnouncedFigure {
  n: number;
  previous: number | null;
}

const str = (x: unknown): string | null => (typeof x === "string" ? x : null);
const numOrNull = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

export const confirmMessageKey = (followId: string): string => `confirm:${followId}`;

/** Who follows what, and the outbox: folded from the records above, in order, the same on every instance. */
export class AlertIndex {
  private readonly follows = new Map<string, Follow>();
  private readonly topics = new Map<string, Topic>();
  private readonly pending = new Map<string, OutboxMessage>();
  /** mailbox hash (the address without +tag) -> when its follows were asked for (ms): the per-address daily limit. */
  private readonly asked = new Map<string, number[]>();
  readonly counts = { follows: 0, confirmed: 0, unsubscribed: 0, queued: 0, sent: 0, refused: 0 };

  apply(type: string, id: string, at: string, data: Record<string, unknown>): void {
    const atMs = Date.parse(at);
    switch (type) {
      case "follow": {
        const itemName = str(data.itemName);
        const size = str(data.size);
        const state = str(data.state);
        const address = str(data.address);
        if (!itemName || !size || !state || !address || this.follows.has(id)) return;
        const target = { itemName, size, state };
        const follow: Follow = {
          id,
          ...target,
          topic: topicKey(target),
          address,
          atMs,
          confirmed: false,
          ended: false,
          unsubscribed: false,
          told: null,
          lastAlertMs: 0,
          waiting: null,
        };
        this.follows.set(id, follow);
        this.counts.follows++;
        // The mailbox (the address without its +tag) the daily cap counts; follows stored before it, the address.
        const mailbox = str(data.mailbox) ?? address;
        const list = this.asked.get(mailbox);
        if (list) list.push(atMs);
        else this.asked.set(mailbox, [atMs]);
        this.pending.set(confirmMessageKey(id), { key: confirmMessageKey(id), follow: id, kind: "confirm", atMs, target });
        return;
      }
      case "follow-confirm": {
        const f = this.follows.get(str(data.follow) ?? "");
        if (!f || f.confirmed || f.ended) return;
        f.confirmed = true;
        this.counts.confirmed++;
        const topic = this.topicOf(f);
        // A newer confirmed follow of the same address and item replaces the older: one email per change each.
        for (const other of topic.followers) {
          const o = this.follows.get(other);
          if (o && o.address === f.address) {
            o.ended = true;
            topic.followers.delete(other);
          }
        }
        // The first follower of a topic starts from the figure shown when they confirmed.
        if (topic.followers.size === 0) topic.announced = numOrNull(data.median);
        f.told = topic.announced;
        topic.followers.add(f.id);
        return;
      }
      case "alert-queued":
        return this.queued(id, atMs, data);
      case "alert-sent":
        return this.ended(atMs, data);
      case "unfollow": {
        const f = this.follows.get(str(data.follow) ?? "");
        if (!f || f.unsubscribed) return;
        f.unsubscribed = true;
        f.ended = true;
        this.counts.unsubscribed++;
        this.topics.get(f.topic)?.followers.delete(f.id);
        this.pending.delete(confirmMessageKey(f.id));
        return;
      }
      default:
        return;
    }
  }

  /** An `alert-queued` record: the topic's figure changed; each follower's waiting alert becomes this one. */
  private queued(id: string, atMs: number, data: Record<string, unknown>): void {
    const key = topicKey({ itemName: str(data.itemName) ?? "", size: str(data.size) ?? "", state: str(data.state) ?? "" });
    const topic = this.topics.get(key);
    const n = numOrNull(data.n);
    // A second record for the same change (the file journal has no unique ids) changes nothing.
    if (!topic || n === null || n <= topic.n) return;
    topic.n = n;
    const figure: AnnouncedFigure = {
      median: numOrNull(data.median),
      visitors: numOrNull(data.visitors) ?? 0,
      first: str(data.first),
      last: str(data.last),
    };
    topic.announced = figure.median;
    this.counts.queued++;
    // Coalesced: a follower has at most one alert waiting, the newest figure, and none when the figure is back
    // to what they were last told.
    for (const followId of topic.followers) {
      const f = this.follows.get(followId)!;
      if (f.waiting) this.pending.delete(f.waiting);
      f.waiting = null;
      if (sameMedian(figure.median, f.told)) continue;
      const messageKey = `${id}/${followId}`;
      f.waiting = messageKey;
      this.pending.set(messageKey, { key: messageKey, follow: followId, kind: "alert", atMs, target: topic, figure, previous: f.told });
    }
  }

  /** An `alert-sent` record: an email sent, or refused for good. */
  private ended(atMs: number, data: Record<string, unknown>): void {
    const key = str(data.message);
    if (!key) return;
    const m = this.pending.get(key);
    const refused = numOrNull(data.refused) !== null;
    const f = this.follows.get(str(data.follow) ?? "");
    if (f && !refused && !key.startsWith("confirm:")) {
      // What the follower was told, even when a newer change has replaced this alert meanwhile (another instance sent it).
      f.told = "median" in data ? numOrNull(data.median) : (m?.figure?.median ?? f.told);
      f.lastAlertMs = atMs;
    }
    if (f?.waiting === key) f.waiting = null;
    if (!this.pending.delete(key)) return;
    if (refused) this.counts.refused++;
    else this.counts.sent++;
  }

  private topicOf(f: Follow): Topic {
    let t = this.topics.get(f.topic);
    if (!t) {
      t = { key: f.topic, itemName: f.itemName, size: f.size, state: f.state, n: 0, announced: null, followers: new Set() };
      this.topics.set(f.topic, t);
    }
    return t;
  }

  follow(id: string): (FollowTarget & { confirmed: boolean; ended: boolean; unsubscribed: boolean; atMs: number; address: string }) | null {
    return this.follows.get(id) ?? null;
  }

  /** Follows asked for by one address (its hash) since `sinceMs`. */
  askedSince(address: string, sinceMs: number): number {
    const list = this.asked.get(address);
    if (!list) return 0;
    while (list.length > 0 && list[0] < sinceMs - DAY_MS * CONFIRM_DAYS) list.shift();
    return list.filter((t) => t >= sinceMs).length;
  }

  /**
   * The figure changes to announce: each followed item, size and state whose figure now (`figureNow`) differs
   * from the one its followers were last told, with the number the alert takes.
   */
  changes(figureNow: (t: FollowTarget) => AnnouncedFigure): QueuedAlert[] {
    const out: QueuedAlert[] = [];
    for (const t of this.topics.values()) {
      if (t.followers.size === 0) continue;
      const now = figureNow(t);
      if (!sameMedian(now.median, t.announced))
        out.push({ itemName: t.itemName, size: t.size, state: t.state, ...now, n: t.n + 1, previous: t.announced });
    }
    return out;
  }

  /**
   * The emails to send now, oldest first: confirmations of follows not confirmed, unsubscribed or expired, and
   * alerts to followers still following whose last alert is at least `everyMs` old (ALERT_EVERY_SECONDS, a day by
   * default; 0 lists every alert waiting).
   */
  outbox(nowMs: number, everyMs = 0): OutboxMessage[] {
    const out: OutboxMessage[] = [];
    for (const m of this.pending.values()) {
      const f = this.follows.get(m.follow);
      const stale = !f || f.unsubscribed || (m.kind === "confirm" ? f.confirmed || nowMs - m.atMs > CONFIRM_DAYS * DAY_MS : f.ended);
      if (stale) {
        this.pending.delete(m.key);
        if (f?.waiting === m.key) f.waiting = null;
        continue;
      }
      if (m.kind === "alert" && f.lastAlertMs > 0 && nowMs - f.lastAlertMs < everyMs) continue;
      out.push(m);
    }
    return out.sort((a, b) => a.atMs - b.atMs);
  }

  /** Follow ids whose address may be erased: unsubscribed, replaced, or never confirmed within CONFIRM_DAYS. */
  erasable(id: string, nowMs: number): boolean {
    const f = this.follows.get(id);
    if (!f) return false;
    return f.ended || (!f.confirmed && nowMs - f.atMs > CONFIRM_DAYS * DAY_MS);
  }

  /** Counts for `npm run journal -- alerts`: never an address. */
  summary(nowMs: number): {
    follows: number;
    confirmed: number;
    following: number;
    unsubscribed: number;
    topics: number;
    queued: number;
    sent: number;
    refused: number;
    waiting: number;
  } {
    let following = 0;
    let topics = 0;
    for (const t of this.topics.values()) {
      following += t.followers.size;
      if (t.followers.size > 0) topics++;
    }
    return { ...this.counts, following, topics, waiting: this.outbox(nowMs).length };
  }
}
