import * as s from "./menu.css.ts";

export const AUTHOR = { name: "Menu Prices", initials: "MP" };

/** The author bio at the end of menu pages: who writes the site and what its prices are. Our own text. */
export function AuthorBio() {
  return (
    <aside className={s.bio} aria-labelledby="author-bio-title">
      <span className={s.bioAvatar} aria-hidden="true">
        {AUTHOR.initials}
      </span>
      <div>
        <h2 id="author-bio-title">About the author</h2>
        <p>
          {AUTHOR.name} is a small independent guide, not affiliated with McDonald's. Its prices are its own estimates, anchored on prices
          the chain has published, not figures read at restaurants; <a href="/about#state-estimates">how we estimate</a>. Prices vary by
          location, so treat them as a guide and check your local restaurant before ordering.
        </p>
      </div>
    </aside>
  );
}
