/**
 * The sign-up topics the site offers: the /signup page's title, lead and button come from this list only, and a
 * stored sign-up names one of these topics. A link or a post naming anything else gets the general sign-up: text
 * from a query string is never shown on our page (anyone could make /signup?title=... say anything on our
 * domain) nor stored as given. Keep in step with the openers (<AlertSignup title=...>): an opener whose title is
 * not here links to the general sign-up.
 */
export interface SignupTopic {
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
}

export const GENERAL_TOPIC: SignupTopic = {
  id: "general",
  title: "Get Deal Alerts",
  description: "Sign up and we'll tell you about new deals and price changes on the McDonald's menu.",
  buttonLabel: "Sign Up",
};

export const SIGNUP_TOPICS: readonly SignupTopic[] = [
  GENERAL_TOPIC,
  { id: "menu-updates", title: "Get More Menu Information", description: "Menu changes, new items and price updates by email.", buttonLabel: "Send Me Updates" },
  { id: "weekly-digest", title: "Get the Weekly Deal Digest", description: "One email a week with the best McDonald's deals and coupons.", buttonLabel: "Get Weekly Deals" },
  { id: "price-drops", title: "Get Price Drop Alerts", description: "We'll email you when prices drop on your favorite menu items.", buttonLabel: "Alert Me" },
  { id: "mcvalue", title: "Get McValue Deal Alerts", description: "Be the first to hear about new value deals and app coupons.", buttonLabel: "Send Me Deals" },
  { id: "big-mac-prices", title: "Big Mac Price Alerts", description: "Get an email when Big Mac prices change in your state.", buttonLabel: "Alert Me" },
  { id: "big-mac-deals", title: "Get Big Mac Price Alerts", description: "We'll email you when the Big Mac drops below $5.00 near you, plus the best new deals each week.", buttonLabel: "Start My Alerts" },
  { id: "rewards", title: "Get Free Deal Alerts", description: "Weekly emails with the best rewards redemptions and app deals.", buttonLabel: "Get Alerts" },
  { id: "news", title: "Stay Updated with McDonald's News", description: "Get new menu items, limited-time offers and price changes in your inbox. No spam; unsubscribe any time.", buttonLabel: "Subscribe Now" },
  { id: "delivery", title: "Get Delivery Updates", description: "Hear about free-delivery days and app delivery deals.", buttonLabel: "Notify Me" },
];

const byId = new Map(SIGNUP_TOPICS.map((t) => [t.id, t]));
const byTitle = new Map(SIGNUP_TOPICS.map((t) => [t.title, t]));

/** The topic an opener's title (what the dialog posts) or id names, or the general sign-up. */
export function topicFor(titleOrId: unknown): SignupTopic {
  if (typeof titleOrId !== "string") return GENERAL_TOPIC;
  return byTitle.get(titleOrId.trim()) ?? byId.get(titleOrId.trim()) ?? GENERAL_TOPIC;
}
