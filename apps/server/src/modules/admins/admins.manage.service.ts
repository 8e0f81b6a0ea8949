import type { Admin } from '@simsar/contract/auth';
import type { Page, PageQuery } from '@simsar/contract/lists';
import { adminMessages } from '@simsar/contract/messages';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, noFilter } from '../../core/lists.ts';
import { hashPassword } from '../../core/passwords.ts';
import { searchForm, searchTerm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { enqueuePasswordResetMail } from '../mail/mail.enqueue.service.ts';
import { assignmentSharesOf, handOverMembersOf } from '../users/users.assignment-rule.service.ts';
import { listUserIdsByAdmin } from '../users/users.assignments.service.ts';
import { type AdminRow, adminColumns } from './admins.service.ts';
import { revokeAllSessions, revokeOtherSessions } from './admins.sessions.service.ts';

/** The super admin's management of other admins (console-core §2 Administrator screens). */

/** GET /admin/all: every admin, oldest first, each with the ids of the users assigned to them. */
export async function listAdmins(db: Executor): Promise<Admin[]> {
  const rows = await db.select(adminColumns).from(admins).orderBy(admins.createdAt, admins.id);
  return toAdmins(db, rows);
}

const adminExportColumns: ExportColumn<Admin>[] = [
  { header: 'Name', value: (admin) => admin.name },
  { header: 'Email', value: (admin) => admin.email },
  { header: 'Admin code', value: (admin) => admin.admin_code },
  { header: 'Super admin', value: (admin) => admin.super_admin },
  { header: 'Members', value: (admin) => admin.users.length },
  { header: 'Created', value: (admin) => new Date(admin.createdAt), format: 'date' },
];

/** The admins, newest first (as every list), by name, e-mail or admin code; a super admin's list. */
export const adminsList = defineList(admins, {
  name: 'admins',
  superOnly: true,
  columns: () => adminColumns,
  search: (term) => {
    // The name in search form (docs/decisions/110): Arabic letter variants and case folded.
    const { pattern } = searchTerm(term);
    return or(
      sql`${searchForm(admins.name)} like ${pattern}`,
      ilike(admins.email, pattern),
      ilike(admins.adminCode, pattern),
    );
  },
  order: () => [desc(admins.createdAt), desc(admins.id)],
  toItems: (rows, { db }) => toAdmins(db, rows),
  export: { columns: adminExportColumns, filter: noFilter },
});

/** GET /admin/list?page=&search=: a page of admins. */
export function pageAdmins(db: Executor, query: PageQuery): Promise<Page<Admin>> {
  return adminsList.page(db, null, query);
}

async function toAdmins(db: Executor, rows: AdminRow[]): Promise<Admin[]> {
  const [usersByAdmin, shares] = await Promise.all([
    listUserIdsByAdmin(db),
    // The rule never picks a super admin: theirs is null.
    assignmentSharesOf(
      db,
      rows.filter((row) => !row.isSuper).map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    admin_code: row.adminCode,
    super_admin: row.isSuper,
    users: usersByAdmin.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    share: shares.get(row.id) ?? null,
  }));
}

/** 404 unless the admin exists. */
export async function findAdminOrThrow(db: Executor, id: string) {
  const [row] = await db.select(adminColumns).from(admins).where(eq(admins.id, id));
  if (!row) throw new AppError('NOT_FOUND', adminMessages.adminNotFound);
  return row;
}

/**
 * DELETE /admin/delete_admin/{id} (docs/decisions/050): the admin's users go to the admin the
 * assignment rule picks, or become unassigned (docs/decisions/276); their sessions end (the session rows go with the admin). No one deletes themself, and the last super
 * admin stays: the super rows are locked first, so two supers deleting each other cannot both win.
 */
export async function deleteAdmin(db: Database, session: SessionAdmin, id: string): Promise<void> {
  if (id === session.id) throw new AppError('CONFLICT', adminMessages.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const supers = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.isSuper, true))
      .for('update');
    const target = await findAdminOrThrow(tx, id);
    if (target.isSuper && supers.length <= 1) {
      throw new AppError('CONFLICT', adminMessages.cannotDeleteLastSuper);
    }
    await handOverMembersOf(tx, session, id);
    const deleted = await tx.delete(admins).where(eq(admins.id, id)).returning({ id: admins.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', adminMessages.adminNotFound);
    const before = { name: target.name, email: target.email, super_admin: target.isSuper };
    await recordAudit(tx, { admin: session, action: 'delete', kind: 'admin', itemId: id, before });
  });
}

/**
 * PUT /admin/change_password_by_super/{id} {password}: sets the password and ends the admin's
 * sessions; on one's own account the session making the change stays.
 */
export async function changePasswordBySuper(
  db: Database,
  session: SessionAdmin,
  id: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(admins)
      .set({ passwordHash })
      .where(eq(admins.id, id))
      .returning({ id: admins.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', adminMessages.adminNotFound);
    await recordAudit(tx, { admin: session, action: 'set_password', kind: 'admin', itemId: id });
    // The admin hears of a password set for them by another, if they chose to (docs/decisions/470).
    if (id !== session.id) await enqueuePasswordResetMail(tx, { adminId: id, byName: session.name });
    if (id === session.id) await revokeOtherSessions(tx, id, session.sessionId);
    else await revokeAllSessions(tx, id);
  });
}
