// Placeholder until issue #3 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/menu.item";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Menu Item", description: "Menu Item on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Menu Item</h1>
      <p>This page is being written.</p>
    </div>
  );
}
