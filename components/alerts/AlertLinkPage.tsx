/**
 * The page a link in an alert email opens (confirm, unsubscribe): what the link is about and one button that posts
 * to the same address (the link's follow and token stay in its query). A plain form: it works without JavaScript.
 */
import { Link } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { button, container, lead, notice, section } from "../ui.css.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";

interface Answer {
  ok: boolean;
  target: { itemName: string; size: string; state: string } | null;
  message: string;
}

export function AlertLinkPage({ title, button: buttonLabel, seen, done }: { title: string; button: string; seen: Answer; done?: Answer }) {
  const target = done?.target ?? seen.target;
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>{title}</h1>
      {done ? (
        <div className={done.ok ? notice.success : notice.error} role={done.ok ? "status" : "alert"} data-testid="alert-link-done">
          <p>{done.message}</p>
        </div>
      ) : (
        <>
          <p className={lead} data-testid="alert-link-about">
            {seen.message}
          </p>
          {seen.ok ? (
            <form method="post">
              <button type="submit" className={button.primary}>
                {buttonLabel}
              </button>
            </form>
          ) : null}
        </>
      )}
      {target ? (
        <p>
          <Link to={`/prices/${stateSlug(target.state)}/${itemSlug(target.itemName)}`}>
            {target.itemName} in {target.state}: reported prices
          </Link>
        </p>
      ) : null}
    </div>
  );
}
