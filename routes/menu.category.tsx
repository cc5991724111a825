// Placeholder until issue #3 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/menu.category";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Menu Category", description: "Menu Category on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Menu Category</h1>
      <p>This page is being written.</p>
    </div>
  );
}
