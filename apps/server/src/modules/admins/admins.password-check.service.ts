import { eq } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { recordSignIn, type SignInOutcome } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { LimitName, LoginThrottle } from '../../core/login-throttle.ts';
import { verifyPassword } from '../../core/passwords.ts';
import type { SessionAdmin } from '../../core/session.ts';

/** The sign-in limit and the browser's device cookie, which a password check is counted by. */
export type PasswordGuard = { throttle: LoginThrottle; device: string | undefined };

/** A password asked again by a signed-in admin's call: its field, its message, its audit action. */
export type PasswordAsked = {
  field: string;
  message: string;
  action: Extract<SignInOutcome, 'wrong_current_password' | 'wrong_password_two_factor_setup'>;
};

/** The failure that reaches a limit of the sign-in limit: the lock begins (docs/decisions/096). */
export async function recordLockout(db: Executor, email: string, ip: string, limits: LimitName[]) {
  const [admin] = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(eq(admins.email, email));
  await recordSignIn(db, { email, admin, ip, action: 'locked_out', details: { limits: limits.join(', ') } });
}

/**
 * The signed-in admin's own password, asked again before a change only its owner may make (a new
 * password, a two-factor set-up). Whoever holds the session could guess it there: each wrong one is
 * counted by the sign-in limit as a wrong sign-in of the account from this address (or this
 * browser's device), written in the audit log, and past the limit the call is 429 whatever the
 * password (docs/decisions/301). A wrong password is 400 on its field.
 */
export async function confirmOwnPassword(
  db: Executor,
  admin: SessionAdmin,
  password: string,
  asked: PasswordAsked,
  { throttle, device }: PasswordGuard,
): Promise<void> {
  await throttle.guard(
    admin.ip,
    admin.email,
    async () => {
      const [row] = await db
        .select({ passwordHash: admins.passwordHash })
        .from(admins)
        .where(eq(admins.id, admin.id));
      if (row && (await verifyPassword(row.passwordHash, password))) return;
      await recordSignIn(db, { email: admin.email, admin, ip: admin.ip, action: asked.action });
      throw new AppError('VALIDATION', asked.message, { [asked.field]: asked.message });
    },
    {
      device,
      isFailure: (error) => error.message === asked.message,
      onLocked: (limits) => recordLockout(db, admin.email, admin.ip, limits),
    },
  );
}
