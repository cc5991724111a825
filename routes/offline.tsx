/**
 * The page the service worker shows for a page that is not saved on this device while the network is gone
 * (served under the address the visitor asked for). It ships no framework JavaScript; the home page and the 9
 * category pages linked here are always saved.
 */
import { seo } from "#components/seo.ts";
import { container, lead, section } from "#components/ui.css.ts";
import { FOOTER_CATEGORIES, categoryPath } from "#domain/rules/categories.ts";
import type { Route } from "./+types/offline";
import { RetryActions } from "#components/layout/RetryActions.tsx";

export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "You're offline",
    description:
      "This page is not saved on your device yet. The home page, the menu categories and every page you have opened still work offline.",
    path: "/offline",
    robots: "noindex, follow",
  });

export default function Offline() {
  return (
    <div className={`${container} ${section}`}>
      <h1>You're offline</h1>
      <p className={lead}>This page isn't saved on your device yet. Pages you have opened before still work.</p>
      <RetryActions />
      <h2>Always available offline</h2>
      <ul>
        {FOOTER_CATEGORIES.map((category) => (
          <li key={category}>
            <a href={categoryPath(category)}>{category}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
