// Placeholder until issue #4 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/nutrition-calculator";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Nutrition Calculator", description: "Nutrition Calculator on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Nutrition Calculator</h1>
      <p>This page is being written.</p>
    </div>
  );
}
