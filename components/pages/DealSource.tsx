/**
 * What a deal rests on, where the pages used to say "details last checked" (no check of a deal is recorded): the
 * date it took effect and the reports of it, from its `sources` in deals.json (rows of the chain's timeline), or a
 * plain statement that no dated source reports it.
 */
import type { TimelineSource } from "#domain/data/content-schemas.ts";
import { sourceDate } from "#domain/rules/locations.ts";

export function DealSource({ sources }: { sources?: readonly TimelineSource[] }) {
  if (!sources?.length) {
    return <span data-testid="deal-source">No dated source for this offer in our data: it may differ by restaurant, or have ended.</span>;
  }
  return (
    <span data-testid="deal-source">
      {`From ${sourceDate(sources[0].effective)}, as reported by `}
      {sources.map((s, i) => (
        <span key={s.url}>
          {i ? "; " : ""}
          <a href={s.url} rel="external noopener">
            {s.source}
          </a>
          {` (${sourceDate(s.published)})`}
        </span>
      ))}
      .
    </span>
  );
}
