import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { HealthTips, NutritionTracker } from "#components/tools/NutritionTracker.tsx";
import * as s from "#components/tools/tools.css.ts";
import { container, lead, section } from "#components/ui.css.ts";
import type { Route } from "./+types/nutrition-calculator";
import { app } from "#server/http/context.ts";
import { nutritionCalculatorPage } from "#components/tools/nutrition-data.server.ts";

const PATH = "/nutrition-calculator";

export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  return nutritionCalculatorPage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Nutrition Tracker: Count Your McDonald's Calories",
    description: "Set a daily calorie goal by activity level, add menu items and see how much of your day a McDonald's meal uses.",
    path: PATH,
  });

export default function NutritionCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <header className={s.head}>
        <Breadcrumbs />
        <h1 className={s.title}>Nutrition Tracker</h1>
        <p className={lead}>
          Pick your activity level, adjust your daily calorie goal and search the whole menu and add what you ate to see how it fits your
          day. Calorie figures are the chain's published ones, or for a meal the sum of its parts' published figures; an item without one
          says so and adds nothing.
        </p>
      </header>
      <NutritionTracker
        items={loaderData.items}
        query={loaderData.query}
        urlState={loaderData.urlState}
        listHtml={loaderData.islands?.["tracker-items"]}
      />
      <p>
        Looking for the most protein for your calories or your money? <a href="/explore?sort=protein&order=desc">Explore the whole menu</a>{" "}
        or <a href="/compare">compare items side by side</a>.
      </p>
      <div className={section}>
        <HealthTips />
      </div>
    </div>
  );
}
