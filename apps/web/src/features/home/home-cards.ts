import type { AdminAlert } from '@simsar/contract/admins';
import { type OverdueKey, overdueKeys, type Summary, type SummaryKey } from '@simsar/contract/home';
import { productSlug } from '../../ui/product-name.ts';

export const cardGroups = ['General', 'Brokers', 'Clients', 'Franchises'] as const;
export type CardGroup = (typeof cardGroups)[number];

export interface HomeCard {
  title: string;
  description: string;
  to: string;
  /** The summary count that raises the card's bell. */
  bell?: SummaryKey;
  /** The super admin's alert count (GET /api/admin/get_alert) that raises the bell. */
  alert?: keyof AdminAlert;
  /** What the bell counts, said beside it, when "pending or new" would not say it. */
  bellCounts?: { short: string; long: string };
  /** A card whose button acts instead of opening a screen. */
  action?: 'generateGuestLink';
  superOnly?: boolean;
}

interface Viewer {
  isSuper: boolean;
  productName: string;
}

/** Where a card has add and view variants, a super admin gets add and an ordinary admin view (§2). */
const addOrView = (base: string, isSuper: boolean) => `${base}/${isSuper ? 'add' : 'view'}`;

function cardsOf(group: CardGroup, { isSuper, productName }: Viewer): HomeCard[] {
  const av = (base: string) => addOrView(base, isSuper);
  switch (group) {
    case 'General':
      return [
        { title: 'Projects', description: 'Projects and their units', to: av('/units') },
        { title: 'Help team', description: 'The team members apps show for help', to: av('/help-team') },
        {
          title: 'Feedback',
          description: 'Ratings and messages from members',
          to: '/feedback/non-done',
          bell: 'feedback',
        },
        {
          title: 'Reset password',
          description: 'Password-reset requests',
          to: '/forgot_password',
          alert: 'forgot_password',
          superOnly: true,
        },
        {
          title: 'Generate Guest Link',
          description: 'Copies a link to a new empty project that a guest can fill in without signing in',
          to: '',
          action: 'generateGuestLink',
          superOnly: true,
        },
        {
          title: 'Admins',
          description: 'Administrators and their users',
          to: '/admins/add',
          alert: 'non_distributed_users',
          // The count is of members no admin looks after, not of admins (issue 12, item 10).
          bellCounts: { short: 'unassigned', long: 'unassigned members' },
          superOnly: true,
        },
        { title: 'Audit log', description: 'Every change admins made', to: '/audit', superOnly: true },
      ];
    case 'Brokers':
      return [
        {
          title: 'Brokers',
          description: 'Accepted and pending brokers',
          to: '/brokers/accept',
          bell: 'pending_brokers',
        },
        { title: 'Guidelines', description: 'Guidelines for brokers', to: av('/guideline/brokers') },
        { title: 'Sliders', description: 'Sliders in the brokers app', to: av('/slider/brokers') },
        { title: 'Forms', description: 'Forms sent by brokers', to: '/forms/new', bell: 'forms' },
        { title: 'CIL', description: 'Client introduction letters', to: '/cil/new', bell: 'cil' },
        { title: 'Quizzes', description: 'Quizzes for brokers', to: av('/quizzes') },
        { title: 'Training', description: 'Training videos for brokers', to: av('/training') },
      ];
    case 'Clients':
      return [
        { title: 'Clients', description: 'Active and removed clients', to: '/clients/accept' },
        { title: 'Guidelines', description: 'Guidelines for clients', to: av('/guideline/clients') },
        { title: 'Sliders', description: 'Sliders in the clients app', to: av('/slider/clients') },
        {
          title: 'Request property consultant',
          description: 'Clients asking for a property consultant',
          to: '/property-consultant/non-done',
          bell: 'property_consultant',
        },
        {
          title: 'Request sales developer',
          description: 'Clients asking to contact sales',
          to: '/contact-sales/non-done',
          bell: 'contact_sales',
        },
        {
          title: `${productName} discount`,
          description: 'Discounts offered to clients',
          to: av(`/${productSlug(productName)}-discount`),
        },
      ];
    case 'Franchises':
      return [
        { title: 'Franchises', description: 'Active and removed franchises', to: '/franchises/accept' },
        { title: 'Guidelines', description: 'Guidelines for franchises', to: av('/guideline/franchises') },
        { title: 'Sliders', description: 'Sliders in the franchises app', to: av('/slider/franchises') },
        { title: 'Deals', description: 'Deals sent by brokers', to: '/deals/new', bell: 'deals' },
        {
          title: 'Join request',
          description: 'Requests to join as a franchise',
          to: '/request_franchises/new',
          bell: 'request_franchises',
        },
        {
          title: 'Request media buying',
          description: 'Media buying requests',
          to: '/media-buying/non-done',
          bell: 'media_buying',
        },
        {
          title: 'Request organic leads',
          description: 'Organic leads requests',
          to: '/request-organic-leads/non-done',
          bell: 'organic_leads',
        },
      ];
  }
}

/** The cards of one home tab for this viewer; super-only cards are left out for ordinary admins. */
export function buildHomeCards(group: CardGroup, viewer: Viewer): HomeCard[] {
  return cardsOf(group, viewer).filter((card) => viewer.isSuper || !card.superOnly);
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
