// Placeholder until issue #5 builds this screen.
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "Signup", description: "Signup on Menu Prices.", path: location.pathname });

export default function Placeholder() {
  return (
    <div className={`${container} ${section}`}>
      <h1>Signup</h1>
      <p>This page is being written.</p>
    </div>
  );
}
