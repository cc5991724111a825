/**
 * What the API says an item's figures are (GET /api/menu-items), for browser tests that check a page against the
 * data instead of typing a figure that the next edition of the chain's nutrition data would change.
 */
import type { APIRequestContext } from "@playwright/test";

export interface ApiSizeFigures {
  calories?: number;
  fat?: number;
  sodium?: number;
  protein?: number;
  basis: { kind: string; source: string; asOf: string };
  fieldsAsOf?: Record<string, string>;
}
export interface ApiMenuItem {
  name: string;
  avgPriceUsd: number;
  sizes?: string[];
  nutrition: Record<string, ApiSizeFigures | undefined>;
}

export async function apiMenu(request: APIRequestContext): Promise<ApiMenuItem[]> {
  return (await (await request.get("/api/menu-items")).json()) as ApiMenuItem[];
}

export async function apiItem(request: APIRequestContext, name: string): Promise<ApiMenuItem> {
  const item = (await apiMenu(request)).find((i) => i.name === name);
  if (!item) throw new Error(`${name} is not on the menu`);
  return item;
}

/** The item's calories in a size (its usual size when none is given), or null when the data has none. */
export function caloriesOf(item: ApiMenuItem, size?: string): number | null {
  const s = size ?? (item.sizes ? "Medium" : "Standard");
  return item.nutrition[s]?.calories ?? null;
}

/** "1,340" */
export const thousands = (n: number) => n.toLocaleString("en-US");
