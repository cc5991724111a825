import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/** Our modules that every page loads: the root route and the modules it imports, whatever the page. */
const SHELL_ROOT = /[\\/]routes[\\/]root\.tsx$/;
const OURS = /^(?!.*[\\/]node_modules[\\/])/;
/**
 * Our modules used by this many routes or more join the shell too (page metadata, breadcrumbs, sign-ups), when the
 * home page uses them: the shell is the home page's JavaScript, kept within its budget (bench/weights.ts). Shared
 * parts the home page does not use (the report form's fields) go to chunks of their own, loaded by the pages that do.
 */
const SHARED_BY = 6;
const HOME_ROUTE = /[\\/]routes[\\/]home\.tsx$/;
/** ...but not the guide pages' parts: most of those pages ship no framework JavaScript at all. */
const GUIDE_PARTS = /[\\/]components[\\/]pages[\\/]/;

const ROUTE_MODULE = /[\\/]routes[\\/][^\\/]+\.tsx$/;

type Info = { importers: readonly string[] } | null;
/** The route modules (root included) that import `id`, directly or through other modules. */
function routesImporting(id: string, getInfo: (id: string) => Info, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(id)) return found;
  seen.add(id);
  if (ROUTE_MODULE.test(id)) found.add(id);
  for (const imp of getInfo(id)?.importers ?? []) routesImporting(imp, getInfo, seen, found);
  return found;
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // SOURCEMAP=1 npm run build: source maps, to see what each chunk is made of.
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // One file for the site's shell (layout, header, footer, toasts, shared helpers) instead of a
              // dozen small ones: fewer requests, and gzip compresses the code together.
              name: (id, ctx) => {
                if (!OURS.test(id)) return null;
                const routes = routesImporting(id, (m) => ctx.getModuleInfo(m));
                if ([...routes].some((r) => SHELL_ROOT.test(r))) return "shell";
                return routes.size >= SHARED_BY && !GUIDE_PARTS.test(id) && [...routes].some((r) => HOME_ROUTE.test(r)) ? "shell" : null;
              },
            },
          ],
        },
      },
    },
  },
});
