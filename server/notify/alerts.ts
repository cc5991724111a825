/**
 * Price alerts by email (docs/decisions/0017-price-alerts-outbox.md): following a price, confirming,
 * unsubscribing, and the worker that turns the outbox (domain/indexes/alerts.ts, folded from the journal's records) into
 * emails through SMTP (SMTP_URL, nodemailer).
 *
 * - Keys: one secret (the report hash key, server/http/report-client.ts) gives, by HMAC under separate labels, the hash an
 *   address is recorded as, the follow ids, and the tokens of the confirm and unsubscribe links. A link's token is
 *   worked out again from the follow id when needed, so no token is stored and every instance can check one.
 * - The worker, every second and after each follow or confirmation: queues an `alert-queued` record for each
 *   followed figure that changed, then sends what the outbox holds, one email at a time: claim (a lease in
 *   PostgreSQL), send, write `alert-sent`. At least once: a crash after the SMTP server accepted an email and before
 *   its record is written sends it again (with the same Message-ID) once the lease runs out.
 * - Without SMTP_URL nothing is sent and follows are refused with a pointer to the Atom feeds.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import nodemailer from "nodemailer";
import { alertEmail, confirmationEmail } from "#domain/publish/alert-emails.ts";
import {
  announcedOf,
  checkFollow,
  DAY_MS,
  followedName,
  topicKey,
  type FollowTarget,
  type OutboxMessage,
  type QueuedAlert,
} from "#domain/indexes/alerts.ts";
import { CONFIRM_DAYS, FOLLOWS_PER_ADDRESS_PER_DAY } from "#domain/rules/alert-terms.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { validate, type Validated } from "#domain/rules/forms.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { FileAlertStore, type AlertStore } from "../store/alert-store.ts";
import type { Config } from "../base/config.ts";
import type { CatalogStore } from "../base/catalog.ts";
import type { Logger } from "../base/log.ts";
import { WorkerLoop } from "./worker-loop.ts";
import type { SubmissionStore } from "../store/store.ts";
import { catchUp } from "../store/catch-up.ts";
import { StoreUnavailableError } from "../store/store-unavailable.ts";
import type { Limit } from "../base/limits.ts";

/** How long one instance holds the right to send one email: longer than an SMTP conversation can take (timeouts below). */
export const LEASE_MS = 5 * 60_000;
const TICK_MS = 1_000;
/** After a temporary failure (a 4xx reply, no connection), that email waits 1 s, 2 s, 4 s ... up to this before it is tried again. */
const MAX_PAUSE_MS = 15_000;
/** An address not found for a queued email (not written yet on another instance, or erased) is looked for again after this. */
const MISSING_RETRY_MS = 30_000;
/** Addresses with no follow record this old are left over from a refused follow: erased. */
const ORPHAN_MS = 60 * 60_000;

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part and the HTML part of one multipart/alternative email (domain/publish/alert-emails.ts). */
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through SMTP_URL with nodemailer; MAIL_FROM is the From of every email. */
export function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: a stuck SMTP server must not hold an email's lease (LEASE_MS) for nodemailer's default minutes.
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}

const b64 = (buf: Buffer, bytes: number) => buf.subarray(0, bytes).toString("base64url");

/** The hashes, ids and link tokens, all from one secret. */
/** An address without the `+tag` of its local part (`ana+promo@example.com` -> `ana@example.com`), for the cap. */
function withoutTag(email: string): string {
  const at = email.lastIndexOf("@");
  const plus = email.indexOf("+");
  return plus > 0 && plus < at ? email.slice(0, plus) + email.slice(at) : email;
}

/** The SMTP server's reply code in a nodemailer error (501, 550, 451...); null when there was no reply (no connection). */
function smtpReplyCode(err: unknown): number | null {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 400 && code < 600 ? code : null;
}

/** The answer to every follow that passes the checks, sent or not (see follow()). */
const FOLLOW_ANSWER = `Check your inbox for a link to confirm (look in the spam folder too). We send one a day for each price, and at most ${FOLLOWS_PER_ADDRESS_PER_DAY} a day to one address. Nothing else is sent until you confirm.`;

export class AlertKeys {
  private readonly addressKey: Buffer;
  private readonly linkKey: Buffer;
  constructor(secret: string) {
    this.addressKey = createHmac("sha256", secret).update("menu-prices alert addresses").digest();
    this.linkKey = createHmac("sha256", secret).update("menu-prices alert links").digest();
  }
  /** What the records hold instead of an address: 128 bits of HMAC-SHA256 of the address in lower case. */
  addressHash(email: string): string {
    return b64(createHmac("sha256", this.addressKey).update(email.trim().toLowerCase()).digest(), 16);
  }
  /** One follow id per address, item, size, state and UTC day: asking again that day is the same follow. */
  followId(addressHash: string, topic: string, day: number): string {
    return `f${b64(createHmac("sha256", this.addressKey).update(`${addressHash}|${topic}|${day}`).digest(), 16)}`;
  }
  token(purpose: "confirm" | "unsubscribe", followId: string): string {
    return b64(createHmac("sha256", this.linkKey).update(`${purpose}:${followId}`).digest(), 18);
  }
  verify(purpose: "confirm" | "unsubscribe", followId: unknown, token: unknown): followId is string {
    if (typeof followId !== "string" || typeof token !== "string" || followId.length > 80 || token.length > 80) return false;
    const want = Buffer.from(this.token(purpose, followId));
    const got = Buffer.from(token);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}

const hashId = (prefix: string, text: string, chars: number) =>
  `${prefix}${createHash("sha256").update(text).digest("base64url").slice(0, chars)}`;
/** The id of the record that queues change `n` of a figure: the same on every instance that sees it. */
export const queuedRecordId = (c: QueuedAlert): string => `${hashId("q", topicKey(c), 22)}-${c.n}`;
/** The id of an email's sent record: the same on every instance. */
export const sentRecordId = (messageKey: string): string => hashId("s", messageKey, 32);

export type FollowAnswer = Validated<{ target: FollowTarget; message: string }> & { status?: number };

/** What a confirm or unsubscribe link leads to. */
export interface LinkAnswer {
  ok: boolean;
  target: FollowTarget | null;
  message: string;
}

export const NO_EMAIL_MESSAGE =
  "This site does not send email: follow the reported price with a news-reader app instead (the link is beside the form).";
const BAD_LINK = "This link is not complete: open it again from the email (some mail programs cut long links across two lines).";

export class Alerts {
  readonly enabled: boolean;
  private readonly holder = randomUUID();
  private readonly loop: WorkerLoop = new WorkerLoop(() => this.tick(), {
    everyMs: TICK_MS,
    rerunOnKick: true,
    onError: (err) => {
      // The database is away, say: the next round tries again; one line a minute is enough to say so.
      if (Date.now() - this.lastWarn > 60_000) {
        this.lastWarn = Date.now();
        this.log.warn("alerts: the worker stopped this round; it tries again every second", {
          error: String((err as Error)?.message ?? err),
        });
      }
    },
  });
  private get closed(): boolean {
    return this.loop.closed;
  }
  /** Emails that failed for now (4xx, or no connection): each waits on its own, so one bad address holds up no other. */
  private readonly retry = new Map<string, { failures: number; atMs: number }>();
  /** Follows are checked and stored one at a time in this process, so concurrent ones cannot all pass the caps. */
  private following: Promise<unknown> = Promise.resolve();
  private lastSweep = 0;
  private lastWarn = 0;
  private readonly missing = new Map<string, number>();
  /** Emails the SMTP server accepted whose sent record could not be written yet: retried, never sent again. */
  private readonly unrecorded = new Map<string, { sentId: string; follow: string; median?: number | null }>();
  readonly stats = { sent: 0, failed: 0, refused: 0, queued: 0 };

  private readonly store: SubmissionStore;
  private readonly addresses: AlertStore;
  private readonly keys: AlertKeys;
  private readonly catalog: CatalogStore;
  private readonly mailer: Mailer | null;
  private readonly log: Logger;
  private siteUrl: string;
  private readonly sweepMs: number;
  private readonly everyMs: number;
  private readonly mailboxCap: Limit | null;
  constructor(deps: {
    store: SubmissionStore;
    addresses: AlertStore;
    keys: AlertKeys;
    catalog: CatalogStore;
    mailer: Mailer | null;
    log: Logger;
    siteUrl: string;
    /** How often addresses are swept (ALERT_SWEEP_SECONDS, server/base/config.ts; 10 minutes by default). */
    sweepMs: number;
    /** At most one alert per follow in this long (ALERT_EVERY_SECONDS; a day by default). */
    everyMs?: number;
    /**
     * The daily cap per mailbox counted for every instance at once (PostgreSQL, server/base/limits.ts), on top of the
     * count from the records, which another instance's follow reaches only after it is folded in. Null: one process.
     */
    mailboxCap?: Limit | null;
  }) {
    this.store = deps.store;
    this.addresses = deps.addresses;
    this.keys = deps.keys;
    this.catalog = deps.catalog;
    this.mailer = deps.mailer;
    this.log = deps.log;
    this.siteUrl = deps.siteUrl;
    this.sweepMs = deps.sweepMs;
    this.everyMs = deps.everyMs ?? DAY_MS;
    this.mailboxCap = deps.mailboxCap ?? null;
    this.enabled = deps.mailer !== null;
  }

  /** The links in emails use the canonical origin, known once the server listens (SITE_URL or the bound port). */
  setSiteUrl(url: string): void {
    this.siteUrl = url;
  }

  link(purpose: "confirm" | "unsubscribe", followId: string): string {
    return `${this.siteUrl}/alerts/${purpose}?${new URLSearchParams({ follow: followId, token: this.keys.token(purpose, followId) }).toString()}`;
  }

  private storeError(err: unknown): never {
    if (err instanceof StoreUnavailableError) throw err;
    this.log.error("alerts: the address store failed", { error: String((err as Error)?.message ?? err) });
    throw new StoreUnavailableError(String((err as Error)?.message ?? err));
  }

  /** Follows a price: checks, limits, then the address (erasable store) and the `follow` record, which queues the confirmation. */
  async follow(input: unknown): Promise<FollowAnswer> {
    if (!this.enabled) return { ok: false, status: 400, issues: [{ field: "", message: NO_EMAIL_MESSAGE }] };
    const checked = checkFollow(input, (slug) => this.catalog.current.itemsBySlug.get(slug), validate);
    if (!checked.ok) return checked;
    const { email, ...target } = checked.value;
    const stored = this.following.then(() => this.storeFollow(email, target));
    this.following = stored.catch(() => undefined);
    return stored;
  }

  /** The caps, then the address and the record: one follow at a time (see `following`). */
  private async storeFollow(email: string, target: FollowTarget): Promise<FollowAnswer> {
    const now = Date.now();
    const address = this.keys.addressHash(email);
    // The daily cap counts a mailbox, whatever `+tag` is added to it: victim+1@, victim+2@... are one victim.
    const mailbox = this.keys.addressHash(withoutTag(email));
    const id = this.keys.followId(address, topicKey(target), Math.floor(now / DAY_MS));
    const alerts = this.store.state.alerts;
    // A follow asked for again today, or past the address's daily cap, stores and sends nothing but is answered as
    // any other: a refusal naming why would tell anyone who types an address whether it follows that price.
    if (
      alerts.follow(id) ||
      alerts.askedSince(mailbox, now - DAY_MS) >= FOLLOWS_PER_ADDRESS_PER_DAY ||
      (this.mailboxCap && (await this.mailboxCap.hit(mailbox)) > 0)
    ) {
      this.log.info("alerts: a follow was not sent again (asked today already, or the address's daily cap)");
      return { ok: true, value: { target, message: FOLLOW_ANSWER } };
    }
    await this.addresses.putAddress(id, email).catch((err: unknown) => this.storeError(err));
    try {
      await this.store.append("follow", { ...target, address, mailbox }, id);
    } catch (err) {
      // Nothing is kept of a follow that was not stored.
      await this.addresses.erase(id).catch(() => undefined);
      throw err;
    }
    this.kick();
    return { ok: true, value: { target, message: FOLLOW_ANSWER } };
  }

  /** What a link is about, for the page that shows its button (GET never changes anything). */
  async describe(purpose: "confirm" | "unsubscribe", f: unknown, t: unknown): Promise<LinkAnswer> {
    if (!this.keys.verify(purpose, f, t)) return { ok: false, target: null, message: BAD_LINK };
    let follow = this.store.state.alerts.follow(f);
    if (!follow) {
      await catchUp(this.store);
      follow = this.store.state.alerts.follow(f);
    }
    if (!follow)
      return {
        ok: purpose === "unsubscribe",
        target: null,
        message:
          purpose === "unsubscribe"
            ? "Unsubscribe from these price alerts."
            : "We have no follow for this link: follow the price again from its page.",
      };
    const target = { itemName: follow.itemName, size: follow.size, state: follow.state };
    const name = followedName(target);
    if (purpose === "unsubscribe")
      return follow.unsubscribed
        ? { ok: false, target, message: `This address no longer gets alerts for ${name}.` }
        : { ok: true, target, message: `Stop the price alerts for ${name}.` };
    if (follow.unsubscribed)
      return { ok: false, target, message: `You unsubscribed from ${name}: follow it again from its page if you wish.` };
    if (follow.confirmed)
      return { ok: false, target, message: `Already confirmed: you get an email when the reported price of ${name} changes.` };
    if (Date.now() - follow.atMs > CONFIRM_DAYS * DAY_MS)
      return {
        ok: false,
        target,
        message: `This link has expired (links work for ${CONFIRM_DAYS} days): follow ${name} again from its page.`,
      };
    return { ok: true, target, message: `Confirm that you want an email when the reported price of ${name} changes.` };
  }

  /** Confirms a follow (POST from the confirmation page): from now on its follower gets the alerts. */
  async confirm(f: unknown, t: unknown): Promise<LinkAnswer> {
    const seen = await this.describe("confirm", f, t);
    if (!seen.ok || !seen.target) return seen;
    const figure = announcedOf(this.store.state.reports.shownFigure(seen.target.itemName, seen.target.size, seen.target.state, todayIso()));
    await this.store.append("follow-confirm", { follow: f, median: figure.median }, `c${f as string}`);
    this.kick();
    return {
      ok: true,
      target: seen.target,
      message: `Confirmed: we will email you when the reported price of ${followedName(seen.target)} changes. Every email has a link to stop them.`,
    };
  }

  /** Unsubscribes (POST from the page, or a mail program's RFC 8058 one-click POST): the record, and the address erased. */
  async unsubscribe(f: unknown, t: unknown): Promise<LinkAnswer> {
    if (!this.keys.verify("unsubscribe", f, t)) return { ok: false, target: null, message: BAD_LINK };
    let follow = this.store.state.alerts.follow(f);
    if (!follow) {
      await catchUp(this.store);
      follow = this.store.state.alerts.follow(f);
    }
    if (follow && !follow.unsubscribed) await this.store.append("unfollow", { follow: f }, `u${f}`);
    await this.addresses.erase(f).catch((err: unknown) => this.storeError(err));
    const target = follow ? { itemName: follow.itemName, size: follow.size, state: follow.state } : null;
    return {
      ok: true,
      target,
      message: target
        ? `Unsubscribed: no more alerts for ${followedName(target)}, and your address is erased.`
        : "Unsubscribed: no more alerts from this link, and its address is erased.",
    };
  }

  start(): void {
    if (!this.enabled) return;
    this.loop.start();
  }

  /** Runs the worker now (or again right after the run under way). */
  kick(): void {
    if (!this.enabled) return;
    this.loop.kick();
  }

  private async tick(): Promise<void> {
    await this.queueChanges();
    await this.sendDue();
    if (Date.now() - this.lastSweep >= this.sweepMs) await this.sweep();
  }

  /** An `alert-queued` record for each followed figure that changed since its followers were last told. */
  private async queueChanges(): Promise<void> {
    const reports = this.store.state.reports;
    const today = todayIso();
    const changes = this.store.state.alerts.changes((t) => announcedOf(reports.shownFigure(t.itemName, t.size, t.state, today)));
    for (const c of changes) {
      if (this.closed) return;
      await this.store.append("alert-queued", { ...c }, queuedRecordId(c));
      this.stats.queued++;
      this.log.info("alerts: queued", { item: c.itemName, size: c.size, state: c.state, n: c.n, median: c.median, previous: c.previous });
    }
  }

  private async sendDue(): Promise<void> {
    for (const [key, u] of this.unrecorded) {
      await this.store.append("alert-sent", { message: key, follow: u.follow, ...("median" in u ? { median: u.median } : {}) }, u.sentId);
      this.unrecorded.delete(key);
      await this.addresses.done(key);
    }
    const now = Date.now();
    if (!this.mailer) return;
    for (const m of this.store.state.alerts.outbox(now, this.everyMs)) {
      if (this.closed) return;
      if (this.unrecorded.has(m.key) || (this.missing.get(m.key) ?? 0) > Date.now() || (this.retry.get(m.key)?.atMs ?? 0) > Date.now())
        continue;
      const sentId = sentRecordId(m.key);
      if (!(await this.addresses.claim(m.key, sentId, this.holder, LEASE_MS))) continue;
      const to = await this.addresses.address(m.follow);
      if (!to) {
        await this.addresses.release(m.key, this.holder);
        this.missing.set(m.key, Date.now() + MISSING_RETRY_MS);
        continue;
      }
      const told = m.kind === "alert" ? { median: m.figure?.median ?? null } : {};
      try {
        await this.mailer.send(this.compose(m, to, sentId));
      } catch (err) {
        const code = smtpReplyCode(err);
        if (code !== null && code >= 500) {
          // Refused for good (no such mailbox, a bad address): this email ends here, recorded like a sent one so no
          // instance tries it again, and counted apart (npm run journal -- alerts). The queue moves on.
          this.retry.delete(m.key);
          this.stats.refused++;
          await this.store.append("alert-sent", { message: m.key, follow: m.follow, refused: code }, sentId);
          await this.addresses.done(m.key);
          this.log.warn("alerts: the SMTP server refused an email for good; it is not tried again", {
            kind: m.kind,
            message: sentId,
            code,
          });
          continue;
        }
        await this.addresses.release(m.key, this.holder).catch(() => undefined);
        this.stats.failed++;
        const failures = (this.retry.get(m.key)?.failures ?? 0) + 1;
        const wait = Math.min(1000 * 2 ** (failures - 1), MAX_PAUSE_MS);
        this.retry.set(m.key, { failures, atMs: Date.now() + wait });
        this.log.warn("alerts: the SMTP server did not take an email; trying it again later", {
          error: String((err as Error)?.message ?? err),
          code,
          waitMs: wait,
        });
        // No reply at all (no connection): the next email would fail the same way this round. A 4xx reply is about
        // this email only: the others go on.
        if (code === null) return;
        continue;
      }
      this.retry.delete(m.key);
      this.stats.sent++;
      this.unrecorded.set(m.key, { sentId, follow: m.follow, ...told });
      await this.store.append("alert-sent", { message: m.key, follow: m.follow, ...told }, sentId);
      this.unrecorded.delete(m.key);
      await this.addresses.done(m.key);
      this.log.info("alerts: sent", { kind: m.kind, message: sentId });
    }
  }

  compose(m: OutboxMessage, to: string, sentId: string): Mail {
    const page = `${this.siteUrl}/prices/${stateSlug(m.target.state)}/${itemSlug(m.target.itemName)}`;
    const unsubscribe = this.link("unsubscribe", m.follow);
    const { subject, text, html } =
      m.kind === "confirm"
        ? confirmationEmail(m.target, { page, unsubscribe, confirm: this.link("confirm", m.follow) })
        : alertEmail(m.target, m.figure!, m.previous ?? null, { page, unsubscribe });
    return {
      to,
      subject,
      text,
      html,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "Auto-Submitted": "auto-generated",
      },
      // The same on a second send after a crash, so mail programs can tell it is one email.
      messageId: `<${sentId}@${new URL(this.siteUrl).hostname}>`,
    };
  }

  /** Erases the addresses of follows that ended or were never confirmed in time, and of follows never recorded. */
  private async sweep(): Promise<void> {
    this.lastSweep = Date.now();
    const alerts = this.store.state.alerts;
    // Emails waiting to be tried again that left the outbox (unsubscribed, replaced by a newer alert) are forgotten.
    const waiting = new Set(alerts.outbox(Date.now()).map((m) => m.key));
    for (const key of this.retry.keys()) if (!waiting.has(key)) this.retry.delete(key);
    for (const { follow, storedMs } of await this.addresses.addresses()) {
      if (alerts.erasable(follow, Date.now()) || (!alerts.follow(follow) && Date.now() - storedMs > ORPHAN_MS))
        await this.addresses.erase(follow);
    }
  }

  /** What /healthz says: whether email is on, how many emails wait, and what this instance sent or failed to. */
  health(): { email: boolean; waiting: number; sent: number; failed: number; refused: number } {
    return {
      email: this.enabled,
      waiting: this.enabled ? this.store.state.alerts.outbox(Date.now()).length : 0,
      sent: this.stats.sent,
      failed: this.stats.failed,
      refused: this.stats.refused,
    };
  }

  /** Stops the worker after the email under way (before the journal closes). */
  async close(): Promise<void> {
    await this.loop.close();
    this.mailer?.close();
  }
}

/** The alerts the settings ask for: sending through SMTP_URL, or none (follows refused, feeds offered). */
export function openAlerts(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "journalDir" | "siteUrl" | "alertSweepMs" | "alertEveryMs">,
  store: SubmissionStore,
  catalog: CatalogStore,
  secret: string,
  log: Logger,
): Alerts {
  const addresses = store.alertStore?.() ?? new FileAlertStore(config.journalDir);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  if (!mailer) log.info("alerts: SMTP_URL is not set, so no email is sent; the follow forms offer the Atom feeds instead");
  // With PostgreSQL the mailbox cap is also counted in the database, atomically, for every instance at once.
  const mailboxCap = store.limit?.({ name: "follows", points: FOLLOWS_PER_ADDRESS_PER_DAY, seconds: DAY_MS / 1000 }) ?? null;
  return new Alerts({
    store,
    addresses,
    keys: new AlertKeys(secret),
    catalog,
    mailer,
    log,
    siteUrl: config.siteUrl,
    sweepMs: config.alertSweepMs,
    everyMs: config.alertEveryMs,
    mailboxCap,
  });
}
