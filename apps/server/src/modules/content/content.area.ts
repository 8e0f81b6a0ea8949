import type { ApiArea } from '../../core/context.ts';
import { registerAppContentRoutes } from './content.apps.routes.ts';
import { registerContentType } from './content.kit.routes.ts';
import { registerQuizAttemptRoutes } from './content.quiz-attempts.routes.ts';
import { quizResultsList } from './content.quiz-attempts.service.ts';
import { contentTypes } from './content.types.ts';

/** The content library: each content type's calls, the apps' reads and the quizzes' attempts. */
export const contentArea: ApiArea = {
  name: 'content',
  register(api, context) {
    for (const type of contentTypes) registerContentType(api, context, type.kit);
    registerQuizAttemptRoutes(api, context);
    registerAppContentRoutes(api, context);
  },
  /** Each type's list, with its export (getters: a type added at run time, a test's, counts too). */
  get lists() {
    return [...contentTypes.map((type) => type.listed), quizResultsList];
  },
  /** Each type's file slots' columns. */
  get storedKeys() {
    return contentTypes.flatMap((type) => type.storedKeys);
  },
};
