/**
 * The item, size and state fields a diner fills in to follow a price: one picker for the push alerts
 * (PushAlerts.tsx), the email and feed alerts (FollowForm.tsx) and the meal calculator's state (tools/StateChoice.tsx),
 * so the three read and behave alike. Each part is optional: a form that already knows the item asks only the state.
 * A part given `onChange` is controlled (the page reacts at once); otherwise the browser keeps its value and the form
 * posts it, as without JavaScript.
 */
import type { ReactNode, Ref } from "react";
import { field, input, label } from "../ui.css.ts";
import { SizeOptions, StateSelect } from "../reports/ReportForm.tsx";

interface FieldErrors {
  error?: ReactNode;
  invalid?: object;
}

export interface PickerItem extends FieldErrors {
  id: string;
  /** The field's name in the posted form ("itemName", or "item" on the feed's GET form). */
  name: string;
  menu: readonly { name: string }[];
  value: string;
  onChange?: (name: string) => void;
}

export interface PickerSize extends FieldErrors {
  id: string;
  label: string;
  defaultValue: string;
  /** The "One size" choice, for a form that lists items with and without sizes. */
  oneSize?: boolean;
}

export type PickerState = FieldErrors & { id: string; value: string } & (
    | { ref: Ref<HTMLSelectElement> }
    | {
        /** A state choice of its own words (the meal calculator's "Prices for"), keyed by slug, applied at once. */
        label: string;
        blank: string;
        options: readonly { value: string; name: string }[];
        onChange: (value: string) => void;
      }
  );

function ItemField(p: PickerItem) {
  const controlled = p.onChange
    ? { value: p.value, onChange: (e: { target: { value: string } }) => p.onChange!(e.target.value) }
    : { defaultValue: p.value };
  return (
    <div className={field}>
      <label className={label} htmlFor={p.id}>
        Item *
      </label>
      <select id={p.id} name={p.name} className={input} {...controlled} {...p.invalid}>
        <option value="">Choose an item</option>
        {p.menu.map((m) => (
          <option key={m.name} value={m.name}>
            {m.name}
          </option>
        ))}
      </select>
      {p.error}
    </div>
  );
}

function SizeField(p: PickerSize) {
  return (
    <div className={field}>
      <label className={label} htmlFor={p.id}>
        {p.label}
      </label>
      <select id={p.id} name="size" className={input} defaultValue={p.defaultValue} {...p.invalid}>
        {p.oneSize ? <option value="">One size</option> : null}
        <SizeOptions />
      </select>
      {p.error}
    </div>
  );
}

function StateField(p: PickerState) {
  if ("ref" in p) return <StateSelect id={p.id} value={p.value} selectRef={p.ref} error={p.error} invalid={p.invalid} />;
  return (
    <div className={field}>
      <label className={label} htmlFor={p.id}>
        {p.label}
      </label>
      <select id={p.id} name="state" className={input} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        <option value="">{p.blank}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields, in the order a diner answers them: item, size (when it has sizes), state. */
export function ItemStatePicker(p: { item?: PickerItem | null; size?: PickerSize | null; state?: PickerState | null }) {
  return (
    <>
      {p.item ? <ItemField {...p.item} /> : null}
      {p.size ? <SizeField {...p.size} /> : null}
      {p.state ? <StateField {...p.state} /> : null}
    </>
  );
}
