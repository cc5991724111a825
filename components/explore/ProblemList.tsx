import { notice } from "../ui.css.ts";

/** The choices in a query that could not be used, as one alert (/explore, /compare); nothing when there are none. */
export function ProblemList({ problems, intro }: { problems: readonly string[]; intro?: string }) {
  if (!problems.length) return null;
  return (
    <div className={notice.error} role="alert">
      {intro ? <p>{intro}</p> : null}
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
