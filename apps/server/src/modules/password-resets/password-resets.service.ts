import { resetMessages } from '@simsar/contract/messages';
import type { FileResetRequestInput, ResetRequest } from '@simsar/contract/password-resets';
import { sameName } from '@simsar/contract/search-text';
import { and, count, desc, eq } from 'drizzle-orm';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { generateSecret, hashPassword } from '../../core/passwords.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { findAccountsByPhone, resetMemberPassword } from '../users/users.members.service.ts';
import { passwordResetRequests } from './password-resets.schema.ts';

/**
 * POST /api/app/forgot_password: anyone may file one; the super admins see it on /forgot_password.
 * A request never changes an open one: asking again is a separate request, so nobody can redirect
 * another's open request to their own WhatsApp (docs/decisions/090).
 */
export async function fileResetRequest(db: Executor, input: FileResetRequestInput): Promise<void> {
  await db.insert(passwordResetRequests).values({
    name: input.name.trim(),
    phone: input.phone.trim(),
    whatsApp: input.whatsApp.trim(),
  });
}

/**
 * GET /forgot_password/: every request, newest first, with the account its phone belongs to and
 * whether the request's name is that account's name in search form.
 */
export async function listResetRequests(db: Executor): Promise<ResetRequest[]> {
  const rows = await db
    .select()
    .from(passwordResetRequests)
    .orderBy(desc(passwordResetRequests.createdAt), desc(passwordResetRequests.id));
  const accounts = await findAccountsByPhone(
    db,
    rows.map((row) => row.phone),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    phone: row.phone,
    whatsApp: row.whatsApp,
    createdAt: row.createdAt.toISOString(),
    done: row.done,
    known: accounts.has(row.phone),
    account: accounts.get(row.phone) ?? null,
    nameMatches: sameName(row.name, accounts.get(row.phone)?.name ?? ''),
  }));
}

export async function countOpenResetRequests(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.done, false));
  return row?.count ?? 0;
}

/** 16 characters from 57 without look-alikes: about 93 bits. */
const newPasswordLength = 16;

/**
 * PUT /forgot_password/new_password/{id} (docs/decisions/053): in one transaction the request is
 * marked done by a guarded UPDATE (a second call gets 409), the member with that phone gets the new
 * password's hash (temporary: to be changed at the next sign-in) and loses every app session; the
 * phone's other open requests are done too. The password leaves only in this reply.
 */
export async function setNewPassword(db: Database, admin: SessionAdmin, id: string): Promise<string> {
  const password = generateSecret(newPasswordLength);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(passwordResetRequests)
      .set({ done: true, doneAt: new Date(), doneBy: admin.id })
      .where(and(eq(passwordResetRequests.id, id), eq(passwordResetRequests.done, false)))
      .returning({ phone: passwordResetRequests.phone });
    if (!request) {
      const [exists] = await tx
        .select({ id: passwordResetRequests.id })
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.id, id));
      throw exists
        ? new AppError('CONFLICT', resetMessages.alreadyDone)
        : new AppError('NOT_FOUND', resetMessages.requestNotFound);
    }
    // Unknown phone: the whole transaction is rolled back, the request stays open.
    const memberId = await resetMemberPassword(tx, request.phone, passwordHash);
    if (!memberId) throw new AppError('CONFLICT', resetMessages.unknownPhone);
    // The account's other open requests are answered by the same new password.
    await tx
      .update(passwordResetRequests)
      .set({ done: true, doneAt: new Date(), doneBy: admin.id })
      .where(and(eq(passwordResetRequests.phone, request.phone), eq(passwordResetRequests.done, false)));
    const after = { reset_request: id, phone: request.phone };
    await recordAudit(tx, { admin, action: 'set_password', kind: 'user', itemId: memberId, after });
  });
  return password;
}

/** DELETE /forgot_password/delete/{id}. */
export async function deleteResetRequest(db: Executor, admin: AuditAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', resetMessages.requestNotFound);
    const before = { name: row.name, phone: row.phone, whatsApp: row.whatsApp, done: row.done };
    await recordAudit(tx, { admin, action: 'delete', kind: 'password_reset', itemId: id, before });
  });
}
