import { data } from "react-router";
import { CategoryView } from "#components/menu/CategoryView.tsx";
import { LoadError } from "#components/menu/LoadError.tsx";
import { seo } from "#components/seo.ts";
import { container, section } from "#components/ui.css.ts";
import { categoryNameFromSlug } from "#domain/rules/categories.ts";
import type { RouteHandle } from "./root";
import type { Route } from "./+types/menu.category";
import { app } from "#server/http/context.ts";
import { menuCategoryPage } from "#components/menu/menu-category-data.server.ts";

/** Home / Menu / the category, under its canonical path. */
export const handle: RouteHandle<{ name: string; canonical: string } | undefined> = {
  crumbs: (d) => (d ? [{ name: d.name, to: d.canonical }] : undefined),
};

export function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const page = menuCategoryPage(app(routerContext), params.category);
  return data(page, { status: page.known ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const d = loaderData && "name" in loaderData ? loaderData : undefined;
  const name = d?.name ?? categoryNameFromSlug(params.category);
  const path = d?.canonical ?? `/menu/${params.category}`;
  return seo(matches, {
    title: `${name} Menu Prices {year}`,
    description: d?.items.length
      ? `Estimated prices, sizes and calories for all ${d.items.length} ${name} items, with prices by state.`
      : `Estimated prices for the ${name} menu category.`,
    path,
    robots: d && !d.known ? "noindex, follow" : undefined,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <CategoryView data={loaderData} />
    </div>
  );
}

export function ErrorBoundary() {
  return <LoadError what="This category" />;
}
