/** Tool pages' breadcrumbs (spec §2: Home / Tools / tool name), as links and as JSON-LD. "Tools" is the deals hub. */
import type { Crumb } from "../layout/Breadcrumbs.tsx";

export function toolCrumbs(name: string, path: string): Crumb[] {
  return [
    { name: "Home", to: "/" },
    { name: "Tools", to: "/deals-hub" },
    { name, to: path },
  ];
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${siteUrl}${c.to}` })),
  };
}
