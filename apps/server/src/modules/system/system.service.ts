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
import type { Executor } from '../../core/db.ts';
import type { ServiceClock } from '../../core/service-clock.ts';
import type { WorkCalendar } from '../../core/work-calendar.ts';
import { systemSettings } from './system.schema.ts';
import { calendarOfStored } from './work-week.service.ts';

type SettingsRow = typeof systemSettings.$inferSelect;

function targetsOf(row: SettingsRow): RequestTargetHours {
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

/** PUT /api/system/two_factor {required} (super admins), audited as a settings change. */
export async function setTwoFactorRequired(db: Executor, admin: AuditAdmin, required: boolean) {
  await db.transaction(async (tx) => {
    const before = await isTwoFactorRequired(tx);
    await tx
      .update(systemSettings)
      .set({ requireTwoFactor: required, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    const change = { before: { require_two_factor: before }, after: { require_two_factor: required } };
    await recordAudit(tx, { admin, action: 'update', kind: 'settings', itemId: 'system', ...change });
  });
}

/** When a deal's commission may go into the broker's earnings (docs/decisions/532). */
export async function earningsAtOf(db: Executor): Promise<EarningsAt> {
  const [row] = await db
    .select({ at: systemSettings.earningsAt })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.at ?? 'acceptance';
}

/** PUT /api/system/earnings_at {at} (super admins), audited as a settings change. */
export async function setEarningsAt(db: Executor, admin: AuditAdmin, at: EarningsAt): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await earningsAtOf(tx);
    await tx
      .update(systemSettings)
      .set({ earningsAt: at, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    const change = { before: { earnings_at: before }, after: { earnings_at: at } };
    await recordAudit(tx, { admin, action: 'update', kind: 'settings', itemId: 'system', ...change });
  });
}

/** System's protection days, as SQL a query reads in its own statement (docs/decisions/541). */
export const systemProtectionDays = sql<number>`(select ${systemSettings.protectionDays} from ${systemSettings} where ${systemSettings.id} = 1)`;

/** PUT /api/system/protection_days {days} (super admins), audited as a settings change. */
export async function setProtectionDays(db: Executor, admin: AuditAdmin, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ days: systemSettings.protectionDays })
      .from(systemSettings)
      .where(eq(systemSettings.id, 1));
    await tx
      .update(systemSettings)
      .set({ protectionDays: days, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    const change = { before: { protection_days: before?.days }, after: { protection_days: days } };
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
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return { hours: targetsOf(row), calendar: calendarOfStored(row.workWeek) };
}

/** A queue's service clock as System has it now: its target and the working week (docs/decisions/490). */
export async function serviceClockOf(db: Executor, now: Date, queue: ClockedQueue): Promise<ServiceClock> {
  const { hours, calendar } = await getServiceTargets(db);
  return { now, targetHours: hours[queue], calendar };
}
