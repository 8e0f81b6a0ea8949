/** The paths of one content type, as templates: a list, and the writes it offers. */
export type ContentTypePaths = { list: string; create: string; update?: string; delete?: string };

/**
 * One content type of the library (content-operations §2, §3, §7): its one name (the audit's word:
 * create_{name}, update_{name}, delete_{name}), its API paths (the spec's, word for word), its OpenAPI tag, its console route
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
    paths: {
      list: '/api/team/all',
      create: '/api/team/create',
      update: '/api/team/update/:id',
      delete: '/api/team/delete/:id',
    },
    route: '/help-team',
    title: 'Help team',
    addLabel: 'Add help team',
    viewLabel: 'Help team',
  },
  quiz: {
    name: 'quiz',
    tag: 'Quizzes',
    paths: {
      list: '/api/quiz',
      create: '/api/quiz/create',
      update: '/api/quiz/:id',
      delete: '/api/quiz/:id',
    },
    route: '/quizzes',
    title: 'Quizzes',
    addLabel: 'Add quiz',
    viewLabel: 'Quizzes',
  },
  training: {
    name: 'training',
    tag: 'Training',
    paths: {
      list: '/api/training',
      create: '/api/training/create',
      update: '/api/training/update/:id',
      /** Deletes a training or a franchise training (content-operations §7). */
      delete: '/api/training/:id',
    },
    route: '/training',
    title: 'Training',
    addLabel: 'Add training',
    viewLabel: 'Trainings',
  },
  franchiseTraining: {
    name: 'franchise_training',
    tag: 'Training',
    // Deleted through the training's DELETE /api/training/{id}, which takes either kind (content-operations §7).
    paths: {
      list: '/api/franchise_training',
      create: '/api/franchise_training/create',
      update: '/api/franchise_training/update/:id',
    },
    route: '/franchise-training',
    title: 'Franchise training',
    addLabel: 'Add franchise training',
    viewLabel: 'Franchise trainings',
  },
  guideline: {
    name: 'guideline',
    tag: 'Guidelines',
    paths: {
      list: '/api/guideline/user_type/:userType',
      create: '/api/guideline/create',
      update: '/api/guideline/update/:id',
      delete: '/api/guideline/delete/:id',
    },
    route: '/guideline/{audience}',
    title: 'Guidelines for {audience}',
    addLabel: 'Add guideline',
    viewLabel: 'Guidelines',
  },
  slider: {
    name: 'slider',
    tag: 'Sliders',
    paths: {
      list: '/api/slider/:userType',
      create: '/api/slider/create',
      delete: '/api/slider/delete/:id',
    },
    route: '/slider/{audience}',
    title: 'Sliders for {audience}',
    addLabel: 'Add slider',
    viewLabel: 'Sliders',
  },
  discount: {
    name: 'discount',
    tag: 'Discount',
    paths: {
      list: '/api/{product}_discount',
      create: '/api/{product}_discount/create',
      delete: '/api/{product}_discount/delete/:id',
    },
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
