import { z } from 'zod';
import { inboxKinds } from './inbox.ts';
import { memberLinkOf } from './member-page.ts';
import { userTypes } from './users.ts';

/**
 * The one search of the console (Ctrl+K or `/` from any screen, docs/decisions/500): members,
 * admins, projects and queue items by name, e-mail, phone or code, in groups, each hit with the
 * console's page it opens.
 */
export const globalSearchPath = '/api/admin/search';

/** A term shorter than this has no trigram for the indexes to look up: nothing is searched. */
export const globalSearchMinLength = 3;
/** How many hits each group shows at most. */
export const globalSearchGroupSize = 6;

export const globalSearchMessages = {
  tooLong: 'Search for at most 500 characters',
} as const;

export const globalSearchQuerySchema = z.object({
  q: z.string().max(500, globalSearchMessages.tooLong).default(''),
});
export type GlobalSearchQuery = z.input<typeof globalSearchQuerySchema>;

export const searchGroups = ['members', 'admins', 'projects', 'items'] as const;
export type SearchGroup = (typeof searchGroups)[number];

export const searchHitSchema = z.object({
  id: z.string(),
  /** What the hit is: a member's type, `admin`, `project`, or a queue kind (inbox kinds). */
  kind: z.enum([...userTypes, 'admin', 'project', ...inboxKinds]),
  /** The name shown first: the member's, the admin's, the project's, the item's client or member. */
  name: z.string(),
  /** The line beneath: phone and e-mail, the project's developer, the item's phone and project. */
  detail: z.string(),
  /** The member's or item's state (active, removed, pending, new, ...); empty where none. */
  status: z.string(),
  /** The console's page the hit opens. */
  route: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const globalSearchReplySchema = z.object({
  /** The term as looked for: a phone in its stored national form (01...), a text in search form. */
  term: z.string(),
  members: z.array(searchHitSchema),
  admins: z.array(searchHitSchema),
  projects: z.array(searchHitSchema),
  items: z.array(searchHitSchema),
});
export type GlobalSearchReply = z.infer<typeof globalSearchReplySchema>;

/** Where a member hit opens: the member's page (docs/decisions/442), the one place a member's link is made. */
export function memberRouteOf(member: { id: string }): string {
  return memberLinkOf(member.id);
}
