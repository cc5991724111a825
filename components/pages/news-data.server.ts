/**
 * Server-only: what /news (routes/news.tsx) and a news article (routes/news.article.tsx) show, with the article's
 * structured data.
 */
import type { AppContext } from "#server/http/context.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { newsArticle } from "#domain/publish/structured-data.ts";

/** The eight newest articles, newest first. */
export function newsPage({ catalog }: AppContext) {
  const articles = [...catalog.data.news]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 8)
    .map(({ id, title, excerpt, category, image, readTime, date, kind }) => ({
      id,
      title,
      excerpt,
      category,
      image,
      readTime,
      kind,
      isoDate: date,
      date: formatLongDate(date),
    }));
  return { articles };
}

/** The article an id names (any case), or `article: null` when there is none (the loader answers 404). */
export function newsArticlePage(context: AppContext, articleId: string) {
  const a = context.catalog.data.news.find((n) => n.id === articleId.toLowerCase());
  if (!a) return { article: null, url: "" };
  context.structuredData.push(newsArticle(context.siteUrl, a));
  return { article: { ...a, isoDate: a.date, date: formatLongDate(a.date) }, url: `${context.siteUrl}/news/article/${a.id}` };
}
