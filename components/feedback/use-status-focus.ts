/**
 * Confirmation where the eyes are: after a form posted with JavaScript is answered "saved", focus and
 * scroll go to the status that says what was saved and what happens next, so the answer is never left above the
 * screen. The status element takes the returned ref and `tabIndex={-1}` (focusable by script, not in the tab order).
 * `done` is the current answer (a new object, or the saved record's id, for each answer), or null/undefined while
 * there is none: the effect runs once per answer, and only for an answer that came while the page was open.
 */
import { useEffect, useRef } from "react";

export function useStatusFocus<T extends HTMLElement>(done: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (done === null || done === undefined || done === false || !el) return;
    // Centred rather than at the very top, so the sticky header cannot cover it; no smooth scroll (motion settings).
    el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
  }, [done]);
  return ref;
}
