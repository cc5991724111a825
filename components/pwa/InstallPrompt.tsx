/**
 * 'Install Menu Prices': shown when the browser says the site can be installed, unless the visitor dismissed it
 * or installed the app before. Install opens the browser's own dialog, then the prompt hides. Rendered hidden on
 * the server; on pages without React, public/app-lite.js drives the same markup (data-install-* attributes).
 */
import { useSharedValue } from "../feedback/shared-value.ts";
import { useEffect, useState } from "react";
import {
  INSTALLED_KEY,
  INSTALL_DISMISSED_KEY,
  clearInstallEvent,
  installEvent as installEventValue,
  isRemembered,
  remember,
} from "./install-state.ts";
import { button } from "../ui.css.ts";
import * as s from "./pwa.css.ts";

export function InstallPrompt() {
  const event = useSharedValue(installEventValue);
  // Hidden until after hydration: the server cannot know about the browser's offer or past dismissals.
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(!isRemembered(INSTALL_DISMISSED_KEY) && !isRemembered(INSTALLED_KEY));
  }, [event]);
  const visible = allowed && event !== null;

  async function install() {
    if (!event) return;
    clearInstallEvent();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === "accepted") remember(INSTALLED_KEY);
    } catch (err) {
      console.warn("Install prompt failed", err);
    }
  }

  function dismiss() {
    remember(INSTALL_DISMISSED_KEY);
    setAllowed(false);
  }

  return (
    <aside className={s.install} aria-labelledby="install-prompt-title" hidden={!visible} data-install-prompt="">
      <img className={s.installIcon} src="/icons/icon-192.png" width={48} height={48} alt="" loading="lazy" />
      <h2 className={s.installTitle} id="install-prompt-title">
        Install Menu Prices
      </h2>
      <p className={s.installText}>Get quick access to menu prices offline</p>
      <div className={s.installActions}>
        <button type="button" className={button.ghost} onClick={dismiss} data-install-dismiss="">
          Dismiss
        </button>
        <button type="button" className={button.primary} onClick={install} data-install-accept="">
          Install
        </button>
      </div>
    </aside>
  );
}
