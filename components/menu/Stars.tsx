import * as s from "./menu.css.ts";

/**
 * Stars for a 0-5 rating (filled to the nearest whole star); one accessible name, the stars are decoration. `short`:
 * one star before the text ("★ 4.0"), narrow enough for a compact card's price line.
 */
export function Stars({ value, label, text, short = false }: { value: number; label: string; text?: string; short?: boolean }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={s.stars} role="img" aria-label={label} title={short ? label : undefined}>
      <span aria-hidden="true">{short ? "★" : "★".repeat(full) + "☆".repeat(5 - full)}</span>
      {text ? (
        <span className={s.ratingText} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
