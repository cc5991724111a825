/**
 * 'Leave a Reply' (spec §2, §3, §5, §8). Posts to the item route's action, which validates exactly like
 * POST /api/comments. Without JavaScript the page re-renders with errors next to the fields and the values
 * kept; with JavaScript it submits in place ('Posting...') and shows the spec's toast.
 */
import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from "react";
import { useActionData, useFetcher } from "react-router";
import { useToast } from "../feedback/toast-state.ts";
import { useStatusFocus } from "../feedback/use-status-focus.ts";
import { postedText } from "../community/form-check.ts";
import { button, field, fieldError, fold, foldSummary, input, label, notice } from "../ui.css.ts";
import * as s from "./item.css.ts";
import { withOwnComment } from "#domain/indexes/journal-records.ts";
import { itemPath } from "#domain/rules/menu.ts";
import type { ListedComment } from "./item-page-data.ts";

export type CommentActionResult =
  | { ok: true; id: string; comment: ListedComment }
  | { ok: false; issues: { field: string; message: string }[]; values: Record<string, string> };

const SAVED_KEY = "menu-prices:comment-author";
const FIELDS = ["name", "email", "website", "comment"] as const;
type Field = (typeof FIELDS)[number];

/** A posted comment form's fields as typed (each cut to 2,000 characters), to draw the form again with. */
export const commentValues = (posted: FormData): Record<Field, string> => postedText(posted, FIELDS, 2000);

/** The answer when the post got none from the item page's action (components/community/form-check.ts): the spec's failure toast. */
export const commentNotSent = (posted: FormData): CommentActionResult => ({
  ok: false,
  issues: [{ field: "", message: "Failed to submit comment" }],
  values: commentValues(posted),
});

/** The form's fetcher: shared by key with the comment list, which shows a comment the visitor just posted. */
export const commentFetcherKey = (itemName: string) => `comment-${itemName}`;

/** The comments to list: the page's, and the one this visitor just posted (withOwnComment). */
export function usePostedComment(itemName: string, comments: ListedComment[], total: number) {
  const posted = useFetcher<CommentActionResult>({ key: commentFetcherKey(itemName) }).data;
  return withOwnComment(comments, total, posted?.ok ? posted.comment : null);
}

export function CommentForm({ itemName }: { itemName: string }) {
  const fetcher = useFetcher<CommentActionResult>({ key: commentFetcherKey(itemName) });
  const actionData = useActionData<CommentActionResult>();
  const result = fetcher.data ?? actionData;
  const pending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const saved = useSavedAuthor();

  useCommentAnswer(fetcher.data, fetcher.state, formRef);

  const errors = result && !result.ok ? Object.fromEntries(result.issues.map((i) => [i.field, i.message])) : {};
  const values = result && !result.ok ? result.values : {};
  const initial = (name: Field) => values[name] ?? saved?.[name] ?? "";
  // The success notice, with or without JavaScript; posted in place it takes focus and scroll.
  const showInlineSuccess = !!result?.ok;
  const doneRef = useStatusFocus<HTMLDivElement>(fetcher.state !== "submitting" && fetcher.data?.ok ? fetcher.data : null);
  const showInlineFailure = !fetcher.data && actionData && !actionData.ok;
  const failureIsFields = !!result && !result.ok && result.issues.some((i) => i.field);
  const formKey = result && result.ok ? `done-${result.id}` : `form-${saved ? "saved" : "blank"}`;
  // The fold opens with a refusal (the fields to fix are inside) and stays open after it, also once the comment is
  // posted: the form the visitor was using does not vanish under them.
  const refused = !!result && !result.ok;
  const [wasRefused, setWasRefused] = useState(false);
  if (refused && !wasRefused) setWasRefused(true);

  return (
    <section className={`${s.block} ${s.blockSize.reply}`} aria-labelledby="reply-title" id="leave-a-reply">
      <h2 id="reply-title">Leave a Reply</h2>
      <CommentNotices
        doneRef={doneRef}
        success={showInlineSuccess}
        failure={!!showInlineFailure}
        failureIsFields={failureIsFields}
        message={errors[""]}
      />
      {/*
        Folded (item pages under 10 phone screens, the prices first): one tap opens it, and it is in the page without
        script. A refused post answers with it open, the typed values kept. Without JavaScript the answer is a new
        page whose URL carries #leave-a-reply, the form's anchor.
      */}
      <details className={fold} data-testid="comment-fold" open={refused || wasRefused || undefined}>
        <summary className={foldSummary}>
          <h3>Write a comment</h3>
        </summary>
        <p>Your email address will not be published. Required fields are marked *</p>
        <fetcher.Form
          method="post"
          action={`${itemPath(itemName)}#leave-a-reply`}
          ref={formRef}
          className={s.form}
          noValidate
          key={formKey}
          preventScrollReset
        >
          <input type="hidden" name="itemName" value={itemName} />
          <CommentFields errors={errors} initial={initial} />
          <label className={s.checkbox}>
            <input type="checkbox" name="saveInfo" value="1" defaultChecked={!!saved} />
            Save my name, email, and website in this browser for the next time I comment.
          </label>
          <button type="submit" className={button.primary} disabled={pending}>
            {pending ? "Posting..." : "Post Comment"}
          </button>
        </fetcher.Form>
      </details>
    </section>
  );
}

/** Remembered author details (the 'save info' box is never sent; it only keeps them in this browser). */
function useSavedAuthor() {
  const [saved, setSaved] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    try {
      const raw = localStorage.getItem(SAVED_KEY);
      if (raw) setSaved(JSON.parse(raw) as Record<string, string>);
    } catch {
      /* storage unavailable: nothing to prefill */
    }
  }, []);
  return saved;
}

/** The comment and the author's name, email and website, each with its refusal (if any) and its value to start from. */
function CommentFields({ errors, initial }: { errors: Record<string, string>; initial: (name: Field) => string }) {
  const errorProps = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `comment-${name}-error` } : {});
  return (
    <>
      <CommentField name="comment" label="Comment *" error={errors.comment}>
        <textarea
          id="comment-comment"
          name="comment"
          rows={6}
          className={input}
          defaultValue={initial("comment")}
          {...errorProps("comment")}
        />
      </CommentField>
      <CommentField name="name" label="Name *" error={errors.name}>
        <input id="comment-name" name="name" className={input} autoComplete="name" defaultValue={initial("name")} {...errorProps("name")} />
      </CommentField>
      <CommentField name="email" label="Email *" error={errors.email}>
        <input
          id="comment-email"
          name="email"
          type="email"
          className={input}
          autoComplete="email"
          defaultValue={initial("email")}
          {...errorProps("email")}
        />
      </CommentField>
      <CommentField name="website" label="Website" error={errors.website}>
        <input
          id="comment-website"
          name="website"
          type="url"
          className={input}
          autoComplete="url"
          defaultValue={initial("website")}
          {...errorProps("website")}
        />
      </CommentField>
    </>
  );
}

/** One field of the form: its label, the control given, and the refusal beside it (named by the control's aria-describedby). */
function CommentField({
  name,
  label: text,
  error,
  children,
}: {
  name: Field;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={field}>
      <label className={label} htmlFor={`comment-${name}`}>
        {text}
      </label>
      {children}
      {error ? (
        <p className={fieldError} id={`comment-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What follows a post made with JavaScript, once: on success the author details are saved (or forgotten) as the
 * box asks and the form is emptied (the notice above it says so, focused); on a refusal focus goes to the first field to fix.
 */
function useCommentAnswer(answer: CommentActionResult | undefined, state: string, formRef: RefObject<HTMLFormElement | null>) {
  const toast = useToast();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      const form = formRef.current;
      if (form) {
        const fd = new FormData(form);
        try {
          if (fd.get("saveInfo")) {
            localStorage.setItem(SAVED_KEY, JSON.stringify({ name: fd.get("name"), email: fd.get("email"), website: fd.get("website") }));
          } else localStorage.removeItem(SAVED_KEY);
        } catch {
          /* ignore */
        }
        form.reset();
        const commentBox = form.elements.namedItem("comment") as HTMLTextAreaElement | null;
        if (commentBox) commentBox.value = "";
      }
    } else if (answer.issues.some((i) => i.field)) {
      // The visitor's to fix: the fields say what is wrong, and focus goes to the first one.
      toast({
        title: "Please check your comment",
        description: "Some fields need attention: see the messages below.",
        variant: "destructive",
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else {
      toast({ title: "Error", description: "Failed to submit comment. Please try again.", variant: "destructive" });
    }
  }, [answer, state, toast, formRef]);
}

/** The answer to a post in the page: saved (without JavaScript; with it a toast says so), or refused (fields to fix, or our failure). */
function CommentNotices(p: {
  doneRef: Ref<HTMLDivElement>;
  success: boolean;
  failure: boolean;
  failureIsFields: boolean;
  message: string | undefined;
}) {
  const { success, failure, failureIsFields, message } = p;
  return (
    <>
      {success ? (
        <div className={notice.success} role="status" ref={p.doneRef} tabIndex={-1} data-testid="comment-thanks">
          <strong>Comment Submitted</strong>
          <p>Thank you for your comment! It has been received.</p>
          <p>It is listed with the comments above.</p>
        </div>
      ) : null}
      {failure || failureIsFields ? (
        <div className={notice.error} role="alert" data-testid="comment-form-error" data-form-error="">
          {failureIsFields ? (
            <p>Your comment was not posted: please correct the fields marked below.</p>
          ) : (
            <>
              <strong>Error</strong>
              <p>{message ?? "Failed to submit comment. Please try again."}</p>
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
