import type { SystemSettings, SystemSettingsReply } from '@simsar/contract/system';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { systemSettings } from './system.schema.ts';

type SettingsRow = typeof systemSettings.$inferSelect;

function toReply(row: SettingsRow): SystemSettingsReply {
  return {
    taxes: row.taxes,
    app_taxes: row.appTaxes,
    active_users: row.activeUsers,
    forms: row.forms,
    free_broker_discount: row.freeBrokerDiscount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSystemSettings(db: Executor): Promise<SystemSettingsReply> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return toReply(row);
}

export async function updateSystemSettings(
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
      updatedAt: new Date(),
      updatedBy: adminId,
    })
    .where(eq(systemSettings.id, 1))
    .returning();
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return toReply(row);
}
