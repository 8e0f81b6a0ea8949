import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Browsers that signed an account in (docs/decisions/092, device cookies): the SHA-256 of the
 * device cookie's random token, per account. A try carrying a known device's cookie is counted
 * against that device alone, not against the account's limit for unknown sources.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').notNull(),
    account: text('account').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.account] }),
    index('sign_in_devices_used_idx').on(table.lastUsedAt),
  ],
);
