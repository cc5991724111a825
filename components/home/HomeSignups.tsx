/**
 * Home: the final FAQ and the two promo cards: the deal digest, whose sign-up button opens a dialog (so this part
 * hydrates), and price alerts, a link to the follow page (issue 29).
 */
import { HOME_FINAL_FAQS } from "#domain/home-final-faqs.ts";
import { AlertSignup } from "../community/AlertSignup.tsx";
import { button, card, container, section, sectionAlt } from "../ui.css.ts";
import * as s from "./home.css.ts";
import { figureMark } from "#domain/price-hooks.ts";


export function HomeSignups() {
  return (
    <>
      <section className={section} aria-labelledby="home-final-faq">
        <div className={container}>
          <h2 id="home-final-faq" className={s.title}>
            More questions
          </h2>
          {HOME_FINAL_FAQS.map((f) => (
            <details key={f.question} className={s.faq}>
              <summary className={s.faqSummary}>{f.question}</summary>
              <p {...figureMark("summary")}>{f.answer}</p>
            </details>
          ))}
          <div className={s.actions}>
            <AlertSignup title="Get More Menu Information" description="Menu news by email is not running yet. Leave your address and we will write only if it starts." buttonLabel="Sign Up">
              Get More Menu Information
            </AlertSignup>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="home-promos">
        <div className={container}>
          <h2 id="home-promos" className={s.title}>
            Deal emails and price alerts
          </h2>
          <ul className={s.cards}>
            <li className={`${card} ${s.promo}`}>
              <h3 className={s.cardTitle}>Deal digest</h3>
              <p>Not running yet: nothing is sent. Leave your address and we will write only if a deal digest starts.</p>
              <AlertSignup title="Get the Deal Digest" description="A deal digest by email is not running yet. Leave your address and we will write only if it starts." buttonLabel="Sign Up">
                Sign up for the deal digest
              </AlertSignup>
            </li>
            <li className={`${card} ${s.promo}`}>
              <h3 className={s.cardTitle}>Price alerts</h3>
              <p>Follow the price visitors report for an item in your state: we tell you each time it changes.</p>
              <a className={button.primary} href="/alerts/follow">
                Follow a price
              </a>
            </li>
          </ul>
        </div>
      </section>

    </>
  );
}
