import { type ClockedQueue, clockedQueues } from '@simsar/contract/queue-lists';
import type { EarningsAt } from '@simsar/contract/receivables';
import { defaultTargetHours } from '@simsar/contract/requests';
import {
  type AssignedMemberType,
  type AssignmentRules,
  assignedMemberTypes,
  defaultAssignmentRule,
  type RequestTargetHours,
  type SystemSettings,
  type SystemSettingsReply,
} from '@simsar/contract/system';
import { eq, sql } from 'drizzle-orm';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import { type Executor, perDatabase } from '../../core/db.ts';
import type { ServiceClock } from '../../core/service-clock.ts';
import type { WorkCalendar } from '../../core/work-calendar.ts';
import { systemSettings } from './system.schema.ts';
import { calendarOfStored } from './work-week.service.ts';

type SettingsRow = typeof systemSettings.$inferSelect;

function targetsOf(row: Pick<SettingsRow, 'requestTargetHours'>): RequestTargetHours {
  return Object.fromEntries(
    clockedQueues.map((queue) => [queue, row.requestTargetHours[queue] ?? defaultTargetHours]),
  ) as RequestTargetHours;
}

function rulesOf(row: SettingsRow): AssignmentRules {
  return Object.fromEntries(
    (Object.keys(assignedMemberTypes) as AssignedMemberType[]).map((type) => [
      type,
      row.assignmentRules[type] ?? defaultAssignmentRule,
    ]),
  ) as AssignmentRules;
}

function toReply(row: SettingsRow): SystemSettingsReply {
  return {
    taxes: row.taxes,
    app_taxes: row.appTaxes,
    active_users: row.activeUsers,
    forms: row.forms,
    free_broker_discount: row.freeBrokerDiscount,
    request_target_hours: targetsOf(row),
    assignment_rules: rulesOf(row),
    updatedAt: row.updatedAt.toISOString(),
    require_two_factor: row.requireTwoFactor,
    earnings_at: row.earningsAt,
    protection_days: row.protectionDays,
  };
}

export async function getSystemSettings(db: Executor): Promise<SystemSettingsReply> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return toReply(row);
}

/** Each member type's assignment rule (read by the users module, docs/decisions/276). */
export async function getAssignmentRules(db: Executor): Promise<AssignmentRules> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return rulesOf(row);
}

/** The settings as the audit log shows them (the reply's fields, without the time). */
function auditedSettings(reply: SystemSettingsReply): Record<string, unknown> {
  const { updatedAt: _, ...fields } = reply;
  return fields;
}

export async function updateSystemSettings(
  db: Executor,
  input: SystemSettings,
  admin: AuditAdmin,
): Promise<SystemSettingsReply> {
  return db.transaction(async (tx) => {
    const before = await getSystemSettings(tx);
    const after = await writeSystemSettings(tx, input, admin.id);
    const change = { before: auditedSettings(before), after: auditedSettings(after) };
    await recordAudit(tx, { admin, action: 'update', kind: 'settings', itemId: 'system', ...change });
    return after;
  });
}

async function writeSystemSettings(
  db: Executor,
  input: SystemSettings,
  adminId: string,
): Promise<SystemSettingsReply> {
  const [row] = await db
    .update(systemSettings)
    .set({
      taxes: input.taxes,
      appTaxes: input.app_taxes,
      activeUsers: input.active_users,
      forms: input.forms,
      freeBrokerDiscount: input.free_broker_discount,
      // Only the targets sent change; the others keep theirs.
      ...(input.request_target_hours && {
        requestTargetHours: sql`${systemSettings.requestTargetHours} || ${JSON.stringify(input.request_target_hours)}::jsonb`,
      }),
      ...(input.assignment_rules && {
        assignmentRules: sql`${systemSettings.assignmentRules} || ${JSON.stringify(input.assignment_rules)}::jsonb`,
      }),
      updatedAt: new Date(),
      updatedBy: adminId,
    })
    .where(eq(systemSettings.id, 1))
    .returning();
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return toReply(row);
}

/** Whether every admin must sign in with a second factor (docs/decisions/097). */
export async function isTwoFactorRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ required: systemSettings.requireTwoFactor })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.required ?? false;
}

/** When a deal's commission may go into the broker's earnings (docs/decisions/532). */
export async function earningsAtOf(db: Executor): Promise<EarningsAt> {
  const [row] = await db
    .select({ at: systemSettings.earningsAt })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.at ?? 'acceptance';
}

/** System's protection days, as SQL a query reads in its own statement (docs/decisions/541). */
export const systemProtectionDays = sql<number>`(select ${systemSettings.protectionDays} from ${systemSettings} where ${systemSettings.id} = 1)`;

/** The settings the System tab saves one at a time, each from its own control: the row's field. */
const singleSettings = {
  require_two_factor: 'requireTwoFactor',
  earnings_at: 'earningsAt',
  protection_days: 'protectionDays',
} as const;
type SingleSetting = keyof typeof singleSettings;
type SettingsInsert = typeof systemSettings.$inferInsert;

/**
 * PUT /api/system/two_factor, /earnings_at, /protection_days (super admins): one setting saved,
 * audited as a settings change with its value before and after, under its reply's name.
 */
export async function setSingleSetting<K extends SingleSetting>(
  db: Executor,
  admin: AuditAdmin,
  name: K,
  value: NonNullable<SettingsInsert[(typeof singleSettings)[K]]>,
): Promise<void> {
  const field = singleSettings[name];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ before: systemSettings[field] })
      .from(systemSettings)
      .where(eq(systemSettings.id, 1));
    await tx
      .update(systemSettings)
      .set({ [field]: value, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    const change = { before: { [name]: row?.before }, after: { [name]: value } };
    await recordAudit(tx, { admin, action: 'update', kind: 'settings', itemId: 'system', ...change });
  });
}

/**
 * Every queue's target and the working week the clocks count (docs/decisions/490), from one read of
 * the settings row: a queue's page, the inbox and the home summary read both at each call.
 */
export async function getServiceTargets(
  db: Executor,
): Promise<{ hours: RequestTargetHours; calendar: WorkCalendar }> {
  const [row] = await serviceTargetsRead(db).execute();
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return { hours: targetsOf(row), calendar: calendarOfStored(row.workWeek) };
}

/**
 * The settings row's two columns the clocks need, as a statement built and prepared once per
 * database: every queue page, the inbox and the home summary read them at each call, where building
 * the whole row's statement again each time was a tenth of such a call's work (docs/decisions/577).
 */
const serviceTargetsRead = perDatabase((db: Executor) =>
  db
    .select({ requestTargetHours: systemSettings.requestTargetHours, workWeek: systemSettings.workWeek })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1))
    .prepare('service_targets'),
);

/** A queue's service clock as System has it now: its target and the working week (docs/decisions/490). */
export async function serviceClockOf(db: Executor, now: Date, queue: ClockedQueue): Promise<ServiceClock> {
  const { hours, calendar } = await getServiceTargets(db);
  return { now, targetHours: hours[queue], calendar };
}
