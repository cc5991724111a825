/** The contact page's side cards: how we answer, what to send, and a short FAQ (details/summary, no JS needed). */
import type { Faq } from "#domain/faq.ts";
import { card } from "../ui.css.ts";
import * as s from "./community.css.ts";
import { figureMark } from "#domain/price-hooks.ts";

export const CONTACT_FAQ: readonly Faq[] = [
  {
    question: "Are you McDonald's customer service?",
    answer: "No. Menu Prices is an independent guide and is not affiliated with McDonald's. For an order, a refund or a restaurant visit, contact McDonald's or the restaurant directly.",
  },
  {
    question: "A price on your site is different from my local restaurant. Why?",
    answer: "Our prices are estimates. Each restaurant sets its own prices, so they vary by state and even by street. Tell us the item, the price and the city or state, and we will check it.",
  },
  {
    question: "How fast will you reply?",
    answer: "We answer every message within 24-48 hours, usually sooner on weekdays.",
  },
  {
    question: "What happens to my message?",
    answer: "It is stored privately so we can reply to you. It is never published on the site, and we do not share your email address.",
  },
];

export function ContactInfo() {
  return (
    <div className={s.sideStack}>
      <section className={card} aria-labelledby="contact-response">
        <h2 id="contact-response">Response time</h2>
        <p>
          We reply within <strong>24-48 hours</strong>.
        </p>
        <p className={s.note}>The form on this page is the way to reach us; every message is read by a person.</p>
      </section>
      <section className={card} aria-labelledby="contact-corrections">
        <h2 id="contact-corrections">Price corrections</h2>
        <p>Include the menu item, the price you paid, the size, and the city and state. A photo of the menu board helps but is not needed.</p>
      </section>
      <section className={card} aria-labelledby="contact-faq">
        <h2 id="contact-faq">Questions people ask</h2>
        {CONTACT_FAQ.map((f) => (
          <details key={f.question} className={s.faqItem}>
            <summary className={s.faqQuestion}>{f.question}</summary>
            <p {...figureMark("summary")}>{f.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
