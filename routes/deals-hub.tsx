// Placeholder until issue #4 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/deals-hub";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Deals Hub", description: "Deals Hub on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Deals Hub</h1>
      <p>This page is being written.</p>
    </div>
  );
}
