/**
 * The contact page's side cards: what happens to a message, where a price belongs, and a short FAQ (details/summary,
 * no JS needed). Nothing here promises a reply, a reply time or a check: the site keeps a message and promises no
 * answer, and a price a visitor paid goes into the price reports, which count it by themselves.
 */
import type { Faq } from "#domain/rules/faq.ts";
import { card } from "../ui.css.ts";
import * as s from "./community.css.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";

export const CONTACT_FAQ: readonly Faq[] = [
  {
    question: "Are you McDonald's customer service?",
    answer:
      "No. Menu Prices is an independent guide and is not affiliated with McDonald's. For an order, a refund or a restaurant visit, contact McDonald's or the restaurant directly.",
  },
  {
    question: "A price on your site is different from my local restaurant. Why?",
    answer:
      "Our prices are estimates. Each restaurant sets its own prices, so they vary by state and even by street. To share what you paid, report it on the report-a-price page: once enough visitors in a state agree, their figure is shown beside our estimate.",
  },
  {
    question: "Will you reply?",
    answer: "We promise no reply and no reply time. Your message is kept, and a reply, if one comes, goes to the email address you give.",
  },
  {
    question: "What happens to my message?",
    answer: "It is stored privately. It is never published on the site, and we do not share your email address.",
  },
];

export function ContactInfo() {
  return (
    <div className={s.sideStack}>
      <section className={card} aria-labelledby="contact-response">
        <h2 id="contact-response">Response time</h2>
        <p data-testid="contact-response">We promise no reply time: a message is kept, and nobody is on call to answer it.</p>
        <p className={s.note}>The form on this page is the way to reach us.</p>
      </section>
      <section className={card} aria-labelledby="contact-corrections">
        <h2 id="contact-corrections">Price corrections</h2>
        <p>
          A price you paid is best <a href="/report-price">reported as a price</a>: it counts toward the figure visitors report for that
          item in your state, shown beside our estimate once enough visitors agree. A message here changes no figure by itself.
        </p>
      </section>
      <section className={card} aria-labelledby="contact-faq">
        <h2 id="contact-faq">Questions and answers</h2>
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
