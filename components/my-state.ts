/**
 * "My state": a visitor picks a state once and links marked `data-my-state` (href="/prices", the state chooser,
 * which is what they open without JavaScript) go to that state's price page. Buttons marked
 * `data-set-my-state="texas"` (rendered hidden: they need script) save the choice. The choice lives in
 * localStorage only; a page whose content depends on the state takes it in its address (/prices/texas).
 * Plain DOM on purpose: the same code runs from root.tsx after hydration and, copied, in public/app-lite.js
 * on pages without React (keep the two in step, same key).
 */
export const MY_STATE_KEY = "menu-prices:my-state:v1";
const SLUG = /^[a-z]+(?:-[a-z]+)*$/;

export function readMyState(): string | null {
  try {
    const v = localStorage.getItem(MY_STATE_KEY);
    return v && SLUG.test(v) && v.length <= 40 ? v : null;
  } catch {
    return null;
  }
}

function applyMyState(root: ParentNode): void {
  const mine = readMyState();
  if (mine) for (const a of root.querySelectorAll<HTMLAnchorElement>("a[data-my-state]")) a.href = `/prices/${mine}`;
  for (const b of root.querySelectorAll<HTMLButtonElement>("button[data-set-my-state]")) {
    const chosen = b.dataset.setMyState === mine;
    b.hidden = false;
    b.setAttribute("aria-pressed", String(chosen));
    b.textContent = chosen ? (b.dataset.chosenLabel ?? "Your state") : (b.dataset.chooseLabel ?? "Make this my state");
  }
}

/** Applies the saved state to the page and follows clicks; returns the clean-up. */
export function installMyState(): () => void {
  applyMyState(document);
  const onClick = (e: Event) => {
    const el = (e.target as Element | null)?.closest?.("button[data-set-my-state], a[data-my-state]");
    if (!el) return;
    if (el instanceof HTMLButtonElement) {
      const slug = el.dataset.setMyState ?? "";
      if (!SLUG.test(slug)) return;
      try {
        localStorage.setItem(MY_STATE_KEY, slug);
      } catch {
        /* storage blocked: the chooser still works */
      }
      applyMyState(document);
    } else {
      // Links rendered after the first pass (client-side navigation) get the state at the moment they are used.
      const mine = readMyState();
      if (mine) (el as HTMLAnchorElement).href = `/prices/${mine}`;
    }
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
