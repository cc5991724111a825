import { data } from "react-router";
import { CONTACT_NOT_SENT, ContactForm, type ContactAnswer } from "#components/community/ContactForm.tsx";
import { actionOrFailure } from "#components/community/form-check.ts";
import { CONTACT_FAQ, ContactInfo } from "#components/community/ContactInfo.tsx";
import { contactLayout, formCard } from "#components/community/community.css.ts";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { seo } from "#components/seo.ts";
import { container, lead, section } from "#components/ui.css.ts";
import { formToObject, issueMap } from "#domain/rules/forms.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import type { Route } from "./+types/contact";
import { app } from "#server/http/context.ts";

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const input = formToObject(await request.formData());
  const result = await context.submit.contact(input);
  if (result.ok) return { sent: true, errors: {}, values: {}, at: Date.now() } satisfies ContactAnswer;
  const str = (k: string) => (typeof input[k] === "string" ? (input[k] as string) : "");
  // The typed text comes back only to the person who sent it, in this one response, so they can correct it.
  return data(
    {
      sent: false,
      errors: issueMap(result.issues),
      values: { name: str("name"), email: str("email"), subject: str("subject"), message: str("message") },
      at: Date.now(),
    } satisfies ContactAnswer,
    { status: 400 },
  );
}

/** Posted in place (JavaScript): the same action, and the form's failure notice when it gives no answer. */
export const clientAction = (args: Route.ClientActionArgs) => actionOrFailure(args, CONTACT_NOT_SENT);

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = app(routerContext);
  context.structuredData.push(faqPage(CONTACT_FAQ));
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Contact Us",
    description:
      "Send Menu Prices a question or a suggestion, or report a price you paid. Messages are kept privately; no reply time is promised.",
    path: location.pathname,
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>Contact Us</h1>
      <p className={lead}>
        A question about the site, or a suggestion? Send us a message. We keep it privately and promise no reply time. To share a price you
        paid, <a href="/report-price">report it</a> instead.
      </p>
      <div className={contactLayout}>
        <section className={formCard} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm key={actionData?.at ?? "form"} sent={actionData?.sent} errors={actionData?.errors} values={actionData?.values} />
        </section>
        <ContactInfo />
      </div>
    </div>
  );
}
