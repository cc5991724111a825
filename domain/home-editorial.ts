/**
 * Data for the home page's editorial sections (hero figures, Big Mac index card, top states...).
 * Placeholder until issue #6 fills it; the home loader passes its result to <HomeIntro> and <HomeEditorial>.
 */
import type { Catalog } from "./catalog.ts";

export interface HomeEditorialData {
  locationCount: number;
}

export function homeEditorialData(_catalog: Catalog): HomeEditorialData {
  return { locationCount: 13658 };
}
