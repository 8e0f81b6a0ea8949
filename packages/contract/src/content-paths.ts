import type { UserType } from './users.ts';

/**
 * The content library's API paths (content-operations §7, under /api) beside each content type's
 * own (in its row, content-types.ts), as templates: the server registers them as they are, the
 * console fills them with `fillPath` (paths.ts). `{product}` stands for the product name in the
 * discount's paths ("/api/simsar_discount"), put in by `productPath` on both halves.
 */
export const contentPaths = {
  /** Ours: each member's best score in one quiz, paged (docs/decisions/062). */
  quizAttempts: '/api/quiz/:id/attempts',
  /** Marketplace apps (ARCHITECTURE.md, Marketplace apps API). */
  app: {
    team: '/api/app/team',
    trainings: '/api/app/trainings',
    guidelines: '/api/app/guidelines',
    sliders: '/api/app/sliders',
    discounts: '/api/app/discounts',
    quizzes: '/api/app/quizzes',
    quizStart: '/api/app/quizzes/:id/start',
    quizSubmit: '/api/app/quizzes/:id/submit',
  },
} as const;

/** The user-type segment of the guideline and slider routes (content-operations §2) and the type it stands for. */
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

/** A content path template with the product's segment put in (the others are left as they are). */
export function productPath(template: string, productName: string): string {
  return template.replace('{product}', discountSegment(productName));
}
