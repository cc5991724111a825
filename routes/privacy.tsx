import { PageHero } from "#components/pages/PageParts.tsx";
import { seo } from "#components/seo.ts";
import { container, prose, section } from "#components/ui.css.ts";
import type { Route } from "./+types/privacy";

export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description:
      "What Menu Prices collects when you read the site, post a comment, report a price or follow one, and how that information is kept and used.",
    path: "/privacy",
  });

export default function Privacy() {
  return (
    <>
      <PageHero title="Privacy Policy" intro="What this site keeps when you send it something, for how long, and what it never keeps." />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <h2>The short version</h2>
          <p>You can read every page without an account. We only keep what you choose to send us, and we never sell it.</p>
          {/* claim-ok: what the site keeps from visitors' own submissions, which is true */}
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Comments and reviews:</strong> the name, location and text you enter are published; the email address on a comment is
              kept private and is never shown.
            </li>
            <li>
              <strong>Contact messages:</strong> your name, email, subject and message, used only to reply.
            </li>
            <li>
              <strong>Deal and newsletter sign-ups:</strong> we take none any more. Names and addresses left in the sign-up form we used to
              have are kept in the journal only until you ask us on the contact page to remove them; nothing is sent to them.
            </li>
            <li data-testid="privacy-reports">
              <strong>Prices you report:</strong> the item, size, price, state, city, where and when you bought it, published as{" "}
              <a href="/open-data">open data</a> that anyone may reuse (the licence is named there). Not who sent it: we never store your
              internet address, only a scrambled stand-in made from it with a secret key, which cannot be turned back into it, so that one
              visitor counts once a week per item and place. That stand-in is never published, in the open data or anywhere else.
            </li>
            <li>
              <strong>Price alerts (following an item's reported price):</strong> your email address, used only to send the confirmation and
              the alerts you asked for. It is kept apart from everything else we store (a file only the server reads, or one table of our
              database), and our records of who follows what hold only a scrambled stand-in for it. Unsubscribing erases the address; so
              does leaving the confirmation unanswered for a week. It is never published, in the open data or anywhere else.
            </li>
            <li>
              <strong>Server logs:</strong> technical request data (address, time, page) kept for a short time to keep the site secure.
            </li>
          </ul>
          <h2>Cookies</h2>
          <p>
            The site does not need cookies to work. Tools such as the meal calculator keep your order in your own browser's storage, which
            never leaves your device.
          </p>
          <h2>Sharing</h2>
          <p>We do not sell or rent personal information. We share it only when the law requires us to.</p>
          <h2>Your choices</h2>
          <p>
            Ask us through the contact page to see, correct or delete anything you sent. Every alert email has an unsubscribe link that
            works in one click.
          </p>
          <h2>Children</h2>
          <p>The site is meant for a general audience and does not knowingly collect information from children under 13.</p>
          <h2>Changes</h2>
          <p>If this policy changes, we update the date at the top of this page.</p>
          <p>
            Questions? <a href="/contact">Contact us</a>.
          </p>
        </div>
      </div>
    </>
  );
}
