/**
 * Markup both calculators share: the menu search form, the add-item button and the guides (tips and steps).
 * Each is plain HTML first: the search is a GET form and the add button submits the next state as its value.
 */
import type { MouseEvent, ReactNode, RefObject } from "react";
import { formatCalorieFigure } from "#domain/nutrition.ts";
import { formatPrice } from "#domain/money.ts";
import type { ToolItem } from "#domain/order.ts";
import { button, input, label as labelClass } from "../ui.css.ts";
import * as s from "./tools.css.ts";

export interface ToolSearchProps {
  action: string;
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Once hydrated the search filters as one types, so the form is not sent. */
  hydrated: boolean;
  maxLength?: number;
  /** Hidden fields that keep the rest of the tool's state across a plain-HTML search. */
  children?: ReactNode;
}

export function ToolSearch({ action, id, label, placeholder, value, onChange, inputRef, hydrated, maxLength, children }: ToolSearchProps) {
  return (
    <form method="get" action={action} role="search" onSubmit={(e) => hydrated && e.preventDefault()}>
      <div className={s.searchRow}>
        <div className={s.searchField}>
          <label className={labelClass} htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            className={input}
            type="search"
            name="q"
            ref={inputRef}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        {children}
        <button type="submit" className={button.secondary}>
          Search
        </button>
      </div>
    </form>
  );
}

export interface AddItemButtonProps {
  item: ToolItem;
  /** Ends the accessible name: "Add Big Mac to order" / "Add Big Mac to today's intake". */
  target: string;
  /** The form field and its next value, for a plain-HTML submit. */
  name: string;
  value: string;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
  /** The meal calculator leads with the price and names the category; the tracker leads with the calories. */
  variant: "order" | "tracker";
}

export function AddItemButton({ item, target, name, value, onClick, variant }: AddItemButtonProps) {
  const price = <span>{formatPrice(item.price)}</span>;
  const calories = <span>{formatCalorieFigure({ calories: item.calories, estimated: item.caloriesEstimated })}</span>;
  return (
    <button type="submit" name={name} value={value} className={variant === "order" ? s.itemButton : s.trackerItem} onClick={onClick}>
      <span className={s.itemName}>
        <span className="visually-hidden">Add </span>
        {item.name}
        <span className="visually-hidden"> {target},</span>
      </span>
      {variant === "order" && <span className={s.itemCategory}>{item.category}</span>}
      <span className={s.itemMeta}>
        {variant === "order" ? (
          <>
            {price}
            {calories}
          </>
        ) : (
          <>
            {calories}
            {price}
          </>
        )}
      </span>
      <span className={s.addHint} aria-hidden="true">
        + Add
      </span>
    </button>
  );
}

/** A titled list of tips (money-saving, health). */
export function TipsSection({ id, title, tips }: { id: string; title: string; tips: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={s.tipList}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

/** A titled, numbered how-to. */
export function StepsSection({ id, title, steps }: { id: string; title: string; steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className={s.steps}>
        {steps.map((step) => (
          <li key={step.title} className={s.step}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
