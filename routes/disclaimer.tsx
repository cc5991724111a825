// Placeholder until issue #6 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Disclaimer", description: "Disclaimer on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Disclaimer</h1>
      <p>This page is being written.</p>
    </div>
  );
}
