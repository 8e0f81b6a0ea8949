import {
  pricesOnQuerySchema,
  priceVersionReplySchema,
  unitPricePaths,
  unitPricesReplySchema,
} from '@simsar/contract/unit-prices';
import { unitIdParamsSchema as params } from '@simsar/contract/units-replies';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { getUnitPrices, priceVersionOn } from './units.prices.service.ts';

const tags = ['Projects'];

// A project's price lists (docs/decisions/550): read by every signed-in admin, like the project.
export function registerUnitPriceRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    unitPricePaths.prices,
    { schema: { tags, params, response: { 200: unitPricesReplySchema } } },
    (request) => getUnitPrices(db, request.params.id),
  );

  app.get(
    unitPricePaths.pricesOn,
    {
      schema: { tags, params, querystring: pricesOnQuerySchema, response: { 200: priceVersionReplySchema } },
    },
    async (request) => ({ response: await priceVersionOn(db, request.params.id, request.query.date) }),
  );
}
