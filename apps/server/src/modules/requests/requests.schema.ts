import { requestStates } from '@simsar/contract/queue-kind-row';
import { requestQueues } from '@simsar/contract/requests';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { filedIndexes, firstMoveColumns, stateColumns } from '../../core/transitions.ts';
import { users } from '../users/users.schema.ts';

/**
 * Every request queue in ONE table (docs/decisions/080): `queue` says which. What every queue has
 * (who, when, state, phone, message) is a column; a queue's own fields (a rating, a project, a
 * franchise applicant's name, a site visit's day) are its row's, kept in `details` by their names
 * (docs/decisions/380). Franchise requests come from anyone (no member); the other queues' rows
 * belong to the member who filed them, and go with the member.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue', { enum: requestQueues }).notNull(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The admin of the member who filed it (null: none, as for franchise join requests), kept by
     * generated triggers in the same transaction as every filing and assignment move
     * (core/counted-states.owners.ts, decision 400): an ordinary admin's tab reads it.
     */
    ownerId: uuid('owner_id'),
    ...stateColumns(requestStates, 'non_done'),
    ...firstMoveColumns(),
    phone: text('phone'),
    message: text('message'),
    /** The queue's own fields by name, as its row's filing body has them (ids and days as text). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Storage key of a franchise request's image (private: a person's photo, decision 081): a column, not a
     * detail, as every stored key is, for the orphan sweep and the private-file look-up (decision 360).
     */
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A super admin's tab in either order, the id last: a page's ids are one range, no sort.
    index('requests_list_idx').on(table.queue, table.status, table.createdAt, table.id),
    index('requests_member_idx').on(table.memberId, table.createdAt),
    ...filedIndexes('requests', table),
    // An ordinary admin's tab, one range in each of its two orders (service-clock.ts serviceOrder).
    index('requests_owner_todo_idx').on(table.ownerId, table.queue, table.status, table.createdAt, table.id),
    index('requests_owner_done_idx').on(
      table.ownerId,
      table.queue,
      table.status,
      table.stateChangedAt.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A private image's request, found by its key before the file is served (core/files.ts).
    index('requests_image_idx').on(table.image).where(sql`${table.image} is not null`),
    // A queue's search (requests.service.ts matching): a trigram index on exactly each expression.
    index('requests_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('requests_message_search_idx').using('gin', sql`search_text(${table.message}) gin_trgm_ops`),
    index('requests_name_search_idx').using(
      'gin',
      sql`search_text((${table.details} ->> 'name')) gin_trgm_ops`,
    ),
    check(
      'requests_states_of_queue',
      sql`(${table.queue} = 'request_franchises') = (${table.status} in ('new', 'accepted', 'rejected'))`,
    ),
    check(
      'requests_member_of_queue',
      sql`(${table.queue} = 'request_franchises') = (${table.memberId} is null)`,
    ),
    check(
      'requests_rate',
      sql`(${table.details} ->> 'rate') is null or (${table.details} ->> 'rate')::int between 1 and 5`,
    ),
  ],
);

/**
 * Waiting requests by queue, admin (as summary_counters, docs/decisions/120) and the hour they were
 * filed (`date_bin('1 hour', created_at, '2000-01-01 00:00+00')`), kept by the same triggers. The
 * home summary's overdue count for an ordinary admin reads the last target's hours here instead of
 * looking up the member of every item filed within the target. Rows of past hours stay (at zero).
 */
export const summaryWaitingHours = pgTable(
  'summary_waiting_hours',
  {
    queue: text('queue').notNull(),
    adminId: uuid('admin_id'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('summary_waiting_hours_key').on(table.adminId, table.queue, table.hour).nullsNotDistinct(),
  ],
);
