import * as s from "./menu.css.ts";

export const AUTHOR = { name: "The Menu Prices Editorial Team", initials: "MP" };

/** The author bio at the end of menu pages. Our own text. */
export function AuthorBio() {
  return (
    <aside className={s.bio} aria-labelledby="author-bio-title">
      <span className={s.bioAvatar} aria-hidden="true">
        {AUTHOR.initials}
      </span>
      <div>
        <h2 id="author-bio-title">About the author</h2>
        <p>
          {AUTHOR.name} checks menu boards, receipts and ordering apps in every state and turns them into the averages you
          see here. We are independent and not affiliated with McDonald's; prices are estimates and vary by location, so
          treat them as a guide and check your local restaurant before ordering.
        </p>
      </div>
    </aside>
  );
}
