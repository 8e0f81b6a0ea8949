import { pageQuerySchema } from '@simsar/contract/lists';
import {
  ageingReplySchema,
  claimPageReplySchema,
  claimPaymentSchema,
  claimReplySchema,
  invoiceClaimSchema,
  receivableMessages as m,
  receivablePaths,
  writeOffClaimSchema,
} from '@simsar/contract/receivables';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { ageingOf } from './deals.claims.ageing.service.ts';
import { claimsList, invoiceClaim, recordClaimPayment, writeOffClaim } from './deals.claims.service.ts';

const tags = ['Receivables'];
// What the developers owe is for super admins only (docs/decisions/531).
const config = { access: 'super' } as const;
const params = z.object({ id: z.uuid(m.notFound) });

export function registerClaimRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    receivablePaths.list,
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: claimPageReplySchema } } },
    (request) => claimsList.page(db, sessionOf(request), request.query),
  );
  app.get(receivablePaths.ageing, { config, schema: { tags, response: { 200: ageingReplySchema } } }, () =>
    ageingOf(db, clock()),
  );
  app.post(
    receivablePaths.invoice,
    { config, schema: { tags, params, body: invoiceClaimSchema, response: { 200: claimReplySchema } } },
    async (request) => ({
      message: m.invoiced,
      claim: await invoiceClaim(db, sessionOf(request), request.params.id, request.body, clock()),
    }),
  );
  app.post(
    receivablePaths.payment,
    { config, schema: { tags, params, body: claimPaymentSchema, response: { 200: claimReplySchema } } },
    async (request) => ({
      message: m.paymentRecorded,
      claim: await recordClaimPayment(db, sessionOf(request), request.params.id, request.body, clock()),
    }),
  );
  app.post(
    receivablePaths.writeOff,
    { config, schema: { tags, params, body: writeOffClaimSchema, response: { 200: claimReplySchema } } },
    async (request) => ({
      message: m.writtenOff,
      claim: await writeOffClaim(db, sessionOf(request), request.params.id, request.body, clock()),
    }),
  );
}
