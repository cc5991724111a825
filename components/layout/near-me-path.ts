/** The near-me page's path, from the page registry (domain/rules/pages.ts). */
import { pageById, pagePath } from "#domain/rules/pages.ts";

export const NEAR_ME_PATH = pagePath(pageById("near-me")!);
