import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admins' accounts, in core rather than in modules/admins: the users, the password resets and
 * the notifications point at an admin, and the admins area calls theirs; with the table here no
 * two modules import each other.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    adminCode: text('admin_code').notNull().unique(),
    isSuper: boolean('is_super').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's own choice of colours, followed on every browser (docs/decisions/286). */
    colorScheme: text('color_scheme').notNull().default('auto'),
    /** The console's language for this admin, followed on every browser (docs/decisions/287). */
    language: text('language').notNull().default('en'),
    /** The digits numbers are written in when the console is Arabic: Latin or Arabic-Indic (docs/decisions/292). */
    digits: text('digits').notNull().default('latin'),
  },
  (table) => [
    check('admins_color_scheme_check', sql`${table.colorScheme} in ('auto', 'light', 'dark')`),
    check('admins_language_check', sql`${table.language} in ('en', 'ar')`),
    check('admins_digits_check', sql`${table.digits} in ('latin', 'arabic')`),
  ],
);

/** Admin sessions: only the SHA-256 of the token is kept (ARCHITECTURE.md, Authentication). */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Opened by the company's identity provider: its second factor is the provider's (docs/decisions/463). */
    viaProvider: boolean('via_provider').notNull().default(false),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

/**
 * An ordinary admin's leave (docs/decisions/494): Cairo days `starts_on` to `ends_on`, both
 * included. `planned` until its first day, when the admin's members are lent to `lend_to`
 * (`users.lent_from` remembers whose they are) and it is `started`; `ended` once its last day is over
 * (or a super admin ends it), when the members still lent come back.
 */
export const adminLeaves = pgTable(
  'admin_leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    lendTo: uuid('lend_to').references(() => admins.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['planned', 'started', 'ended'] })
      .notNull()
      .default('planned'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admin_leaves_state_check', sql`${table.state} in ('planned', 'started', 'ended')`),
    check('admin_leaves_days_check', sql`${table.endsOn} >= ${table.startsOn}`),
    index('admin_leaves_admin_idx').on(table.adminId, table.state),
  ],
);
