/** What every loader and action receives as its load context (typed for the route modules). */
import type { Catalog } from "#domain/catalog.ts";
import type { CommunityState } from "#domain/journal-records.ts";
import type { Logger } from "./log.ts";
import type { Submissions } from "./submissions.ts";

export interface AppContext {
  catalog: Catalog;
  community: CommunityState;
  /**
   * Folds in records other instances have stored since this one last read (server/store.ts catchUp): for a page
   * sent the id of a record just posted, which it does not know yet. Resolves at once on the file journal.
   */
  catchUp: () => Promise<void>;
  submit: Submissions;
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
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
