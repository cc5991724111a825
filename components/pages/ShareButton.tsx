/**
 * Share an article with the device's share sheet, or copy its link when there is none (spec §8: the alert
 * 'Article link copied to clipboard!'). Before JavaScript runs it is an email link, so it still does something.
 * On pages that ship no React (article pages), public/app-lite.js turns the same link into the same button.
 */
import { useEffect, useState } from "react";
import { button } from "../ui.css.ts";

export function ShareButton({ title, url, children }: { title: string; url: string; children: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) {
    return (
      <a
        className={button.secondary}
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
        data-share=""
        data-share-title={title}
        data-share-url={url}
      >
        {children}
      </a>
    );
  }
  const share = async () => {
    const link = url || window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: link });
      } catch (err) {
        console.error("Share failed", err);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
    } catch (err) {
      console.error("Copy failed", err);
    }
    window.alert("Article link copied to clipboard!");
  };
  return (
    <button type="button" className={button.secondary} onClick={share}>
      {children}
    </button>
  );
}
