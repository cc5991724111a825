/**
 * Every screen of the spec (§2 of docs/product-spec.md), read from the page registry in domain/rules/pages.ts: add a
 * page there, not here. Two paths showing one screen share a module with distinct ids.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES } from "../domain/rules/pages.ts";

export default PAGES.map((p) => (p.path === "" ? index(p.file, { id: p.id }) : route(p.path, p.file, { id: p.id }))) satisfies RouteConfig;
