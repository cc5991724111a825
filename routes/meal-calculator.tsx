// Placeholder until issue #4 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/meal-calculator";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Meal Calculator", description: "Meal Calculator on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Meal Calculator</h1>
      <p>This page is being written.</p>
    </div>
  );
}
