import { z } from 'zod';
import { userSchema, userStatuses, userTypeSchema } from './users.ts';

/**
 * A member's page (`/members/{id}`, docs/decisions/442): the member as every card shows them, who
 * invited them and whom they invited, and every item they filed in every queue with its state, newest
 * first, and the brokers' forms, deals and CIL naming them as the client. An ordinary admin opens only
 * their own members (404 otherwise, as every call about a member).
 */
export const memberPagePaths = {
  /** GET: the page's data. */
  page: '/api/user/member/:id',
} as const;
export const memberRoute = '/members/:id';
export const memberLinkOf = (id: string) => memberRoute.replace(':id', id);

/** How many invited members and filed items the page lists (the newest); it says how many there are. */
export const memberPageLimit = 50;

/** Another member named on the page: by their name, type and state. */
export const memberLinkSchema = z.object({
  _id: z.string(),
  name: z.string(),
  user_type: userTypeSchema,
  status: z.enum(userStatuses),
});
export type MemberLink = z.infer<typeof memberLinkSchema>;

/**
 * One item of the member's: its queue (the kind of its row), its state, when it was filed, and whether
 * they filed it (`filer`) or a broker's form, deal or CIL names them as its client (`client`).
 */
export const memberItemSchema = z.object({
  kind: z.string(),
  role: z.enum(['filer', 'client']),
  _id: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type MemberItem = z.infer<typeof memberItemSchema>;

export const memberPageReplySchema = z.object({
  user: userSchema,
  invited_by: memberLinkSchema.nullable(),
  invited: z.array(memberLinkSchema),
  invited_total: z.number().int(),
  items: z.array(memberItemSchema),
  items_total: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPageReplySchema>;
