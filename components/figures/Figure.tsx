/**
 * The one way a page writes a figure: an item's price or calories with the marks the consistency crawl
 * reads (domain/publish/price-hooks.ts), or another kind of figure (a total, a fee, a rule, another dataset's figure, a
 * visitor's words) named by its kind. e2e/consistency.spec.ts fails on a dollar amount or calorie count in a
 * page's text that is inside none of these.
 */
import type { ReactNode } from "react";
import { cardPrice } from "#domain/rules/menu.ts";
import { formatPrice } from "#domain/rules/money.ts";
import { formatCalorieFigure } from "#domain/rules/nutrition.ts";
import { reportedByText, type ReportedFigure } from "#domain/rules/report-terms.ts";
import { calorieHook, figureMark, priceHook, type OtherFigureKind, type PriceHookKind } from "#domain/publish/price-hooks.ts";
import type { MenuItemEntry } from "#domain/data/schemas.ts";

/** An item's price: national (a size), in a state, or its meal's. Shows "$5.58" unless children say more. */
export function Price(props: {
  item: string;
  value: number;
  size?: string;
  kind?: PriceHookKind;
  state?: string;
  className?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { item, value, size = "Standard", kind = "national", state, className, children, testId } = props;
  return (
    <span className={className} data-testid={testId} {...priceHook(item, size, kind, value, state)}>
      {children ?? formatPrice(value)}
    </span>
  );
}

/** A reported price shown as the figure, with who reported it and when: "$5.79, reported by 12 visitors, Jun 18 - Nov 18, 2026". */
export function ReportedPrice({
  item,
  size,
  state,
  figure,
}: {
  item: string;
  size: string;
  state: string;
  figure: Pick<ReportedFigure, "median" | "visitors" | "first" | "last">;
}) {
  return (
    <>
      <Price item={item} size={size} kind="reported" state={state} value={figure.median}>
        <strong>{formatPrice(figure.median)}</strong>
      </Price>
      , {reportedByText(figure)}
    </>
  );
}

/** An item's calories in a size: "580 cal", or "calories not in our data" when we have none. */
export function Calories(props: { item: string; value: number | null; size?: string; unit?: string; className?: string; testId?: string }) {
  const { item, value, size = "Standard", unit = "cal", className, testId } = props;
  return (
    <span className={className} data-testid={testId} {...calorieHook(item, size, value)}>
      {formatCalorieFigure(value === null ? null : { calories: value }, unit)}
    </span>
  );
}

/** Any other figure, named by its kind: a page's total, a fee, a rule, a figure from another dataset. */
export function Fig({
  kind,
  children,
  className,
  testId,
}: {
  kind: OtherFigureKind;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={className} data-testid={testId} {...figureMark(kind)}>
      {children}
    </span>
  );
}

/** A card's price: one price, or the Small-to-Large range of an item sold in sizes, each end marked. */
export function CardPrice({
  item,
  className,
}: {
  item: Pick<MenuItemEntry, "name" | "avgPriceUsd" | "sizes"> & { sized?: boolean };
  className?: string;
}) {
  const price = cardPrice(item);
  return (
    <span className={className}>
      {price.kind === "range" ? (
        <>
          <Price item={item.name} size="Small" value={price.low} /> - <Price item={item.name} size="Large" value={price.high} />
        </>
      ) : (
        <Price item={item.name} value={price.price} />
      )}
    </span>
  );
}
