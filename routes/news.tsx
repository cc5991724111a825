import { NewsCard } from "#components/pages/NewsCard.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/news";
import { app } from "#server/http/context.ts";
import { newsPage } from "#components/pages/news-data.server.ts";

export function loader({ context: routerContext }: Route.LoaderArgs) {
  return newsPage(app(routerContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's News: Menu Updates, New Items and Deals",
    description:
      "The latest McDonald's menu news: new and returning items, value deals, breakfast changes and McCafé drinks, with what they mean for prices.",
    path: "/news",
  });

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="McDonald's News and Menu Updates"
        intro="Reports of the chain's deals and menu changes, each with its sources and dates, and guides written from the data on this site."
      />
      <div className={`${container} ${section}`}>
        <ul className={p.cardGridWide} aria-label="Articles">
          {loaderData.articles.map((a) => (
            <NewsCard key={a.id} a={a} />
          ))}
        </ul>
        <p data-testid="news-follow">
          We send no news by email. Each new month of price estimates, and each dataset we add (a Big Mac index edition, a survey), is
          listed in <a href="/feeds/data.atom">our data updates</a>, which a news-reader app can follow.
        </p>
      </div>
    </>
  );
}
