import { AlertSignup } from "#components/community/AlertSignup.tsx";
import { NewsCard } from "#components/pages/NewsCard.tsx";
import { PageHero } from "#components/pages/PageParts.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { formatLongDate } from "#domain/dates.ts";
import type { Route } from "./+types/news";
import { app } from "#server/context.ts";

const SIGNUP = {
  title: "Get McDonald's News by Email",
  description: "News by email is not running yet. Leave your address and we will write only if it starts.",
  buttonLabel: "Sign Up",
};

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  const articles = [...context.catalog.data.news]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 8)
    .map(({ id, title, excerpt, category, image, readTime, date }) => ({ id, title, excerpt, category, image, readTime, isoDate: date, date: formatLongDate(date) }));
  return { articles };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's News: Menu Updates, New Items and Deals",
    description: "The latest McDonald's menu news: new and returning items, value deals, breakfast changes and McCafé drinks, with what they mean for prices.",
    path: "/news",
  });

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="McDonald's News and Menu Updates" intro="New items, returning favorites and deals, with our notes on what they cost.">
        <div className={p.actions}>
          <AlertSignup {...SIGNUP}>Sign up for news by email</AlertSignup>
        </div>
      </PageHero>
      <div className={`${container} ${section}`}>
        <ul className={p.cardGridWide} aria-label="Articles">
          {loaderData.articles.map((a) => (
            <NewsCard key={a.id} a={a} />
          ))}
        </ul>
        <div className={p.actions}>
          <AlertSignup {...SIGNUP} variant="secondary">
            Get news by email
          </AlertSignup>
        </div>
      </div>
    </>
  );
}
