/** Home sections 4-7 (tools, insights, USA guide, FAQs, promo cards, Big Mac index, top states). Placeholder until issue #6. */
import type { HomeEditorialData } from "#domain/home-editorial.ts";

export function HomeEditorial(_props: { data: HomeEditorialData }) {
  return null;
}
