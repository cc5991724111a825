/**
 * The sign-up topics the site offers: the /signup page's title, lead and button come from this list only, and a
 * stored sign-up names one of these topics. A link or a post naming anything else gets the general sign-up: text
 * from a query string is never shown on our page (anyone could make /signup?title=... say anything on our
 * domain) nor stored as given. No page opens a sign-up any more (they promised emails nobody sends): the page and
 * POST /api/signups stay for links and clients that name a topic, and the price-alert topics lead to the follow page.
 */
export interface SignupTopic {
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
  /** Titles this topic had before (issue 27 reworded promises of email nobody sends): a post naming one still files under it. */
  formerTitles?: readonly string[];
  /**
   * A price alert: the sign-up is following a reported price (issue 29), so /signup for this topic goes to the
   * follow page (routes/alerts.follow.tsx), with this item chosen when there is one (its slug).
   */
  follow?: { item?: string };
}

/**
 * Every description says what is true whether or not this site sends email (SMTP_URL): deal, menu and news emails
 * are not running (a sign-up for them only stores the address; SIGNUP_NOTE in domain/signup-note.ts says the rest
 * on every form), and price alerts follow a reported price, by email where the site sends it, else by Atom feed.
 */
export const GENERAL_TOPIC: SignupTopic = {
  id: "general",
  title: "Get Deal Alerts",
  description: "Deal alerts are not running yet. Leave your address and we will write only if they start.",
  buttonLabel: "Sign Up",
};

export const SIGNUP_TOPICS: readonly SignupTopic[] = [
  GENERAL_TOPIC,
  { id: "menu-updates", title: "Get More Menu Information", description: "Menu news by email is not running yet. Leave your address and we will write only if it starts.", buttonLabel: "Sign Up" },
  // claim-ok: formerTitles keeps an old title only to file posts from old pages; it is never shown
  { id: "weekly-digest", title: "Get the Deal Digest", description: "A deal digest by email is not running yet. Leave your address and we will write only if it starts.", buttonLabel: "Sign Up", formerTitles: ["Get the Weekly Deal Digest"] },
  { id: "price-drops", title: "Get Price Drop Alerts", description: "Follow the price visitors report for an item in your state: we tell you each time it changes.", buttonLabel: "Follow a price", follow: {} },
  { id: "mcvalue", title: "Get McValue Deal Alerts", description: "McValue deal alerts are not running yet. Leave your address and we will write only if they start.", buttonLabel: "Sign Up" },
  { id: "big-mac-prices", title: "Big Mac Price Alerts", description: "Follow the price visitors report for a Big Mac in your state: we tell you each time it changes.", buttonLabel: "Follow a price", follow: { item: "big-mac" } },
  { id: "big-mac-deals", title: "Get Big Mac Price Alerts", description: "Follow the price visitors report for a Big Mac in your state: we tell you each time it changes.", buttonLabel: "Follow a price", follow: { item: "big-mac" } },
  { id: "rewards", title: "Get Free Deal Alerts", description: "Rewards and app deal emails are not running yet. Leave your address and we will write only if they start.", buttonLabel: "Sign Up" },
  { id: "news", title: "Get McDonald's News by Email", description: "News by email is not running yet. Leave your address and we will write only if it starts.", buttonLabel: "Sign Up", formerTitles: ["Stay Updated with McDonald's News"] },
  { id: "delivery", title: "Get Delivery Updates", description: "Delivery deal emails are not running yet. Leave your address and we will write only if they start.", buttonLabel: "Sign Up" },
];

const byId = new Map(SIGNUP_TOPICS.map((t) => [t.id, t]));
const byTitle = new Map(SIGNUP_TOPICS.flatMap((t) => [t.title, ...(t.formerTitles ?? [])].map((title) => [title, t] as const)));

/** Where a price-alert topic's sign-up goes: the follow page, with its item chosen. */
export function followHref(topic: SignupTopic): string | null {
  if (!topic.follow) return null;
  return topic.follow.item ? `/alerts/follow?item=${topic.follow.item}` : "/alerts/follow";
}

/** The topic an opener's title (what the dialog posts) or id names, or the general sign-up. */
export function topicFor(titleOrId: unknown): SignupTopic {
  if (typeof titleOrId !== "string") return GENERAL_TOPIC;
  return byTitle.get(titleOrId.trim()) ?? byId.get(titleOrId.trim()) ?? GENERAL_TOPIC;
}
