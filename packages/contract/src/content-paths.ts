import type { UserType } from './users.ts';

/**
 * The content library's API paths (content-operations §7, under /api; issue 9) and the console's
 * routes (§2). The discount's segment follows the product name, lower-cased ("/api/simsar_discount").
 */
export const contentPaths = {
  team: '/api/team/all',
  teamCreate: '/api/team/create',
  teamUpdate: (id: string) => `/api/team/update/${id}`,
  teamDelete: (id: string) => `/api/team/delete/${id}`,

  quizzes: '/api/quiz',
  quizCreate: '/api/quiz/create',
  quiz: (id: string) => `/api/quiz/${id}`,
  /** Ours: each member's best score in one quiz, paged (docs/decisions/062). */
  quizAttempts: (id: string) => `/api/quiz/${id}/attempts`,

  trainings: '/api/training',
  trainingCreate: '/api/training/create',
  trainingUpdate: (id: string) => `/api/training/update/${id}`,
  /** Deletes a training or a franchise training (§7). */
  trainingDelete: (id: string) => `/api/training/${id}`,
  franchiseTrainings: '/api/franchise_training',
  franchiseTrainingCreate: '/api/franchise_training/create',
  franchiseTrainingUpdate: (id: string) => `/api/franchise_training/update/${id}`,

  guidelines: (userType: string) => `/api/guideline/user_type/${userType}`,
  guidelineCreate: '/api/guideline/create',
  guidelineUpdate: (id: string) => `/api/guideline/update/${id}`,
  guidelineDelete: (id: string) => `/api/guideline/delete/${id}`,

  sliders: (userType: string) => `/api/slider/${userType}`,
  sliderCreate: '/api/slider/create',
  sliderDelete: (id: string) => `/api/slider/delete/${id}`,

  discounts: (slug: string) => `/api/${slug}_discount`,
  discountCreate: (slug: string) => `/api/${slug}_discount/create`,
  discountDelete: (slug: string, id: string) => `/api/${slug}_discount/delete/${id}`,

  /** Marketplace apps (ARCHITECTURE.md, Marketplace apps API). */
  appTeam: '/api/app/team',
  appTrainings: '/api/app/trainings',
  appGuidelines: '/api/app/guidelines',
  appSliders: '/api/app/sliders',
  appDiscounts: '/api/app/discounts',
  appQuizzes: '/api/app/quizzes',
  appQuizStart: (id: string) => `/api/app/quizzes/${id}/start`,
  appQuizSubmit: (id: string) => `/api/app/quizzes/${id}/submit`,
} as const;

/** The user-type segment of the guideline and slider routes (§2) and the type it stands for. */
export const contentAudiences = { brokers: 'Broker', clients: 'Client', franchises: 'Franchise' } as const;
export type ContentAudience = keyof typeof contentAudiences;
export const contentAudienceNames = Object.keys(contentAudiences) as ContentAudience[];

export function audienceOf(userType: UserType): ContentAudience {
  return (Object.keys(contentAudiences) as ContentAudience[]).find(
    (audience) => contentAudiences[audience] === userType,
  ) as ContentAudience;
}

/** The URL segment of the product name in the discount's API path (PRODUCT_NAME, lower-cased). */
export function discountSegment(productName: string): string {
  return productName.trim().toLowerCase().replace(/\s+/g, '_');
}
