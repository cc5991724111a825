/**
 * What only the server's render of a document has, handed down by routes/entry.server.tsx: the JSON-LD blocks
 * the loaders added, and the renderer of server islands (parts of a page that are plain HTML and never hydrate).
 * In the browser the context is empty: nothing here reaches the client bundle but these few lines.
 */
import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { island as islandClass } from "./ui.css.ts";

/** What an island needs to know of the page (the item's slug, say): plain strings, the same on both sides. */
export type IslandProps = Readonly<Record<string, string>>;

export interface ServerRender {
  structuredData: readonly object[];
  /** Renders a server island by name, with the props the page gives it (see components/islands.server.tsx). */
  island: (name: string, props: IslandProps) => ReactNode;
  /** The components `serverFirst` parts render on the server (components/server-parts.server.ts). */
  parts: Readonly<Record<ServerPartName, ComponentType>>;
}

/** The parts every page may show that the browser loads on demand (serverFirst). */
export type ServerPartName = "pwa-dock" | "not-found";

const ServerRenderContext = createContext<ServerRender | null>(null);
export const ServerRenderProvider = ServerRenderContext.Provider;

/**
 * A part the server renders in the page and the browser loads on demand, in a chunk of its own fetched while the
 * page hydrates: until it has come React keeps the server's markup for it as it is (a lazy component in a Suspense
 * boundary), so nothing moves, and its code stays out of the start-up JavaScript every page loads (the home page's
 * budget, bench/weights.ts). The server takes the component itself from the context (`parts`), so no static import
 * of it reaches the browser's bundle. For parts without props that are hidden or rare at first: the install prompt
 * and offline banner, the not-found page.
 */
export function serverFirst(name: ServerPartName, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Loaded = lazy(load);
  return function ServerFirst() {
    const Now = useContext(ServerRenderContext)?.parts[name];
    return <Suspense fallback={null}>{Now ? <Now /> : <Loaded />}</Suspense>;
  };
}

/** JSON for a <script> element: a `<` can never close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The document's JSON-LD, at the end of <head>. React leaves unknown trailing nodes of <head> alone when it
 * hydrates, so the browser renders nothing here; after the first client navigation the blocks describe another
 * page and are removed.
 */
export function StructuredData() {
  const server = useContext(ServerRenderContext);
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = "";
    for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
  }, [pathname]);
  return server?.structuredData.map((block, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
  ));
}

/**
 * A server island: HTML rendered on the server and never hydrated, so neither its code nor its data ships
 * to the browser. On the server it renders the registered component; while the page hydrates React keeps the
 * server's HTML untouched; on a client navigation the loader sends the island's HTML (`html`). Links inside
 * are plain <a> elements; a click on one still navigates inside the app, as a <Link> would.
 */
export function ServerIsland({ name, props = NO_PROPS, html }: { name: string; props?: IslandProps; html?: string }) {
  const server = useContext(ServerRenderContext);
  if (server) return <div className={islandClass}>{server.island(name, props)}</div>;
  return <BrowserIsland id={`${name}:${new URLSearchParams(props).toString()}`} html={html} />;
}

const NO_PROPS: IslandProps = {};

/**
 * The last HTML each island (by name and props: one item's details are not another's) showed in this tab,
 * for a remount that comes without fresh HTML from a loader.
 */
const shownHtml = new Map<string, string>();

function BrowserIsland({ id, html }: { id: string; html?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // Undefined only for the island React hydrates: then the element keeps the HTML the server sent.
  const [initial] = useState(() => html ?? shownHtml.get(id));
  const shown = html ?? initial;
  // One object per HTML string: React rewrites innerHTML whenever this object changes (and only then), which
  // would empty a hydrated island or reset its open <details> on an unrelated re-render.
  const inner = useMemo(() => ({ __html: shown ?? "" }), [shown]);
  useLayoutEffect(() => {
    if (ref.current) shownHtml.set(id, ref.current.innerHTML);
  }, [id, shown]);
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    // data-keep-scroll: a link that changes part of the page (a filter) keeps the scroll position, like
    // <Link preventScrollReset>.
    navigate(link.pathname + link.search + link.hash, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
  return <div ref={ref} className={islandClass} onClick={followLink} suppressHydrationWarning dangerouslySetInnerHTML={inner} />;
}
