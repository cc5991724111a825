/** One question and its answer: what the FAQ lists show and what a page's FAQPage states, in one shape everywhere. */
export interface Faq {
  question: string;
  answer: string;
}
