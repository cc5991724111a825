// ESLint flat config (npm run lint). typescript-eslint's recommended rules without type information (the
// type-aware set roughly triples the run time for little gain over `tsc --noEmit`, which npm test runs anyway),
// React's hooks rules for the islands, and jsx-a11y's recommended rules for the markup (from eslint-plugin-jsx-a11y-x,
// the fork with the same rules that accepts ESLint 10; eslint-plugin-jsx-a11y 6.10.2 stops at ESLint 9).
import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const FORM_MESSAGE =
  "components/ send no request by hand: a form is a React Router <Form> or useFetcher().Form posting to a route action (see components/community/ContactForm.tsx).";
/** domain/ is the bottom layer: nothing above it (components, routes, server, React). */
const DOMAIN_IS_BOTTOM = {
  regex: "^(#components/|#server/|(\\.\\./)+(components|server|routes|test-support)/|(react|react-dom|react-router|jotai)(/|$))",
  message:
    "domain/ is the bottom layer: pure rules and schemas, importing nothing above it (components, routes, server, React). Move the shared piece into domain/ instead.",
};
/** An import of one of `rooms` of `top` (domain or server), by alias or by relative path from a sibling room. */
const roomsRegex = (top, rooms) => `^(#${top}/|(\\.\\./)+(${top}/)?)(${rooms})(/|$)`;
/**
 * The rooms of domain/ and server/ and the rooms each may not import (a regex alternation of room names; README.md
 * in each room says the same in a line). A room not listed here (server/http) may import every other.
 */
const ROOMS = {
  "domain/rules": {
    refused: "publish|copy|checks|indexes|price-reports",
    message: "domain/rules holds pure rules: it imports only domain/rules and domain/data. Move what it needs down into one of them.",
  },
  "domain/data": {
    refused: "publish|copy|checks|indexes|price-reports",
    message: "domain/data holds the data files' schemas and loading: it imports only domain/data and domain/rules.",
  },
  "domain/price-reports": {
    refused: "publish|copy|checks|indexes",
    message:
      "domain/price-reports imports only domain/rules, domain/data and itself: pages and the server read the reports, not the other way round.",
  },
  "domain/indexes": {
    refused: "publish|copy|checks",
    message: "domain/indexes folds visitors' records: it imports only domain/rules, domain/data and domain/price-reports.",
  },
  "domain/publish": {
    refused: "copy|checks|price-reports",
    message:
      "domain/publish writes what the site serves: it imports domain/rules, domain/data and domain/indexes (types), never page copy or checks.",
  },
  "domain/copy": {
    refused: "publish|checks|indexes|price-reports",
    message: "domain/copy is page copy built from data: it imports only domain/rules and domain/data.",
  },
  "domain/checks": {
    refused: "publish|copy|indexes|price-reports",
    message:
      "domain/checks reads data and pages for untrue claims: it imports only domain/rules and domain/data, and only tests and scripts import it.",
  },
  "server/base": {
    refused: "store|cache|notify|http",
    message: "server/base (config, log, limits, the catalog) is the server's bottom room: it imports no other server room.",
  },
  "server/store": {
    refused: "cache|notify|http",
    message: "server/store keeps records: it imports only server/base (storage knows nothing of HTTP, caches or sending).",
  },
  "server/notify": {
    refused: "cache|http",
    message: "server/notify sends emails and pushes: it imports server/base and server/store, never the HTTP side or the caches.",
  },
  "server/cache": {
    refused: "store|notify|http",
    message:
      "server/cache keeps prepared answers and pages: it imports only server/base (the HTTP side imports the cache, never the other way round).",
  },
};

export default tseslint.config(
  {
    // public/ holds generated files (sw.js, the manifest, icons, images) beside the two hand-written scripts.
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      ".tmp/**",
      "public/*",
      "!public/app-lite.js",
      "!public/explore-filters.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // tsc checks undefined names with full type information; ESLint's version cannot see types or globals.
      "no-undef": "off",
      // An argument or caught error named with a leading underscore is unused on purpose (a callback's shape).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // a function runs at most 80 lines (blank lines and comments left out), so a reader sees a whole
    // step at once; a longer one is split where a reader would split it. Tests are lists of cases and are left out.
    // A function left longer says why where it stands (`eslint-disable-next-line max-lines-per-function -- why`).
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.ts", "e2e/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The hand-written browser scripts, outside the bundle (the ignore pattern once skipped both).
    files: ["public/app-lite.js", "public/explore-filters.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
    // As in the TypeScript files: a caught error left unread is on purpose (`catch (e) {}` where a feature is missing).
    rules: { "@typescript-eslint/no-unused-vars": ["error", { caughtErrors: "none" }] },
  },
  {
    // The service worker template: scripts/build-assets.ts replaces the two __PRECACHE_*__ placeholders.
    files: ["scripts/assets/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.serviceworker, __PRECACHE_PAGES__: "readonly", __PRECACHE_FILES__: "readonly" },
    },
  },
  {
    files: ["*.config.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["components/**/*.tsx", "routes/**/*.tsx"],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ["components/**/*.tsx", "routes/**/*.tsx"],
    rules: {
      // A scrolling table wrapper is a named region that must take focus so the keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable); the rule's default allows only tabpanel.
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "routes/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["components/community/ReviewForm.tsx", "components/community/SignupForm.tsx"],
    rules: {
      // Only when the form opens as a modal dialog: focus moves to its first field, as the WAI-ARIA dialog pattern
      // asks (e2e/a11y.spec.ts checks that focus enters the dialog and returns to the opener on Escape).
      "jsx-a11y-x/no-autofocus": "off",
    },
  },
  {
    files: ["components/layout/RetryActions.tsx"],
    rules: {
      // href="" is this page's own address: "Try again" reloads it, query string included, without JavaScript.
      "jsx-a11y-x/anchor-is-valid": "off",
    },
  },
  {
    files: ["components/server-render.tsx"],
    rules: {
      // The click listener only delegates clicks on the real <a> links inside server-rendered HTML to the client
      // router; the keyboard activates those links (Enter fires their click), so nothing here needs its own keys.
      "jsx-a11y-x/click-events-have-key-events": "off",
      "jsx-a11y-x/no-static-element-interactions": "off",
    },
  },
  {
    files: ["server/http/context.ts"],
    rules: {
      // Module augmentation: React Router's AppLoadContext can only be extended by an interface merge.
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  // The layers (README, docs/where-to-change.md): domain/ holds the rules and imports nothing above it (no
  // component, route, server or React); components/ are views and never import the server. Each layer's own
  // tests may reach further (a domain test reads routes/routes.ts and test-support/). Inside domain/ and server/, each
  // room (a subfolder, docs/decisions/0019-folders-by-kind.md) imports only the rooms below it: ROOMS says which it
  // may not. scripts/layering.test.ts plants one violation of each and checks this config refuses it.
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [DOMAIN_IS_BOTTOM] }] },
  },
  ...Object.entries(ROOMS).map(([room, { refused, message }]) => ({
    files: [`${room}/**/*.ts`],
    ignores: [`${room}/**/*.test.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...(room.startsWith("domain/") ? [DOMAIN_IS_BOTTOM] : []),
            ...(refused ? [{ regex: roomsRegex(room.split("/")[0], refused), message }] : []),
          ],
        },
      ],
    },
  })),
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.\\./)+server/)",
              // A type import is erased from the build: the server-only islands and data files (*.server.ts[x])
              // receive the request context, whose type the server defines.
              allowTypeImports: true,
              message: "components/ never import server code: take what the view needs from a loader (routes/) or a domain/ function.",
            },
          ],
        },
      ],
    },
  },
  // One way to send a form: a React Router form (<Form>, useFetcher().Form) posting to a route action, which
  // validates as the JSON API does and also serves the post made without JavaScript. A view never posts with its
  // own fetch. The push subscription is exempt: it sends the browser's PushSubscription object, which no form field
  // can hold. scripts/layering.test.ts plants a violation and checks this config refuses it.
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/**/*.test.ts", "components/alerts/push-subscribe.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: FORM_MESSAGE }],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "fetch", message: FORM_MESSAGE },
        { object: "globalThis", property: "fetch", message: FORM_MESSAGE },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "e2e/**/*.ts"],
    rules: {
      // Tests read parsed JSON-LD and API answers by property path; a wrong path fails the assertion that uses it.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
