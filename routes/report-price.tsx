/**
 * Report a price: the form as its own page, and the action every report form posts to. It checks and
 * stores exactly as POST /api/price-reports does (server/http/submissions.ts), with this request's client hash.
 * Without JavaScript the answer is this page: the thank-you, or the form with each refusal and every value kept.
 */
import { data } from "react-router";
import { Breadcrumbs } from "#components/layout/Breadcrumbs.tsx";
import { actionOrFailure } from "#components/community/form-check.ts";
import { ReportForm, reportNotSent, reportValues, type ReportActionResult } from "#components/reports/ReportForm.tsx";
import { reportPricePage } from "#components/reports/report-price-data.server.ts";
import { seo } from "#components/seo.ts";
import { container, lead, section } from "#components/ui.css.ts";
import type { Route } from "./+types/report-price";
import { app } from "#server/http/context.ts";
import { refusedWrite } from "#server/http/error-answer.ts";

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = app(routerContext);
  const values = reportValues(await request.formData());
  // The text as typed: the report's checks read it (a plain decimal, or a refusal saying how to write one).
  const input: Record<string, unknown> = { ...values, price: values.price.trim() === "" ? null : values.price };
  try {
    const result = await context.submit.priceReport(input, context.reportClient());
    if (result.ok) {
      const { id, itemName, size, price: p, state, city, channel, date, deal, whenItCounts } = result.value;
      return {
        ok: true,
        report: { id, itemName, size, price: p, state, city, channel, date, deal },
        whenItCounts,
      } satisfies ReportActionResult;
    }
    const errors: Record<string, string> = {};
    for (const i of result.issues) errors[i.field] ??= i.message;
    return data({ ok: false, errors, values } satisfies ReportActionResult, { status: 400 });
  } catch (err) {
    const refused = await refusedWrite(err);
    if (refused)
      return data({ ok: false, errors: { "": refused.message }, values } satisfies ReportActionResult, { status: refused.status });
    throw err;
  }
}

/** Posted in place from any page's report form (JavaScript): the same action, and the form's notice when it gives no answer. */
export const clientAction = (args: Route.ClientActionArgs) => actionOrFailure(args, reportNotSent);

/** `?item=big-mac&state=texas&size=Large` fills those in (the item page's link carries what the diner was looking at). */
export function loader({ request, context: routerContext }: Route.LoaderArgs) {
  return reportPricePage(app(routerContext), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: "Report a Price You Paid",
    description:
      "Tell other diners what you paid for a McDonald's item, where and when: reports from several visitors become the price we show.",
    path: location.pathname,
    robots: "noindex, follow",
  });

export default function ReportPrice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${container} ${section}`}>
      <Breadcrumbs />
      <h1>Report a price you paid</h1>
      <p className={lead}>
        One item, the price on your receipt, where and when. Once {loaderData.threshold} different visitors have reported an item in a
        state, their median becomes the price we show there, beside our estimate.
      </p>
      <ReportForm
        mode="page"
        menu={loaderData.menu}
        item={loaderData.item ?? undefined}
        state={loaderData.state ?? undefined}
        size={loaderData.size ?? undefined}
        today={loaderData.today}
        result={actionData}
      />
    </div>
  );
}
