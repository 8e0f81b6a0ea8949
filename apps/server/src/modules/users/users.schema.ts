import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/** Brokers, clients and franchises in one table (console-core §3 User, console-core §4 states). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type', { enum: ['Broker', 'Client', 'Franchise'] }).notNull(),
    name: text('name').notNull(),
    /**
     * The name in search form, kept by the database (search_text(), docs/decisions/110): the searches
     * compare with it and its trigram index, rather than folding every name they look at.
     */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_text(${users.name})`),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The password was set from a reset: the member must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    status: text('status', { enum: ['pending', 'active', 'removed'] }).notNull(),
    banned: boolean('banned').notNull().default(false),
    /** Why the member is banned, required by a ban and cleared by an unban (docs/decisions/283). */
    banReason: text('ban_reason'),
    area: text('area'),
    workAt: text('work_at'),
    yearsExperience: integer('years_experience'),
    /** The Egyptian national ID the member gave, 14 Latin digits (docs/decisions/493); one member each. */
    nationalId: text('national_id').unique(),
    myInvitationCode: text('my_invitation_code').unique(),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Whose member this is while lent to `admin_id` for that admin's leave (docs/decisions/494). */
    lentFrom: uuid('lent_from').references(() => admins.id, { onDelete: 'set null' }),
    /** The admin it was lent to: it comes back only from them (one moved elsewhere meanwhile stays). */
    lentTo: uuid('lent_to').references(() => admins.id, { onDelete: 'set null' }),
    /** When the member was last given to an admin: ties of the accept suggestion (docs/decisions/150). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** EGP, exact: the sum of the broker's earning additions. */
    earnings: numeric('earnings', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last accepted, banned, unbanned, removed or unremoved the user, and when (core/transitions.ts). */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    stateChangedBy: uuid('state_changed_by'),
  },
  (table) => [
    check('users_user_type_check', sql`${table.userType} in ('Broker', 'Client', 'Franchise')`),
    check('users_status_check', sql`${table.status} in ('pending', 'active', 'removed')`),
    check('users_earnings_check', sql`${table.earnings} >= 0`),
    // The lists: one type and status, newest first, optionally one admin's.
    index('users_list_idx').on(table.userType, table.status, table.createdAt.desc(), table.id.desc()),
    index('users_admin_list_idx').on(
      table.adminId,
      table.userType,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The lists sorted by name (docs/decisions/520), whole or one admin's.
    index('users_name_list_idx').on(table.userType, table.status, sql`lower(${table.name})`, table.id),
    index('users_admin_name_list_idx').on(
      table.adminId,
      table.userType,
      table.status,
      sql`lower(${table.name})`,
      table.id,
    ),
    // The banned filter (a few in a hundred): its page and its count read only the banned, whole or one admin's.
    index('users_banned_list_idx')
      .on(table.userType, table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.banned}`),
    index('users_admin_banned_list_idx')
      .on(table.adminId, table.userType, table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.banned}`),
    index('users_invited_by_idx').on(table.invitedBy),
    index('users_lent_from_idx').on(table.lentFrom).where(sql`${table.lentFrom} is not null`),
    // Substring search anywhere in the name in search form (Arabic letter variants and case folded,
    // docs/decisions/110).
    index('users_name_search_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
    // The same of the brokers alone: a queue search by the broker's name reads half the members.
    index('users_broker_name_search_idx')
      .using('gin', sql`${table.nameSearch} gin_trgm_ops`)
      .where(sql`${table.userType} = 'Broker'`),
    index('users_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    // The console's one search finds a member by any part of the e-mail (docs/decisions/500).
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** Every earning addition, so a broker's total can be explained: who added how much, when. */
export const earningAdditions = pgTable(
  'earning_additions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Why, for a correction (a negative amount). */
    reason: text('reason'),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** What earned it, as the console's link to it (/deals/id/{id}); one addition per reference. */
    reference: text('reference').unique('earning_additions_reference_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('earning_additions_user_idx').on(table.userId, table.createdAt),
    check(
      'earning_additions_amount_check',
      sql`${table.amount} > 0 or (${table.amount} < 0 and ${table.reason} is not null)`,
    ),
  ],
);

/** Member (app) sessions: only the SHA-256 of the token is kept; 30 days. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (table) => [index('member_sessions_user_idx').on(table.userId)],
);

/**
 * The round-robin rule's turns (docs/decisions/276): per member type, the turn at which each admin
 * last got a member by the rule. The next member goes to the ordinary admin with the lowest turn
 * (none yet: 0), so the admins take turns, and an admin added later joins the round at once.
 */
export const assignmentTurns = pgTable(
  'assignment_turns',
  {
    userType: text('user_type', { enum: ['Broker', 'Client', 'Franchise'] }).notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    turn: integer('turn').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userType, table.adminId] })],
);
