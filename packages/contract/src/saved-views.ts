import { z } from 'zod';
import { idField, textField } from './fields.ts';

/**
 * Saved views (docs/decisions/560): a named list, with its filters, sort, search, size, view
 * (cards or table) and columns, kept on the server. A view is its owner's own, or shared with every
 * admin (only super admins share); each viewer's count is their own share of the list's rows.
 */
export const savedViewPaths = {
  /** GET: the caller's own views and the shared ones, each with the caller's count; POST: a new one. */
  all: '/api/views',
  /** PUT: the owner's change; DELETE: the owner's removal. */
  view: '/api/views/:id',
} as const;

export const savedViewMessages = {
  nameRequired: 'Name the view',
  listUnknown: 'This list cannot be saved as a view',
  pathInvalid: 'A view opens on a console screen',
  queryInvalid: 'A view keeps at most 20 settings',
  onlySuperShares: 'Only a super admin can share a view with every admin',
  notOwner: 'Only the view’s owner can change it',
  viewNotFound: 'View not found',
} as const;

export const savedViewLayouts = ['cards', 'table'] as const;
export type SavedViewLayout = (typeof savedViewLayouts)[number];

/**
 * What a view keeps. `query` is the list's address beside its page (search, sort, dir, size and the
 * list's filters), checked against the list when saved; `path` is the console screen it opens on.
 */
export const savedViewInputSchema = z.object({
  list: z
    .string({ error: savedViewMessages.listUnknown })
    .trim()
    .min(1, savedViewMessages.listUnknown)
    .max(60),
  path: z
    .string({ error: savedViewMessages.pathInvalid })
    .max(200, savedViewMessages.pathInvalid)
    .regex(/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, savedViewMessages.pathInvalid),
  name: textField(savedViewMessages.nameRequired, 60),
  shared: z.boolean().default(false),
  query: z
    .record(z.string().max(40), z.string().max(200))
    .refine((query) => Object.keys(query).length <= 20, savedViewMessages.queryInvalid)
    .default({}),
  layout: z.enum(savedViewLayouts).default('cards'),
  columns: z.array(z.string().min(1).max(40)).max(30).default([]),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const savedViewParamsSchema = z.object({ id: idField(savedViewMessages.viewNotFound) });

export const savedViewSchema = z.object({
  _id: z.string(),
  list: z.string(),
  path: z.string(),
  name: z.string(),
  shared: z.boolean(),
  query: z.record(z.string(), z.string()),
  layout: z.enum(savedViewLayouts),
  columns: z.array(z.string()),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  /** Whether the caller owns it (and so may change or delete it). */
  mine: z.boolean(),
  /** How many of the list's rows match it for the caller: their own share, as the list shows them. */
  count: z.number().int(),
  createdAt: z.string(),
});
export type SavedView = z.output<typeof savedViewSchema>;

export const savedViewsReplySchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewsReply = z.output<typeof savedViewsReplySchema>;
