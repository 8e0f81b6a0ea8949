import {
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  auditActionInEnglish,
  auditKinds,
  auditQuerySchema,
} from '@simsar/contract/audit';
import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import { auditEntries } from '../../core/audit.schema.ts';
import type { Executor } from '../../core/db.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList } from '../../core/lists.ts';
import { adminNameOf } from '../admins/admins.service.ts';
import { projectNameOf } from '../units/units.brief.service.ts';
import { memberNameOf } from '../users/users.ownership.service.ts';

type EntryRow = typeof auditEntries.$inferSelect & { subjectName: string | null };

/** The item id as a uuid where it is one (ids of settings and the like are not), else null. */
const itemUuid = sql`(case when ${auditEntries.itemId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditEntries.itemId}::uuid end)`;

/**
 * Whom an entry is about, by name, read with the page (one lookup by primary key per row, no
 * query per row from here): the member's, admin's or project's name as it is now; null when the
 * kind has no name or the subject is gone (docs/decisions/096).
 */
const subjectName = sql<string | null>`(case ${auditEntries.kind}
  when 'user' then ${memberNameOf(itemUuid)}
  when 'admin' then ${adminNameOf(itemUuid)}
  when 'project' then ${projectNameOf(itemUuid)}
end)`;

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
    subject_name: row.subjectName,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * A kind the filter offers (the kinds written and the retired ones old entries carry); any other
 * matches nothing, as before.
 */
function kindIs(kind: string): SQL {
  return Object.hasOwn(auditKinds, kind) ? sql`${auditEntries.kind} = ${kind}` : sql`false`;
}

function dayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

/** What narrows the log: by admin, kind of item, action, item and days (UTC). */
export type AuditFilter = Omit<AuditQuery, 'page'>;

const changes = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : null);

/** An entry as a row of the export: the screen's columns, the changes as JSON. */
const auditExportColumns: ExportColumn<AuditEntry>[] = [
  { header: 'When', value: (entry) => new Date(entry.at), format: 'time' },
  { header: 'Admin', value: (entry) => entry.admin_name },
  { header: 'Address', value: (entry) => entry.ip },
  { header: 'Action', value: (entry) => auditActionInEnglish(entry.action) },
  { header: 'Kind', value: (entry) => auditKinds[entry.kind as keyof typeof auditKinds] ?? entry.kind },
  { header: 'Item', value: (entry) => entry.item_id },
  { header: 'Name', value: (entry) => entry.subject_name },
  { header: 'Before', value: (entry) => changes(entry.before) },
  { header: 'After', value: (entry) => changes(entry.after) },
];

/** The log, newest first, 20 a page; a super admin's list. */
export const auditList = defineList(auditEntries, {
  name: 'audit',
  superOnly: true,
  columns: () => ({ ...getTableColumns(auditEntries), subjectName }),
  where: (query: AuditFilter) =>
    and(
      query.admin ? eq(auditEntries.adminId, query.admin) : undefined,
      query.kind ? kindIs(query.kind) : undefined,
      query.action ? eq(auditEntries.action, query.action) : undefined,
      query.item ? eq(auditEntries.itemId, query.item) : undefined,
      query.from ? gte(auditEntries.at, dayStart(query.from)) : undefined,
      query.to ? lt(auditEntries.at, dayStart(query.to, 1)) : undefined,
    ),
  order: () => [desc(auditEntries.at), desc(auditEntries.id)],
  toItems: (rows) => rows.map(toEntry),
  export: { columns: auditExportColumns, filter: auditQuerySchema },
});

/** GET /api/audit: the log, newest first, 20 a page, by admin, kind of item, action, item and days (UTC). */
export function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditPage> {
  return auditList.page(db, null, query);
}
