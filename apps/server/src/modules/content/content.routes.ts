import type { AppContext, ZodApp } from '../../core/context.ts';
import { registerAppContentRoutes } from './content.apps.routes.ts';
import { registerMarketingRoutes } from './content.marketing.routes.ts';
import { registerQuizRoutes } from './content.quizzes.routes.ts';
import { registerTeamRoutes } from './content.team.routes.ts';
import { registerTrainingRoutes } from './content.training.routes.ts';

/** The content library (issue 9): help team, quizzes, training, guidelines, sliders, discounts. */
export function registerContentRoutes(app: ZodApp, context: AppContext): void {
  registerTeamRoutes(app, context);
  registerQuizRoutes(app, context);
  registerTrainingRoutes(app, context);
  registerMarketingRoutes(app, context);
  registerAppContentRoutes(app, context);
}
