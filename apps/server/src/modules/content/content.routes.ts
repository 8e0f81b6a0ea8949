import type { AppContext, ZodApp } from '../../core/context.ts';
import { registerAppContentRoutes } from './content.apps.routes.ts';
import { registerQuizAttemptRoutes } from './content.quiz-attempts.routes.ts';
import { contentTypes } from './content.types.ts';

/** The content library: each content type's calls, the apps' reads and the quizzes' attempts. */
export function registerContentRoutes(app: ZodApp, context: AppContext): void {
  for (const type of contentTypes) type.register(app, context);
  registerQuizAttemptRoutes(app, context);
  registerAppContentRoutes(app, context);
}
