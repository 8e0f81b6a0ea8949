import type { AuditEntry, AuditPage, AuditQuery } from '@simsar/contract/audit';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditEntries } from '../../core/audit.schema.ts';
import type { Executor } from '../../core/db.ts';
import { countRows, findPage } from '../../core/paging.ts';

type EntryRow = typeof auditEntries.$inferSelect;

function toEntry(row: EntryRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    admin_id: row.adminId,
    admin_name: row.adminName,
    ip: row.ip,
    action: row.action,
    kind: row.kind,
    item_id: row.itemId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

function dayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

/** GET /api/audit: the log, newest first, 20 a page, by admin, kind of item, item and days (UTC). */
export function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    query.admin ? eq(auditEntries.adminId, query.admin) : undefined,
    query.kind ? eq(auditEntries.kind, query.kind) : undefined,
    query.item ? eq(auditEntries.itemId, query.item) : undefined,
    query.from ? gte(auditEntries.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditEntries.at, dayStart(query.to, 1)) : undefined,
  ];
  const where = and(...conditions);
  return findPage(
    query.page,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toEntry);
    },
    () => countRows(db, auditEntries, where),
  );
}
