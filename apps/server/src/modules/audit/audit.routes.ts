import { auditPageReplySchema, auditPaths, auditQuerySchema } from '@simsar/contract/audit';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listAuditEntries } from './audit.service.ts';

/** The audit log's one call: reading it (super admins). No call changes or deletes an entry. */
export function registerAuditRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    auditPaths.list,
    {
      config: { access: 'super' },
      schema: { tags: ['Audit'], querystring: auditQuerySchema, response: { 200: auditPageReplySchema } },
    },
    (request) => listAuditEntries(db, request.query),
  );
}
