import { fillPath } from '@simsar/contract/paths';
import { unitPricePaths, unitPricesReplySchema } from '@simsar/contract/unit-prices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { unitKeys } from './unit-calls.ts';

/** A project's price lists (docs/decisions/550); under `unitKeys.all`, so saving a project refetches them. */
export const priceKeys = {
  of: (id: string) => [...unitKeys.all, 'prices', id] as const,
};

/** GET /api/units/{id}/prices: the current version, the one before and what changed. */
export function useUnitPrices(id: string) {
  return useQuery({
    queryKey: priceKeys.of(id),
    queryFn: () => apiRequest(fillPath(unitPricePaths.prices, { id }), { reply: unitPricesReplySchema }),
  });
}
