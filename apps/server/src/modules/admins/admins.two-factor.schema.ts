import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/**
 * An admin's second factor (docs/decisions/097): the TOTP secret, sealed under the two-factor key
 * (core/secret-box.ts, docs/decisions/303), set up (not yet confirmed) or on since `enabled_at`; `last_step` is the 30-second step of the last code accepted,
 * so a code works once.
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten one-time recovery codes: only their SHA-256 is kept; `used_at` once one was used. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('admin_recovery_codes_admin_id_idx').on(table.adminId)],
);
