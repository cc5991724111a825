/**
 * "Report a price you paid", on item pages, state pages and /report-price. It posts to the
 * /report-price action, which checks exactly like POST /api/price-reports. Without JavaScript the browser goes to
 * that page, which shows the thank-you, or the form again with each refusal beside its field and every value
 * kept; with JavaScript it posts in place and shows the same answer here. The visitor's saved state
 * (components/my-state.ts) is chosen when the page names none. The licence of the data is said before sending.
 */
import type { ReactNode, Ref, RefObject } from "react";
import { button, field, input, label, muted, notice } from "../ui.css.ts";
import * as s from "./reports.css.ts";
import { useFetcherForm } from "./use-fetcher-form.tsx";
import { NOT_SENT, postedText } from "../community/form-check.ts";
import { Fig } from "#components/figures/Figure.tsx";
import { REPORT_CHANNELS, type ReportChannel } from "#domain/rules/report-terms.ts";
import type { ReportMenuItem } from "#domain/price-reports/input.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { MENU_SIZES } from "#domain/rules/sizes.ts";
import { STATE_NAMES } from "#domain/rules/states.ts";

export const CHANNEL_LABELS: Record<ReportChannel, string> = {
  "in-store": "At the counter or drive-thru",
  app: "In the official app",
  delivery: "Through a delivery app (counted separately)",
};

const REPORT_FIELDS = ["itemName", "size", "price", "state", "city", "channel", "date"] as const;

export interface ReportFormValues {
  itemName: string;
  size: string;
  price: string;
  state: string;
  city: string;
  channel: string;
  date: string;
}

export type ReportActionResult =
  | {
      ok: true;
      report: {
        id: string;
        itemName: string;
        size: string;
        price: number;
        state: string;
        city: string | null;
        channel: string;
        date: string;
        deal: string | null;
      };
      whenItCounts: string;
    }
  | { ok: false; errors: Record<string, string>; values: ReportFormValues };

/** A posted report's fields as typed (each cut to 200 characters): what the action checks, and the form is drawn with again. */
export const reportValues = (posted: FormData): ReportFormValues => postedText(posted, REPORT_FIELDS, 200);

/** The answer when the post got none from the /report-price action (components/community/form-check.ts). */
export const reportNotSent = (posted: FormData): ReportActionResult => ({
  ok: false,
  errors: { "": `Your report was not sent: ${NOT_SENT}` },
  values: reportValues(posted),
});

/** The thank-you: what was stored, and when it counts. Focusable by script: a saved answer takes the focus. */
export function ReportThanks({ result, ref }: { result: Extract<ReportActionResult, { ok: true }>; ref?: Ref<HTMLDivElement> }) {
  const r = result.report;
  return (
    <div className={notice.success} role="status" data-testid="report-thanks" ref={ref} tabIndex={-1}>
      <strong>Thank you: your report is saved.</strong>
      <p>
        <Fig kind="user">{formatPrice(r.price)}</Fig> for {r.size === "Standard" ? "" : `a ${r.size} `}
        {r.itemName}, {CHANNEL_LABELS[r.channel as ReportChannel]?.toLowerCase() ?? r.channel}, in {r.city ? `${r.city}, ` : ""}
        {r.state} on {r.date}.
      </p>
      <p>{result.whenItCounts}</p>
    </div>
  );
}

export function ReportForm(props: {
  menu: readonly ReportMenuItem[];
  /** The item this page is about (preselected), if any. */
  item?: string;
  /** The state this page is about (preselected); else the visitor's saved state. */
  state?: string;
  /** The size the page shows (preselected), if any. */
  size?: string;
  today: string;
  /** Set on /report-price after a post without JavaScript. */
  result?: ReportActionResult;
  /** "page": /report-price itself, where the answer is the page; "inline": a section of another page. */
  mode: "page" | "inline";
}) {
  const { menu, item, today, mode } = props;
  const posted = props.result?.ok ? props.result : undefined;
  const fields = useFetcherForm<ReportActionResult, ReportFormValues>(props.result, props.state ?? posted?.report.state);
  const { fetcher, result, formRef, stateRef, doneRef, alertRef, pending, errors } = fields;
  // After a saved report the form keeps the context it was opened with, and what was just sent (the item, size,
  // state, city and where), for the next receipt: only the price and date start again.
  const kept = result?.ok ? keptValues(result.report) : {};
  const values = { ...kept, ...fields.values };
  const state = values.state ?? props.state;
  const chosenItem = values.itemName ?? item ?? "";
  const formKey = result?.ok ? `done-${result.report.id}` : "form";

  return (
    <div className={s.box}>
      {result?.ok ? <ReportThanks result={result} ref={doneRef} /> : null}
      {result && !result.ok ? (
        <div className={notice.error} role="alert" data-testid="report-error" ref={alertRef} tabIndex={-1}>
          <p>{errors[""] ?? "Your report was not saved: please correct the fields marked below."}</p>
        </div>
      ) : null}
      <fetcher.Form method="post" action="/report-price" ref={formRef} className={s.form} noValidate key={formKey} preventScrollReset>
        <input type="hidden" name="from" value={mode} />
        <ReportFields
          fields={{ ...fields, values: { size: props.size, ...values } }}
          menu={menu}
          chosenItem={chosenItem}
          state={state}
          stateRef={stateRef}
          today={today}
        />
        <Channels fields={{ ...fields, values }} />
        <LicenceNote />
        <button type="submit" className={button.primary} disabled={pending}>
          {pending ? "Sending..." : "Send my price"}
        </button>
      </fetcher.Form>
    </div>
  );
}

/** What a saved report leaves in the form for the next one: all but the price and the date. */
function keptValues(r: Extract<ReportActionResult, { ok: true }>["report"]): Partial<ReportFormValues> {
  return { itemName: r.itemName, size: r.size === "Standard" ? "" : r.size, state: r.state, city: r.city ?? "", channel: r.channel };
}

type Fields = Pick<ReturnType<typeof useFetcherForm<ReportActionResult, ReportFormValues>>, "f" | "err" | "errorText" | "values">;

/** The item and size, the price and date, the state and city: two to a row. */
function ReportFields(props: {
  fields: Fields;
  menu: readonly ReportMenuItem[];
  chosenItem: string;
  state?: string;
  stateRef: RefObject<HTMLSelectElement | null>;
  today: string;
}) {
  const { fields, menu, chosenItem, state, stateRef, today } = props;
  const { f, err, errorText, values } = fields;
  return (
    <>
      <ItemAndSize fields={fields} menu={menu} chosenItem={chosenItem} />
      <PriceAndDate fields={fields} today={today} />
      <div className={s.row}>
        <StateSelect
          id={f("state")}
          value={values.state ?? state ?? ""}
          selectRef={stateRef}
          error={errorText("state")}
          invalid={err("state")}
        />
        <div className={field}>
          <label className={label} htmlFor={f("city")}>
            City (optional)
          </label>
          <input
            id={f("city")}
            name="city"
            className={input}
            autoComplete="address-level2"
            defaultValue={values.city ?? ""}
            {...err("city")}
          />
          {errorText("city")}
        </div>
      </div>
    </>
  );
}

/** The item and, where the menu sells any in sizes, the size. */
function ItemAndSize({ fields, menu, chosenItem }: { fields: Fields; menu: readonly ReportMenuItem[]; chosenItem: string }) {
  const { f, err, errorText, values } = fields;
  const anySized = menu.some((m) => m.sized);
  return (
    <div className={s.row}>
      <div className={field}>
        <label className={label} htmlFor={f("itemName")}>
          Item *
        </label>
        <select id={f("itemName")} name="itemName" className={input} defaultValue={chosenItem} {...err("itemName")}>
          <option value="">Choose an item</option>
          {menu.map((m) => (
            <option key={m.name} value={m.name}>
              {m.name}
            </option>
          ))}
        </select>
        {errorText("itemName")}
      </div>
      {anySized ? (
        <div className={field}>
          <label className={label} htmlFor={f("size")}>
            Size (drinks, fries and other items sold in sizes)
          </label>
          <select id={f("size")} name="size" className={input} defaultValue={values.size ?? ""} {...err("size")}>
            <option value="">One size</option>
            <SizeOptions />
          </select>
          {errorText("size")}
        </div>
      ) : null}
    </div>
  );
}

/** The price paid and the day, within the last year. */
function PriceAndDate({ fields, today }: { fields: Fields; today: string }) {
  const { f, err, errorText, values } = fields;
  const min = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  return (
    <div className={s.row}>
      <div className={field}>
        <label className={label} htmlFor={f("price")}>
          Price you paid, in dollars *
        </label>
        <input
          id={f("price")}
          name="price"
          className={input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="5.49"
          defaultValue={values.price ?? ""}
          {...err("price")}
        />
        {errorText("price")}
      </div>
      <div className={field}>
        <label className={label} htmlFor={f("date")}>
          Date *
        </label>
        <input
          id={f("date")}
          name="date"
          type="date"
          className={input}
          min={min}
          max={today}
          defaultValue={values.date ?? today}
          {...err("date")}
        />
        {errorText("date")}
      </div>
    </div>
  );
}

/** Where it was bought: delivery and app prices are kept apart from in-store ones. */
function Channels({ fields }: { fields: Fields }) {
  const { f, errorText, values } = fields;
  const errors = fields.err("channel");
  return (
    <fieldset className={s.channels} {...("aria-describedby" in errors ? { "aria-describedby": `${f("channel")}-error` } : {})}>
      <legend className={label}>Where you bought it *</legend>
      {REPORT_CHANNELS.map((c) => (
        <label key={c} className={s.choice}>
          <input type="radio" name="channel" value={c} defaultChecked={(values.channel ?? "in-store") === c} />
          {CHANNEL_LABELS[c]}
        </label>
      ))}
      {errorText("channel")}
    </fieldset>
  );
}

/** What is published, said before sending, in plain words (the licence's name is on /open-data). */
function LicenceNote() {
  return (
    <p className={muted} data-testid="report-licence">
      What you send is published as <a href="/open-data">open data</a> that anyone may reuse: the item, size, price, state, city, where and
      when. Never who sent it: we never keep your internet address, only a scrambled stand-in that cannot be turned back into it, so one
      visitor counts once a week per item and place.
    </p>
  );
}

/** The menu's sizes as a select's options (domain/rules/sizes.ts MENU_SIZES): the report and follow forms both ask this. */
export function SizeOptions() {
  return (
    <>
      {MENU_SIZES.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </>
  );
}

/** The state choice of the report and follow forms (every state, none chosen until the visitor picks). */
export function StateSelect(p: { id: string; value: string; selectRef: Ref<HTMLSelectElement>; error?: ReactNode; invalid?: object }) {
  return (
    <div className={field}>
      <label className={label} htmlFor={p.id}>
        State *
      </label>
      <select id={p.id} name="state" ref={p.selectRef} className={input} defaultValue={p.value} {...p.invalid}>
        <option value="">Choose a state</option>
        {STATE_NAMES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {p.error}
    </div>
  );
}
