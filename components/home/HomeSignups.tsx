/**
 * Home: the final FAQ, its "Get More Menu Information" link (the whole menu on /explore), and the two promo cards,
 * each a thing the site really does: following a reported price, and the list of data updates (an Atom feed).
 */
import { HOME_FINAL_FAQS } from "#domain/copy/home-final-faqs.ts";
import { button, card, container, section, sectionAlt } from "../ui.css.ts";
import * as s from "./home.css.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";

export function HomeSignups() {
  return (
    <>
      <section className={`${section} ${s.tight}`} aria-labelledby="home-final-faq">
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
            <a className={button.primary} href="/explore">
              Get More Menu Information
            </a>
          </div>
        </div>
      </section>

      <section className={`${sectionAlt} ${s.tight}`} aria-labelledby="home-promos">
        <div className={container}>
          <h2 id="home-promos" className={s.title}>
            Price alerts and data updates
          </h2>
          <ul className={s.cards}>
            <li className={`${card} ${s.promo}`}>
              <h3 className={s.cardTitle}>Data updates</h3>
              <p>
                We send no deal emails. Each new month of price estimates, and each dataset we add (a Big Mac index edition, a survey, a
                nutrition capture), is listed in our updates, which a news-reader app can follow.
              </p>
              <a className={button.secondary} href="/feeds/data.atom">
                Our data updates
              </a>
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
