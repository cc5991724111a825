/**
 * Streaming SSR (React Router's node entry, plus the CSP nonce, which server/cache/stored-page.ts takes out again
 * when it stores the page). How the render is streamed, and what a timeout or an error answers, is
 * server/http/render-stream.ts. The page's scripts start loading after the first paint (server/http/html-first.ts);
 * server-only parts (JSON-LD, server islands) come from ServerRenderProvider.
 */
import { ServerRouter, type RouterContextProvider, type EntryContext, type HandleErrorFunction } from "react-router";
import { renderIsland } from "#components/islands.server.tsx";
import { htmlFirst } from "#server/http/html-first.ts";
import { NonceProvider, ScriptIntegrityProvider } from "#components/nonce.tsx";
import { ServerRenderProvider } from "#components/server-render.tsx";
import { SERVER_PARTS } from "#components/server-parts.server.ts";
import { routeCrumbs } from "#domain/rules/pages.ts";
import { breadcrumbList } from "#domain/publish/structured-data.ts";
import { isBot } from "#server/cache/bot.ts";
import { app } from "#server/http/context.ts";
import { streamDocument } from "#server/http/render-stream.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  requestContext: RouterContextProvider,
) {
  const loadContext = app(requestContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The page's BreadcrumbList states the breadcrumbs it shows (domain/rules/pages.ts); a 404 or error page has none.
  const handled = routerContext.staticHandlerContext;
  const leaf = handled.matches[handled.matches.length - 1];
  if (responseStatusCode === 200 && leaf) {
    const crumbs = routeCrumbs(leaf.route.id, leaf.route.handle, handled.loaderData[leaf.route.id]);
    if (crumbs.length) loadContext.structuredData.push(breadcrumbList(loadContext.siteUrl, crumbs));
  }
  const nonce = loadContext.nonce;
  const userAgent = request.headers.get("user-agent");
  return streamDocument({
    element: (
      <NonceProvider value={nonce}>
        <ScriptIntegrityProvider value={loadContext.scriptIntegrity}>
          <ServerRenderProvider
            value={{
              structuredData: loadContext.structuredData,
              island: (name, props) => renderIsland(name, loadContext, props),
              parts: SERVER_PARTS,
            }}
          >
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerRenderProvider>
        </ScriptIntegrityProvider>
      </NonceProvider>
    ),
    status: responseStatusCode,
    headers: responseHeaders,
    nonce,
    waitForAll: isBot(userAgent) || routerContext.isSpaMode,
    timeoutMs: streamTimeout + 1000,
    signal: request.signal,
    log: loadContext.log,
    path: new URL(request.url).pathname,
    outcome: loadContext.render,
    transform: htmlFirst,
  });
}

/**
 * An error thrown by a loader or action (not a thrown Response: those are answers) is logged with its cause
 * here; the route's error boundary shows the visitor a page. A client that went away is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  app(context).log.error("route: a loader or action failed", { err: error, method: request.method, url: new URL(request.url).pathname });
};
