/** /tools: the index of the tools; the "Tools" breadcrumb of each tool leads here. */
import { Link } from "react-router";
import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import * as m from "#components/menu/menu.css.ts";
import { container, section } from "#components/ui.css.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/tools";

export const handle: RouteHandle = { hydrate: false };

const PATH = "/tools";

const TOOLS = [
  {
    to: "/meal-calculator",
    name: "Meal Calculator",
    text: "Price a whole order from the menu, for one person or a group, and share it with one link.",
  },
  {
    to: "/nutrition-calculator",
    name: "Nutrition Tracker",
    text: "Add what you ate from the whole menu and see how it fits a daily calorie goal.",
  },
  {
    to: "/deals-hub",
    name: "Deals Hub",
    text: "Value menus, rewards and app offers, each with its date, and the cheapest items on the menu.",
  },
  { to: "/prices", name: "Prices by State", text: "Choose your state once and see its estimated menu prices." },
] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "McDonald's Tools: Meal Calculator, Nutrition Tracker, Deals",
    description:
      "Free tools for planning a McDonald's order: a meal cost calculator, a calorie tracker for the whole menu, reported deals and prices by state.",
    path: PATH,
  });

export default function ToolsPage() {
  return (
    <>
      <PageHero title="Tools" intro="Plan an order before you go: what it costs, how many calories it has and which deals apply." />
      <div className={`${container} ${section}`}>
        <ul className={m.cardGrid} aria-label="Tools">
          {TOOLS.map((t) => (
            <li key={t.to}>
              <article className={m.card}>
                <h2 className={m.cardTitle}>
                  <Link className={m.cardLink} to={t.to}>
                    {t.name}
                  </Link>
                </h2>
                <p className={m.cardDesc}>{t.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
