/**
 * The numbers of price alerts that pages state, apart from domain/indexes/alerts.ts (the checks and the fold) so
 * that the follow form does not ship the validation code and its library to the browser.
 */

/** A confirmation link works this long after the follow was asked for; an unconfirmed follow's address is erased then. */
export const CONFIRM_DAYS = 7;
/** One confirmation email per address and item a day; at most this many per address a day, whatever the items. */
export const FOLLOWS_PER_ADDRESS_PER_DAY = 3;
