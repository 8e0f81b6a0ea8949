import { z } from 'zod';
import { dayField } from './fields.ts';
import { pageQuerySchema } from './lists.ts';

/**
 * The filters beside a queue tab's search (docs/decisions/520): the admin whose members filed the
 * items, filed between two days (UTC, both included), overdue or not (its service clock past the
 * queue's target in working hours, docs/decisions/561), and for forms, deals and CIL the project or
 * the developer (docs/decisions/562). Read by the tab's page, its export and
 * "select all that match" alike; kept in the console's address.
 */
export const queueFilterMessages = {
  adminInvalid: 'Choose an admin from the list',
  dayInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The start of the range must come before its end',
  overdueInvalid: 'Choose overdue (yes) or not overdue (no)',
  textTooLong: 'A filter has at most 200 characters',
} as const;

/**
 * The columns a queue tab may be sorted by (`?sort=filed&dir=desc`, docs/decisions/563): when filed,
 * the one key every queue's indexes hold in both directions.
 */
export const queueSorts = ['filed'] as const;
export type QueueSort = (typeof queueSorts)[number];

/**
 * A form, deal or CIL tab's sorts: when filed, and the client's name A to Z or Z to A
 * (docs/decisions/567), each on an index of its own in both directions.
 */
export const submissionQueueSorts = [...queueSorts, 'client'] as const;
export type SubmissionQueueSort = (typeof submissionQueueSorts)[number];

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const day = z.preprocess(blankToUndefined, dayField(queueFilterMessages.dayInvalid).optional());

const text = z.preprocess(
  blankToUndefined,
  z.string().trim().max(200, queueFilterMessages.textTooLong).optional(),
);

const queueFilterShape = {
  admin_id: z.preprocess(blankToUndefined, z.uuid(queueFilterMessages.adminInvalid).optional()),
  filed_from: day,
  filed_to: day,
  overdue: z.preprocess(
    blankToUndefined,
    z.enum(['yes', 'no'], queueFilterMessages.overdueInvalid).optional(),
  ),
  /** Forms, deals and CIL: the project code or the developer as filed, containing this (case ignored). */
  project: text,
  developer: text,
};

const inOrder = (filter: { filed_from?: string | undefined; filed_to?: string | undefined }) =>
  !filter.filed_from || !filter.filed_to || filter.filed_from <= filter.filed_to;
const rangeIssue = { message: queueFilterMessages.rangeInvalid, path: ['filed_to'] };

export const queueFilterSchema = z.object(queueFilterShape).refine(inOrder, rangeIssue);
export type QueueFilter = z.output<typeof queueFilterSchema>;
export const queueFilterKeys = Object.keys(queueFilterShape) as (keyof QueueFilter)[];

export const queuePageQuerySchema = pageQuerySchema.extend(queueFilterShape).refine(inOrder, rangeIssue);
export type QueuePageQuery = z.output<typeof queuePageQuerySchema>;
