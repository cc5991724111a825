/**
 * A menu item for a test: the fields given, typed as the schema types them (a category from the list, `sizes` as
 * data/menu-items.json writes them), so a fixture fits every function that takes a projection of the item.
 */
import type { MenuItem } from "#domain/data/schemas.ts";

export const testItem = <T extends Partial<MenuItem>>(fields: T): T => fields;
