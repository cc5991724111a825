/*
 * Menu Prices service worker. Source: scripts/assets/sw.js; scripts/build-assets.ts writes public/sw.js from it
 * with the version and the pages to precache filled in.
 *
 * - Pages (navigations): network first; the copy is kept, so every page opened once works offline; a page never
 *   opened shows the offline page. "Network" means the server, not the browser's HTTP cache: stored pages carry
 *   `stale-while-revalidate` for CDNs, and a fetch() from a worker honours it, so without `cache: "no-cache"` a
 *   visitor who just posted a review could be shown the page from before it (an ETag makes the check a 304).
 * - Hashed build files (/assets/*): cache first (their names change when their content does).
 * - React Router's data and route-discovery requests (*.data, /__manifest): network first, so client-side
 *   navigation works offline too; a request not cached makes the router load the page as a document instead.
 * - Pictures, icons and the small scripts: the cached copy at once, refreshed in the background.
 * - Never POSTs, never /api.
 */
const VERSION = "__SW_VERSION__";
const PAGES = `menu-prices-pages-${VERSION}`;
const FILES = `menu-prices-files-${VERSION}`;
const OFFLINE_URL = "/offline";
/** Home, the offline page and the 9 category pages. */
const PRECACHE_PAGES = __PRECACHE_PAGES__;
const PRECACHE_FILES = __PRECACHE_FILES__;

function log(message, err) {
  console.warn(`[sw] ${message}`, err ?? "");
}

function isHtml(response) {
  return (response.headers.get("Content-Type") || "").startsWith("text/html");
}

/** Same-origin files a page needs: build assets, pictures and icons, named in its HTML. */
function filesIn(html) {
  const found = new Set();
  for (const m of html.matchAll(/["'(](\/(?:assets|images|icons)\/[^"'()?#\s]+)/g)) found.add(m[1]);
  if (html.includes('src="/app-lite.js"')) found.add("/app-lite.js");
  return found;
}

async function cacheFiles(urls) {
  const cache = await caches.open(FILES);
  await Promise.all(
    [...urls].map(async (url) => {
      try {
        if (await cache.match(url, { ignoreVary: true })) return;
        const res = await fetch(url);
        if (res.ok) await cache.put(url, res);
      } catch (err) {
        log(`could not cache ${url}`, err);
      }
    }),
  );
}

/** Fetches a page, keeps it, and keeps the files its HTML names. */
async function savePage(path) {
  const res = await fetch(path, { credentials: "same-origin", cache: "no-cache" });
  if (!res.ok || !isHtml(res)) return false;
  const html = await res.clone().text();
  await (await caches.open(PAGES)).put(path, res);
  await cacheFiles(filesIn(html));
  return true;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      if (!(await savePage(OFFLINE_URL))) throw new Error("the offline page could not be fetched");
      await Promise.all(
        PRECACHE_PAGES.filter((p) => p !== OFFLINE_URL).map((p) => savePage(p).catch((err) => log(`could not precache ${p}`, err))),
      );
      await cacheFiles(PRECACHE_FILES);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("menu-prices-") && key !== PAGES && key !== FILES) await caches.delete(key);
      }
      await self.clients.claim();
      // The pages open now were loaded before this worker was in charge: keep them too.
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(
        windows.map(async (client) => {
          const url = new URL(client.url);
          if (url.origin !== self.location.origin) return;
          const path = url.pathname + url.search;
          if (await (await caches.open(PAGES)).match(path, { ignoreVary: true })) return;
          await savePage(path).catch((err) => log(`could not keep ${path}`, err));
        }),
      );
    })(),
  );
});

async function page(event) {
  const { request } = event;
  const cache = await caches.open(PAGES);
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  try {
    const res = await fetch(request, { cache: "no-cache" });
    if (res.ok && isHtml(res)) {
      const copy = res.clone();
      event.waitUntil(
        (async () => {
          const html = await copy.clone().text();
          await cache.put(key, copy);
          await cacheFiles(filesIn(html));
        })().catch((err) => log(`could not keep ${key}`, err)),
      );
    }
    return res;
  } catch (err) {
    const cached =
      (await cache.match(key, { ignoreVary: true })) || (url.search ? await cache.match(url.pathname, { ignoreVary: true }) : undefined);
    if (cached) return cached;
    const offline = await cache.match(OFFLINE_URL, { ignoreVary: true });
    if (offline) return offline;
    log("offline and no offline page cached", err);
    return new Response("You're offline, and this page is not saved on this device.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** The page a *.data request belongs to: /_.data is the home page (React Router 8; `<path>/_.data` is `<path>/`). */
function pageOfData(url) {
  const path = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Tells React Router to load the page as a document (the worker then answers from the page cache). */
function reloadAsDocument(path) {
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Response": "yes",
      "X-Remix-Redirect": path,
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
    },
  });
}

async function routerRequest(event, url) {
  const { request } = event;
  const cache = await caches.open(PAGES);
  try {
    const res = await fetch(request);
    if (res.status === 200) event.waitUntil(cache.put(request, res.clone()).catch((err) => log("could not keep data", err)));
    return res;
  } catch {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    if (url.pathname === "/__manifest") return reloadAsDocument("/");
    return reloadAsDocument(pageOfData(url));
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(FILES);
  const cached = await cache.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const res = await fetch(event.request);
  if (res.ok) event.waitUntil(cache.put(event.request, res.clone()).catch((err) => log("could not keep a file", err)));
  return res;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(FILES);
  const cached = await cache.match(event.request, { ignoreSearch: true, ignoreVary: true });
  const fresh = fetch(event.request)
    .then(async (res) => {
      if (res.ok) await cache.put(event.request, res.clone());
      return res;
    })
    .catch((err) => {
      if (!cached) throw err;
      return cached;
    });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname === "/healthz") return;
  if (request.mode === "navigate") event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(event));
  else if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") event.respondWith(routerRequest(event, url));
  else if (/^\/(images|icons)\//.test(url.pathname) || PRECACHE_FILES.includes(url.pathname))
    event.respondWith(staleWhileRevalidate(event));
});

// Price alerts (server/notify/push.ts): each push is one alert, JSON { title, body, url, tag }, encrypted for this
// browser (RFC 8291) and decrypted by it. "Stop these alerts" turns every alert on this device off in one tap.
self.addEventListener("push", (event) => {
  let m;
  try {
    m = event.data ? event.data.json() : {};
  } catch {
    m = { body: event.data ? event.data.text() : "" };
  }
  const url = typeof m.url === "string" && m.url.startsWith("/") && !m.url.startsWith("//") ? m.url : "/alerts";
  event.waitUntil(
    self.registration.showNotification(typeof m.title === "string" ? m.title : "Menu Prices: a price changed", {
      body: typeof m.body === "string" ? m.body : "",
      tag: typeof m.tag === "string" ? m.tag : undefined,
      icon: "/icons/icon-192.png",
      data: { url },
      actions: [{ action: "stop", title: "Stop these alerts" }],
    }),
  );
});

async function stopAlerts() {
  const sub = await self.registration.pushManager.getSubscription();
  if (!sub) return;
  await fetch("/api/push/unsubscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint: sub.endpoint }),
  });
  await sub.unsubscribe();
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  if (event.action === "stop") return event.waitUntil(stopAlerts().catch((err) => log("could not stop the alerts", err)));
  event.waitUntil(self.clients.openWindow((event.notification.data && event.notification.data.url) || "/alerts"));
});
