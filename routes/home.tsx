import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return { itemCount: context.catalog.menuItems.length };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Menu Prices 2025",
    description: "Estimated McDonald's menu prices, calories and deals for every item and all 50 states.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <h1>McDonald's Menu Prices</h1>
      <p>{loaderData.itemCount} items.</p>
    </div>
  );
}
