// Placeholder until issue #7: the page the service worker shows when a page is not cached and the network is gone.
import { container, section } from "#components/ui.css.ts";

export const handle = { hydrate: false };

export default function Offline() {
  return (
    <div className={`${container} ${section}`}>
      <h1>You're offline</h1>
      <p>This page isn't saved on your device yet. Pages you have opened before still work.</p>
    </div>
  );
}
