/** Server-only: the home loader's figures (the FAQs' numbers and the location totals), kept out of the browser bundle. */
export { homeFaqs, locationTotals } from "#domain/copy/home-editorial.ts";
