/** The final home questions above the sign-up button (spec §2 Home). No imports: the home page ships this to the browser. */
import type { Faq } from "../rules/faq.ts";

export const HOME_FINAL_FAQS: readonly Faq[] = [
  {
    question: "When were the prices checked?",
    answer:
      "Each price page says the month its estimate is for. Nothing is re-checked on a schedule, and nobody has re-checked them since.",
  },
  {
    question: "Is breakfast served all day?",
    answer: "Our data records no breakfast hours, so we do not give any: the chain's app shows when your restaurant serves breakfast.",
  },
];
