import { type RouteConfig, index } from "@react-router/dev/routes";

export default [index("reference.tsx")] satisfies RouteConfig;
