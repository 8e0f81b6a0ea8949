import { type ContentTypePaths, contentPaths } from './content-paths.ts';

/**
 * One content type of the library (content-operations §2, §3, §7): its one name (the audit's word:
 * create_{name}, update_{name}, delete_{name}), its API paths, its OpenAPI tag, its console route
 * and its words. In the route and the words, `{audience}` is the route's user-type segment
 * (brokers, clients, franchises) and `{product}` the product name (its slug in the route).
 */
export type ContentTypeRow = {
  name: string;
  tag: string;
  paths: ContentTypePaths;
  route: string;
  title: string;
  addLabel: string;
  viewLabel: string;
};

export const contentTypeRows = {
  team: {
    name: 'team_member',
    tag: 'Help team',
    paths: contentPaths.team,
    route: '/help-team',
    title: 'Help team',
    addLabel: 'Add help team',
    viewLabel: 'Help team',
  },
  quiz: {
    name: 'quiz',
    tag: 'Quizzes',
    paths: contentPaths.quizzes,
    route: '/quizzes',
    title: 'Quizzes',
    addLabel: 'Add quiz',
    viewLabel: 'Quizzes',
  },
  training: {
    name: 'training',
    tag: 'Training',
    paths: contentPaths.training,
    route: '/training',
    title: 'Training',
    addLabel: 'Add training',
    viewLabel: 'Trainings',
  },
  franchiseTraining: {
    name: 'franchise_training',
    tag: 'Training',
    // Deleted through the training's DELETE /api/training/{id}, which takes either kind (§7).
    paths: contentPaths.franchiseTraining,
    route: '/franchise-training',
    title: 'Franchise training',
    addLabel: 'Add franchise training',
    viewLabel: 'Franchise trainings',
  },
  guideline: {
    name: 'guideline',
    tag: 'Guidelines',
    paths: contentPaths.guidelines,
    route: '/guideline/{audience}',
    title: 'Guidelines for {audience}',
    addLabel: 'Add guideline',
    viewLabel: 'Guidelines',
  },
  slider: {
    name: 'slider',
    tag: 'Sliders',
    paths: contentPaths.sliders,
    route: '/slider/{audience}',
    title: 'Sliders for {audience}',
    addLabel: 'Add slider',
    viewLabel: 'Sliders',
  },
  discount: {
    name: 'discount',
    tag: 'Discount',
    paths: contentPaths.discount,
    route: '/{product}-discount',
    title: '{product} discount',
    addLabel: 'Add {product} discount',
    viewLabel: '{product} discounts',
  },
} as const satisfies Record<string, ContentTypeRow>;

export type ContentTypeKey = keyof typeof contentTypeRows;

/** A row's route or words with `{audience}` and `{product}` put in. */
export function contentWords(text: string, values: { audience?: string; product?: string }): string {
  return text.replace('{audience}', values.audience ?? '').replace('{product}', values.product ?? '');
}
