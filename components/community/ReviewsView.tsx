/**
 * The /reviews screen: heading, 'Submit Your Review' (a link to /reviews/new until JavaScript runs, then a
 * button opening the review modal), filter cards, overview and list. After a successful submit the modal
 * closes (the form resets) and the list is loaded again.
 */
import { useCallback, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { CategoryOverview, ReviewMenuGroup } from "#domain/reviews.ts";
import type { Review } from "#domain/schemas.ts";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { button, container, lead, notice, section } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";
import * as s from "./community.css.ts";
import { Modal } from "./Modal.tsx";
import { CategoryFilter, Overview, Pager, ReviewList, type CategoryCount } from "./ReviewList.tsx";
import { ReviewForm } from "./ReviewForm.tsx";

export interface ReviewsViewProps {
  /** One page of the selected category's reviews. */
  reviews: Review[];
  page: number;
  pages: number;
  total: number;
  categories: CategoryCount[];
  overview: CategoryOverview[];
  selected: string;
  /** The review just stored by the no-JavaScript form (after its redirect). */
  submitted: Review | null;
  /** The menu the review form's item is chosen from. */
  menu: ReviewMenuGroup[];
}

function Opener({ onOpen, children, variant = "primary" }: { onOpen: () => void; children: ReactNode; variant?: "primary" | "secondary" }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a className={button[variant]} href="/reviews/new">
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={button[variant]} onClick={onOpen} aria-haspopup="dialog">
      {children}
    </button>
  );
}

export function ReviewsView({ reviews, page, pages, total, categories, overview, selected, submitted, menu }: ReviewsViewProps) {
  const [open, setOpen] = useState(false);
  const revalidator = useRevalidator();
  const close = useCallback(() => setOpen(false), []);
  const openModal = useCallback(() => setOpen(true), []);

  const emptyState = (
    <div className={s.empty}>
      <h2>No Reviews Yet</h2>
      <p>{selected === "All" ? "Nobody has reviewed anything here yet. Tell others what you ordered and whether it was worth it." : `There are no reviews in ${selected} yet.`}</p>
      <Opener onOpen={openModal}>Write the First Review</Opener>
    </div>
  );

  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <div className={s.pageHead}>
        <div>
          <h1>McDonald's Menu Reviews</h1>
          <p className={lead}>
            What diners across the US say about taste and value, newest first. {total} review{total === 1 ? "" : "s"} so far.
          </p>
        </div>
        <Opener onOpen={openModal}>Submit Your Review</Opener>
      </div>

      {submitted && (
        <div className={notice.success} role="status">
          <p>
            <strong>Review submitted successfully!</strong> Thank you for sharing your McDonald's experience.{" "}
            <a href={`#review-${submitted.id}`}>See your review of {submitted.itemName}</a>.
          </p>
        </div>
      )}

      {total > 0 && <CategoryFilter categories={categories} selected={selected} total={total} />}
      <Overview overview={overview} selected={selected} />
      <section aria-labelledby="list-heading">
        <h2 id="list-heading">{selected === "All" ? "All reviews" : `${selected} reviews`}</h2>
        <ReviewList reviews={reviews} empty={emptyState} />
        <Pager category={selected} page={page} pages={pages} />
      </section>

      <Modal open={open} onClose={close} title="Submit Your Review" description="Share what you ordered and what you thought. Fields marked * are required." testId="review-modal">
        <ReviewForm
          mode="modal"
          menu={menu}
          onCancel={close}
          onSuccess={() => {
            setOpen(false);
            void revalidator.revalidate();
          }}
        />
      </Modal>
    </div>
  );
}
