/** Item slug rule (spec §2): lowercase, runs of non-alphanumerics become one hyphen, trimmed, fallback 'item'. */
export function itemSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "item";
}

/** Category slug rule (spec §2): lowercase, '&' becomes 'and', spaces become hyphens, other characters removed. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, "and")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-");
}

/** State slug (spec: lowercased, spaces as hyphens): 'New York' -> 'new-york'. */
export function stateSlug(state: string): string {
  return state.trim().toLowerCase().replace(/\s+/g, "-");
}

/** State display name from its slug: 'new-york' -> 'New York'. */
export function stateNameFromSlug(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}
