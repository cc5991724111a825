/**
 * The /reviews screen: heading, 'Submit Your Review' (a link to /reviews/new until JavaScript runs, then a
 * button opening the review modal), then the filter cards, overview and list, a server island that never
 * hydrates (ReviewsListing). After a successful submit the modal closes (the form resets) and the page's data,
 * the island's HTML included, is loaded again for ?submitted=<id>: an instance that has not heard of the review
 * yet reads it from the database first (routes/reviews.tsx), and the page links to it.
 */
import { useCallback, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { ReviewMenuGroup } from "#domain/rules/reviews.ts";
import type { Review } from "#domain/data/schemas.ts";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { button, container, lead, notice, section } from "../ui.css.ts";
import { useHydrated } from "../use-hydrated.ts";
import * as s from "./community.css.ts";
import { ServerIsland } from "../server-render.tsx";
import { Modal } from "./Modal.tsx";
import { ReviewForm } from "./ReviewForm.tsx";

export interface ReviewsViewProps {
  total: number;
  /** The category and page shown: the "reviews-list" island's props. */
  selected: string;
  page: number;
  /** The island's HTML, on client navigations only. */
  islands?: Record<"reviews-list", string>;
  /** The review just stored by the no-JavaScript form (after its redirect). */
  submitted: Review | null;
  /** The menu the review form's item is chosen from. */
  menu: ReviewMenuGroup[];
}

/** The island's props: one object per category and page, so that React sees no change between renders. */
const propsCache = new Map<string, { category: string; page: string }>();
function islandProps(category: string, page: number) {
  const key = `${category}\n${page}`;
  let props = propsCache.get(key);
  if (!props) propsCache.set(key, (props = { category, page: String(page) }));
  return props;
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

export function ReviewsView({ total, selected, page, islands, submitted, menu }: ReviewsViewProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The dialog's toast has already said it: the notice is for the form's redirect (no JavaScript, or /reviews/new).
  const toasted = (useLocation().state as { toasted?: boolean } | null)?.toasted === true;
  const close = useCallback(() => setOpen(false), []);
  const openModal = useCallback(() => setOpen(true), []);

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

      {submitted && !toasted && (
        <div className={notice.success} role="status">
          <p>
            <strong>Review submitted successfully!</strong> Thank you for sharing your McDonald's experience.{" "}
            <a href={`#review-${submitted.id}`}>See your review of {submitted.itemName}</a>.
          </p>
        </div>
      )}

      <ServerIsland name="reviews-list" props={islandProps(selected, page)} html={islands?.["reviews-list"]} />

      <Modal
        open={open}
        onClose={close}
        title="Submit Your Review"
        description="Share what you ordered and what you thought. Fields marked * are required."
        testId="review-modal"
      >
        <ReviewForm
          mode="modal"
          menu={menu}
          onCancel={close}
          onSuccess={(review) => {
            setOpen(false);
            const next = new URLSearchParams(params);
            next.set("submitted", review.id);
            // To the new review, in view (a toast alone left it screens below).
            void navigate({ search: `?${next}`, hash: `#review-${review.id}` }, { replace: true, state: { toasted: true } });
          }}
        />
      </Modal>
    </div>
  );
}
