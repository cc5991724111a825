/**
 * A value shared by components anywhere on the page (the toast, the number of open dialogs), without a
 * state library: jotai stays with the calculators that need it, out of every page's start-up JavaScript
 * (home JavaScript within 115 KB). Only event handlers and effects change these values, so on the
 * server each one keeps its initial value and no request sees another's.
 */
import { useSyncExternalStore } from "react";

export interface SharedValue<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  readonly initial: T;
}

export function sharedValue<T>(initial: T): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const v = typeof next === "function" ? (next as (current: T) => T)(value) : next;
      if (Object.is(v, value)) return;
      value = v;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value, re-rendering on every change; during hydration the server's (initial) value. */
export function useSharedValue<T>(shared: SharedValue<T>): T {
  return useSyncExternalStore(shared.subscribe, shared.get, () => shared.initial);
}
