/** The site's navigation, as the spec lists it (§2 Shared header and footer). */
import { FOOTER_CATEGORIES, categoryPath } from "#domain/categories.ts";

export const NEAR_ME_PATH = "/mcdonalds-near-me";

export const HEADER_LINKS = [
  { to: "/menu", label: "Menu" },
  { to: "/secret-menu", label: "Secret Menu" },
  { to: "/deals-hub", label: "Deals Hub" },
  { to: "/reviews", label: "Reviews" },
  { to: "/prices", label: "Prices by State" },
  { to: "/rewards", label: "Rewards" },
  { to: "/international-prices", label: "Global Prices" },
] as const;

export const TOOL_LINKS = [
  { to: "/meal-calculator", label: "Meal Calculator" },
  { to: "/nutrition-calculator", label: "Nutrition Tracker" },
  { to: "/deals-hub", label: "Deals Hub" },
  { to: "/tools", label: "All Tools" },
  { to: "/explore", label: "Explore the Menu" },
  { to: "/compare", label: "Compare Items" },
] as const;

export const FOOTER_MENU_LINKS = FOOTER_CATEGORIES.map((name) => ({ to: categoryPath(name), label: name }));

export const FOOTER_RESOURCE_LINKS = [
  { to: NEAR_ME_PATH, label: "McDonald's Near Me" },
  { to: "/news", label: "News" },
  { to: "/reviews", label: "Reviews" },
  { to: "/delivery", label: "Delivery" },
  { to: "/rewards", label: "Rewards" },
  { to: "/menu", label: "Menu" },
  { to: "/big-mac-prices", label: "Big Mac Prices" },
  { to: "/international-prices", label: "Global Prices" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/sitemap.xml", label: "XML Sitemap", reload: true },
] as const;
