/**
 * Skeletons only while a client-side navigation waits (spec §2, §4). A route's clientLoader returns the
 * server data unresolved when the visitor arrives from another page, so the page renders at once with its
 * skeleton (Suspense) and fills in; a reload of the same page (size switch, a posted comment) just waits.
 * The first, server-rendered view never suspends: there the loader's plain data is used.
 */
import { Suspense, use, type ReactNode } from "react";

export interface Pending<T> {
  pending: Promise<T>;
}

export function isPending<T>(d: T | Pending<T>): d is Pending<T> {
  return typeof d === "object" && d !== null && "pending" in d && (d as Pending<T>).pending instanceof Promise;
}

export async function loadWithSkeleton<T>(request: Request, serverLoader: () => Promise<T>): Promise<T | Pending<T>> {
  const samePage = typeof window !== "undefined" && new URL(request.url).pathname === window.location.pathname;
  if (samePage) return serverLoader();
  const pending = serverLoader();
  pending.catch(() => {}); // reported by the component's use() into the route's error boundary
  return { pending };
}

/**
 * Renders the page from its data. Only pending data gets a Suspense boundary: a boundary around
 * server-rendered content could be streamed out of order by React, which hides it when JavaScript is off.
 */
export function WithSkeleton<T>({ data, fallback, children }: { data: T | Pending<T>; fallback: ReactNode; children: (d: T) => ReactNode }) {
  if (!isPending(data)) return <>{children(data)}</>;
  return (
    <Suspense fallback={fallback}>
      <Resolve pending={data.pending}>{children}</Resolve>
    </Suspense>
  );
}

function Resolve<T>({ pending, children }: { pending: Promise<T>; children: (d: T) => ReactNode }) {
  return <>{children(use(pending))}</>;
}
