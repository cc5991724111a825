import { FaqList, PageHero } from "#components/pages/PageParts.tsx";
import type { Faq } from "#domain/rules/faq.ts";
import { SecretMenuGrid, SecretSumLine } from "#components/pages/SecretMenuGrid.tsx";
import * as p from "#components/pages/pages.css.ts";
import { seo } from "#components/seo.ts";
import { badge, card, container, section, subsection } from "#components/ui.css.ts";
import { faqPage } from "#domain/publish/structured-data.ts";
import { secretMenuRange, secretMenuSum } from "#domain/rules/secret-menu.ts";
import { formatPrice } from "#domain/rules/money.ts";
import type { Route } from "./+types/secret-menu";
import { Fig } from "#components/figures/Figure.tsx";
import { app } from "#server/http/context.ts";

type Range = ReturnType<typeof secretMenuRange>;
/** "$3.19 to $12.27" (the sums' span), with "plus what we cannot price" when some recipe adds an unpriced part. */
const rangeText = (r: NonNullable<Range>) =>
  `${formatPrice(r.low)} to ${formatPrice(r.high)}${r.partial ? ", plus what some recipes add that we cannot price" : ""}`;

const faqs = (range: Range): Faq[] => [
  {
    question: "Is the McDonald's secret menu real?",
    answer:
      "Not officially. These are fan-made combinations of regular menu items; staff can make most of them if you order the parts and explain what you want.",
  },
  {
    question: "Will every restaurant make these?",
    answer: "Not always. Busy restaurants or new staff may not, so order the separate items and put them together yourself if needed.",
  },
  {
    question: "How much do secret menu items cost?",
    answer: `You pay for the items used. Added up at our national estimates of the regular items, the sums here run from ${range ? rangeText(range) : "nothing we can price"}; prices vary by state.`,
  },
  {
    question: "Can I order them in the app?",
    answer:
      "Only by customising regular items, for example adding Mac sauce to a McDouble. Combinations that need two sandwiches are easier at the counter.",
  },
];

const HOW_TO = [
  "Order the regular items the recipe needs, by their menu names.",
  "Ask politely for any changes, such as extra sauce or no ketchup.",
  "Assemble it yourself at the table if the crew is busy.",
  "Go at a quiet time: staff have more time for special requests.",
];

export function loader({ context: routerContext, request }: Route.LoaderArgs) {
  const context = app(routerContext);
  const find = (name: string) => context.catalog.itemsByName.get(name);
  const items = context.catalog.data.secretMenu.slice(0, 15).map((i) => ({ ...i, sum: secretMenuSum(i, find) }));
  const range = secretMenuRange(items.map((i) => i.sum));
  context.structuredData.push(faqPage(faqs(range)));
  const selected = new URL(request.url).searchParams.get("selected");
  return { items, range, featured: items.find((i) => i.popular) ?? null, selected: items.some((i) => i.id === selected) ? selected : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: `McDonald's Secret Menu {year}: ${loaderData?.items.length ?? ""} Hacks and How to Order`.replace("  ", " "),
    description: `${loaderData?.items.length ?? "The"} McDonald's secret menu items, from the McGangBang to the Land Sea & Air Burger, with how to order each one, when it's available and what its parts cost.`,
    path: "/secret-menu",
  });

export default function SecretMenu({ loaderData }: Route.ComponentProps) {
  const { items, featured, selected } = loaderData;
  return (
    <>
      <PageHero
        title="McDonald's Secret Menu"
        intro={
          <>
            Fan-made favorites you can build from the regular menu.
            {loaderData.range ? (
              <>
                {" "}
                Each price is the sum of its parts at our national estimates, from <Fig kind="total">{rangeText(loaderData.range)}</Fig>.
              </>
            ) : null}
          </>
        }
      />
      <div className={`${container} ${section}`}>
        {featured ? (
          <section className={`${card} ${p.highlight}`} aria-labelledby="featured">
            <span className={badge}>Featured</span>
            <h2 id="featured" className={p.cardTitle}>
              {featured.name}
            </h2>
            <p>{featured.secret}</p>
            <p>
              <SecretSumLine sum={featured.sum} /> · {featured.availability}
            </p>
          </section>
        ) : null}
        <h2 className={`${p.sectionTitle} ${subsection}`}>All {items.length} secret menu items</h2>
        <p>Select a card to highlight it.</p>
        <SecretMenuGrid items={items} initialSelected={selected} />
        <h2 className={`${p.sectionTitle} ${subsection}`}>How to order from the secret menu</h2>
        <ol className={p.steps}>
          {HOW_TO.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h2 className={p.sectionTitle}>Frequently asked questions</h2>
        <FaqList faqs={faqs(loaderData.range)} />
      </div>
    </>
  );
}
