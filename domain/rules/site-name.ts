/** The site's name: the home page's title, the end of every page title, the publisher in its JSON-LD. */
export const SITE_NAME = "Menu Prices";
