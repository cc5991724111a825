/** The one function of `fresh` (Koa's own conditional-request check) the server uses; the package ships no types. */
declare module "fresh" {
  function fresh(reqHeaders: Record<string, string | undefined>, resHeaders: Record<string, string | undefined>): boolean;
  export default fresh;
}
