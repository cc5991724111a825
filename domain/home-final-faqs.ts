/** The final home questions above the sign-up button (spec §2 Home). No imports: the home page ships this to the browser. */
import type { Faq } from "./faq.ts";

export const HOME_FINAL_FAQS: readonly Faq[] = [
  { question: "When were the prices checked?", answer: "Each price page says when its figures were last checked. We re-check when we can, not on a schedule." },
  { question: "Is breakfast served all day?", answer: "Not nationally. Most restaurants stop breakfast at 10:30 on weekdays and 11:00 on weekends." },
];
