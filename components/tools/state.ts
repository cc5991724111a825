/**
 * The tools' client state: jotai atoms at module level (ToolStore.tsx gives each calculator its own store). The
 * transitions are the pure reducers in domain/, so what the tests cover is what the buttons do.
 */
import { atom } from "jotai";
import { orderReducer, type Order, type OrderAction } from "#domain/rules/order.ts";
import { initialTracker, trackerReducer, type TrackerAction, type TrackerState } from "#domain/rules/tracker.ts";

export const orderAtom = atom<Order>([]);
export const dispatchOrderAtom = atom(null, (get, set, action: OrderAction) => set(orderAtom, orderReducer(get(orderAtom), action)));

export const trackerAtom = atom<TrackerState>(initialTracker);
export const dispatchTrackerAtom = atom(null, (get, set, action: TrackerAction) =>
  set(trackerAtom, trackerReducer(get(trackerAtom), action)),
);

export const ORDER_STORAGE_KEY = "menu-prices:meal-order:v1";
export const TRACKER_STORAGE_KEY = "menu-prices:nutrition-tracker:v1";
