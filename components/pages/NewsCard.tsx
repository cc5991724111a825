import { badge, card } from "../ui.css.ts";
import * as p from "./pages.css.ts";

export interface NewsCardData {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  image: string;
  readTime: string;
  kind: "report" | "guide";
  /** Already formatted in long US form. */
  date: string;
  isoDate: string;
}

export function NewsCard({ a }: { a: NewsCardData }) {
  return (
    <li className={card}>
      <article aria-labelledby={`news-${a.id}`}>
        <img className={p.newsImage} src={a.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
        <p className={p.meta}>
          <span className={badge}>{a.category}</span>{" "}
          <span data-testid="news-kind">{a.kind === "guide" ? "Guide" : "Report, with sources"}</span>
        </p>
        <h2 className={p.cardTitle} id={`news-${a.id}`}>
          <a href={`/news/article/${a.id}`}>{a.title}</a>
        </h2>
        <p>{a.excerpt}</p>
        <p className={p.meta}>
          <time dateTime={a.isoDate}>{a.date}</time>
          <span>{a.readTime}</span>
        </p>
      </article>
    </li>
  );
}
