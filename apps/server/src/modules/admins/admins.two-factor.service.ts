import { adminMessages } from '@simsar/contract/messages';
import { twoFactorMessages as m, recoveryCodeCount } from '@simsar/contract/two-factor';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { generateSecret } from '../../core/passwords.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { hashToken } from '../../core/tokens.ts';
import { enqueueTwoFactorMail } from '../mail/mail.enqueue.service.ts';
import { confirmOwnPassword, type PasswordGuard } from './admins.password-check.service.ts';
import { revokeOtherSessions } from './admins.sessions.service.ts';
import { adminRecoveryCodes, adminTwoFactor } from './admins.two-factor.schema.ts';

/** Two-factor sign-in (docs/decisions/097): TOTP second factor and recovery codes for admins. */

/** One 30-second step either side, for a phone clock a little off. */
const tolerance = 30;

export async function isTwoFactorEnabled(db: Executor, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ adminId: adminTwoFactor.adminId })
    .from(adminTwoFactor)
    .where(and(eq(adminTwoFactor.adminId, adminId), isNotNull(adminTwoFactor.enabledAt)));
  return Boolean(row);
}

/**
 * POST setup {password}: a new secret, not on until a code confirms it (a second set-up replaces
 * it). The admin's password first, counted by the sign-in limit: a session alone may not enrol an
 * authenticator, nor try passwords.
 */
export async function setUpTwoFactor(
  db: Executor,
  admin: SessionAdmin,
  password: string,
  { issuer, guard, secrets }: { issuer: string; guard: PasswordGuard; secrets: SecretBox },
) {
  const asked = {
    field: 'password',
    message: m.passwordWrong,
    action: 'wrong_password_two_factor_setup',
  } as const;
  await confirmOwnPassword(db, admin, password, asked, guard);
  if (await isTwoFactorEnabled(db, admin.id)) throw new AppError('CONFLICT', m.alreadyOn);
  // Loaded when first used, not at start.
  const [{ generateURI, generateSecret: newOtpSecret }, { default: QRCode }] = await Promise.all([
    import('otplib'),
    import('qrcode'),
  ]);
  const secret = newOtpSecret();
  // Kept sealed (docs/decisions/303): the admin sees it once, here.
  const sealed = secrets.seal(secret, admin.id);
  await db
    .insert(adminTwoFactor)
    .values({ adminId: admin.id, secret: sealed })
    .onConflictDoUpdate({ target: adminTwoFactor.adminId, set: { secret: sealed, lastStep: null } });
  const otpauthUrl = generateURI({ issuer, label: admin.email, secret });
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1 }) };
}

/** The step of a valid, not yet used code for this secret; undefined otherwise. */
async function acceptedStep(secret: string, lastStep: number | null, code: string) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const { verify } = await import('otplib');
  const result = await verify({
    secret,
    token: code,
    epochTolerance: tolerance,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

function newRecoveryCode(): string {
  const raw = generateSecret(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

const normalisedCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * POST enable {code}: the set-up is confirmed, on from now, with ten new recovery codes. Every other
 * session of the admin ends (as after a password change): a session opened with the password alone
 * does not outlive the second factor.
 */
export async function enableTwoFactor(
  db: Executor,
  admin: SessionAdmin,
  code: string,
  secrets: SecretBox,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.adminId, admin.id))
      .for('update');
    if (!row) throw new AppError('CONFLICT', m.setupFirst);
    if (row.enabledAt) throw new AppError('CONFLICT', m.alreadyOn);
    const step = await acceptedStep(secrets.open(row.secret, admin.id), row.lastStep, code);
    if (step === undefined) throw new AppError('VALIDATION', m.codeWrong, { code: m.codeWrong });
    await tx
      .update(adminTwoFactor)
      .set({ enabledAt: new Date(), lastStep: step })
      .where(eq(adminTwoFactor.adminId, admin.id));
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await revokeOtherSessions(tx, admin.id, admin.sessionId);
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((one) => ({ adminId: admin.id, codeHash: hashToken(normalisedCode(one)) })));
    const after = { two_factor: 'on' };
    await recordAudit(tx, { admin, action: 'enable_two_factor', kind: 'admin', itemId: admin.id, after });
    await enqueueTwoFactorMail(tx, { adminId: admin.id, on: true, byName: admin.name });
    return codes;
  });
}

/**
 * At sign-in, after the password: nothing to check when the admin has no second factor on; else the
 * code must be a fresh TOTP code or an unused recovery code (which is used up). 401 otherwise.
 */
export async function checkSecondFactor(
  db: Executor,
  adminId: string,
  code: string | undefined,
  secrets: SecretBox,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminTwoFactor)
      .where(and(eq(adminTwoFactor.adminId, adminId), isNotNull(adminTwoFactor.enabledAt)))
      .for('update');
    if (!row) return;
    if (!code) throw new AppError('UNAUTHENTICATED', m.codeNeeded, { code: m.codeNeeded });
    const step = await acceptedStep(secrets.open(row.secret, adminId), row.lastStep, code);
    if (step !== undefined) {
      await tx.update(adminTwoFactor).set({ lastStep: step }).where(eq(adminTwoFactor.adminId, adminId));
      return;
    }
    const [used] = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, hashToken(normalisedCode(code))),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    if (!used) throw new AppError('UNAUTHENTICATED', m.codeWrong, { code: m.codeWrong });
  });
}

/** PUT reset/{id} (super admins): the admin's second factor and recovery codes are gone (audited). */
export async function resetTwoFactor(db: Executor, by: AuditAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
    if (!target) throw new AppError('NOT_FOUND', adminMessages.adminNotFound);
    const removed = await tx
      .delete(adminTwoFactor)
      .where(eq(adminTwoFactor.adminId, id))
      .returning({ enabledAt: adminTwoFactor.enabledAt });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    const before = { two_factor: removed[0]?.enabledAt ? 'on' : 'off' };
    await recordAudit(tx, {
      admin: by,
      action: 'reset_two_factor',
      kind: 'admin',
      itemId: id,
      before,
      after: { two_factor: 'off' },
    });
    // Told only when it was on: a reset of nothing turned nothing off (docs/decisions/470).
    if (removed[0]?.enabledAt) await enqueueTwoFactorMail(tx, { adminId: id, on: false, byName: by.name });
  });
}
