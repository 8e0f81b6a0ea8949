import type { AuditKind } from '@simsar/contract/audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/decisions/096): one row per change an admin made, written in
 * the same transaction as the change. Rows are only ever inserted: no call updates or deletes one.
 * The admin is kept by id and by name, without a foreign key, so deleting an admin keeps their history.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null only for a sign-in try with an e-mail no admin has (docs/decisions/096) and for the
     * assignment rule's entries at registration (docs/decisions/276).
     */
    adminId: uuid('admin_id'),
    adminName: text('admin_name').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    /** One of the contract's `auditKinds`, the kinds the audit screen's filter offers. */
    kind: text('kind').$type<AuditKind>().notNull(),
    itemId: text('item_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_entries_item_idx').on(table.kind, table.itemId, table.at.desc()),
    index('audit_entries_admin_idx').on(table.adminId, table.at.desc()),
  ],
);
