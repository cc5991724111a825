import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import { container, notice, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/disclaimer";

export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Disclaimer and Terms of Use",
    description:
      "Menu Prices is an unofficial guide: prices are estimates that vary by location. Read the terms for using the site and its information.",
    path: "/disclaimer",
  });

export default function Disclaimer() {
  return (
    <>
      <PageHero title="Disclaimer and Terms of Use" />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p className={notice.info} role="note">
            Menu Prices is an independent website. It is not affiliated with, endorsed by or connected to McDonald's Corporation or any of
            its franchisees. McDonald's and its product names are trademarks of their owners and are used here only to describe the
            products.
          </p>
          <h2>Prices are estimates</h2>
          <p>
            Every price on this site is our own estimate, anchored on prices the chain has published and on a 2023 third-party survey of Big
            Mac prices by state; nobody checks prices at restaurants for this site. Restaurants are mostly run by independent franchisees
            who set their own prices, so what you pay can differ from what we show, and it changes over time. Always check the menu board or
            the official app before ordering.
          </p>
          <h2>Nutrition and allergens</h2>
          <p>
            Nutrition figures are the chain's published figures, each with its source and date, or, for a meal, the sum of its parts'
            published figures, labelled as a sum; an item without a published figure says so. They are for general information. If you have
            an allergy or a medical diet, rely on the restaurant's official allergen information, not on this site.
          </p>
          <h2>Deals and offers</h2>
          <p>
            Deals described here may have ended, may not run at every restaurant and may have conditions we do not list. The restaurant's
            terms always apply.
          </p>
          <h2>User content</h2>
          <p>
            Reviews and comments are the opinions of the people who wrote them. We may remove content that is abusive, off-topic or
            unlawful.
          </p>
          <h2>No warranty</h2>
          <p>The site is provided as it is, without any warranty. We are not liable for decisions made on the basis of its information.</p>
          <h2>Links to other sites</h2>
          <p>Links to other websites are for convenience; we do not control their content.</p>
          <p>
            Paid a different price? <a href="/report-price">Report it</a>: once enough visitors in a state agree, their figure is shown
            beside our estimate.
          </p>
        </div>
      </div>
    </>
  );
}
