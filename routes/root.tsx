import { useContext, useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  useLocation,
  useNavigation,
  UNSAFE_FrameworkContext,
  type ShouldRevalidateFunction,
} from "react-router";
import { Footer } from "#components/layout/Footer.tsx";
import { Header } from "#components/layout/Header.tsx";
import { skipLink } from "#components/layout/layout.css.ts";
import { useNonce, useScriptIntegrity } from "#components/nonce.tsx";
import { NotFoundPart } from "#components/layout/not-found-part.ts";
import { Toaster } from "#components/feedback/Toaster.tsx";
import { HomeMenuSkeleton, PageSkeleton } from "#components/menu/Skeletons.tsx";
import { Pwa } from "#components/pwa/Pwa.tsx";
import { container, section } from "#components/ui.css.ts";
import "#components/theme.css.ts";
import type { CrumbsHandle } from "#domain/rules/crumbs.ts";
import type { Route } from "./+types/root";
import { rootData } from "#components/layout/root-data.server.ts";
import { RetryActions } from "#components/layout/RetryActions.tsx";
import { StructuredData } from "#components/server-render.tsx";
import { markAppHydrated } from "#components/use-hydrated.ts";
import { BRAND_DARK } from "#domain/rules/palette.ts";
import { app } from "#server/http/context.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return rootData(app(routerContext));
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icons/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * A route opts out of shipping the framework's JavaScript with `handle = { hydrate: false }`; `crumbs` gives the
 * last breadcrumbs of a page whose names come from its data (domain/rules/crumbs.ts).
 */
export interface RouteHandle<Data = never> extends CrumbsHandle<Data> {
  hydrate?: boolean;
}

/**
 * While a client-side navigation to a menu page waits for its data, that page's skeleton stands in for the
 * page being left (spec: a skeleton of cards while loading). Server renders and same-page updates never show it.
 */
function useNavigationSkeleton(): ReactNode {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  if (!target || target === location.pathname) return null;
  if (target === "/")
    return (
      <div className={container}>
        <HomeMenuSkeleton />
      </div>
    );
  if (target.startsWith("/menu/item/"))
    return (
      <div className={`${container} ${section}`}>
        <PageSkeleton label="Loading the menu item" />
      </div>
    );
  if (target.startsWith("/menu/"))
    return (
      <div className={`${container} ${section}`}>
        <PageSkeleton label="Loading the category" />
      </div>
    );
  return null;
}

/**
 * The stylesheets of the matched routes, preloaded first thing in <head>, so on a slow connection the CSS
 * (which blocks the first paint) starts at once. The scripts, which do not block it, are preloaded only after
 * the first paint (server/http/html-first.ts).
 */
function useStylesheetPreloads(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = new Set<string>();
  for (const m of matches) for (const href of framework?.manifest.routes[m.id]?.css ?? []) hrefs.add(href);
  return [...hrefs];
}

function useHydrate(): boolean {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const appLiteIntegrity = useScriptIntegrity("/app-lite.js");
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrate = useHydrate();
  const skeleton = useNavigationSkeleton();
  const stylesheets = useStylesheetPreloads();
  // Effects run children first: by now every component of the first render has hydrated.
  useEffect(markAppHydrated, []);
  // "My state" (components/my-state.ts) loads after hydration: nothing in the first paint or first tap needs it,
  // so it stays out of every page's start-up JavaScript.
  useEffect(() => {
    let undo: (() => void) | undefined;
    let gone = false;
    void import("#components/my-state.ts").then((m) => {
      if (!gone) undo = m.installMyState();
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_DARK} />
        {stylesheets.map((href) => (
          <link key={href} rel="preload" as="style" href={href} />
        ))}
        <Meta />
        <Links />
        <StructuredData />
      </head>
      <body>
        <a href="#main" className={skipLink}>
          Skip to main content
        </a>
        <Header year={rootData?.priceYear ?? null} />
        <main id="main" tabIndex={-1}>
          {skeleton ?? children}
        </main>
        <Footer latestReviews={rootData?.latestReviews} year={rootData?.priceYear ?? null} copyrightYear={rootData?.dataYear ?? null} />
        <Pwa />
        <Toaster />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script src="/app-lite.js" defer nonce={nonce} integrity={appLiteIntegrity} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPart />;
  // 503 from a form while submissions cannot be stored: the server's message says nothing was saved.
  const unsaved = isRouteErrorResponse(error) && error.status === 503 && typeof error.data === "string" ? error.data : null;
  return (
    <div className={`${container} ${section}`} role="alert">
      <h1>{unsaved ? "Not saved" : "Something went wrong"}</h1>
      <p>{unsaved ?? "This page could not be shown just now. The rest of the site is still working."}</p>
      <RetryActions />
    </div>
  );
}
