/** The final home questions above the sign-up button (spec §2 Home). No imports: the home page ships this to the browser. */
import type { Faq } from "./faq.ts";

export const HOME_FINAL_FAQS: readonly Faq[] = [
  { question: "How often are prices updated?", answer: "Core prices weekly, nutrition and new items bi-weekly, and deals daily." },
  { question: "How many people work at McDonald's in the US?", answer: "More than 200,000 people work in US restaurants, most of them for franchise owners." },
  { question: "Is breakfast served all day?", answer: "Not nationally. Most restaurants stop breakfast at 10:30 on weekdays and 11:00 on weekends." },
];
