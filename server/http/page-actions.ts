/**
 * Which paths take a POST: those whose page has a form (its route module exports an `action`). Any other POST is
 * answered 405 with `Allow: GET, HEAD` before its body is read or React Router runs: React Router answered it 405
 * too, but after reading the body, logged each one as a server error ("a loader or action failed"), and told a
 * client of /robots.txt, the feeds and the data files "Unexpected Server Error".
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The build's flat route manifest as the tree `matchRoutes` reads (every route keeps its id). */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const siblings = children.get(r.parentId) ?? [];
    siblings.push(
      r.index
        ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive },
    );
    children.set(r.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((n) => (n.index || !children.has(n.id) ? n : { ...n, children: attach(children.get(n.id)!) }));
  return attach(children.get(undefined) ?? []);
}

/** The page a path names: a data request (`/x.data`, `/_root.data` for the home page) names the page it is for. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Remembers the answer for one build (every request asks; the tree is built once a build). */
export function postTargets(): (build: ServerBuild, pathname: string) => boolean {
  let cachedBuild: ServerBuild | undefined;
  let tree: RouteObject[] = [];
  return (build, pathname) => {
    if (build !== cachedBuild) {
      tree = routeTree(build);
      cachedBuild = build;
    }
    const matches = matchRoutes(tree, pagePathOf(pathname));
    const leaf = matches?.at(-1)?.route;
    return !!leaf?.id && typeof build.routes[leaf.id]?.module.action === "function";
  };
}
