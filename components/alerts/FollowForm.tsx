/**
 * "Follow this price": a visitor gives an email address to hear when the price visitors report for an
 * item (and size) in a state changes. It posts to the /alerts/follow action, which checks exactly like
 * POST /api/alerts. Without JavaScript the browser goes to that page, which shows the answer (or the form again with
 * each refusal beside its field and every value kept); with JavaScript it posts in place.
 *
 * Where the site sends no email (no SMTP_URL), there is no email form: the Atom feed of that item in that state is
 * offered instead, and the text says so.
 */
import type { Ref } from "react";
import { button, field, input, label, muted, notice } from "../ui.css.ts";
import { ItemStatePicker } from "./ItemStatePicker.tsx";
import * as s from "../reports/reports.css.ts";
import { useFetcherForm } from "../reports/use-fetcher-form.tsx";
import { NOT_SENT, postedText } from "../community/form-check.ts";
import { CONFIRM_DAYS } from "#domain/rules/alert-terms.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";

export interface FollowFormValues {
  itemName: string;
  size: string;
  state: string;
  email: string;
}

const FOLLOW_FIELDS = ["itemName", "size", "state", "email"] as const;

/** A posted follow form's fields as typed (each cut to 300 characters): what the action checks, and the form is drawn with again. */
export const followValues = (posted: FormData): FollowFormValues => postedText(posted, FOLLOW_FIELDS, 300);

/** The answer when the post got none from the /alerts/follow action (components/community/form-check.ts). */
export const followNotSent = (posted: FormData): FollowActionResult => ({
  ok: false,
  errors: { "": `Your request to follow this price was not sent: ${NOT_SENT}` },
  values: followValues(posted),
});

export type FollowActionResult = { ok: true; message: string } | { ok: false; errors: Record<string, string>; values: FollowFormValues };

export interface FollowMenuItem {
  name: string;
  sized: boolean;
}

/** The feed of one item in one state (routes/feeds.item-state.ts). */
export const itemStateFeed = (item: string, state: string): string => `/feeds/state/${stateSlug(state)}/${itemSlug(item)}.atom`;

export function FollowForm(props: {
  menu: readonly FollowMenuItem[];
  /** The item and state of this page: fixed (hidden fields) on an item-in-state page. */
  item?: string;
  state?: string;
  /** Fixed: the item and state are the page's and are not asked. */
  fixed?: boolean;
  /** Whether this site sends email (SMTP_URL is set). */
  email: boolean;
  result?: FollowActionResult;
}) {
  const { menu, item, state, fixed, email } = props;
  const form = useFetcherForm<FollowActionResult, FollowFormValues>(props.result, state);
  const { fetcher, result, formRef, stateRef, doneRef, alertRef, pending, errors, values, f } = form;
  const chosenItem = values.itemName ?? item ?? "";
  const chosen = menu.find((m) => m.name === chosenItem);
  const showSize = fixed ? !!chosen?.sized : menu.some((m) => m.sized);

  if (!email)
    return (
      <FeedInstead
        menu={menu}
        item={item}
        state={state}
        chosenItem={chosenItem}
        id={f("itemName")}
        stateId={f("state")}
        stateRef={stateRef}
      />
    );

  return (
    <div className={s.box}>
      <FollowAnswer result={result} errors={errors} doneRef={doneRef} alertRef={alertRef} />
      <fetcher.Form
        method="post"
        action="/alerts/follow"
        ref={formRef}
        className={s.form}
        noValidate
        key={result?.ok ? "done" : "form"}
        preventScrollReset
      >
        {fixed && item && state ? (
          <>
            <input type="hidden" name="itemName" value={item} />
            <input type="hidden" name="state" value={state} />
          </>
        ) : null}
        <FollowPickers menu={menu} fixed={fixed} chosenItem={chosenItem} showSize={showSize} state={state} form={form} />
        <EmailField form={form} />
        <p className={muted} data-testid="follow-note">
          We email a link to confirm first; alerts start only once you confirm. Then one email each time the price visitors report here
          changes, each with a link to stop them. Your address is used for nothing else and is erased when you unsubscribe (or after{" "}
          {CONFIRM_DAYS} days if you never confirm).
        </p>
        <button type="submit" className={button.primary} disabled={pending}>
          {pending ? "Sending..." : "Email me when it changes"}
        </button>
      </fetcher.Form>
    </div>
  );
}

/** The fields a follow form's post reads back: ids, refusals and the values sent. */
type FollowFields = Pick<
  ReturnType<typeof useFetcherForm<FollowActionResult, FollowFormValues>>,
  "f" | "err" | "errorText" | "values" | "stateRef"
>;

/** The item, size and state to follow (only the size, if any, where the page fixes item and state). */
function FollowPickers(props: {
  menu: readonly FollowMenuItem[];
  fixed?: boolean;
  chosenItem: string;
  showSize: boolean;
  state?: string;
  form: FollowFields;
}) {
  const { menu, fixed, chosenItem, showSize, state } = props;
  const { f, err, errorText, values, stateRef } = props.form;
  return (
    <div className={s.row}>
      <ItemStatePicker
        item={
          fixed
            ? null
            : { id: f("itemName"), name: "itemName", menu, value: chosenItem, error: errorText("itemName"), invalid: err("itemName") }
        }
        size={
          showSize
            ? {
                id: f("size"),
                label: `Size${fixed ? "" : " (drinks, fries and other items sold in sizes)"}`,
                defaultValue: values.size ?? (fixed ? "Medium" : ""),
                oneSize: !fixed,
                error: errorText("size"),
                invalid: err("size"),
              }
            : null
        }
        state={
          fixed
            ? null
            : { id: f("state"), value: values.state ?? state ?? "", ref: stateRef, error: errorText("state"), invalid: err("state") }
        }
      />
    </div>
  );
}

/** The address the confirmation and the alerts go to. */
function EmailField({ form }: { form: FollowFields }) {
  const { f, err, errorText, values } = form;
  return (
    <div className={field}>
      <label className={label} htmlFor={f("email")}>
        Your email address *
      </label>
      <input
        id={f("email")}
        name="email"
        type="email"
        className={input}
        autoComplete="email"
        maxLength={254}
        defaultValue={values.email ?? ""}
        {...err("email")}
      />
      {errorText("email")}
    </div>
  );
}

/** Where the site sends no email: the Atom feed of the item in the state, or a choice of item and state to find it. */
function FeedInstead(props: {
  menu: readonly FollowMenuItem[];
  item?: string;
  state?: string;
  chosenItem: string;
  id: string;
  stateId: string;
  stateRef: Ref<HTMLSelectElement>;
}) {
  const { menu, item, state, chosenItem, id, stateId, stateRef } = props;
  return (
    <div className={s.box} data-testid="follow-feed">
      <p>
        This site does not send email, so there is no address to leave. A news-reader app can follow the price for you instead: add the link
        below to it, and it shows a new entry each time the reported price moves.
      </p>
      {item && state ? (
        <p>
          <a href={itemStateFeed(item, state)} type="application/atom+xml">
            Reported price of {item} in {state} (news-reader link)
          </a>
        </p>
      ) : (
        <form method="get" action="/alerts/follow" className={s.form}>
          <div className={s.row}>
            <ItemStatePicker
              item={{ id, name: "item", menu, value: chosenItem }}
              state={{ id: stateId, value: state ?? "", ref: stateRef }}
            />
          </div>
          <p>
            <button type="submit" className={button.secondary}>
              Show its feed
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** What the last post answered: the check-your-inbox message, or what to correct. */
function FollowAnswer({
  result,
  errors,
  doneRef,
  alertRef,
}: {
  result: FollowActionResult | undefined;
  errors: Record<string, string>;
  doneRef: Ref<HTMLDivElement>;
  alertRef: Ref<HTMLDivElement>;
}) {
  return (
    <>
      {result?.ok ? (
        <div className={notice.success} role="status" data-testid="follow-thanks" ref={doneRef} tabIndex={-1}>
          <strong>{result.message}</strong>
          <p>
            The link works for {CONFIRM_DAYS} days. If the email does not come, look in the spam folder. Every email we send has a link to
            stop them.
          </p>
        </div>
      ) : null}
      {result && !result.ok ? (
        <div className={notice.error} role="alert" data-testid="follow-error" ref={alertRef} tabIndex={-1}>
          <p>{errors[""] ?? "Nothing was saved: please correct the fields marked below."}</p>
        </div>
      ) : null}
    </>
  );
}
