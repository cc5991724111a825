/**
 * The browser's "this app can be installed" signal (beforeinstallprompt), caught as soon as this module runs
 * (before hydration) and kept in a jotai atom for the InstallPrompt. Dismissing or installing is remembered
 * in localStorage so the prompt does not come back.
 */
import { atom } from "jotai";

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** localStorage keys, shared with public/app-lite.js (same strings there). */
export const INSTALL_DISMISSED_KEY = "menu-prices:install-dismissed";
export const INSTALLED_KEY = "menu-prices:installed";

export function remember(key: string): void {
  try {
    localStorage.setItem(key, "1");
  } catch {
    // Storage may be blocked; the prompt then simply comes back next visit.
  }
}

export function isRemembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

let pending: BeforeInstallPromptEvent | null = null;
const listeners = new Set<(event: BeforeInstallPromptEvent | null) => void>();
function publish(event: BeforeInstallPromptEvent | null) {
  pending = event;
  for (const listener of listeners) listener(event);
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // We show our own prompt instead of the browser's bar; after a dismissal we show none.
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => {
    remember(INSTALLED_KEY);
    publish(null);
  });
}

/** The pending install event, or null when the browser has not offered installation (or it was used). */
export const installEventAtom = atom<BeforeInstallPromptEvent | null>(null);
installEventAtom.onMount = (set) => {
  set(pending);
  listeners.add(set);
  return () => {
    listeners.delete(set);
  };
};

/** Forget the event once used: the browser allows prompt() only once. */
export function clearInstallEvent(): void {
  publish(null);
}
