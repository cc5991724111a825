/**
 * A search box that asks the server: a GET form to /search, which reads questions ("big mac
 * calories", "cheap breakfast") and sends names to the menu's results. Works with no JavaScript; used in the phone
 * menu and on the not-found pages. What may be asked is a line of text under the label, read with the field: as a
 * placeholder it was cut off at the field's width on a phone ("e.g. big mac calories, chea") and gone once typing began.
 */
import { button } from "../ui.css.ts";
import * as s from "./search.css.ts";

export function SiteSearch({
  id,
  label = "Search the menu",
  value = "",
  hint = "A name or a question, e.g. big mac calories, cheap breakfast",
}: {
  id: string;
  label?: string;
  value?: string;
  /** null: no line under the label (the phone menu, which must fit a phone's screen, says it in the label). */
  hint?: string | null;
}) {
  return (
    <form method="get" action="/search" role="search" className={s.form} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className={s.label}>
        {label}
      </label>
      {hint === null ? null : (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      <div className={s.row}>
        <input
          id={id}
          className={s.input}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={200}
          autoComplete="off"
          aria-describedby={hint === null ? undefined : `${id}-hint`}
        />
        <button type="submit" className={button.primary}>
          Search
        </button>
      </div>
    </form>
  );
}
