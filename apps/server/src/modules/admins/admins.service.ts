import type { Admin, ChangePasswordInput, CreateAdminInput } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { generateSecret, hashPassword } from '../../core/passwords.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { confirmOwnPassword, type PasswordGuard } from './admins.password-check.service.ts';
import { revokeOtherSessions } from './admins.sessions.service.ts';

/** An admin's columns but the password hash, which sign-in alone reads. */
export const adminColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  adminCode: admins.adminCode,
  isSuper: admins.isSuper,
  createdAt: admins.createdAt,
};

export type AdminRow = Pick<typeof admins.$inferSelect, keyof typeof adminColumns>;

function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    admin_code: row.adminCode,
    super_admin: row.isSuper,
    users: [],
    createdAt: row.createdAt.toISOString(),
    // A new admin: nothing open, no member yet.
    share: row.isSuper ? null : { open_items: 0, active_members: 0 },
  };
}

export async function createAdmin(
  db: Executor,
  input: CreateAdminInput,
  /** `by`: the super admin creating it (audited); none for the first super admin at start. */
  options: { isSuper?: boolean; by?: AuditAdmin } = {},
): Promise<Admin> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash,
        adminCode: generateSecret(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
        isSuper: options.isSuper ?? false,
      })
      .onConflictDoNothing({ target: admins.email })
      .returning(adminColumns);
    if (!row) throw new AppError('CONFLICT', messages.adminEmailTaken, { email: messages.adminEmailTaken });
    if (options.by) {
      const after = { name: row.name, email: row.email, super_admin: row.isSuper };
      await recordAudit(tx, { admin: options.by, action: 'create', kind: 'admin', itemId: row.id, after });
    }
    return toAdmin(row);
  });
}

/**
 * Changes the signed-in admin's password and ends their other sessions. The current password first,
 * counted by the sign-in limit (admins.password-check.service.ts).
 */
export async function changeOwnPassword(
  db: Database,
  session: SessionAdmin,
  input: ChangePasswordInput,
  guard: PasswordGuard,
): Promise<void> {
  const asked = {
    field: 'old_password',
    message: messages.wrongOldPassword,
    action: 'wrong_current_password',
  } as const;
  await confirmOwnPassword(db, session, input.old_password, asked, guard);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, session.id));
    await revokeOtherSessions(tx, session.id, session.sessionId);
    await recordAudit(tx, { admin: session, action: 'change_password', kind: 'admin', itemId: session.id });
  });
}

/** An admin's name from an id held as text (the audit log's item ids); null when deleted. */
export function adminNameOf(uuidText: SQL): SQL<string | null> {
  return sql<string | null>`(select named.name from admins as named where named.id = ${uuidText})`;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row?.count ?? 0;
}

/**
 * At first start with no admin, creates the super admin from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * with a generated password that is returned to be printed once.
 */
export async function ensureFirstSuperAdmin(
  db: Executor,
  credentials: { email: string | undefined; password: string | undefined },
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const email = credentials.email ?? 'admin@simsar.local';
  const generatedPassword = credentials.password ? undefined : generateSecret(20);
  const password = credentials.password ?? (generatedPassword as string);
  await createAdmin(db, { name: 'Super admin', email, password }, { isSuper: true });
  return { email, ...(generatedPassword && { generatedPassword }) };
}

/** Every admin, by name: the choices when a user is assigned to an admin. */
export async function listAdminChoices(db: Executor) {
  const rows = await db
    .select({ id: admins.id, name: admins.name, adminCode: admins.adminCode, isSuper: admins.isSuper })
    .from(admins)
    .orderBy(admins.name);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    admin_code: row.adminCode,
    super_admin: row.isSuper,
  }));
}
