/** The secret menu's FAQs and the span of its sums in words (routes/secret-menu.tsx shows them; its data function puts the FAQs in the page's structured data). */
import type { Faq } from "#domain/rules/faq.ts";
import { formatPrice } from "#domain/rules/money.ts";
import type { secretMenuRange } from "#domain/rules/secret-menu.ts";

type Range = ReturnType<typeof secretMenuRange>;
/** "$3.19 to $12.27" (the sums' span), with "plus what we cannot price" when some recipe adds an unpriced part. */
export const secretMenuRangeText = (r: NonNullable<Range>) =>
  `${formatPrice(r.low)} to ${formatPrice(r.high)}${r.partial ? ", plus what some recipes add that we cannot price" : ""}`;

export const secretMenuFaqs = (range: Range): Faq[] => [
  {
    question: "Is the McDonald's secret menu real?",
    answer:
      "Not officially. These are fan-made combinations of regular menu items; staff can make most of them if you order the parts and explain what you want.",
  },
  {
    question: "Will every restaurant make these?",
    answer: "Not always. Busy restaurants or new staff may not, so order the separate items and put them together yourself if needed.",
  },
  {
    question: "How much do secret menu items cost?",
    answer: `You pay for the items used. Added up at our national estimates of the regular items, the sums here run from ${range ? secretMenuRangeText(range) : "nothing we can price"}; prices vary by state.`,
  },
  {
    question: "Can I order them in the app?",
    answer:
      "Only by customising regular items, for example adding Mac sauce to a McDouble. Combinations that need two sandwiches are easier at the counter.",
  },
];
