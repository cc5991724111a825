import { FIXED_RATING } from "#domain/menu.ts";
import * as s from "./menu.css.ts";

/** The fixed 4.8 rating with 5 stars (spec §9); one accessible name, the stars are decoration. */
export function Stars({ label = `Rated ${FIXED_RATING} out of 5`, text }: { label?: string; text?: string }) {
  return (
    <span className={s.stars} role="img" aria-label={label}>
      <span aria-hidden="true">★★★★★</span>
      {text ? <span className={s.ratingText} aria-hidden="true">{text}</span> : null}
    </span>
  );
}
