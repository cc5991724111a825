/**
 * Each calculator's own jotai store, made once per mount: on the server one per request, so no request sees
 * another's order. The store lives with the calculators, so jotai is in their pages' JavaScript only, not in
 * the shell every page loads. (Across visits the order and the tracker are kept in localStorage.)
 */
import { Provider, createStore } from "jotai";
import { useState, type ReactNode } from "react";

export function ToolStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore());
  return <Provider store={store}>{children}</Provider>;
}
