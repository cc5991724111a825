import { data } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { ShareButton } from "#components/pages/ShareButton.tsx";
import * as p from "#components/pages/pages.css.ts";
import { DESCRIPTION_MAX, plainText, seo, truncate } from "#components/seo.ts";
import { badge, button, container, section } from "#components/ui.css.ts";
import { SITE_NAME } from "#domain/rules/pages.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/news.article";
import { figureMark } from "#domain/publish/price-hooks.ts";
import { app } from "#server/http/context.ts";
import { newsArticlePage } from "#components/pages/news-data.server.ts";

/** Nothing here needs React: the share buttons are upgraded by app-lite.js. Home / News / the article. */
export const handle: RouteHandle<{ article: { id: string; title: string } | null } | undefined> = {
  hydrate: false,
  crumbs: (d) => [d?.article ? { name: d.article.title, to: `/news/article/${d.article.id}` } : { name: "Article Not Found", to: "" }],
};

export function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const page = newsArticlePage(app(routerContext), params.articleId);
  return data(page, { status: page.article ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const a = loaderData?.article;
  if (!a) {
    return seo(matches, {
      title: "Article Not Found",
      description: "The article you're looking for doesn't exist.",
      path: `/news/article/${params.articleId}`,
      robots: "noindex, follow",
    });
  }
  return seo(matches, {
    title: a.title,
    description: truncate(`${a.excerpt} ${plainText(a.content)}`, DESCRIPTION_MAX),
    path: `/news/article/${a.id}`,
    type: "article",
    image: a.image,
  });
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const a = loaderData.article;
  if (!a) {
    return (
      <div className={`${container} ${section}`}>
        <Breadcrumbs />
        <h1>Article Not Found</h1>
        <p>The article you're looking for doesn't exist.</p>
        <a className={button.primary} href="/news">
          Back to News
        </a>
      </div>
    );
  }
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <article className={p.articleBody}>
        <header>
          <span className={badge}>{a.category}</span>
          <h1 className={p.heroTitle}>{a.title}</h1>
          <p className={p.meta}>
            <span data-testid="article-kind">{a.kind === "guide" ? "Guide" : "Report"}</span>
            <span>
              By {a.author}
              {a.penName ? ` (a pen name of ${SITE_NAME})` : ""}
            </span>
            <span>
              {a.kind === "guide" ? "Written " : "Published "}
              <time dateTime={a.isoDate}>{a.date}</time>
            </span>
            <span>{a.readTime}</span>
          </p>
          <div className={p.actions}>
            <ShareButton title={a.title} url={loaderData.url}>
              Share
            </ShareButton>
            <a className={button.ghost} href="/news">
              Back to News
            </a>
          </div>
        </header>
        <img className={p.newsImage} src={a.image} alt="" width={640} height={400} fetchPriority="high" />
        {/* Trusted maintainer content from data/news.json (the schema refuses scripts and handlers). */}
        {/* A report's figures are its sources' (listed below it); a guide states no figure of its own. */}
        <div dangerouslySetInnerHTML={{ __html: a.content }} {...figureMark(a.kind === "report" ? "dataset" : "estimate")} />
        {a.sources?.length ? (
          <section aria-labelledby="article-sources">
            <h2 id="article-sources">Sources</h2>
            <ul data-testid="article-sources">
              {a.sources.map((src) => (
                <li key={src.url}>
                  <a href={src.url} rel="external noopener">
                    {src.source}
                  </a>
                  , published {src.published}; takes effect {src.effective}.
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p data-testid="article-guide-note">
            A guide: it reports no event, and says only what the data on this site holds, as of the date it was written.
          </p>
        )}
        <footer className={p.actions}>
          <ShareButton title={a.title} url={loaderData.url}>
            Share this article
          </ShareButton>
          <a className={button.ghost} href="/news">
            Back to all news
          </a>
        </footer>
      </article>
    </div>
  );
}
