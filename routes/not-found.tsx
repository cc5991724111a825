import { data } from "react-router";
import NotFound from "#components/layout/NotFound.tsx";
import { seo } from "#components/seo.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Page Not Found",
    description: "The page you were looking for is not on Menu Prices.",
    path: location.pathname,
    robots: "noindex, follow",
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
