import { button } from "../ui.css.ts";

/** "Try again" (reloads this address) and a way home: for error, offline and load-failure screens. */
export function RetryActions() {
  return (
    <p>
      <a className={button.primary} href="">
        Try again
      </a>{" "}
      <a className={button.secondary} href="/">
        Go to the home page
      </a>
    </p>
  );
}
