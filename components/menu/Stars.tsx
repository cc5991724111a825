import * as s from "./menu.css.ts";

/** Stars for a 0-5 rating (filled to the nearest whole star); one accessible name, the stars are decoration. */
export function Stars({ value, label, text }: { value: number; label: string; text?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={s.stars} role="img" aria-label={label}>
      <span aria-hidden="true">{"★".repeat(full) + "☆".repeat(5 - full)}</span>
      {text ? (
        <span className={s.ratingText} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
