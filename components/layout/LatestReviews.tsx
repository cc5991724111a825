import { Suspense } from "react";
import { Await, Link } from "react-router";
import * as s from "./layout.css.ts";

export interface LatestReview {
  id: string;
  itemName: string;
  /** Null when the menu has no such item: shown as text, never as a link to a page that does not exist. */
  itemPath: string | null;
  rating: number;
  reviewer: string;
}

/**
 * The footer's latest visitor reviews: secondary content, streamed after the page shell. Its fallback is a
 * plain link, so without JavaScript (where streamed parts stay hidden) the footer still leads to the reviews.
 */
export function LatestReviews({ reviews }: { reviews: Promise<LatestReview[]> }) {
  const fallback = (
    <p data-testid="latest-reviews-fallback">
      <Link to="/reviews">Read what visitors say about the menu</Link>
    </p>
  );
  return (
    <Suspense fallback={fallback}>
      <Await resolve={reviews} errorElement={fallback}>
        {(list) => (
          <ul className={s.footerList} data-testid="latest-reviews">
            {list.map((r) => (
              <li key={r.id}>
                {r.itemPath ? <Link to={r.itemPath}>{r.itemName}</Link> : r.itemName}: {r.rating}/5 from {r.reviewer}
              </li>
            ))}
            <li>
              <Link to="/reviews">All reviews</Link>
            </li>
          </ul>
        )}
      </Await>
    </Suspense>
  );
}
