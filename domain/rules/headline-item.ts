/**
 * The item of the home page's headline price (spec: "average Big Mac price"): its figure is the item's national
 * price, the one every page shows for it, and the menu's strips on the same page leave its card out (HomeMenu).
 * A module of its own: the home page's browser code needs this name only, not domain/copy/home-editorial.ts's imports
 * (the price model among them, 3.3 KB gzip that the home page used to load for nothing).
 */
export const HEADLINE_ITEM = "Big Mac";
