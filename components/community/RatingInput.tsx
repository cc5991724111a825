/**
 * A 1-5 rating as a radio group (stars for quality, dollar signs for value): arrow keys move the choice,
 * each choice has a spoken name ('5 stars'), and choices highlight up to the hovered or checked one in CSS,
 * so the widget works the same before JavaScript arrives.
 */
import { useId } from "react";
import { fieldError, label as labelClass } from "../ui.css.ts";
import * as s from "./community.css.ts";

export interface RatingInputProps {
  name: string;
  legend: string;
  kind: "star" | "dollar";
  value: number | null;
  onChange?: (value: number) => void;
  required?: boolean;
  error?: string;
  hint?: string;
}

const SCALE = [1, 2, 3, 4, 5];

export function ratingName(kind: "star" | "dollar", n: number): string {
  return kind === "star" ? `${n} star${n === 1 ? "" : "s"}` : `${n} dollar sign${n === 1 ? "" : "s"}`;
}

export function RatingInput({ name, legend, kind, value, onChange, required, error, hint }: RatingInputProps) {
  const errorId = useId();
  return (
    <fieldset className={s.ratingGroup} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>
        {legend}
        {required && (
          <span className={s.required} aria-hidden="true">
            *
          </span>
        )}
        {hint && <span className={s.ratingHint}>{hint}</span>}
      </legend>
      <div className={s.ratingChoices}>
        {SCALE.map((n) => (
          <label key={n} className={`${s.ratingChoice} ${s.ratingKind[kind]}`} title={ratingName(kind, n)}>
            <input
              className={s.ratingInput}
              type="radio"
              name={name}
              value={n}
              checked={onChange ? value === n : undefined}
              defaultChecked={onChange ? undefined : value === n}
              onChange={onChange ? () => onChange(n) : undefined}
              required={required}
              aria-label={ratingName(kind, n)}
            />
            <span aria-hidden="true">{kind === "star" ? "★" : n}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
