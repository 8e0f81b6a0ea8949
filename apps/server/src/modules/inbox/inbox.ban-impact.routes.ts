import { banImpactPath, banImpactReplySchema } from '@simsar/contract/ban-impact';
import { userIdParamsSchema } from '@simsar/contract/users';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { readBanImpact } from './inbox.ban-impact.service.ts';

/**
 * GET /api/user/ban_impact/{id}: the member's waiting items per queue, invited members and
 * earnings, shown before a ban's confirmation (docs/decisions/283). Served here because it counts
 * the inbox's waiting items; any admin who sees the member may read it (404 otherwise).
 */
export function registerBanImpactRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    banImpactPath,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Users'],
        params: userIdParamsSchema,
        response: { 200: banImpactReplySchema },
      },
    },
    (request) => readBanImpact(db, sessionOf(request), request.params.id),
  );
}
