import { inboxPath, inboxQuerySchema, inboxReplySchema } from '@simsar/contract/inbox';
import { sentValue, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { readInbox } from './inbox.service.ts';
import { getInboxTargets } from './inbox.targets.ts';

/**
 * GET /api/inbox?page=&kind=&admin=: the triage inbox (docs/decisions/281), every waiting item the
 * admin may see, oldest first (newest first by `sort=filed&dir=desc`). Filtering by another admin's
 * members is a super admin's (403 else).
 */
export function registerInboxRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    inboxPath,
    {
      // Another admin's share is a super admin's to read, refused before the query is checked.
      config: { access: 'admin', superWhen: (request) => !!sentValue(request, 'query', 'admin') },
      schema: { tags: ['Inbox'], querystring: inboxQuerySchema, response: { 200: inboxReplySchema } },
    },
    async (request) => {
      const admin = sessionOf(request);
      return readInbox(db, admin, request.query, clock(), await getInboxTargets(db));
    },
  );
}
