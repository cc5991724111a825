/** Home sections 1-2: the hero with its headline figures and the hot-deal banner. */
import { HEADLINE_ITEM } from "#domain/rules/headline-item.ts";
import type { HomeEditorialData } from "#domain/copy/home-editorial.ts";
import { itemPath } from "#domain/rules/menu.ts";
import { button, container } from "../ui.css.ts";
import * as s from "./home.css.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import { Fig, Price } from "#components/figures/Figure.tsx";

export function HomeIntro({ data }: { data: HomeEditorialData }) {
  const policy = data.comboPolicy;
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={container}>
          <h1 id="home-title" className={s.heroTitle}>
            McDonald's Menu Prices{data.year ? ` ${data.year}` : ""}
          </h1>
          <p className={s.heroLead}>
            Estimated prices for {data.coverage.items} items of the US menu, state by state, with their sizes and published calories. Check
            what your order should cost before you go.
          </p>
          <ul className={s.figures} aria-label="Headline figures">
            <li className={s.figure}>
              <Fig kind="dataset" className={s.figureValue}>
                {data.locationCount.toLocaleString("en-US")}
              </Fig>
              <span className={s.figureLabel} title={data.locationBasis}>
                {data.locationBasisShort === "our estimate" ? "US locations (our estimate)" : `US locations, ${data.locationBasisShort}`}
              </span>
            </li>
            {data.bigMac.average === null ? null : (
              <li className={s.figure}>
                <Price className={s.figureValue} item={HEADLINE_ITEM} value={data.bigMac.average} />
                {/* The Big Mac's one figure on this page (the menu's strips below leave its card out): its page is a tap away. */}
                <a className={`${s.figureLabel} ${s.figureLink}`} href={itemPath(HEADLINE_ITEM)}>
                  Average {HEADLINE_ITEM} price (our estimate)
                </a>
              </li>
            )}
            <li className={s.figure}>
              <span className={s.figureValue}>{data.stateCount}</span>
              <span className={s.figureLabel}>States covered</span>
            </li>
          </ul>
        </div>
      </section>
      <aside className={s.banner} aria-label="Value deal">
        <div className={`${container} ${s.bannerInner}`}>
          <p className={s.bannerText} data-testid="hot-deal">
            {policy ? (
              <>
                {/* The chain's stated policy with its source and dates (extraValueMealPolicy), not a saving worked out from our estimates. */}
                Value deal: Extra Value Meals, back since {formatLongDate(policy.effective)}, are priced about{" "}
                <Fig kind="dataset">{policy.percent}%</Fig> below the same items bought separately, as reported
                {policy.published ? ` in ${formatLongDate(policy.published)}` : ""} (
                <a href={policy.sourceUrl} rel="external noopener">
                  {policy.source}
                </a>
                ).
              </>
            ) : (
              "Value deals: meal deals, buy one add one and app offers."
            )}
          </p>
          <a className={button.secondary} href="/mcvalue">
            See value deals
          </a>
        </div>
      </aside>
    </>
  );
}
