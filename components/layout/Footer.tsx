import { memo } from "react";
import { Link } from "react-router";
import { container } from "../ui.css.ts";
import { LatestReviews, type LatestReview } from "./LatestReviews.tsx";
import * as s from "./layout.css.ts";
import { FOOTER_MENU_LINKS, useSiteNav } from "./links.ts";

/** `year`: the price figures' year (priceYear in domain/rules/dates.ts), for "Updated 2025"; `copyrightYear`: the newest year in the data (dataYear), for "© 2026". */
export const Footer = memo(function Footer({
  latestReviews,
  year,
  copyrightYear,
}: {
  latestReviews?: Promise<LatestReview[]>;
  year: string | null;
  copyrightYear: string | null;
}) {
  const { links } = useSiteNav();
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.footerGrid}>
          {/* On a phone the note below says the same (an independent guide, estimates, the year): shown once there. */}
          <section aria-labelledby="footer-about" className={s.footerAbout}>
            <h2 className={s.footerHeading} id="footer-about">
              Menu Prices
            </h2>
            <p>Estimated McDonald's prices, nutrition and deals across the United States.{year ? ` Updated ${year}.` : ""}</p>
          </section>
          <nav aria-labelledby="footer-menu">
            <h2 className={s.footerHeading} id="footer-menu">
              Menu
            </h2>
            <ul className={s.footerList}>
              {FOOTER_MENU_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 className={s.footerHeading} id="footer-resources">
              Resources
            </h2>
            <ul className={s.footerList}>
              {links.footer.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} reloadDocument={"reload" in l}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-reviews">
            <h2 className={s.footerHeading} id="footer-reviews">
              Latest reviews
            </h2>
            {latestReviews ? <LatestReviews reviews={latestReviews} /> : <a href="/reviews">Read visitor reviews</a>}
          </section>
          <nav aria-labelledby="footer-tools">
            <h2 className={s.footerHeading} id="footer-tools">
              Tools
            </h2>
            <ul className={s.footerList}>
              {links.tools.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={s.footerNote}>
          <p>
            Menu Prices is an independent guide and is not affiliated with, endorsed by or sponsored by McDonald's. Prices shown are
            estimates and vary by location; check with your local restaurant before you order.
          </p>
          <p>{`©${copyrightYear ? ` ${copyrightYear}` : ""} Menu Prices${year ? ` · Updated ${year}` : ""}`}</p>
        </div>
      </div>
    </footer>
  );
});
