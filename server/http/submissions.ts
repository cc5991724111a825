/**
 * Stores what visitors submit. The API and the route actions both call these, so a form posted without
 * JavaScript and a JSON call give the same validation and the same stored record.
 */
import type { CatalogStore } from "../base/catalog.ts";
import type { SubmissionStore } from "../store/store.ts";
import { CommentInputSchema, ContactInputSchema, ReviewInputSchema, validate, type Validated } from "#domain/rules/forms.ts";
import { itemPath } from "#domain/rules/menu.ts";
import { resolveReviewItem, reviewItemFromForm } from "#domain/rules/reviews.ts";
import type { PublicComment, Review } from "#domain/data/schemas.ts";
import { todayIso } from "#domain/rules/dates.ts";
import { checkReport, type PublicReport, type ReportMenu } from "#domain/price-reports/input.ts";
import { whenItCounts } from "#domain/price-reports/rows.ts";
import { type ReportedFigure } from "#domain/rules/report-terms.ts";
import { statePrice } from "#domain/rules/state-estimates.ts";
import type { Catalog } from "#domain/data/catalog.ts";
import { itemSlug } from "#domain/rules/slug.ts";

export interface Submissions {
  review(input: unknown): Promise<Validated<Review>>;
  comment(input: unknown): Promise<Validated<PublicComment>>;
  /** Contact messages are stored but never served: the answer carries only the id. */
  contact(input: unknown): Promise<Validated<{ id: string }>>;
  /** `client`: the keyed hash of the sender's address (server/http/report-client.ts), stored with the report. */
  priceReport(input: unknown, client: string): Promise<Validated<PriceReportAnswer>>;
}

/** The answer to a stored report: the report (nothing identifying), whether it counts, and when it will. */
export interface PriceReportAnswer extends PublicReport {
  counted: boolean;
  whenItCounts: string;
  figure: ReportedFigure | null;
}

/** The checks' view of the menu and the estimates. */
export function reportMenu(catalog: Catalog): ReportMenu {
  return {
    itemBySlug: (slug) => catalog.itemsBySlug.get(slug),
    statePrice: (itemName, state) => {
      const item = catalog.itemsByName.get(itemName);
      return item ? (statePrice(catalog.statePrices, item, state)?.price ?? null) : null;
    },
    dealPrices: catalog.menuItems.filter((i) => i.fixedPrice).map((i) => ({ name: i.name, price: i.avgPriceUsd })),
    names: catalog.menuItems,
  };
}

export function createSubmissions(catalog: CatalogStore, journal: SubmissionStore): Submissions {
  return {
    async review(input) {
      const checked = validate(
        ReviewInputSchema,
        input && typeof input === "object" && !Array.isArray(input) ? reviewItemFromForm(input as Record<string, unknown>) : input,
      );
      if (!checked.ok) return checked;
      const { reviewer, location, rating, priceRating, review } = checked.value;
      // Filed under the menu's own name and category, or under Other (never linked) when the menu has no such item.
      const { itemName, category, onMenu } = resolveReviewItem(
        checked.value.itemName,
        (slug) => catalog.current.itemsBySlug.get(slug),
        catalog.current.menuItems,
      );
      const data = { itemName, category, rating, priceRating, review, reviewer, location };
      const record = await journal.append("review", data);
      return {
        ok: true,
        value: { id: record.id, ...data, helpfulCount: 0, createdAt: record.at, itemPath: onMenu ? itemPath(itemName) : null },
      };
    },
    async comment(input) {
      const checked = validate(CommentInputSchema, input);
      if (!checked.ok) return checked;
      const item = catalog.current.itemsBySlug.get(itemSlug(checked.value.itemName));
      if (!item) return { ok: false, issues: [{ field: "itemName", message: "No menu item has that name" }] };
      const { name, email, website, comment } = checked.value;
      const record = await journal.append("comment", { itemName: item.name, name, email, website, comment });
      return { ok: true, value: { id: record.id, itemName: item.name, name, website, comment, createdAt: record.at } };
    },
    async contact(input) {
      const checked = validate(ContactInputSchema, input);
      if (!checked.ok) return checked;
      const record = await journal.append("contact", { ...checked.value });
      return { ok: true, value: { id: record.id } };
    },
    async priceReport(input, client) {
      const today = todayIso();
      const checked = checkReport(input, reportMenu(catalog.current), today, validate);
      if (!checked.ok) return checked;
      const record = await journal.append("price-report", { ...checked.value, client });
      const reports = journal.state.reports;
      const i = reports.indexOf(record.id);
      const counted = i >= 0 && reports.countsState(i);
      const figure = i >= 0 ? reports.figureOf(i, today) : null;
      const report = i >= 0 ? reports.publicAt(i) : { id: record.id, ...checked.value, reportedAt: record.at };
      return {
        ok: true,
        value: { ...report, counted, whenItCounts: whenItCounts(figure, reports.threshold, { deal: checked.value.deal, counted }), figure },
      };
    },
  };
}
