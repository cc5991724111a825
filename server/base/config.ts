/** Runtime settings: environment variables, all optional, validated once at boot. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";

/** The project folder (where package.json is): BUILD_DIR is relative to it, as react-router.config.ts reads it. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const int = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const EnvSchema = v.object({
  PORT: v.optional(int("PORT", 0, 65535), "3000"),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), "0.0.0.0"),
  SITE_URL: v.optional(v.pipe(v.string(), v.url("SITE_URL must be an absolute URL such as https://example.com"))),
  DATA_DIR: v.optional(v.string(), "./data"),
  JOURNAL_DIR: v.optional(v.string()),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/menu_prices"),
    ),
  ),
  RATE_LIMIT_PER_MINUTE: v.optional(int("RATE_LIMIT_PER_MINUTE", 0, 1_000_000), "30"),
  TRUST_PROXY: v.optional(int("TRUST_PROXY", 0, 10), "0"),
  RENDER_CACHE_MB: v.optional(int("RENDER_CACHE_MB", 0, 4096), "48"),
  PAGE_S_MAXAGE: v.optional(int("PAGE_S_MAXAGE", 0, 31_536_000), "60"),
  PAGE_STALE_WHILE_REVALIDATE: v.optional(int("PAGE_STALE_WHILE_REVALIDATE", 0, 31_536_000), "300"),
  LOG_LEVEL: v.optional(
    v.picklist(["debug", "info", "warn", "error", "silent"], "LOG_LEVEL must be debug, info, warn, error or silent"),
    "info",
  ),
  NODE_ENV: v.optional(v.string(), "production"),
  BUILD_DIR: v.optional(v.string(), "build"),
  REPORT_HASH_KEY: v.optional(
    v.pipe(v.string(), v.minLength(32, "REPORT_HASH_KEY must be at least 32 characters (e.g. openssl rand -base64 32)")),
  ),
  REPORT_THRESHOLD: v.optional(int("REPORT_THRESHOLD", 1, 1000), "3"),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be an SMTP URL such as smtp://user:password@mail.example.com:587 or smtps://...:465"),
    ),
  ),
  ALERT_SWEEP_SECONDS: v.optional(int("ALERT_SWEEP_SECONDS", 1, 600), "600"),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^B[A-Za-z0-9_-]{86}$/, "VAPID_PUBLIC_KEY must be a P-256 public key in base64url (npx web-push generate-vapid-keys)"),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key in base64url (npx web-push generate-vapid-keys)"),
    ),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(?:mailto:\S+@\S+|https:\/\/\S+)$/,
        "VAPID_SUBJECT must be a mailto: or https:// address where push services can reach you",
      ),
    ),
  ),
  PUSH_ALLOW_LOCAL_ENDPOINTS: v.optional(v.picklist(["0", "1"], "PUSH_ALLOW_LOCAL_ENDPOINTS must be 0 or 1"), "0"),
  ALERT_EVERY_SECONDS: v.optional(int("ALERT_EVERY_SECONDS", 0, 604_800), "86400"),
  HEALTHZ_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, "HEALTHZ_TOKEN must be at least 16 characters (e.g. openssl rand -base64 24)")),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200, "MAIL_FROM must be at most 200 characters"),
      v.regex(
        /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'MAIL_FROM must be an address such as alerts@example.com or "Menu Prices <alerts@example.com>"',
      ),
    ),
  ),
});

export interface Config {
  port: number;
  host: string;
  /**
   * Canonical origin, no trailing slash. Set once before the first request: without SITE_URL it is
   * http://localhost and the port really listened on (withListeningPort), so PORT=0 in tests gets the real one.
   */
  readonly siteUrl: string;
  /** True when SITE_URL was given; otherwise siteUrl follows the listening port. */
  siteUrlGiven: boolean;
  dataDir: string;
  journalDir: string;
  /** When set, submissions live in PostgreSQL (server/store/journal-pg.ts) instead of the file journal. */
  databaseUrl: string | undefined;
  rateLimitPerMinute: number;
  trustProxy: number;
  /** The render cache's budget in bytes: what its entries really hold. */
  renderCacheBytes: number;
  /** Seconds a shared cache (a CDN) may serve a stored page: its `s-maxage`. */
  pageSMaxAge: number;
  /** Seconds past that a shared cache may serve a page while it fetches a fresh one: `stale-while-revalidate`. */
  pageStaleWhileRevalidate: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  dev: boolean;
  /** Where `npm run build` wrote the app (BUILD_DIR, relative to the project folder); read in production. */
  buildDir: string;
  /** The secret of the keyed hash of report clients (server/http/report-client.ts); unset: one kept beside the records. */
  reportHashKey: string | undefined;
  /** How many distinct clients a reported figure needs before it is shown. */
  reportThreshold: number;
  /** Where price alerts are sent through (SMTP_URL); unset: no email, the sign-ups offer the Atom feeds. */
  smtpUrl: string | undefined;
  /** The From of every email (MAIL_FROM); by default "Menu Prices <alerts@" + SITE_URL's host + ">". */
  mailFrom: string;
  /**
   * How often the alerts worker erases the addresses of follows left unconfirmed for 7 days, ended, or never
   * recorded (ALERT_SWEEP_SECONDS, in ms): every 10 minutes by default, never less often, so no address outlives
   * its time by more than that.
   */
  alertSweepMs: number;
  /** Push alerts' VAPID key pair (server/notify/push.ts); unset: one made at first start and kept beside the records. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** How push services reach the operator (VAPID_SUBJECT): by default SITE_URL when https, else MAIL_FROM's address. */
  vapidSubject: string | undefined;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS=1 (tests only): push addresses on this machine or a private network are accepted. */
  pushAllowLocal: boolean;
  /**
   * At most one alert email per follow in this long (ALERT_EVERY_SECONDS, in ms; a day by default): changes meanwhile
   * are coalesced into one email with the newest figure. Tests set it lower.
   */
  alertEveryMs: number;
  /** When set, `Authorization: Bearer <token>` gets /healthz's details from anywhere (else only loopback clients do). */
  healthzToken?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, val]) => val !== undefined && val !== ""));
  const result = v.safeParse(EnvSchema, defined);
  if (!result.success) {
    throw new Error(`Invalid setting: ${result.issues.map((i) => i.message).join("; ")}`);
  }
  const e = result.output;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    siteUrlGiven: e.SITE_URL !== undefined,
    dataDir,
    journalDir: path.resolve(e.JOURNAL_DIR ?? path.join(dataDir, "journal")),
    databaseUrl: e.DATABASE_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    renderCacheBytes: e.RENDER_CACHE_MB * 1024 * 1024,
    pageSMaxAge: e.PAGE_S_MAXAGE,
    pageStaleWhileRevalidate: e.PAGE_STALE_WHILE_REVALIDATE,
    logLevel: e.LOG_LEVEL,
    dev: e.NODE_ENV === "development",
    buildDir: path.resolve(ROOT, e.BUILD_DIR),
    reportHashKey: e.REPORT_HASH_KEY,
    reportThreshold: e.REPORT_THRESHOLD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(e.SITE_URL ?? `http://localhost:${e.PORT}`),
    alertSweepMs: e.ALERT_SWEEP_SECONDS * 1000,
    alertEveryMs: e.ALERT_EVERY_SECONDS * 1000,
    healthzToken: e.HEALTHZ_TOKEN,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowLocal: e.PUSH_ALLOW_LOCAL_ENDPOINTS === "1",
  };
}

/** "Menu Prices <alerts@menu.example>": SITE_URL's host. */
export function defaultMailFrom(siteUrl: string): string {
  return `Menu Prices <alerts@${new URL(siteUrl).hostname}>`;
}

/** The settings once the server listens: without SITE_URL, the canonical origin names the port really bound. */
export function withListeningPort(config: Config, port: number): Config {
  return config.siteUrlGiven ? config : { ...config, siteUrl: `http://localhost:${port}` };
}
