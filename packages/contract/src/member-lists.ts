import { z } from 'zod';
import { dayField } from './fields.ts';
import { pageQuerySchema, pageReplySchema } from './lists.ts';
import { userSchema, userStatuses } from './users.ts';

/**
 * A member list as the console's table and cards read it (docs/decisions/520): a page in the one
 * list shape, sorted by a column the list names and narrowed by the filters beside the search. The
 * same filter is what the list's export and "select all that match" read (core/lists.ts `export.filter`).
 */
export const memberListPaths = { page: '/api/user/list/:type' } as const;

/** The columns a member list may be sorted by: each has an index of its own (users.schema.ts). */
export const memberSorts = ['joined', 'name'] as const;
export type MemberSort = (typeof memberSorts)[number];

export const memberFilterMessages = {
  adminInvalid: 'Choose an admin from the list',
  dayInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The start of the range must come before its end',
  bannedInvalid: 'Choose banned (yes) or not banned (no)',
  stateInvalid: 'Choose active, pending or removed',
} as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const day = z.preprocess(blankToUndefined, dayField(memberFilterMessages.dayInvalid).optional());

/** Joined between two days (UTC, both included); banned or not; one admin's members. */
const memberFilterShape = {
  state: z.preprocess(blankToUndefined, z.enum(userStatuses, memberFilterMessages.stateInvalid).optional()),
  admin_id: z.preprocess(blankToUndefined, z.uuid(memberFilterMessages.adminInvalid).optional()),
  banned: z.preprocess(
    blankToUndefined,
    z.enum(['yes', 'no'], memberFilterMessages.bannedInvalid).optional(),
  ),
  joined_from: day,
  joined_to: day,
};

const inOrder = (filter: { joined_from?: string | undefined; joined_to?: string | undefined }) =>
  !filter.joined_from || !filter.joined_to || filter.joined_from <= filter.joined_to;
const rangeIssue = { message: memberFilterMessages.rangeInvalid, path: ['joined_to'] };

export const memberFilterSchema = z.object(memberFilterShape).refine(inOrder, rangeIssue);
export type MemberFilter = z.output<typeof memberFilterSchema>;
/** The filter's names, as the address (search params) and the export's query hold them. */
export const memberFilterKeys = Object.keys(memberFilterShape) as (keyof MemberFilter)[];

export const memberPageQuerySchema = pageQuerySchema.extend(memberFilterShape).refine(inOrder, rangeIssue);
export type MemberPageQuery = z.output<typeof memberPageQuerySchema>;

export const memberPageReplySchema = pageReplySchema(userSchema);
