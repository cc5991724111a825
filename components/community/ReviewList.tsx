/**
 * The reviews page pieces: category filter cards, the per-category overview, the list and its pager. They are
 * plain HTML with plain <a> links: the "reviews-list" server island (components/islands.server.tsx) renders
 * them, and they never hydrate.
 */
import type { ReactNode } from "react";
import { ALL_CATEGORIES as ALL, type CategoryOverview } from "#domain/rules/reviews.ts";
import type { Review } from "#domain/data/schemas.ts";
import { button } from "../ui.css.ts";
import * as s from "./community.css.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";

export interface CategoryCount {
  name: string;
  count: number;
}

export function reviewsHref(category: string, page = 1): string {
  const q = new URLSearchParams();
  if (category !== ALL) q.set("category", category);
  if (page > 1) q.set("page", String(page));
  const query = q.toString();
  return query ? `/reviews?${query}` : "/reviews";
}

/** Newer and older pages of the list: plain links (rel=prev/next), so paging works without JavaScript. */
export function Pager({ category, page, pages }: { category: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Review pages" className={s.pager}>
      {page > 1 ? (
        <a className={s.pagerLink} href={reviewsHref(category, page - 1)} rel="prev">
          ← Newer reviews
        </a>
      ) : (
        <span />
      )}
      <span className={s.pagerStatus} aria-current="page">
        Page {page.toLocaleString("en-US")} of {pages.toLocaleString("en-US")}
      </span>
      {page < pages ? (
        <a className={s.pagerLink} href={reviewsHref(category, page + 1)} rel="next">
          Older reviews →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function CategoryFilter({ categories, selected, total }: { categories: CategoryCount[]; selected: string; total: number }) {
  const cards = [{ name: ALL, count: total }, ...categories];
  return (
    <nav aria-label="Filter reviews by category">
      <ul className={s.filterList}>
        {cards.map((c) => (
          <li key={c.name}>
            <a
              className={s.filterCard}
              href={reviewsHref(c.name)}
              data-keep-scroll=""
              aria-current={c.name === selected ? "page" : undefined}
            >
              <span>{c.name}</span>
              <span className={s.filterCount}>
                {c.count.toLocaleString("en-US")} review{c.count === 1 ? "" : "s"}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Stars({ value, max = 5, label }: { value: number; max?: number; label?: string }) {
  const full = Math.round(value);
  return (
    <span className={s.stars} role="img" aria-label={label ?? `${value} out of ${max} stars`}>
      {"★".repeat(full)}
      <span className={s.dim}>{"★".repeat(Math.max(0, max - full))}</span>
    </span>
  );
}

/** Value for money in words and figures: '$$$$$' read as 'expensive', the opposite of a top value score. */
function ValueForMoney({ value }: { value: number }) {
  return <span className={s.dollars}>Value for money: {value}/5</span>;
}

export function Overview({ overview, selected }: { overview: CategoryOverview[]; selected: string }) {
  if (overview.length === 0) return null;
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Ratings by category</h2>
      <ul className={s.overviewGrid}>
        {overview.map((o) => (
          <li
            key={o.category}
            className={`${s.overviewCard} ${o.category === selected ? s.overviewSelected : ""}`}
            data-testid="overview-card"
          >
            <h3>{o.category}</h3>
            <p className={s.statLine}>
              <span className={s.bigNumber}>{o.average.toFixed(1)}</span>
              <Stars value={o.average} label={`Average ${o.average.toFixed(1)} out of 5 stars`} />
            </p>
            <div className={s.meter} aria-hidden="true">
              {/* The one dynamic width: the satisfaction bar. */}
              <div className={s.meterFill} style={{ width: `${o.satisfaction}%` }} />
            </div>
            <p className={s.statLine}>
              <span>Satisfaction</span>
              <strong>{o.satisfaction}%</strong>
            </p>
            <p className={s.statLine}>
              <span>
                {o.count.toLocaleString("en-US")} review{o.count === 1 ? "" : "s"}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export function formatReviewDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <li id={`review-${review.id}`} className={s.reviewCard} data-testid="review">
      <article aria-labelledby={`review-${review.id}-title`}>
        <div className={s.reviewHead}>
          <h3 id={`review-${review.id}-title`}>
            {review.itemPath ? (
              <a className={s.itemLink} href={review.itemPath}>
                {review.itemName}
              </a>
            ) : (
              review.itemName
            )}
          </h3>
          <span className={s.filterCount}>{review.category}</span>
        </div>
        <div className={s.ratings}>
          <Stars value={review.rating} label={`Rated ${review.rating} out of 5 stars`} />
          {review.priceRating !== null && <ValueForMoney value={review.priceRating} />}
        </div>
        <p {...figureMark("user")}>{review.review}</p>
        <p className={s.byline}>
          <span>
            <strong>{review.reviewer}</strong> · {review.location}
          </span>
          <span>
            · <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          </span>
        </p>
      </article>
    </li>
  );
}

export function ReviewList({ reviews, empty }: { reviews: Review[]; empty: ReactNode }) {
  if (reviews.length === 0) return <>{empty}</>;
  return (
    <ul className={s.reviewList} aria-label="Reviews, newest first">
      {reviews.map((r) => (
        <ReviewCard key={r.id} review={r} />
      ))}
    </ul>
  );
}

/**
 * Everything of /reviews below its heading that never changes in the browser: the filter cards, the ratings
 * by category, one page of the list and the pager (the "reviews-list" server island). With no review yet, the
 * empty state links to the review form's page.
 */
export function ReviewsListing({
  reviews,
  page,
  pages,
  total,
  categories,
  overview,
  selected,
}: {
  reviews: Review[];
  page: number;
  pages: number;
  total: number;
  categories: CategoryCount[];
  overview: CategoryOverview[];
  selected: string;
}) {
  const empty = (
    <div className={s.empty}>
      <h2>No Reviews Yet</h2>
      <p>
        {selected === ALL
          ? "Nobody has reviewed anything here yet. Tell others what you ordered and whether it was worth it."
          : `There are no reviews in ${selected} yet.`}
      </p>
      <a className={button.primary} href="/reviews/new">
        Write the First Review
      </a>
    </div>
  );
  return (
    <>
      {total > 0 && <CategoryFilter categories={categories} selected={selected} total={total} />}
      <Overview overview={overview} selected={selected} />
      <section aria-labelledby="list-heading">
        <h2 id="list-heading">{selected === ALL ? "All reviews" : `${selected} reviews`}</h2>
        <ReviewList reviews={reviews} empty={empty} />
        <Pager category={selected} page={page} pages={pages} />
      </section>
    </>
  );
}
