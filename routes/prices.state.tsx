// Placeholder until issue #3 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/prices.state";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Prices State", description: "Prices State on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Prices State</h1>
      <p>This page is being written.</p>
    </div>
  );
}
