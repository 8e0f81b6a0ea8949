import type { ContentAuditAction } from '@simsar/contract/audit';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import type { Storage } from '../../core/storage.ts';

/** Removes stored files once the database no longer points at them; a missing one is no error. */
export async function removeKeys(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
}

export const iso = (date: Date) => date.toISOString();

/**
 * Writes a content change to the audit log: call it with the transaction that
 * makes the change. Rows hold file keys, never file bytes.
 */
export function auditContent(
  tx: Executor,
  admin: AuditAdmin,
  action: ContentAuditAction,
  itemId: string,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    admin,
    action,
    kind: 'content',
    itemId,
    ...(before && { before }),
    ...(after && { after }),
  });
}
