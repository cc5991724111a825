/**
 * The item page's sections, in the page's order (spec §2 Item detail); components/item/ItemView.tsx puts them
 * together. Each receives the page's data (ItemPageData) or the part of it it shows.
 */
import { Link } from "react-router";
import { StaleNote } from "../pages/StaleNote.tsx";
import { WhatWeSend } from "../alerts/WhatWeSend.tsx";
import { ItemImage } from "../media/ItemImage.tsx";
import { MenuCard } from "../menu/MenuCard.tsx";
import { Stars } from "../menu/Stars.tsx";
import * as m from "../menu/menu.css.ts";
import { badge, fold, foldSummary, muted } from "../ui.css.ts";
import { formatLongDate } from "#domain/rules/dates.ts";
import type { Faq } from "#domain/rules/faq.ts";
import { itemSlug, stateSlug } from "#domain/rules/slug.ts";
import { formatPick, orderPath, type PickedSize } from "#domain/rules/order.ts";
import { initialTracker, trackerPath } from "#domain/rules/tracker.ts";
import type { ItemOnPage } from "#domain/data/schemas.ts";
import { DAILY_VALUE_CALORIES, NOT_IN_DATA, formatCalorieFigure } from "#domain/rules/nutrition.ts";
import { STALE_NOTE } from "#domain/rules/basis.ts";
import { formatPrice, itemPath, ratingSummary, type CardItem, type SizeVariation } from "#domain/rules/menu.ts";
import { calorieHook, figureMark, priceHook } from "#domain/publish/price-hooks.ts";
import { Fig, Price, ReportedPrice } from "../figures/Figure.tsx";
import { ReportForm } from "../reports/ReportForm.tsx";
import { EstimateRange } from "#components/figures/EstimateRange.tsx";
import type { ItemPriceBasis } from "#domain/rules/price-model.ts";
import type { ItemPageData, ListedComment } from "./item-page-data.ts";
import * as s from "./item.css.ts";
import { StateLead, useChosenState } from "./StateLead.tsx";

const sizeCalories = (v: SizeVariation) => formatCalorieFigure(v.calories === null ? null : { calories: v.calories }, "calories");

/** Name, rating, the price box (the state that leads it, the size shown, the meal) and the size links. */
export function ItemHero({ data, size }: { data: ItemPageData; size: SizeVariation }) {
  const { item, sizes, meal } = data;
  const sized = sizes.length > 1;
  return (
    <div className={s.hero}>
      <div>
        <span className={badge}>{item.category}</span>
        <h1>{item.name}</h1>
        <p className={s.metaLine} data-testid="item-hero-rating">
          {data.rating ? (
            <>
              <Stars value={data.rating.average} label={`Rated ${data.rating.average.toFixed(1)} out of 5`} />
              <span>{ratingSummary(data.rating)}</span>
            </>
          ) : (
            <span>No reviews yet</span>
          )}
          <Link to={`/reviews/new?item=${encodeURIComponent(item.name)}`}>
            {data.rating ? "Write a review" : "Be the first to review it"}
          </Link>
        </p>
        <div className={s.priceBox} aria-live="polite" id="price">
          <StateLead item={item.name} states={data.states} size={sized ? "Medium" : "Standard"} national={item.avgPriceUsd}>
            <span className={muted}>{sized ? `${size.size} size` : "Standard size"}, estimated national average</span>
            <span className={s.bigPrice} data-testid="item-price" {...priceHook(item.name, size.size, "national", size.price)}>
              {formatPrice(size.price)}
            </span>
          </StateLead>
          {data.priceBasis ? <PriceBasisLine basis={data.priceBasis} value={size.price} /> : null}
          <span data-testid="item-calories" {...calorieHook(item.name, size.size, size.calories)}>
            {sizeCalories(size)}
          </span>
          {meal?.kind === "meal-item" ? (
            <p className={muted}>
              As a meal: the <Link to={itemPath(meal.name)}>{meal.name}</Link> is about{" "}
              <span {...priceHook(item.name, "Standard", "meal", meal.price)}>{formatPrice(meal.price)}</span>
            </p>
          ) : meal ? (
            <p className={muted}>
              As a meal with fries and a drink: about{" "}
              <span {...priceHook(item.name, "Standard", "meal", meal.price)}>{formatPrice(meal.price)}</span> (estimate)
            </p>
          ) : null}
          {/* The diner who paid something else is answered here: the report form with this item filled in. */}
          <ReportLink data={data} size={sized ? size.size : null} />
          {data.priceBasis && !data.priceBasis.deal ? <PriceEvidence item={item.name} basis={data.priceBasis} /> : null}
        </div>
        {sized ? (
          <nav aria-label="Choose a size">
            <ul className={s.sizes}>
              {sizes.map((v) => (
                <li key={v.size}>
                  <Link
                    to={`?size=${v.size}`}
                    replace
                    preventScrollReset
                    className={s.sizeLink}
                    aria-current={v.size === size.size ? "true" : undefined}
                  >
                    {v.size}
                    <span className={s.sizeSub} {...priceHook(item.name, v.size, "national", v.price)}>
                      {formatPrice(v.price)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <ItemImage item={item} size="hero" priority className={s.heroImage} />
    </div>
  );
}

export function AboutItem({ item, sized }: { item: ItemOnPage; sized: boolean }) {
  return (
    <section className={`${s.block} ${s.blockSize.about}`} aria-labelledby="about-title">
      <h2 id="about-title">About the {item.name}</h2>
      <p>{item.description ?? `The ${item.name} is part of the ${item.category} menu.`}</p>
      <p>
        Cuisine: {item.cuisine}. National average price{" "}
        <Price item={item.name} size={sized ? "Medium" : "Standard"} value={item.avgPriceUsd} />
        {sized ? " for a Medium" : ""}.
      </p>
    </section>
  );
}

export function SizesTable({ item, sizes, size }: { item: ItemOnPage; sizes: SizeVariation[]; size: SizeVariation }) {
  return (
    <section className={`${s.block} ${s.blockSize.sizes}`} aria-labelledby="sizes-title">
      <h2 id="sizes-title">Sizes and Prices</h2>
      <div className={s.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Price</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((v) => (
              <tr key={v.size} className={v.size === size.size ? s.currentRow : undefined}>
                <th scope="row">{v.size}</th>
                <td {...priceHook(item.name, v.size, "national", v.price)}>{formatPrice(v.price)}</td>
                <td {...calorieHook(item.name, v.size, v.calories)}>{sizeCalories(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The chosen size's nutrition table, with where its figures come from. */
export function NutritionFacts({ data, size }: { data: ItemPageData; size: SizeVariation }) {
  const sized = data.sizes.length > 1;
  const nutrition = data.nutrition[size.size] ?? [];
  const nutritionSource = data.nutritionSource[size.size] ?? null;
  return (
    <section className={`${s.block} ${s.blockSize.nutrition}`} aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">Nutrition Facts ({size.size})</h2>
      <p data-testid="nutrition-source">
        {nutritionSource ? (
          <>
            <strong>{nutritionSource.label}</strong>
            {nutritionSource.parts ? <> (the meal itself has no published panel in our data)</> : null}
            {nutritionSource.stale ? <strong> ({STALE_NOTE})</strong> : null}.
          </>
        ) : (
          <>
            We have no nutrition figures for this {sized ? "size" : "item"} in our data. The chain may publish them; we never estimate them.
          </>
        )}
      </p>
      {/* Folded: the calories lead the page; every nutrient is one tap away, in the page without script. */}
      <details className={fold} data-testid="nutrition-fold">
        <summary className={foldSummary}>Every nutrient, with % Daily Value</summary>
        <p className={muted}>
          Only the chain's own US figures, newest edition first; a figure we lack reads "{NOT_IN_DATA}" and is never worked out from
          another. % Daily Value is worked out from a published figure and the FDA Daily Values for adults (
          {DAILY_VALUE_CALORIES.toLocaleString("en-US")}
          -calorie diet); calories, trans fat and total sugars have none.
        </p>
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Amount</th>
                <th scope="col">% Daily Value</th>
              </tr>
            </thead>
            <tbody>
              {nutrition.map((r) => (
                <tr key={r.key} data-nutrient={r.key}>
                  <th scope="row" className={r.indent ? s.indent : undefined}>
                    {r.label}
                  </th>
                  <td className={r.amount === NOT_IN_DATA ? muted : undefined}>
                    {r.amount}
                    {r.asOf ? <span className={muted}> (edition of {formatLongDate(r.asOf)})</span> : null}
                  </td>
                  <td>{r.dailyValue ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** "Paid a different price? Report it": the report page with this item, the size shown and the state looked at. */
function ReportLink({ data, size }: { data: ItemPageData; size: string | null }) {
  const { chosen } = useChosenState(data.states);
  const query = new URLSearchParams({
    item: itemSlug(data.item.name),
    ...(chosen ? { state: chosen.slug } : {}),
    ...(size ? { size } : {}),
  });
  return (
    <p className={muted}>
      <Link to={`/report-price?${query.toString()}`} data-testid="report-link">
        Paid a different price? Report it
      </Link>
    </p>
  );
}

/** Prices visitors reported for the item, by state, and the form to report one (with the state and size looked at). */
export function ReportedPrices({ data, size }: { data: ItemPageData; size: string | null }) {
  const { item } = data;
  const { chosen } = useChosenState(data.states);
  return (
    <section className={`${s.block} ${s.blockSize.reported}`} aria-labelledby="reported-title" id="reported">
      <h2 id="reported-title">Prices visitors reported</h2>
      {data.reported.length ? (
        <ul data-testid="item-reported">
          {data.reported.map((r) => (
            <li key={`${r.state}|${r.size}`}>
              <Link to={`/prices/${stateSlug(r.state)}/${itemSlug(item.name)}`}>{r.state}</Link>
              {r.size === "Standard" ? "" : ` (${r.size})`}: <ReportedPrice item={item.name} size={r.size} state={r.state} figure={r} />
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="no-reports">
          No one has reported a price for {item.name} yet (a reported price is shown once {data.reportThreshold} different visitors in a
          state agree): the prices on this page are our estimates.
        </p>
      )}
      <p>
        Follow them:{" "}
        <a href={`/feeds/item/${itemSlug(item.name)}.atom`} type="application/atom+xml">
          reported prices of {item.name} (news-reader link)
        </a>{" "}
        · <a href={`/alerts/follow?item=${itemSlug(item.name)}`}>follow its reported price in your state</a>
      </p>
      {/* Folded (the answer first): the form follows the prices, one tap away; it is in the page without script. */}
      <details className={fold} data-testid="report-fold">
        <summary className={foldSummary}>
          <h3>Report a price you paid</h3>
        </summary>
        <ReportForm
          mode="inline"
          menu={data.reportMenu}
          item={item.name}
          state={chosen?.state}
          size={size ?? undefined}
          today={data.today}
        />
      </details>
    </section>
  );
}

export function ItemReviews({ data }: { data: ItemPageData }) {
  const { item } = data;
  return (
    <section className={`${s.block} ${s.blockSize.reviews}`} aria-labelledby="reviews-title" id="reviews" data-testid="item-reviews">
      <h2 id="reviews-title">Reviews{data.rating ? ` (${data.rating.count})` : ""}</h2>
      {data.rating && data.reviews.length ? (
        <>
          <p className={s.metaLine} data-testid="item-rating">
            <Stars value={data.rating.average} label={`Rated ${data.rating.average.toFixed(1)} out of 5`} />
            <span>{ratingSummary(data.rating)}</span>
          </p>
          {data.rating.count > data.reviews.length ? <p className={muted}>The {data.reviews.length} newest reviews.</p> : null}
          <ol className={s.commentList}>
            {data.reviews.map((r) => (
              <li key={r.id} className={s.comment} data-testid="item-review">
                <div className={s.commentHead}>
                  <strong data-testid="review-author">{r.reviewer}</strong>
                  <span className={muted}>{r.location}</span>
                  <span data-testid="review-rating" data-rating={r.rating}>
                    <Stars value={r.rating} label={`${r.rating} out of 5`} />
                  </span>
                  <time className={muted} dateTime={r.createdAt}>
                    {formatLongDate(r.createdAt)}
                  </time>
                </div>
                <p className={s.commentText} data-testid="review-body" {...figureMark("user")}>
                  {r.review}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={muted}>No reviews yet.</p>
      )}
      <p>
        <Link to={`/reviews/new?item=${encodeURIComponent(item.name)}`}>Write a review of the {item.name}</Link> ·{" "}
        <Link to="/reviews">All reviews</Link>
      </p>
    </section>
  );
}

export function ItemComments({ comments, commentTotal }: { comments: readonly ListedComment[]; commentTotal: number }) {
  return (
    <section className={`${s.block} ${s.blockSize.comments}`} aria-labelledby="comments-title" id="comments">
      <h2 id="comments-title">Comments ({commentTotal})</h2>
      {commentTotal > comments.length && <p className={muted}>The {comments.length} newest comments.</p>}
      {comments.length ? (
        <ol className={s.commentList}>
          {comments.map((c) => (
            <li key={c.id} className={s.comment}>
              <div className={s.commentHead}>
                <strong>{c.name}</strong>
                <time className={muted} dateTime={c.createdAt}>
                  {formatLongDate(c.createdAt)}
                </time>
              </div>
              <p className={s.commentText} {...figureMark("user")}>
                {c.comment}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={muted}>No comments yet. Be the first to share what you paid.</p>
      )}
    </section>
  );
}

/** Links to the tools (opening with the size shown) and to the visitor's state. */
export function MoreInformation({ item, picked }: { item: ItemOnPage; picked: PickedSize | undefined }) {
  return (
    <section className={`${s.block} ${s.blockSize.more}`} aria-labelledby="more-title">
      <h2 id="more-title">More information</h2>
      <div className={s.infoGrid}>
        <p>
          <Link to={trackerPath({ ...initialTracker, items: [formatPick({ slug: itemSlug(item.name), size: picked })] })}>
            Nutrition Tracker
          </Link>
          : add the {item.name} to your day and see your total calories.
        </p>
        <p>
          <Link
            to={orderPath([picked ? { slug: itemSlug(item.name), size: picked, quantity: 1 } : { slug: itemSlug(item.name), quantity: 1 }])}
          >
            Meal Calculator
          </Link>
          : price a whole order with the {item.name} before you go.
        </p>
        <p>
          {/* Opens the visitor's saved state (components/my-state.ts); the state chooser until one is saved. */}
          <a href="/prices" data-my-state="">
            Your state's prices
          </a>
          : see what the menu costs where you live, or <Link to="/big-mac-prices">how prices change across the country</Link>.
        </p>
      </div>
    </section>
  );
}

export function ItemFaqs({ faqs, item }: { faqs: Faq[]; item: { name: string; slug: string } }) {
  const one = (f: Faq, i: number) => (
    <details key={f.question} className={s.faq} open={i === 0}>
      <summary className={s.faqQ}>{f.question}</summary>
      <p {...figureMark("summary")}>{f.answer}</p>
      {i === 0 ? <WhatWeSend what="deal alerts" item={item} /> : null}
    </details>
  );
  return (
    <section className={`${s.block} ${s.blockSize.faq}`} aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      {faqs.slice(0, FAQS_SHOWN).map(one)}
      {/* The rest fold into one (item pages under 10 phone screens); every answer is in the page without script. */}
      {faqs.length > FAQS_SHOWN ? (
        <details className={fold}>
          <summary className={foldSummary}>{faqs.length - FAQS_SHOWN} more questions</summary>
          {faqs.slice(FAQS_SHOWN).map((f, i) => one(f, i + FAQS_SHOWN))}
        </details>
      ) : null}
    </section>
  );
}

const FAQS_SHOWN = 2;

export function RelatedItems({ related }: { related: CardItem[] }) {
  if (!related.length) return null;
  return (
    <section className={`${s.block} ${s.blockSize.related}`} aria-labelledby="related-title">
      <h2 id="related-title">You Might Also Like</h2>
      <ul className={m.cardGrid}>
        {related.map((r) => (
          <li key={r.name}>
            <MenuCard item={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the national price: its range and month (an estimate), or its deal (an advertised price). */
export function PriceBasisLine({ basis, value }: { basis: ItemPriceBasis; value: number }) {
  if (basis.deal) {
    return (
      <p className={muted} data-testid="price-basis">
        Advertised price since {formatLongDate(basis.deal.effective)} (
        <a href={basis.deal.sourceUrl} rel="noopener">
          {basis.deal.source}
        </a>
        )
        {basis.regional ? (
          <>
            ; <Fig kind="dataset">{formatPrice(basis.regional.value)}</Fig> reported at some restaurants in{" "}
            {basis.regional.states.join(", ")}
          </>
        ) : null}
        . Restaurants set their own prices.
      </p>
    );
  }
  return (
    <p className={muted} data-testid="price-basis">
      Our estimate for {formatLongDate(basis.month)}
      {basis.error !== null ? (
        <>
          ; <EstimateRange value={value} error={basis.error} kind="national" />
        </>
      ) : null}
      .
      <StaleNote asOf={basis.month} />
    </p>
  );
}

/** Where an estimate comes from, folded: its anchor or rule, and the chain's own national figures side by side with what each gives today. */
export function PriceEvidence({ item, basis }: { item: string; basis: ItemPriceBasis }) {
  const month = formatLongDate(basis.month);
  const used = basis.anchor;
  return (
    <details data-testid="price-evidence" className={muted}>
      <summary>Where this price comes from</summary>
      <p>
        <BasisWords basis={basis} /> <a href="/about#price-model">How we estimate, and how far off it has been</a>.
      </p>
      {basis.published.length ? (
        <div data-testid="published-figures">
          <p>
            The chain's own national figure{basis.published.length > 1 ? "s" : ""} for the {item}:
          </p>
          <ul>
            {basis.published.map((f) => (
              <li key={`${f.source}-${f.month}`} data-published-figure={f.month}>
                <Fig kind="dataset">{formatPrice(f.value)}</Fig>, {formatLongDate(f.month)} (
                {f.sourceUrl ? (
                  <a href={f.sourceUrl} rel="noopener">
                    {f.source}
                  </a>
                ) : (
                  f.source
                )}
                )
                {f.movedToMonth !== null ? (
                  <>
                    : <Fig kind="estimate">{formatPrice(f.movedToMonth)}</Fig> in {month} by the price index
                  </>
                ) : null}
                {used && used.month === f.month && used.value === f.value ? " (what we use: the newest)" : ""}
              </li>
            ))}
          </ul>
          {basis.published.length > 1 ? (
            <p>
              Moved to the same month they differ by more than the price index explains; we use the newest, moved forward by the index, and
              show the others so you can weigh them.
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

function BasisWords({ basis }: { basis: ItemPriceBasis }) {
  const month = formatLongDate(basis.month);
  if (basis.anchor)
    return (
      <>
        From {basis.anchor.label} of <Fig kind="dataset">{formatPrice(basis.anchor.value)}</Fig> ({formatLongDate(basis.anchor.month)}),
        moved to {month} by the government's price index for fast food.
      </>
    );
  if (basis.discount !== undefined)
    return <>The sum of its parts' estimates, less the {Math.round(basis.discount * 100)}% the chain said its combos save.</>;
  if (basis.relativeTo)
    return (
      <>
        Our estimate of its price as a share of the {basis.relativeTo}'s ({Math.round((basis.ratio ?? 0) * 100)}%): no national figure for
        this item is published.
      </>
    );
  return null;
}
