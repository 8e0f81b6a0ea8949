import { summarySchema } from '@simsar/contract/home';
import { apiPaths } from '@simsar/contract/paths';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { countHomeSummary } from './home.service.ts';

export function registerHomeRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(apiPaths.summary, { schema: { tags: ['Home'], response: { 200: summarySchema } } }, (request) =>
    countHomeSummary(db, request.admin, clock()),
  );
}
