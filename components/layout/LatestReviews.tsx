import { Suspense } from "react";
import { Await, Link } from "react-router";
import { itemSlug } from "#domain/slug.ts";
import * as s from "./layout.css.ts";

export interface LatestReview {
  id: string;
  itemName: string;
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
                <Link to={`/menu/item/${itemSlug(r.itemName)}`}>{r.itemName}</Link>: {r.rating}/5 from {r.reviewer}
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
