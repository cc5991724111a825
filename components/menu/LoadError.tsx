import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPart } from "../layout/not-found-part.ts";
import { container, section } from "../ui.css.ts";
import * as s from "./menu.css.ts";
import { RetryActions } from "../layout/RetryActions.tsx";

/** A route's error boundary: says the data could not be read and offers a retry, never an empty list. */
export function LoadError({ what }: { what: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPart />;
  return (
    <div className={`${container} ${section}`}>
      <div className={s.errorPanel} role="alert">
        <h1>{what} could not be loaded</h1>
        <p>We could not read the menu data just now. Nothing is wrong with your device; please try again.</p>
        <RetryActions />
      </div>
    </div>
  );
}
