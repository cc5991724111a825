/**
 * Says so when the network is gone (navigator.onLine, 'offline'/'online' events). A live region present from
 * the first render, so screen readers announce the change. public/app-lite.js drives it on pages without React.
 */
import { useSyncExternalStore } from "react";
import * as s from "./pwa.css.ts";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className={s.offline} hidden={online} data-offline-banner="">
      <span className={s.offlineDot} aria-hidden="true" />
      <p className={s.offlineText}>
        <strong>You're offline.</strong> Pages you have opened before still work.
      </p>
    </div>
  );
}
