import { queueStates } from '@simsar/contract/deals';
import { claimStates } from '@simsar/contract/receivables';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  type ExtraConfigColumn,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { developers } from '../../core/developers.schema.ts';
import { filedIndexes, firstMoveColumns, stateColumns } from '../../core/transitions.ts';
import { users } from '../users/users.schema.ts';

/**
 * Brokers' forms, deals and CIL (content-operations §3). A rejected item is kept with state
 * 'rejected' and who moved it when (docs/decisions/070). Images are private storage keys: they carry
 * clients' data.
 */
function brokerColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The admin of the broker who filed it (null: none), kept by generated triggers in the same
     * transaction as every filing and assignment move (core/counted-states.owners.ts, decision 400):
     * an ordinary admin's queue reads it instead of looking up each row's broker.
     */
    ownerId: uuid('owner_id'),
    developer: text('developer').notNull(),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    /** The client's national ID when the broker gave it (docs/decisions/540: a dispute's strongest key). */
    clientNationalId: text('client_national_id'),
    projectCode: text('project_code').notNull(),
    salesName: text('sales_name').notNull(),
    salesPhone: text('sales_phone').notNull(),
    imageKey: text('image_key').notNull(),
    imageType: text('image_type').notNull(),
    ...stateColumns(queueStates, 'new'),
    ...firstMoveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Forms and deals hold the same fields (content-operations §3: "Deal: the same fields as form plus final_value"). */
function submissionColumns() {
  return {
    ...brokerColumns(),
    clientId: text('client_id').notNull(),
    dealValue: numeric('deal_value', { precision: 14, scale: 2 }).notNull(),
    finalValue: numeric('final_value', { precision: 14, scale: 2 }),
    date: date('date', { mode: 'string' }),
  };
}

type OwnerIndexed = Record<'ownerId' | 'status' | 'createdAt' | 'stateChangedAt' | 'id', ExtraConfigColumn>;

/**
 * An ordinary admin's tab, one index range in each of its two orders (core/service-clock.ts
 * serviceOrder): to-do tabs oldest first (read backward), the others newest moved first.
 */
function ownerIndexes(name: string, table: OwnerIndexed) {
  return [
    index(`${name}_owner_todo_idx`).on(table.ownerId, table.status, table.createdAt.desc(), table.id.desc()),
    index(`${name}_owner_done_idx`).on(
      table.ownerId,
      table.status,
      table.stateChangedAt.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ];
}

/**
 * A queue's search (deals.queues.service.ts searchWhere): a trigram index on exactly each expression
 * it matches, the client's name and the project in search form (docs/decisions/110), the phone as
 * typed; the broker is found by the users' own indexes (docs/decisions/414). The project and
 * developer filters (core/queue-filters.ts) match the project's and the developer's search forms;
 * the developer's among the distinct developers that `(developer, status)` walks and counts, an
 * ordinary admin's on `(owner_id, status, developer)` (docs/decisions/568).
 */
function searchIndexes(
  name: string,
  table: {
    clientName: AnyPgColumn;
    clientPhone: AnyPgColumn;
    projectCode: AnyPgColumn;
    developer: AnyPgColumn;
    status: AnyPgColumn;
    ownerId: AnyPgColumn;
  },
) {
  return [
    index(`${name}_developer_list_idx`).on(table.developer, table.status),
    index(`${name}_owner_developer_idx`).on(table.ownerId, table.status, table.developer),
    index(`${name}_client_name_search_idx`).using('gin', sql`search_text(${table.clientName}) gin_trgm_ops`),
    index(`${name}_client_phone_trgm_idx`).using('gin', sql`${table.clientPhone} gin_trgm_ops`),
    index(`${name}_project_search_idx`).using('gin', sql`search_text(${table.projectCode}) gin_trgm_ops`),
    index(`${name}_developer_search_idx`).using('gin', sql`search_text(${table.developer}) gin_trgm_ops`),
  ];
}

/**
 * A tab sorted by the client's name (deals.queues.service.ts, docs/decisions/567), for every admin
 * and for one admin's own: the name folded to lower case as the member lists' name indexes hold it,
 * the id last, so either direction's page is one range, read forward or backward.
 */
function clientSortIndexes(
  name: string,
  table: { ownerId: AnyPgColumn; status: AnyPgColumn; clientName: AnyPgColumn; id: AnyPgColumn },
) {
  const clientName = sql`lower(${table.clientName})`;
  return [
    index(`${name}_client_list_idx`).on(table.status, clientName, table.id),
    index(`${name}_owner_client_list_idx`).on(table.ownerId, table.status, clientName, table.id),
  ];
}

export const forms = pgTable('forms', submissionColumns(), (table) => [
  // A super admin's tab in either order, the id last: a page's ids are one range, no sort.
  index('forms_queue_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  index('forms_user_idx').on(table.userId, table.createdAt.desc()),
  ...ownerIndexes('forms', table),
  ...filedIndexes('forms', table),
  // A private file's item, found by its key before the file is served (core/files.ts).
  index('forms_image_idx').on(table.imageKey),
  ...searchIndexes('forms', table),
  ...clientSortIndexes('forms', table),
]);

export const deals = pgTable('deals', submissionColumns(), (table) => [
  index('deals_queue_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  // The reports' deals accepted in a range, over every admin (reports.pipeline.service.ts, decision 510).
  index('deals_moved_idx').on(table.status, table.stateChangedAt),
  index('deals_user_idx').on(table.userId, table.createdAt.desc()),
  ...ownerIndexes('deals', table),
  ...filedIndexes('deals', table),
  index('deals_image_idx').on(table.imageKey),
  ...searchIndexes('deals', table),
  ...clientSortIndexes('deals', table),
]);

export const cils = pgTable(
  'cils',
  {
    ...brokerColumns(),
    /** The client's phone in one normal form (01...), for the duplicate check (docs/decisions/073). */
    clientPhoneKey: text('client_phone_key').notNull(),
    admin: text('admin'),
    contact: text('contact'),
    decisionImageKey: text('decision_image_key'),
    decisionImageType: text('decision_image_type'),
  },
  (table) => [
    index('cils_queue_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // The reports' CIL accepted or rejected in a range, over every admin (decision 510).
    index('cils_moved_idx').on(table.status, table.stateChangedAt),
    index('cils_user_idx').on(table.userId, table.createdAt.desc()),
    ...ownerIndexes('cils', table),
    ...filedIndexes('cils', table),
    index('cils_client_idx').on(table.clientPhoneKey, sql`lower(${table.developer})`, table.createdAt),
    // The protecting CIL found by the client's national ID (deals.protection.service.ts).
    index('cils_client_national_id_idx')
      .on(table.clientNationalId)
      .where(sql`${table.clientNationalId} is not null`),
    index('cils_image_idx').on(table.imageKey),
    index('cils_decision_image_idx')
      .on(table.decisionImageKey)
      .where(sql`${table.decisionImageKey} is not null`),
    ...searchIndexes('cils', table),
    ...clientSortIndexes('cils', table),
  ],
);

/**
 * What a developer owes for an accepted deal (docs/decisions/531): one claim a deal, opened at its
 * acceptance for the project's commission on the final value; invoiced, paid in parts, or written
 * off. Amounts in EGP, exact.
 */
export const developerClaims = pgTable(
  'developer_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .unique()
      .references(() => deals.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'restrict' }),
    expected: numeric('expected', { precision: 14, scale: 2 }).notNull(),
    invoiceNumber: text('invoice_number'),
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    invoiceAmount: numeric('invoice_amount', { precision: 14, scale: 2 }),
    received: numeric('received', { precision: 14, scale: 2 }).notNull().default('0'),
    paidOn: date('paid_on', { mode: 'string' }),
    writeOffReason: text('write_off_reason'),
    ...stateColumns(claimStates, 'not_invoiced'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('developer_claims_developer_idx').on(table.developerId, table.status),
    index('developer_claims_accepted_idx').on(table.acceptedAt.desc(), table.id.desc()),
  ],
);
