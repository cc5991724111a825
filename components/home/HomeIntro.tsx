/** Home sections 1-2 (hero figures, hot-deal banner). Placeholder until issue #6 writes them. */
import type { HomeEditorialData } from "#domain/home-editorial.ts";

export function HomeIntro(_props: { data: HomeEditorialData }) {
  return null;
}
