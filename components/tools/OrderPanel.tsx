/**
 * The calculators' order panel, written once: the meal calculator's "Your Order" and the tracker's "Today's Food"
 *. A heading the pinned bar lands on, a live region that reads out each change with the running total,
 * the lines in a GET form whose buttons submit the tool's next state without JavaScript (and act in place with
 * it), a clear button, and whatever the tool shows around them. Also the pinned bar itself (TotalBar) and the
 * buttons' shared handler (useToolActions).
 */
import { useState, type MouseEvent, type ReactNode } from "react";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { button } from "../ui.css.ts";
import * as s from "./tools.css.ts";

export interface OrderPanelProps {
  /** The section's id (the pinned bar's target), when it is not the heading's. */
  id?: string;
  headingId: string;
  title: string;
  /** What the last change did, with the total after it; empty before the first change. */
  announcement: string;
  /** Shown between the heading and the lines (the tracker's totals). */
  before?: ReactNode;
  /** The lines, one <li> each; none shows `emptyText`. */
  lines: ReactNode[];
  emptyText: string;
  /** The form the lines' buttons submit, the field they set and the hidden fields that keep the rest of the state. */
  action: string;
  field: string;
  keep: ReactNode;
  listLabel: string;
  /** The tracker's entries are numbered (an item may be added twice); the order's lines are not. */
  ordered?: boolean;
  clearLabel: string;
  onClear: (e: MouseEvent<HTMLButtonElement>) => void;
  /** Shown below the lines (the order's totals, notes and share link). */
  children?: ReactNode;
}

export function OrderPanel({
  id,
  headingId,
  title,
  announcement,
  before,
  lines,
  emptyText,
  action,
  field,
  keep,
  listLabel,
  ordered,
  clearLabel,
  onClear,
  children,
}: OrderPanelProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={headingId} className={s.panel} id={id}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p className="visually-hidden" aria-live="polite" {...figureMark("total")}>
        {announcement}
      </p>
      {before}
      {lines.length === 0 ? (
        <p className={s.itemCategory}>{emptyText}</p>
      ) : (
        <form method="get" action={action}>
          {keep}
          <List className={s.lines} aria-label={listLabel}>
            {lines}
          </List>
          <div className={s.panelActions}>
            <button type="submit" name={field} value="" className={button.ghost} onClick={onClear}>
              {clearLabel}
            </button>
          </div>
        </form>
      )}
      {children}
    </section>
  );
}

/**
 * The panel's buttons with scripts: the action is dispatched in place (no form sent) and its message kept for the
 * live region. Without scripts the same buttons submit their form.
 */
export function useToolActions<A>(dispatch: (action: A) => void) {
  const [announcement, announce] = useState("");
  const act = (action: A, message: string) => (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    dispatch(action);
    announce(message);
  };
  return { announcement, announce, act };
}

/**
 * The bar pinned to a phone's bottom while the long list scrolls, a link to the panel. With scripts a tap lands on
 * the panel in one go: the list's rows are laid out only near the screen (content-visibility), so the page grows
 * and shrinks as the jump passes them and one scroll lands short. It scrolls until the panel stays put, then moves
 * focus to its heading (one tap, on the order).
 */
export function TotalBar({ target, heading, testId, children }: { target: string; heading: string; testId: string; children: ReactNode }) {
  return (
    <a href={`#${target}`} className={s.totalBar} data-testid={testId} onClick={(e) => jumpTo(e, target, heading)}>
      {children}
    </a>
  );
}

function jumpTo(e: MouseEvent<HTMLAnchorElement>, target: string, heading: string) {
  const panel = document.getElementById(target);
  if (!panel) return;
  e.preventDefault();
  // Instant, not the page's smooth scrolling (the target moves while a smooth scroll runs). Rows laid out in a
  // later frame move it again: keep it at the top until it has stayed there for a few frames (at most about a
  // second).
  let frames = 0;
  let still = 0;
  const settle = () => {
    if (Math.abs(panel.getBoundingClientRect().top) > 2) {
      panel.scrollIntoView({ block: "start", behavior: "instant" });
      still = 0;
    } else still++;
    if (still < 6 && ++frames < 60) requestAnimationFrame(settle);
  };
  panel.scrollIntoView({ block: "start", behavior: "instant" });
  document.getElementById(heading)?.focus({ preventScroll: true });
  requestAnimationFrame(settle);
  history.replaceState(history.state, "", `#${target}`);
}
