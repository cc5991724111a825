/**
 * The app layer mounted once in root: offline banner, install prompt, and the service worker registration
 * (PwaDock.tsx). Both are hidden until needed, so their code loads while the page hydrates rather than before it
 * (serverFirst); the install event is caught from the start all the same (install-state.ts).
 */
import "./install-state.ts";
import { serverFirst } from "../server-render.tsx";
import * as s from "./pwa.css.ts";

const PwaDock = serverFirst("pwa-dock", () => import("./PwaDock.tsx"));

export function Pwa() {
  return (
    <div className={s.dock}>
      <PwaDock />
    </div>
  );
}
