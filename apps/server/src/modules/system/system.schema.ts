import { defaultProtectionDays } from '@simsar/contract/developers';
import type { ClockedQueue } from '@simsar/contract/queue-lists';
import { earningsAtChoices } from '@simsar/contract/receivables';
import type { AssignedMemberType, AssignmentRule } from '@simsar/contract/system';
import type { StoredWorkWeek } from '@simsar/contract/work-week';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/** The one row of global settings (console-core §3 System settings). */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    taxes: numeric('taxes', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    appTaxes: numeric('app_taxes', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    activeUsers: numeric('active_users', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    forms: numeric('forms', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    freeBrokerDiscount: numeric('free_broker_discount', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Service-clock targets of the listed queues (request queues, forms, deals, CIL), hours by queue; a missing one is 24 (decision 082). */
    requestTargetHours: jsonb('request_target_hours')
      .$type<Partial<Record<ClockedQueue, number>>>()
      .notNull()
      .default({}),
    /** Each member type's assignment rule; a missing one is `fewest_open` (docs/decisions/276). */
    assignmentRules: jsonb('assignment_rules')
      .$type<Partial<Record<AssignedMemberType, AssignmentRule>>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The working week the service clocks count (docs/decisions/490): only what staff changed; `{}` is the defaults. */
    workWeek: jsonb('work_week').$type<StoredWorkWeek>().notNull().default({}),
    /** Passwords refused but for the break-glass super admin (docs/decisions/462). */
    requireCompanySignIn: boolean('require_company_sign_in').notNull().default(false),
    /** The super admin who turned company sign-in on: their password still signs them in. */
    breakGlassAdminId: uuid('break_glass_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** When a deal's commission may go into the broker's earnings (docs/decisions/532). */
    earningsAt: text('earnings_at', { enum: earningsAtChoices }).notNull().default('acceptance'),
    /** The introduction protection days of a developer that names none (docs/decisions/541). */
    protectionDays: integer('protection_days').notNull().default(defaultProtectionDays),
  },
  (table) => [
    check('system_settings_single_row', sql`${table.id} = 1`),
    check('system_settings_protection_days_range', sql`${table.protectionDays} between 1 and 3650`),
  ],
);

/**
 * Where the orphan-file sweep stands (docs/decisions/423), one row: every stored file last modified
 * before `judged_before` has been judged (kept, a row pointing at it, or removed), so a sweep reads
 * only the files younger than that and older than the grace; `swept_at` is when one last ran, so a
 * process started soon after another's sweep skips its own.
 */
export const fileSweeps = pgTable(
  'file_sweeps',
  {
    id: integer('id').primaryKey().default(1),
    judgedBefore: timestamp('judged_before', { withTimezone: true }).notNull(),
    sweptAt: timestamp('swept_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('file_sweeps_single_row', sql`${table.id} = 1`)],
);
