/** Server-only: what /delivery shows (routes/delivery.tsx): the delivery platforms and the fees reported on them. */
import type { AppContext } from "#server/http/context.ts";
import { deliveryFees } from "#domain/rules/delivery.ts";

export function deliveryPage({ catalog }: AppContext) {
  return {
    platforms: catalog.data.deliveryPlatforms.slice(0, 4),
    fees: deliveryFees(catalog.data.deliveryEstimate),
  };
}
