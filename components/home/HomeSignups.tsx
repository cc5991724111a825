/** Home: the final FAQ and the two deal promo cards, whose sign-up buttons open a dialog (so this part hydrates). */
import { HOME_FINAL_FAQS } from "#domain/home-final-faqs.ts";
import { AlertSignup } from "../community/AlertSignup.tsx";
import { card, container, section, sectionAlt } from "../ui.css.ts";
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
            <AlertSignup title="Get More Menu Information" description="Menu changes, new items and price updates by email." buttonLabel="Send Me Updates">
              Get More Menu Information
            </AlertSignup>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="home-promos">
        <div className={container}>
          <h2 id="home-promos" className={s.title}>
            Never miss a deal
          </h2>
          <ul className={s.cards}>
            <li className={`${card} ${s.promo}`}>
              <h3 className={s.cardTitle}>Weekly deal digest</h3>
              <p>The best coupons and value meals near you, every Monday.</p>
              <AlertSignup title="Get the Weekly Deal Digest" description="One email a week with the best McDonald's deals and coupons." buttonLabel="Get Weekly Deals">
                Get weekly deals
              </AlertSignup>
            </li>
            <li className={`${card} ${s.promo}`}>
              <h3 className={s.cardTitle}>Price drop alerts</h3>
              <p>Hear when prices fall on the items you order most.</p>
              <AlertSignup title="Get Price Drop Alerts" description="We'll email you when prices drop on your favorite menu items." buttonLabel="Alert Me">
                Set a price alert
              </AlertSignup>
            </li>
          </ul>
        </div>
      </section>

    </>
  );
}
