import { and, eq, or } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { cils, deals, forms } from './deals.schema.ts';

/**
 * Whether a form, deal or CIL that `admin` may see holds the private file `key` (its image, or a
 * CIL's decision image): the queues' own rule (docs/decisions/074), a super admin every item, an
 * ordinary admin the items of the brokers assigned to them. False when no item holds the key.
 */
export async function brokerItemFileVisible(
  db: Executor,
  admin: SessionAdmin,
  key: string,
): Promise<boolean> {
  const rows = await unionAll(
    db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.imageKey, key), ownerIs(admin, forms.ownerId))),
    db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.imageKey, key), ownerIs(admin, deals.ownerId))),
    db
      .select({ id: cils.id })
      .from(cils)
      .where(and(or(eq(cils.imageKey, key), eq(cils.decisionImageKey, key)), ownerIs(admin, cils.ownerId))),
  ).limit(1);
  return rows.length > 0;
}
