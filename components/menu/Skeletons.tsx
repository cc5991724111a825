/** Loading placeholders shown while a client-side navigation waits for its data (spec §2, §4). */
import * as s from "./menu.css.ts";

export function CardSkeletons({ count = 6, withImage = false }: { count?: number; withImage?: boolean }) {
  return (
    <ul className={s.cardGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={s.skeletonCard}>
          {withImage ? <div className={s.skeletonImage} /> : null}
          <div className={s.skeletonTitle} />
          <div className={s.skeletonLine} />
          <div className={s.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}

/** Home: four skeleton category blocks. */
export function HomeMenuSkeleton() {
  return (
    <div role="status" aria-label="Loading the menu">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={s.categoryBlock}>
          <div className={s.skeletonTitle} />
          <CardSkeletons count={3} />
        </div>
      ))}
    </div>
  );
}

/** Category and item pages: a heading and six cards. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className={s.pageHead}>
        <div className={s.skeletonTitle} />
        <div className={s.skeletonLine} />
      </div>
      <CardSkeletons count={6} withImage />
    </div>
  );
}
