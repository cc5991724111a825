/** The app layer mounted once in root: offline banner, install prompt, and the service worker registration. */
import { useEffect } from "react";
import { InstallPrompt } from "./InstallPrompt.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import * as s from "./pwa.css.ts";
import { registerServiceWorker } from "./service-worker.ts";

export function Pwa() {
  useEffect(registerServiceWorker, []);
  return (
    <div className={s.dock}>
      <OfflineBanner />
      <InstallPrompt />
    </div>
  );
}
