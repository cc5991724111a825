/** Tool pages' breadcrumbs (spec §2: Home / Tools / tool name), for the links and the BreadcrumbList. "Tools" is the /tools index. */
import type { Crumb } from "../layout/Breadcrumbs.tsx";

export function toolCrumbs(name: string, path: string): Crumb[] {
  return [
    { name: "Home", to: "/" },
    { name: "Tools", to: "/tools" },
    { name, to: path },
  ];
}
