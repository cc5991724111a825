/**
 * The home page's email-capture pop-up (spec §2 Home, item 6): each deal promo card opens it with its own
 * title, description and submit label. The same dialog and form as the alert sign-up, stored as a sign-up
 * with the page and the card's title.
 *
 *   <PromoSignup title="…" description="…" buttonLabel="…">Trigger text</PromoSignup>
 */
import { AlertSignup, type AlertSignupProps } from "./AlertSignup.tsx";

export type PromoSignupProps = AlertSignupProps;

export function PromoSignup(props: PromoSignupProps) {
  return <AlertSignup {...props} />;
}
