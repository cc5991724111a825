/**
 * The browser's "this app can be installed" signal (beforeinstallprompt), caught as soon as this module runs
 * (before hydration) and kept in a shared value for the InstallPrompt. Dismissing or installing is remembered
 * in localStorage so the prompt does not come back.
 */
import { sharedValue } from "../feedback/shared-value.ts";

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

/** The pending install event, or null when the browser has not offered installation (or it was used). */
export const installEvent = sharedValue<BeforeInstallPromptEvent | null>(null);
const publish = (event: BeforeInstallPromptEvent | null) => installEvent.set(event);

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

/** Forget the event once used: the browser allows prompt() only once. */
export function clearInstallEvent(): void {
  publish(null);
}
