import type { BilingualPair } from './bilingual.ts';
import type { CardGroup } from './card-groups.ts';
import type { ContentField } from './content-fields.ts';
import { discountFields, guidelineFields, marketingMessages, sliderFields } from './content-marketing.ts';
import type { ContentAudience } from './content-paths.ts';
import { teamFields, teamMessages } from './content-team.ts';

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
  /**
   * Its texts held in English and Arabic, by their fields in the item (docs/decisions/285): a list
   * marks an item whose half is missing and the apps' replies say which language they fall back to.
   * Empty for a type whose texts are in one language only (or that has none, sliders).
   */
  bilingual: readonly BilingualPair[];
  /**
   * Its home card (console-core §2), opening its route: on the `group` tab, or, where the group is
   * `{audience}`, one card per audience on that audience's tab. A type without one has no card.
   */
  card?: { group: CardGroup | '{audience}'; title: string; description: string };
  /**
   * Its fields, listed once (content-fields.ts), for a type whose item is its fields as they are:
   * its schemas, the server's table and calls, the console's form and default card follow from
   * them. Without it (quizzes, trainings), the type's server and console rows say what it holds.
   */
  fields?: readonly ContentField[];
  /** Its words for a missing item, a deletion and a save (with `fields`). */
  messages?: { notFound: string; deleted: string; saved: string };
  /** The question before one of its items is deleted, for a type the console draws from its fields. */
  askDelete?: string;
};

const marketing = marketingMessages;

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
    bilingual: [],
    card: { group: 'General', title: 'Help team', description: 'The team members apps show for help' },
    fields: teamFields,
    messages: teamMessages,
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
    bilingual: [],
    card: { group: 'Brokers', title: 'Quizzes', description: 'Quizzes for brokers' },
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
    bilingual: [],
    card: { group: 'Brokers', title: 'Training', description: 'Training videos for brokers' },
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
    bilingual: [],
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
    bilingual: [{ en: 'name_en', ar: 'name_ar' }],
    card: { group: '{audience}', title: 'Guidelines', description: 'Guidelines for {audience}' },
    fields: guidelineFields,
    messages: { notFound: marketing.guidelineNotFound, deleted: marketing.deleted, saved: marketing.saved },
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
    bilingual: [],
    card: { group: '{audience}', title: 'Sliders', description: 'Sliders in the {audience} app' },
    fields: sliderFields,
    messages: { notFound: marketing.sliderNotFound, deleted: marketing.deleted, saved: marketing.saved },
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
    bilingual: [{ en: 'text_en', ar: 'text_ar' }],
    card: { group: 'Clients', title: '{product} discount', description: 'Discounts offered to clients' },
    fields: discountFields,
    messages: { notFound: marketing.discountNotFound, deleted: marketing.deleted, saved: marketing.saved },
  },
} as const satisfies Record<string, ContentTypeRow>;

export type ContentTypeKey = keyof typeof contentTypeRows;

/** The tab of each audience's cards. */
const audienceGroups = {
  brokers: 'Brokers',
  clients: 'Clients',
  franchises: 'Franchises',
} as const satisfies Record<ContentAudience, CardGroup>;

/** A content type's home card on one tab; its title and route may still hold `{product}`. */
export type ContentCardRow = { group: CardGroup; title: string; description: string; route: string };

/** A type's home cards: its card, or one per audience (brokers, clients, franchises) with `{audience}` put in. */
export function contentCardsOf({ card, route }: ContentTypeRow): ContentCardRow[] {
  if (!card) return [];
  if (card.group !== '{audience}') return [{ ...card, group: card.group, route }];
  return (Object.keys(audienceGroups) as ContentAudience[]).map((audience) => ({
    group: audienceGroups[audience],
    title: card.title,
    description: contentWords(card.description, { audience }),
    route: contentWords(route, { audience }),
  }));
}

/** A row's route or words with `{audience}` and `{product}` put in (each left as it is when not given). */
export function contentWords(text: string, values: { audience?: string; product?: string }): string {
  return text
    .replace('{audience}', values.audience ?? '{audience}')
    .replace('{product}', values.product ?? '{product}');
}
