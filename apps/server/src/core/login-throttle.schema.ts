import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts counted per key (account and address, account, address) in fixed windows
 * (docs/decisions/092). One row per key, updated in one statement per attempt.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers that signed an account in (docs/decisions/092, device cookies): the SHA-256 of a device
 * token and the one account it was issued to. A try carrying that account's token is counted
 * against that device alone, not against the account's limit for unknown sources.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    account: text('account').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_devices_used_idx').on(table.lastUsedAt)],
);
