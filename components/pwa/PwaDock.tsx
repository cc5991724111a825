/** What the app layer shows (the offline banner, the install prompt) and the service worker registration: see Pwa.tsx. */
import { useEffect } from "react";
import { InstallPrompt } from "./InstallPrompt.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { registerServiceWorker } from "./service-worker.ts";

export default function PwaDock() {
  useEffect(registerServiceWorker, []);
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
