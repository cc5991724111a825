/**
 * Every screen of the spec (§2). Paths match case-insensitively (the server also redirects capitals to
 * lowercase). Two paths showing one screen share a module with distinct ids.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("home.tsx"),
  // The menu (issue #3)
  route("menu", "menu.index.tsx"),
  route("menu/item/:itemId", "menu.item.tsx"),
  route("menu/:category", "menu.category.tsx"),
  route("prices", "prices.index.tsx"),
  route("prices/:state", "prices.state.tsx"),
  // Tools (issue #4)
  route("tools", "tools.tsx"),
  route("meal-calculator", "meal-calculator.tsx"),
  route("nutrition-calculator", "nutrition-calculator.tsx"),
  route("deals-hub", "deals-hub.tsx"),
  // Find by value and compare (issue #17)
  route("explore", "explore.tsx"),
  route("compare", "compare.tsx"),
  // Community (issue #5)
  route("reviews", "reviews.tsx"),
  route("reviews/new", "reviews.new.tsx"),
  route("contact", "contact.tsx"),
  route("signup", "signup.tsx"),
  // Every other screen (issue #6)
  route("deals", "deals.tsx", { id: "deals" }),
  route("my-deals", "deals.tsx", { id: "my-deals" }),
  route("mcvalue", "mcvalue.tsx", { id: "mcvalue" }),
  route("mcvalue-deals", "mcvalue.tsx", { id: "mcvalue-deals" }),
  route("about", "about.tsx"),
  route("privacy", "privacy.tsx"),
  route("disclaimer", "disclaimer.tsx"),
  route("news", "news.tsx"),
  route("news/article/:articleId", "news.article.tsx"),
  route("delivery", "delivery.tsx"),
  route("rewards", "rewards.tsx"),
  route("big-mac-prices", "big-mac-prices.tsx"),
  route("international-prices", "international-prices.tsx"),
  route("sitemap", "sitemap.tsx"),
  route("mcdonalds-near-me", "near-me.tsx"),
  route("seo-guide", "seo-guide.tsx"),
  route("secret-menu", "secret-menu.tsx"),
  // Resource routes and offline support (issue #7)
  route("sitemap.xml", "sitemap[.]xml.ts"),
  route("robots.txt", "robots[.]txt.ts"),
  route("offline", "offline.tsx"),
  route("*", "not-found.tsx"),
] satisfies RouteConfig;
