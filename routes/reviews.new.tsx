// Placeholder until issue #5 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/reviews.new";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Reviews New", description: "Reviews New on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Reviews New</h1>
      <p>This page is being written.</p>
    </div>
  );
}
