import { requestStates } from '@simsar/contract/queue-kind-row';
import { requestQueues } from '@simsar/contract/requests';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stateColumns } from '../../core/transitions.ts';
import { units } from '../units/units.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Every request queue in ONE table (docs/decisions/080): `queue` says which, the
 * columns a queue does not use stay null. Franchise requests come from anyone (no member); the other
 * queues' rows belong to the member who filed them, and go with the member.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue', { enum: requestQueues }).notNull(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    ...stateColumns(requestStates, 'non_done'),
    phone: text('phone'),
    message: text('message'),
    rate: integer('rate'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    name: text('name'),
    description: text('description'),
    location: text('location'),
    /** Storage key of a franchise request's image (private: a person's photo, decision 081). */
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('requests_list_idx').on(table.queue, table.status, table.createdAt),
    index('requests_member_idx').on(table.memberId, table.createdAt),
    // A private image's request, found by its key before the file is served (core/files.ts).
    index('requests_image_idx').on(table.image).where(sql`${table.image} is not null`),
    check(
      'requests_states_of_queue',
      sql`(${table.queue} = 'request_franchises') = (${table.status} in ('new', 'accepted', 'rejected'))`,
    ),
    check(
      'requests_member_of_queue',
      sql`(${table.queue} = 'request_franchises') = (${table.memberId} is null)`,
    ),
    check('requests_rate', sql`${table.rate} is null or ${table.rate} between 1 and 5`),
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
