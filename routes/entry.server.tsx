/**
 * Streaming SSR (React Router's node entry, plus the CSP nonce, which server/stored-page.ts takes out again
 * when it stores the page): browsers get the shell as soon as it is
 * ready and deferred parts as they resolve; bots get the whole page at once. A render that takes longer than
 * streamTimeout is aborted, its unresolved parts sent as their fallbacks. The page's scripts start loading
 * after the first paint (server/html-first.ts); server-only parts (JSON-LD, server islands) come from
 * ServerRenderProvider.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isBot } from "#server/bot.ts";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type RouterContextProvider, type EntryContext } from "react-router";
import { renderIsland } from "#components/islands.server.tsx";
import { htmlFirst } from "#server/html-first.ts";
import { NonceProvider, ScriptIntegrityProvider } from "#components/nonce.tsx";
import { ServerRenderProvider } from "#components/server-render.tsx";
import { routeCrumbs } from "#domain/pages.ts";
import { breadcrumbList } from "#domain/structured-data.ts";
import { app } from "#server/context.ts";

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
  // The page's BreadcrumbList states the breadcrumbs it shows (domain/pages.ts); a 404 or error page has none.
  const handled = routerContext.staticHandlerContext;
  const leaf = handled.matches[handled.matches.length - 1];
  if (responseStatusCode === 200 && leaf) {
    const crumbs = routeCrumbs(leaf.route.id, leaf.route.handle, handled.loaderData[leaf.route.id]);
    if (crumbs.length) loadContext.structuredData.push(breadcrumbList(loadContext.siteUrl, crumbs));
  }
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      isBot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ScriptIntegrityProvider value={loadContext.scriptIntegrity}>
          <ServerRenderProvider value={{ structuredData: loadContext.structuredData, island: (name, props) => renderIsland(name, loadContext, props) }}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerRenderProvider>
        </ScriptIntegrityProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body.pipe(htmlFirst())), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) loadContext.log.error("render: an error after the shell was sent", { err: error, url: new URL(request.url).pathname });
        },
      },
    );
    request.signal.addEventListener("abort", () => abort(), { once: true });
  });
}
