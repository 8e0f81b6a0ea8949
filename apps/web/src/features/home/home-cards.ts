import type { AdminAlert } from '@simsar/contract/admins';
import {
  type ContentTypeKey,
  type ContentTypeRow,
  contentCardsOf,
  contentTypeRows,
  contentWords,
} from '@simsar/contract/content-types';
import { developersRoute } from '@simsar/contract/developers';
import {
  type CardGroup,
  type OverdueKey,
  overdueKeys,
  type Summary,
  type SummaryKey,
} from '@simsar/contract/home';
import { inboxRoute } from '@simsar/contract/inbox';
import { type QueueKind, queueKindOf, queueKinds } from '@simsar/contract/queue-kinds';
import { receivablesRoute } from '@simsar/contract/receivables';
import type { CardKey } from '../../i18n/card-keys.ts';
import type { MessageKey } from '../../i18n/catalogue-en.ts';
import type { Words } from '../../i18n/i18n.tsx';
import { productSlug } from '../../ui/product-name.ts';

export interface HomeCard {
  key: CardKey;
  title: string;
  description: string;
  to: string;
  /** The summary count that raises the card's bell. */
  bell?: SummaryKey;
  /** The super admin's alert count (GET /api/admin/get_alert) that raises the bell. */
  alert?: keyof AdminAlert;
  /** What the bell counts, said beside it, when "pending or new" would not say it: the catalogue's keys. */
  bellCounts?: { short: MessageKey; long: MessageKey };
  /** A card whose button acts instead of opening a screen. */
  action?: 'generateGuestLink';
  superOnly?: boolean;
}

interface Viewer {
  isSuper: boolean;
  productName: string;
}

/**
 * A queue's card, as its row says (queue-kinds.ts): its words, where it opens and its bell. A card
 * only super admins may open (the password-reset requests) is left out for ordinary admins.
 */
function queueCard(kind: QueueKind): HomeCard {
  const row = queueKinds.find((candidate) => candidate.kind === kind) ?? queueKindOf(kind);
  const { title, description, to } = row.card;
  return {
    key: `queue.${kind}`,
    title,
    description,
    to,
    ...('alert' in row.bell ? { alert: row.bell.alert } : { bell: row.bell.summary }),
    ...(row.access.see === 'super' && { superOnly: true }),
  };
}

/** Where a card has add and view variants, a super admin gets add and an ordinary admin view (console-core §2). */
const addOrView = (base: string, isSuper: boolean) => `${base}/${isSuper ? 'add' : 'view'}`;

type PlacedCard = HomeCard & { group: CardGroup; type: string };

/** The content types' cards, as their rows say (content-types.ts), the product name put in. */
function contentCards({ isSuper, productName }: Viewer): PlacedCard[] {
  const rows = Object.entries(contentTypeRows as Record<string, ContentTypeRow>);
  return rows.flatMap(([type, row]) =>
    contentCardsOf(row).map(({ group, title, description, route }) => ({
      key: `content.${type}` as CardKey,
      type,
      group,
      title: contentWords(title, { product: productName }),
      description,
      to: addOrView(contentWords(route, { product: productSlug(productName) }), isSuper),
    })),
  );
}

const homeCardOf = ({ group: _group, type: _type, ...card }: PlacedCard): HomeCard => card;

/** The cards of a tab in their places; `content` is the content types' cards of this tab. */
function cardsOf(group: CardGroup, { isSuper }: Viewer, content: PlacedCard[]): HomeCard[] {
  const av = (base: string) => addOrView(base, isSuper);
  /** A content type's card on this tab. */
  const contentCard = (type: ContentTypeKey): HomeCard => {
    const card = content.find((one) => one.type === type);
    if (!card) throw new Error(`The ${type} content type has no card on the ${group} tab`);
    return homeCardOf(card);
  };
  switch (group) {
    case 'General':
      return [
        {
          key: 'inbox',
          title: 'Inbox',
          description: 'Every waiting item of every queue, oldest first',
          to: inboxRoute,
        },
        {
          key: 'reports',
          title: 'Reports',
          description: 'The brokerage at a glance: deals, commission, response times, members',
          to: '/reports',
        },
        { key: 'projects', title: 'Projects', description: 'Projects and their units', to: av('/units') },
        {
          key: 'developers',
          title: 'Developers',
          description: 'Real-estate developers, their contacts and commission terms',
          to: developersRoute,
        },
        {
          key: 'receivables',
          title: 'Receivables',
          description: 'What the developers owe, aged, with totals',
          to: receivablesRoute,
          superOnly: true,
        },
        contentCard('team'),
        queueCard('feedback'),
        queueCard('password_reset'),
        {
          key: 'guestLink',
          title: 'Generate Guest Link',
          description: 'Copies a link to a new empty project that a guest can fill in without signing in',
          to: '',
          action: 'generateGuestLink',
          superOnly: true,
        },
        {
          key: 'admins',
          title: 'Admins',
          description: 'Administrators and their users',
          to: '/admins/add',
          alert: 'non_distributed_users',
          // The count is of members no admin looks after, not of admins.
          bellCounts: { short: 'home.unassignedShort', long: 'home.unassignedLong' },
          superOnly: true,
        },
        {
          key: 'audit',
          title: 'Audit log',
          description: 'Every change admins made',
          to: '/audit',
          superOnly: true,
        },
      ];
    case 'Brokers':
      return [
        queueCard('pending_brokers'),
        contentCard('guideline'),
        contentCard('slider'),
        queueCard('form'),
        queueCard('cil'),
        contentCard('quiz'),
        contentCard('training'),
      ];
    case 'Clients':
      return [
        {
          key: 'clients',
          title: 'Clients',
          description: 'Active and removed clients',
          to: '/clients/accept',
        },
        contentCard('guideline'),
        contentCard('slider'),
        queueCard('property_consultant'),
        queueCard('contact_sales'),
        contentCard('discount'),
      ];
    case 'Franchises':
      return [
        {
          key: 'franchises',
          title: 'Franchises',
          description: 'Active and removed franchises',
          to: '/franchises/accept',
        },
        contentCard('guideline'),
        contentCard('slider'),
        queueCard('deal'),
        queueCard('request_franchises'),
        queueCard('request_media'),
        queueCard('request_organic_leads'),
      ];
  }
}

/** The cards of one home tab for this viewer; super-only cards are left out for ordinary admins. */
export function buildHomeCards(group: CardGroup, viewer: Viewer): HomeCard[] {
  const content = contentCards(viewer).filter((card) => card.group === group);
  const placed = cardsOf(group, viewer, content);
  const unplaced = (card: { to: string }) => !placed.some((one) => one.to === card.to);
  // A queue or content type whose card has no place above yet comes last in its row's group.
  const queues = queueKinds
    .filter((row) => row.card.group === group && unplaced(row.card))
    .map((row) => queueCard(row.kind));
  const newContent = content.filter(unplaced).map(homeCardOf);
  return [...placed, ...queues, ...newContent].filter((card) => viewer.isSuper || !card.superOnly);
}

export function bellCountOf(card: HomeCard, summary: Summary | undefined, alert?: AdminAlert): number {
  if (card.alert) return alert ? alert[card.alert] : 0;
  return card.bell && summary ? summary[card.bell] : 0;
}

/** A request queue's card says how many of its items are past their target (decision 082). */
export function overdueCountOf(card: HomeCard, summary: Summary | undefined): number {
  if (!card.bell || !summary || !overdueKeys.includes(card.bell as OverdueKey)) return 0;
  return summary.overdue[card.bell as OverdueKey];
}

/**
 * A card's title and description in the chosen language: English as the contract's rows say them
 * (the spec's words), another language from its catalogue by the card's key, with the product's
 * name and the tab's members (`{audience}`) put in (docs/decisions/287).
 */
export function cardWords(
  card: HomeCard,
  words: Words,
  { group, productName, t }: { group: CardGroup; productName: string; t: (key: MessageKey) => string },
): { title: string; description: string } {
  const translated = words.cards?.[card.key];
  if (!translated) return { title: card.title, description: card.description };
  const fill = (text: string) =>
    text
      .replace('{product}', productName)
      .replace('{audience}', () => t(`home.audience.${group.toLowerCase()}` as MessageKey));
  return { title: fill(translated.title), description: fill(translated.description) };
}
