/**
 * What every loader and action receives from the server: one value in React Router's request context (React
 * Router 8 always runs middleware, so the server hands it a RouterContextProvider, not a plain object). A loader
 * reads it with `app(context)`.
 */
import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { Catalog } from "#domain/data/catalog.ts";
import type { CommunityState } from "#domain/indexes/journal-records.ts";
import type { Logger } from "../base/log.ts";
import type { RenderOutcome } from "./render-stream.ts";
import type { Submissions } from "./submissions.ts";
import type { Alerts } from "../notify/alerts.ts";
import type { Push } from "../notify/push.ts";

export interface AppContext {
  catalog: Catalog;
  community: CommunityState;
  /**
   * Folds in records other instances have stored since this one last read (server/store/catch-up.ts): for a page
   * sent the id of a record just posted, which it does not know yet. Resolves at once on the file journal.
   */
  catchUp: () => Promise<void>;
  submit: Submissions;
  /** The keyed hash of this request's client (server/http/report-client.ts): what a price report stores, never the address. */
  reportClient: () => string;
  /** Price alerts by email (server/notify/alerts.ts): `enabled` is false without SMTP_URL. */
  alerts: Alerts;
  /** Push alerts (server/notify/push.ts): the public VAPID key a page subscribes with. */
  push: Push;
  /** Canonical origin, no trailing slash (SITE_URL). */
  siteUrl: string;
  /** This render's CSP nonce (taken out again when the page is stored: stored pages name their scripts' hashes). */
  nonce: string;
  /** The `integrity` ("sha256-…") of each plain page script in public/ by path, so a stored page's CSP can allow it by hash. */
  scriptIntegrity: Readonly<Record<string, string>>;
  /** True for React Router's data requests (`*.data`, client navigations), false for HTML documents. */
  dataRequest: boolean;
  /**
   * JSON-LD blocks the loaders add for this document; the server writes them into <head>. Browsers never
   * build or receive them on client navigations (crawlers read documents), so the builders stay on the server.
   */
  structuredData: object[];
  /** The server's JSON logger (routes/entry.server.tsx reports render errors through it). */
  log: Logger;
  /** How this request's render went (server/http/render-stream.ts): an incomplete page is never stored. */
  render: RenderOutcome;
}

/**
 * The key of our value in the request context. A context is matched by identity, and this module runs twice in
 * one process: once in server.ts (through tsx) and once bundled into the build the routes come from. Both take
 * the same key from a global registered under one Symbol.for name.
 */
const KEY = Symbol.for("menu-prices.app-context");
const registry = globalThis as { [KEY]?: RouterContext<AppContext> };
export const appContext: RouterContext<AppContext> = (registry[KEY] ??= createContext<AppContext>());

/** The server's context of this request, from a loader's or action's `context`. */
export const app = (context: Readonly<RouterContextProvider>): AppContext => context.get(appContext);
