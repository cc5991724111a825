/**
 * What /rewards says, built from data/rewards.json alone: every key figure, step and answer is a rule a page of the
 * chain's states, in our words, with that page and the day it was read. Nothing here is typed in: a rule the
 * records do not carry (a joining bonus, the items at each level) is not said.
 */
import type * as v from "valibot";
import type { RewardRuleSchema } from "../data/content-schemas.ts";
import { formatLongDate } from "../rules/dates.ts";
import type { Faq } from "../rules/faq.ts";

export type RewardRule = v.InferOutput<typeof RewardRuleSchema>;

export interface RewardsSource {
  title: string;
  url: string;
  /** The day it was read, in words ("November 29, 2026"). */
  read: string;
}

export interface RewardsPage {
  /** Key figures: each a rule's points, with its label. */
  stats: { value: string; label: string }[];
  steps: string[];
  benefits: string[];
  faqs: Faq[];
  /** The points the first reward takes (the one reward level a record backs), or null. */
  firstRewardPoints: number | null;
  /** The pages the rules are read from, each once. */
  sources: RewardsSource[];
  /** The page's meta description, from the same figures. */
  description: string;
}

const points = (n: number) => n.toLocaleString("en-US");

/**
 * The programme's two key figures as every page words them (/rewards, /deals-hub, the home page), read from
 * rewards.json's earn-rate and first-reward rules, with the page they come from and the day it was read. The one
 * place a rewards figure is formatted: copy elsewhere never types "100 points" (the figure check fails on it).
 */
export interface RewardsFigures {
  /** "100 points per $1", or null when rewards.json has no earn rate. */
  earnRate: string | null;
  /** The points the first reward takes, "1,500 points", or null. */
  firstReward: string | null;
  /** Where the earn rate is stated (else the first reward), and when it was read; null with neither rule. */
  source: RewardsSource | null;
}

export function rewardsFigures(rules: readonly RewardRule[]): RewardsFigures {
  const earn = rules.find((r) => r.id === "earn-rate" && r.points !== undefined);
  const first = rules.find((r) => r.id === "first-reward" && r.points !== undefined);
  const from = earn ?? first;
  return {
    earnRate: earn ? `${points(earn.points!)} points per $1` : null,
    firstReward: first ? `${points(first.points!)} points` : null,
    source: from ? { title: from.source, url: from.sourceUrl, read: formatLongDate(from.read) } : null,
  };
}

export function rewardsPage(rules: readonly RewardRule[]): RewardsPage {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const sources = new Map<string, RewardsSource>();
  for (const r of rules)
    if (!sources.has(r.sourceUrl)) sources.set(r.sourceUrl, { title: r.source, url: r.sourceUrl, read: formatLongDate(r.read) });
  const figures = rewardsFigures(rules);
  const first = byId.get("first-reward")?.points ?? null;
  const said = [
    figures.earnRate,
    figures.firstReward !== null ? `rewards from ${figures.firstReward}` : null,
    byId.has("one-per-order") ? "one reward per order" : null,
    byId.has("expiry") ? "when points expire" : null,
  ].filter(Boolean);
  return {
    stats: rules.flatMap((r) => (r.points !== undefined && r.pointsLabel ? [{ value: points(r.points), label: r.pointsLabel }] : [])),
    steps: rules.flatMap((r) => (r.step ? [r.step] : [])),
    benefits: rules.flatMap((r) => (r.benefit ? [r.benefit] : [])),
    faqs: rules.map((r) => ({ question: r.question, answer: r.answer })),
    firstRewardPoints: first,
    sources: [...sources.values()],
    description: `How McDonald's rewards work, from the chain's own Rewards FAQ${said.length ? `: ${said.length > 1 ? `${said.slice(0, -1).join(", ")} and ${said.at(-1)}` : said[0]}` : ""}.`,
  };
}
